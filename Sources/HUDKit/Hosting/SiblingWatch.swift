#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// Watches a HUD view's place among the subviews of the view it is in (a container, or the app's window) while it
/// shows. UIKit tells no view that a sibling was added after it, so once per screen refresh it looks at the
/// superview's last subview (an O(1) look, no allocation) and carries out what HUDCore's `HUDStacking.check` decides:
/// bring the HUD back to the front (a container's HUD; the transition view of a presentation that was under way when
/// the HUD was placed, such as a screen presented around the show; the window's new root view), or report that it
/// became covered or uncovered (an alert the app presented afterwards, even while the HUD fades in), so that HUDCore
/// stops or starts making it modal for VoiceOver.
///
/// It looks 10 to 15 times a second (`HUDDeviceRules.siblingWatchFrameRates`).
///
/// The display link holds the watch, not the view; it runs only between ``start(_:in:onCoverChange:)`` and
/// ``stop()``.
@MainActor
final class SiblingWatch: NSObject {
    private weak var view: HUDView?
    private var link: CADisplayLink?
    private var place = HUDStacking.Place.overlayWindow
    private var onCoverChange: @MainActor () -> Void = {}
    private var wasCovered = false
    /// The screens presented (or being presented) in the HUD's window when it was placed, held weakly: only their
    /// transition views began before the HUD.
    private let earlierPresentations = NSHashTable<UIViewController>.weakObjects()

    /// Starts watching `view` in `place`, noting the presentations under way in its window now (again when already
    /// watching: an explicit show places the HUD anew). The host starts it only when HUDCore says it runs
    /// (`HUDDeviceRules.watches`: not in the overlay window, which holds nothing else; not while paused).
    ///
    /// - Parameters:
    ///   - view: The HUD view.
    ///   - place: Where it is.
    ///   - onCoverChange: Runs when a sibling came above the HUD to stay, or went.
    func start(_ view: HUDView, in place: HUDStacking.Place, onCoverChange: @escaping @MainActor () -> Void) {
        self.view = view
        self.place = place
        self.onCoverChange = onCoverChange
        wasCovered = false
        earlierPresentations.removeAllObjects()
        var presented = view.window?.rootViewController?.presentedViewController
        while let screen = presented {
            earlierPresentations.add(screen)
            presented = screen.presentedViewController
        }
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
        let rootView = (superview as? UIWindow)?.rootViewController?.viewIfLoaded
        let isCovered = view.isCoveredBySibling
        let cover = isCovered ? superview.subviews.last : nil
        let facts = HUDStacking.Facts(
            place: place, isCovered: isCovered,
            isCoveredByEarlierPresentation: cover.map(holdsEarlierPresentation) ?? false,
            isCoveredByRootView: rootView != nil && cover === rootView)
        let covered: Bool
        switch HUDStacking.check(facts) {
        case .bringToFront:
            view.bringLayersToFront()
            covered = false
        case .covered: covered = true
        case .uncovered: covered = false
        }
        guard covered != wasCovered else { return }
        wasCovered = covered
        onCoverChange()
    }

    /// Whether `cover` holds the view of a screen that was presented, or being presented, when the HUD was placed.
    private func holdsEarlierPresentation(_ cover: UIView) -> Bool {
        earlierPresentations.allObjects.contains { $0.viewIfLoaded?.isDescendant(of: cover) == true }
    }
}
#endif  // canImport(UIKit)
