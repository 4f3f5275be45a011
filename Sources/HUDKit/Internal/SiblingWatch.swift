#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// Watches a HUD view's place among the subviews of the view it is in (a container, or the app's window) while it
/// shows. UIKit tells no view that a sibling was added after it, so once per screen refresh it looks at the
/// superview's last subview (an O(1) look, no allocation), 10 to 15 times a second
/// (``HUDDeviceRules/siblingWatchFrameRates``):
/// - a HUD that keeps in front (a container's) comes back in front before the frame is drawn, and so does a HUD in
///   the app's window that the window's own root view covers (the app set a new root view controller, whose view
///   UIKit adds on top);
/// - any other (the app window's, under an alert the app presented) reports when it becomes covered or uncovered,
///   so that HUDCore stops or starts making it modal for VoiceOver.
///
/// The display link holds the watch, not the view; it runs only between ``start(_:)`` and ``stop()``.
@MainActor
final class SiblingWatch: NSObject {
    private weak var view: HUDView?
    private var link: CADisplayLink?
    private var wasCovered = false

    /// Starts watching `view` (a no-op while already watching it).
    func start(_ view: HUDView) {
        self.view = view
        wasCovered = view.isCoveredBySibling
        guard link == nil else { return }
        let link = CADisplayLink(target: self, selector: #selector(check))
        let rates = HUDDeviceRules.siblingWatchFrameRates
        link.preferredFrameRateRange = CAFrameRateRange(
            minimum: rates.minimum, maximum: rates.maximum, preferred: rates.preferred)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops watching.
    func stop() {
        link?.invalidate()
        link = nil
    }

    @objc private func check() {
        guard let view, let superview = view.superview else { return stop() }
        let isCovered = view.isCoveredBySibling
        let rootView = (superview as? UIWindow)?.rootViewController?.viewIfLoaded
        if isCovered, view.keepsInFront || (rootView != nil && superview.subviews.last === rootView) {
            superview.bringSubviewToFront(view)
            return
        }
        guard isCovered != wasCovered else { return }
        wasCovered = isCovered
        view.coverDidChange()
    }
}
#endif  // canImport(UIKit)
