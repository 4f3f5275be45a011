#if canImport(UIKit)
import HUDCore
import UIKit

extension HUDController {
    /// Shows a progress ring that follows `progress`: its `fractionCompleted` (indeterminate progress shows the
    /// spinner) and, when `status` is `nil`, its `localizedDescription`.
    ///
    /// Updates may come from any thread; the HUD renders at most one per display frame. Following stops when the
    /// HUD is dismissed (a dismiss call or its fade-out) or another show replaces this one; it never dismisses by
    /// itself, even at 100 %.
    ///
    /// ```swift
    /// let progress = Progress(totalUnitCount: 10)
    /// HUDController.shared.show(progress: progress, status: "Importing…")
    /// ```
    /// - Parameters:
    ///   - progress: The progress to follow.
    ///   - status: Text under the ring; `nil` shows the progress's `localizedDescription`. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped, before a `HUDOptions.dismissOnTap`
    ///     dismiss. `nil` by default.
    public func show(
        progress: Progress, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil
    ) {
        let presentation = beginPresentation(onTap: onTap) { [weak self] _ in self?.progressObserver.stop() }
        var isFirstFrame = true
        progressObserver.follow(progress, status: status) { [weak self] frame in
            self?.showProgressFrame(frame, of: presentation, options: options, isFirst: isFirstFrame)
            isFirstFrame = false
        }
    }

    /// Shows one frame of a followed progress, unless its presentation is over or being dismissed. The first frame
    /// is the presentation's show; the next ones only update it, so a late frame never supersedes a dismiss that
    /// a `popActivity` or a tap asked for (held by the minimum display time).
    private func showProgressFrame(
        _ frame: HUDProgressCoalescer.Frame, of presentation: HUDPresentationID, options: HUDOptions, isFirst: Bool
    ) {
        guard tracker.acceptsUpdates(from: presentation) else {
            progressObserver.stop()
            return
        }
        if isFirst {
            send(.show(frame.indicator, status: frame.status, options: options))
        } else {
            let content = HUDContent(indicator: frame.indicator, status: frame.status, options: options)
            send(content.updateInput(replacing: engine.state.content))
        }
    }
}
#endif  // canImport(UIKit)
