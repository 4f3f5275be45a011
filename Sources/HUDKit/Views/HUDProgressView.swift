#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The HUD's determinate progress as a view of its own (MBProgressHUD's public round and bar progress views): the
/// thin ring, the annular ring, the pie or the bar, filled to ``progress`` in its `tintColor`. HUDCore draws it with
/// the HUD's rules (`HUDRenderDescription.standaloneProgress`): a round style as large as fits in the bounds,
/// centred; the bar fills them.
///
/// ```swift
/// let pie = HUDProgressView(style: .pie)
/// pie.progress = 0.4
/// cell.accessoryView = pie
/// ```
public final class HUDProgressView: UIView, HUDIndicatorView {
    private let indicators = IndicatorViews()

    /// How the progress is drawn. `.ring` by default.
    public var style: HUDProgressStyle {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The fraction done, drawn clamped to `0...1` (NaN as `0`). `0` by default.
    @objc public var progress: Double = 0 {
        didSet { setNeedsLayout() }
    }

    /// The stroke width in points; negative or non-finite acts as `0`. `2` by default.
    @objc public var lineWidth: CGFloat = 2 {
        didSet { setNeedsLayout() }
    }

    /// Creates a progress view.
    ///
    /// - Parameters:
    ///   - style: How the progress is drawn. `.ring` by default.
    ///   - frame: The view's frame. `.zero` by default.
    public init(style: HUDProgressStyle = .ring, frame: CGRect = .zero) {
        self.style = style
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .hudUpdatesFrequently
        indicators.container.frame = bounds
        addSubview(indicators.container)
    }

    /// A ``HUDProgressStyle/ring`` (Objective-C's `-initWithFrame:` and `-init`).
    ///
    /// - Parameter frame: The view's frame.
    override public convenience init(frame: CGRect) {
        self.init(style: .ring, frame: frame)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HUDProgressView is created in code only")
    }

    /// 120 × 10 points for the bar, 37 × 37 for the round styles (MBProgressHUD's sizes; HUDCore's
    /// `HUDProgressStyle.standaloneSize`).
    override public var intrinsicContentSize: CGSize {
        style.standaloneSize
    }

    /// Draws the progress for the current bounds, style and tint.
    override public func layoutSubviews() {
        super.layoutSubviews()
        let part = HUDRenderDescription.standaloneProgress(
            progress, style: style, in: bounds, lineWidth: lineWidth, color: HUDColor(tintColor))
        indicators.show(part)
        accessibilityValue = part.strokeEnd.map { "\(Int(($0 * 100).rounded())) %" }
    }

    /// Redraws in the new tint colour.
    override public func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    /// As the HUD's indicator: shows the HUD's fraction (indefinite work keeps the last one) in the HUD's colour.
    public func showProgress(_ progress: Double?, color: UIColor) {
        if let progress { self.progress = progress }
        tintColor = color
    }
}
#endif  // canImport(UIKit)
