#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The control that fills the container behind the bezel: it draws the mask (a fill or a radial gradient) and
/// receives every touch the HUD does not pass through, reporting where each one goes down and where it lifts
/// (HUDCore decides which lift is a tap).
final class MaskControl: UIControl {
    /// Called with the touch-down location in the control's (the HUD view's) coordinates.
    var onTouchDown: ((CGPoint) -> Void)?
    /// Called with the location where a touch that went down on the control lifts, in the same coordinates; not for
    /// a cancelled touch.
    var onTouchUp: ((CGPoint) -> Void)?

    private let gradient = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.type = .radial
        gradient.locations = [0, 1]
        layer.addSublayer(gradient)
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("MaskControl is created in code only")
    }

    /// Draws `mask` over `canvas`.
    func apply(_ mask: HUDRenderDescription.Mask, canvas: CGRect) {
        CATransaction.withoutActions {
            gradient.frame = canvas.sizeAtOrigin
            apply(mask, size: canvas.size)
        }
    }

    private func apply(_ mask: HUDRenderDescription.Mask, size: CGSize) {
        switch mask {
        case .none:
            backgroundColor = .clear
            gradient.isHidden = true
        case .fill(let color):
            backgroundColor = UIColor(color)
            gradient.isHidden = true
        case .radialGradient(let center, let radius, let inner, let outer):
            backgroundColor = .clear
            gradient.isHidden = false
            gradient.colors = [UIColor(inner).cgColor, UIColor(outer).cgColor]
            gradient.startPoint = unitPoint(center, in: size)
            gradient.endPoint = unitPoint(CGPoint(x: center.x + radius, y: center.y + radius), in: size)
        }
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        onTouchDown?(touch.location(in: self))
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch else { return }
        onTouchUp?(touch.location(in: self))
    }

    /// `point` as a fraction of `size` (a gradient layer's unit coordinates); an empty size gives the origin.
    private func unitPoint(_ point: CGPoint, in size: CGSize) -> CGPoint {
        CGPoint(x: size.width > 0 ? point.x / size.width : 0, y: size.height > 0 ? point.y / size.height : 0)
    }
}
#endif  // canImport(UIKit)
