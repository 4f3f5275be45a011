#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The progress ring (the thin ring and the annular ring): a full-circle track and the ring from 12 o'clock
/// clockwise to `strokeEnd`, two `CAShapeLayer`s sharing one circular path.
struct RingDrawing: ShapeDrawing {
    private let track = CAShapeLayer()
    private let ring = CAShapeLayer()
    private var geometry: (radius: CGFloat, lineWidth: CGFloat)?

    var layers: [CAShapeLayer] { [track, ring] }

    init() {
        track.lineCap = .round
        ring.lineCap = .round
    }

    /// Draws `ring`; the path is rebuilt only when the radius or line width changed, so a progress tick only
    /// sets `strokeEnd`, animated for the ring's `animationDuration` (`0`: no implicit animation).
    mutating func draw(_ ring: HUDRenderDescription.Ring, in view: UIView) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(ring.animationDuration)
        CATransaction.setDisableActions(ring.animationDuration <= 0)
        self.ring.strokeEnd = CGFloat(ring.strokeEnd)
        CATransaction.commit()
        CATransaction.withoutActions {
            let middle = view.fitCircle(center: ring.center, radius: ring.radius, lineWidth: ring.lineWidth)
            track.strokeColor = UIColor(ring.trackColor).cgColor
            self.ring.strokeColor = UIColor(ring.color).cgColor
            self.ring.lineCap = ring.lineCap.shapeLayerLineCap
            guard geometry?.radius != ring.radius || geometry?.lineWidth != ring.lineWidth else { return }
            geometry = (ring.radius, ring.lineWidth)
            let path = UIBezierPath(
                arcCenter: middle, radius: ring.radius, startAngle: -.pi / 2, endAngle: .pi * 3 / 2, clockwise: true
            ).cgPath
            for shape in layers {
                shape.frame = view.bounds
                shape.path = path
                shape.lineWidth = ring.lineWidth
            }
        }
    }
}
#endif  // canImport(UIKit)
