#if canImport(UIKit)
import UIKit

/// Keeps a HUD view the topmost subview of its container while it is in a window: UIKit tells no view that a
/// sibling was added after it, so once per screen refresh it checks the container's last subview (an O(1) look, no
/// allocation) and brings the HUD back in front when the app added a view over it, before that frame is drawn.
///
/// The display link holds the keeper, not the view; it stops when the view leaves its window or is deallocated.
@MainActor
final class FrontKeeper: NSObject {
    private weak var view: UIView?
    private var link: CADisplayLink?

    /// Starts keeping `view` in front (`true`) or stops (`false`).
    func keep(_ view: UIView, _ isOn: Bool) {
        self.view = view
        guard isOn else { return stop() }
        guard link == nil else { return }
        let link = CADisplayLink(target: self, selector: #selector(check))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Brings the view to the front of its superview if a sibling came above it.
    @objc private func check() {
        guard let view, let superview = view.superview else { return stop() }
        if superview.subviews.last !== view {
            superview.bringSubviewToFront(view)
        }
    }

    private func stop() {
        link?.invalidate()
        link = nil
    }
}
#endif  // canImport(UIKit)
