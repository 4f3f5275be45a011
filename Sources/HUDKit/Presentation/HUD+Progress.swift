#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUD {
    /// Shows a progress ring that follows `progress` — its `fractionCompleted`, and its `localizedDescription`
    /// when `status` is `nil` — rendering at most once per display frame, until the HUD is dismissed or another
    /// show replaces it. See ``HUDController/show(progress:status:options:onTap:onDisappear:)-(Progress,_,_,_,_)``.
    ///
    /// ```swift
    /// let progress = Progress(totalUnitCount: 10)
    /// HUD.show(progress: progress, status: "Importing…")
    /// progress.completedUnitCount = 4  // from any thread: the ring moves to 40 %
    /// ```
    /// - Parameters:
    ///   - progress: The progress to follow; it may be updated from any thread.
    ///   - status: Text under the ring; `nil` shows the progress's `localizedDescription`. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped, before a `HUDOptions.dismissOnTap`
    ///     dismiss. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared, or when another
    ///     show replaced it. `nil` by default.
    public nonisolated static func show(
        progress: Progress, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        MainThreadQueue.run {
            HUDController.shared.show(
                progress: progress, status: status, options: options, onTap: onTap, onDisappear: onDisappear)
        }
    }
}
#endif  // canImport(UIKit)
