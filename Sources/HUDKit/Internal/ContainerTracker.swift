#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// An invisible subview HUDKit adds to a view a HUD is shown in, to learn what happens to that view: it reports
/// when the view leaves its window for good (as `HUDContainerWatch` decides: still outside a window on the next
/// turn of the main queue, so moving a view between superviews is not a departure) or is deallocated (the tracker,
/// one of its subviews, goes with it), and, inside a scroll view, every scroll.
///
/// It holds neither the view nor the controller; reports arrive on the main queue, after UIKit finished tearing
/// the view down.
@MainActor
final class ContainerTracker: UIView {
    /// Runs when the container left its window for good.
    private let onLeftWindow: @MainActor () -> Void
    /// Runs once the container was deallocated.
    private let onDeallocated: @MainActor @Sendable () -> Void
    /// Runs after the container scrolled (a scroll view only).
    private let onScroll: @MainActor () -> Void
    /// Decides when the container left its window for good.
    private var watch = HUDContainerWatch()
    private var scrolling: NSKeyValueObservation?

    init(
        onLeftWindow: @escaping @MainActor () -> Void, onDeallocated: @escaping @MainActor @Sendable () -> Void,
        onScroll: @escaping @MainActor () -> Void
    ) {
        self.onLeftWindow = onLeftWindow
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

    /// Reports the move to HUDCore's watch, which decides when the container left its window for good.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard watch.movedToWindow(window != nil) == .checkLater else { return }
        Task { @MainActor [weak self] in
            guard let self, self.watch.recheck(hasWindow: self.window != nil) == .gone else { return }
            self.onLeftWindow()
        }
    }
}
#endif  // canImport(UIKit)
