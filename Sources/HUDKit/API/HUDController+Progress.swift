#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDController {
    /// Shows a progress ring that follows `progress`: its `fractionCompleted` (indeterminate progress shows the
    /// spinner) and, when `status` is `nil`, its `localizedDescription`.
    ///
    /// Updates may come from any thread; the HUD renders at most one per display frame. Following stops when the
    /// HUD is dismissed (a dismiss call or its fade-out) or another show replaces this one; it never dismisses by
    /// itself, even at 100 %. The first frame is the presentation's show; later frames only update it, so a late
    /// frame never keeps a HUD that a `popActivity` or a tap dismissed. A frame that only moves the fraction moves
    /// the ring and nothing else, as MBProgressHUD's `progressObject` does: a status set meanwhile with
    /// ``setStatus(_:)`` stays until a frame changes more than the fraction (a new `localizedDescription`, or the
    /// ring turning into the spinner).
    ///
    /// ```swift
    /// let progress = Progress(totalUnitCount: 10)
    /// HUDController.shared.show(progress: progress, status: "Importing…")
    /// ```
    /// - Parameters:
    ///   - progress: The progress to follow.
    ///   - status: Text under the ring; `nil` shows the progress's `localizedDescription`. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared, or when another
    ///     show replaced it. `nil` by default.
    public func show(
        progress: Progress, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        let onEnd = endHandler(onDisappear)
        let followsDescription = HUDProgressFollower.followsDescription(explicit: status)
        progressObserver.follow(progress, followingDescription: followsDescription) { [session] first in
            session.followProgress(first, status: status, options: options, onEnd: onEnd)
        }
    }

    /// Follows `progress` in the HUD on screen, in its mode (MBProgressHUD's `progressObject`, see
    /// `HUDSession.followProgressInPlace`); on a hidden HUD it follows nothing.
    func followInPlace(_ progress: Progress) {
        let followsDescription = HUDProgressFollower.followsDescription(explicit: nil, inPlace: true)
        progressObserver.follow(progress, followingDescription: followsDescription) { [session] first in
            session.followProgressInPlace(first)
        }
    }

    /// The presentation end handler that runs `onDisappear` once the presentation's HUD has disappeared or was
    /// replaced (see `HUDSession.endHandler(onDisappear:)`); `nil` without one.
    func endHandler(_ onDisappear: (@MainActor @Sendable () -> Void)?) -> HUDSession.PresentationEndHandler? {
        onDisappear.map { session.endHandler(onDisappear: $0) }
    }
}
#endif  // canImport(UIKit)
