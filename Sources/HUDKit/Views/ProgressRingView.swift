#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The progress ring (the thin ring and the annular ring): a full-circle track and the ring from 12 o'clock
/// clockwise to `strokeEnd`, two `CAShapeLayer`s sharing one circular path.
final class ProgressRingView: UIView {
    private let track = CAShapeLayer()
    private let ring = CAShapeLayer()
    private var geometry: (radius: CGFloat, lineWidth: CGFloat)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for shape in [track, ring] {
            shape.fillColor = nil
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        ring.strokeStart = 0
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ProgressRingView is created in code only")
    }

    /// Applies `ring`; the path is rebuilt only when the radius or line width changed, so a progress tick only
    /// sets `strokeEnd`, animated for the ring's `animationDuration` (`0`: no implicit animation).
    func apply(_ ring: HUDRenderDescription.Ring) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(ring.animationDuration)
        CATransaction.setDisableActions(ring.animationDuration <= 0)
        self.ring.strokeEnd = CGFloat(ring.strokeEnd)
        CATransaction.commit()
        CATransaction.withoutActions {
            let middle = fitCircle(center: ring.center, radius: ring.radius, lineWidth: ring.lineWidth)
            track.strokeColor = UIColor(ring.trackColor).cgColor
            self.ring.strokeColor = UIColor(ring.color).cgColor
            self.ring.lineCap = ring.lineCap.shapeLayerLineCap
            guard geometry?.radius != ring.radius || geometry?.lineWidth != ring.lineWidth else { return }
            geometry = (ring.radius, ring.lineWidth)
            let path = UIBezierPath(
                arcCenter: middle, radius: ring.radius, startAngle: -.pi / 2, endAngle: .pi * 3 / 2, clockwise: true
            ).cgPath
            for shape in [track, self.ring] {
                shape.frame = bounds
                shape.path = path
                shape.lineWidth = ring.lineWidth
            }
        }
    }
}
#endif  // canImport(UIKit)
