#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// An invisible subview HUDKit adds to a view a HUD is shown in, to learn what happens to that view: it reports each
/// move of the view into or out of a window as `HUDContainerWatch` decides (leaving is a pause, coming back a
/// resume; nothing ends), when the view is deallocated or emptied (the tracker, one of its subviews, goes with it),
/// and, inside a scroll view, every scroll.
///
/// It holds neither the view nor the controller; the deallocation report arrives on the main queue, after UIKit
/// finished tearing the view down.
@MainActor
final class ContainerTracker: UIView {
    /// Runs when the container moved into or out of a window, with the watch's decision.
    private let onMove: @MainActor (HUDContainerWatch.Decision) -> Void
    /// Runs once the container was deallocated, or the tracker was removed from it.
    private let onDeallocated: @MainActor @Sendable () -> Void
    /// Runs after the container scrolled (a scroll view only).
    private let onScroll: @MainActor () -> Void
    /// Decides what a move into or out of a window means.
    private var watch = HUDContainerWatch()
    private var scrolling: NSKeyValueObservation?

    init(
        onMove: @escaping @MainActor (HUDContainerWatch.Decision) -> Void,
        onDeallocated: @escaping @MainActor @Sendable () -> Void,
        onScroll: @escaping @MainActor () -> Void
    ) {
        self.onMove = onMove
        self.onDeallocated = onDeallocated
        self.onScroll = onScroll
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ContainerTracker is created by HUDKit only")
    }

    deinit {
        let onDeallocated = onDeallocated
        Task { @MainActor in onDeallocated() }
    }

    /// Follows the scrolling of a scroll view container.
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        scrolling = (superview as? UIScrollView)?.observe(\.contentOffset) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.onScroll() }
        }
    }

    /// Reports the move to HUDCore's watch, and its decision to the owner.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        onMove(watch.movedToWindow(window != nil))
    }
}
#endif  // canImport(UIKit)
