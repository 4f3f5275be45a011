#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The HUD's flat spinner as a view of its own (SVProgressHUD's indefinite animated view, "taken out and used
/// separately"): the arc that swings and turns, as large as fits in the view's bounds, centred, in its `tintColor`.
/// HUDCore draws it with the HUD's rules (`HUDRenderDescription.standaloneSpinner`); Core Animation runs it, so it
/// turns even while the main thread is busy.
///
/// ```swift
/// let spinner = HUDSpinnerView()
/// spinner.tintColor = .systemBlue
/// spinner.lineWidth = 3
/// navigationItem.titleView = spinner
/// ```
public final class HUDSpinnerView: UIView, HUDIndicatorView {
    private let arc = ShapePartView<SpinnerDrawing>()

    /// The arc's width in points; negative or non-finite acts as `0`. `2` by default.
    @objc public var lineWidth: CGFloat = 2 {
        didSet { setNeedsLayout() }
    }

    /// Creates a spinner; its intrinsic size is 37 × 37 points.
    ///
    /// - Parameter frame: The view's frame. `.zero` by default.
    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(arc)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HUDSpinnerView is created in code only")
    }

    /// 37 × 37 points, MBProgressHUD's round indicator's size.
    override public var intrinsicContentSize: CGSize { CGSize(width: 37, height: 37) }

    /// Draws the spinner for the current bounds and tint.
    override public func layoutSubviews() {
        super.layoutSubviews()
        arc.apply(
            HUDRenderDescription.standaloneSpinner(in: bounds, lineWidth: lineWidth, color: HUDColor(tintColor)))
    }

    /// Redraws in the new tint colour.
    override public func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    /// As the HUD's indicator: takes the HUD's colour (a spinner shows no fraction).
    public func showProgress(_ progress: Double?, color: UIColor) {
        tintColor = color
    }
}
#endif  // canImport(UIKit)
