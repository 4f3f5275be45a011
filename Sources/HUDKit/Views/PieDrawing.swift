#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The progress pie: a circle outline in the track colour and a sector filled from 12 o'clock clockwise to `strokeEnd`. The sector is
/// a circle of half the sector's radius stroked as wide as that radius, so a progress tick only sets `strokeEnd`.
struct PieDrawing: ShapeDrawing {
    private let outline = CAShapeLayer()
    private let sector = CAShapeLayer()
    /// The pie the paths were built for, without its centre, colour and fraction.
    private var shape: HUDRenderDescription.Pie?

    var layers: [CAShapeLayer] { [outline, sector] }

    /// Draws `pie`; the paths are rebuilt only when its geometry changed, so a tick only sets `strokeEnd`
    /// (without an implicit animation).
    mutating func draw(_ pie: HUDRenderDescription.Pie, in view: UIView) {
        CATransaction.withoutActions {
            let middle = view.fitCircle(center: pie.center, radius: pie.radius, lineWidth: pie.lineWidth)
            outline.strokeColor = UIColor(pie.outlineColor).cgColor
            sector.strokeColor = UIColor(pie.color).cgColor
            sector.strokeEnd = CGFloat(pie.strokeEnd)
            var geometry = pie
            geometry.center = .zero
            geometry.color = .clear
            geometry.trackColor = .clear
            geometry.strokeEnd = 0
            guard geometry != shape else { return }
            shape = geometry
            for layer in layers {
                layer.frame = view.bounds
            }
            outline.lineWidth = pie.lineWidth
            outline.path = Self.circle(around: middle, radius: pie.radius)
            sector.lineWidth = pie.fillRadius
            sector.path = Self.circle(around: middle, radius: pie.fillRadius / 2)
        }
    }

    /// A circle starting at 12 o'clock and running clockwise.
    private static func circle(around center: CGPoint, radius: CGFloat) -> CGPath {
        UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: .pi * 3 / 2, clockwise: true)
            .cgPath
    }
}
#endif  // canImport(UIKit)
