#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The flat indefinite spinner: an arc `CAShapeLayer` whose `strokeStart`/`strokeEnd` swing back and forth,
/// masked by the `angle-mask` image on a layer that turns forever.
struct SpinnerDrawing: ShapeDrawing {
    private static let rotationKey = "hud.rotation"
    private static let strokeKey = "hud.stroke"

    private let arc = CAShapeLayer()
    private let angleMask = CALayer()
    /// The spinner the path and animations were built for, without its centre and colour.
    private var applied: HUDRenderDescription.Spinner?

    var layers: [CAShapeLayer] { [arc] }

    init() {
        arc.lineCap = .round
        angleMask.contentsGravity = .resizeAspect
        if let image = BundledAssets.angleMask {
            angleMask.contents = image
            arc.mask = angleMask
        }
    }

    /// Draws `spinner`; its path and animations are rebuilt only when its shape or timing changed, so a frame
    /// that only moves the spinner (a new status, the keyboard) or recolours it (dark mode) does not restart the
    /// animation.
    mutating func draw(_ spinner: HUDRenderDescription.Spinner, in view: UIView) {
        CATransaction.withoutActions {
            let middle = view.fitCircle(center: spinner.center, radius: spinner.radius, lineWidth: spinner.lineWidth)
            arc.strokeColor = UIColor(spinner.color).cgColor
            var shape = spinner
            shape.center = .zero
            shape.color = .clear
            guard applied != shape || arc.animation(forKey: Self.strokeKey) == nil else { return }
            applied = shape
            arc.frame = view.bounds
            angleMask.frame = view.bounds
            arc.lineWidth = spinner.lineWidth
            arc.strokeStart = CGFloat(spinner.strokeStart.lowerBound)
            arc.strokeEnd = CGFloat(spinner.strokeEnd.lowerBound)
            arc.path =
                UIBezierPath(
                    arcCenter: middle, radius: spinner.radius, startAngle: CGFloat(spinner.startAngle),
                    endAngle: CGFloat(spinner.endAngle), clockwise: true
                ).cgPath
            angleMask.add(Self.rotation(duration: spinner.rotationDuration), forKey: Self.rotationKey)
            arc.add(Self.stroke(spinner), forKey: Self.strokeKey)
        }
    }

    /// One full turn of the mask per `duration`, forever.
    private static func rotation(duration: TimeInterval) -> CABasicAnimation {
        let rotation = CABasicAnimation(keyPath: "transform.rotation")
        rotation.fromValue = 0
        rotation.toValue = 2 * Double.pi
        rotation.duration = duration
        rotation.repeatCount = .infinity
        rotation.timingFunction = CAMediaTimingFunction(name: .linear)
        rotation.isRemovedOnCompletion = false
        return rotation
    }

    /// `strokeStart` and `strokeEnd` moving together through their ranges and back, forever.
    private static func stroke(_ spinner: HUDRenderDescription.Spinner) -> CAAnimationGroup {
        let start = CABasicAnimation(keyPath: "strokeStart")
        start.fromValue = spinner.strokeStart.lowerBound
        start.toValue = spinner.strokeStart.upperBound
        let end = CABasicAnimation(keyPath: "strokeEnd")
        end.fromValue = spinner.strokeEnd.lowerBound
        end.toValue = spinner.strokeEnd.upperBound
        let group = CAAnimationGroup()
        group.animations = [start, end]
        group.duration = spinner.strokeDuration
        group.autoreverses = true
        group.repeatCount = .infinity
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        group.isRemovedOnCompletion = false
        return group
    }
}
#endif  // canImport(UIKit)
