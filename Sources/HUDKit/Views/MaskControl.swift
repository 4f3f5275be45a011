#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The control that fills the container behind the bezel: it draws the mask (a fill, a radial gradient or a blur
/// of the app) and
/// receives every touch the HUD does not pass through, reporting where each one goes down and where it lifts
/// (HUDCore decides which lift is a tap).
final class MaskControl: UIControl {
    /// Called with the touch-down location in the control's (the HUD view's) coordinates.
    var onTouchDown: ((CGPoint) -> Void)?
    /// Called with the location where a touch that went down on the control lifts, in the same coordinates; not for
    /// a cancelled touch.
    var onTouchUp: ((CGPoint) -> Void)?

    private let gradient = CAGradientLayer()
    /// The fill and the gradient, which fade through their alpha.
    private let tint = UIView()
    /// The blur of ``HUDMaskType/blur``, which fades through its effect (a blur under a partly transparent view
    /// loses its blur).
    private let blur = UIVisualEffectView(effect: nil)
    private var material = HUDRenderDescription.Material.none

    /// Whether the mask is faded out: a transparent fill and gradient, no blur. Set it inside an animation block to
    /// fade. `false` by default.
    var isFaded = false {
        didSet {
            tint.alpha = isFaded ? 0 : 1
            blur.effect = isFaded ? nil : material.blurEffect
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [blur, tint] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        gradient.type = .radial
        gradient.locations = [0, 1]
        tint.layer.addSublayer(gradient)
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
        material = .none
        if case .blur(let style) = mask { material = style }
        if !isFaded { blur.effect = material.blurEffect }
        switch mask {
        case .none, .blur:
            tint.backgroundColor = .clear
            gradient.isHidden = true
        case .fill(let color):
            tint.backgroundColor = UIColor(color)
            gradient.isHidden = true
        case .radialGradient(let center, let radius, let inner, let outer):
            tint.backgroundColor = .clear
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
