#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The horizontal progress bar: a rounded outline and a fill from the leading edge HUDCore gives (the right in a
/// right-to-left bar). The fill is a line as thick as the
/// fill frame is high, with round ends, stroked to `strokeEnd`, so a progress tick only sets `strokeEnd`.
struct BarDrawing: ShapeDrawing {
    private let outline = CAShapeLayer()
    private let fill = CAShapeLayer()
    /// The bar the paths were built for, without its colour and fraction.
    private var shape: HUDRenderDescription.Bar?

    var layers: [CAShapeLayer] { [outline, fill] }

    init() {
        fill.lineCap = .round
    }

    /// Draws `bar`; the paths are rebuilt only when its geometry changed, so a tick only sets `strokeEnd`
    /// (without an implicit animation).
    mutating func draw(_ bar: HUDRenderDescription.Bar, in view: UIView) {
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
            view.bounds = bar.frame.sizeAtOrigin
            view.center = bar.frame.center
            let bounds = view.bounds
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
