#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The horizontal progress bar: a rounded outline and a fill from the leading edge HUDCore gives (the right in a
/// right-to-left bar). The fill is a line as thick as the
/// fill frame is high, with round ends, stroked to `strokeEnd`, so a progress tick only sets `strokeEnd`.
final class BarProgressView: UIView {
    private let outline = CAShapeLayer()
    private let fill = CAShapeLayer()
    /// The bar the paths were built for, without its colour and fraction.
    private var shape: HUDRenderDescription.Bar?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        outline.fillColor = nil
        fill.fillColor = nil
        fill.lineCap = .round
        fill.strokeStart = 0
        layer.addSublayer(outline)
        layer.addSublayer(fill)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("BarProgressView is created in code only")
    }

    /// Applies `bar`; the paths are rebuilt only when its geometry changed, so a tick only sets `strokeEnd`
    /// (without an implicit animation).
    func apply(_ bar: HUDRenderDescription.Bar) {
        CATransaction.withoutActions {
            let color = UIColor(bar.color).cgColor
            outline.strokeColor = color
            fill.strokeColor = color
            fill.strokeEnd = CGFloat(bar.strokeEnd)
            var geometry = bar
            geometry.color = .clear
            geometry.strokeEnd = 0
            guard geometry != shape else { return }
            shape = geometry
            bounds = bar.frame.sizeAtOrigin
            center = bar.frame.center
            outline.frame = bounds
            fill.frame = bounds
            let edge = bounds.insetBy(dx: bar.lineWidth / 2, dy: bar.lineWidth / 2)
            outline.lineWidth = bar.lineWidth
            outline.path = UIBezierPath(roundedRect: edge, cornerRadius: edge.height / 2).cgPath
            let inner = bar.fillFrame.offsetBy(dx: -bar.frame.minX, dy: -bar.frame.minY)
            let side = min(inner.height, inner.width)
            let ends = [
                CGPoint(x: inner.minX + side / 2, y: inner.midY), CGPoint(x: inner.maxX - side / 2, y: inner.midY),
            ]
            let (start, end) = bar.direction == .rightToLeft ? (ends[1], ends[0]) : (ends[0], ends[1])
            let line = UIBezierPath()
            line.move(to: start)
            line.addLine(to: end)
            fill.lineWidth = side
            fill.path = line.cgPath
        }
    }
}
#endif  // canImport(UIKit)
