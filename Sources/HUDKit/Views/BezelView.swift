#if canImport(UIKit)
import HUDCore
import UIKit

/// The rounded rectangle that holds the indicator, image and label: a system material blur with the fill colour
/// on top, clipped to the corner radius, with an optional border.
final class BezelView: UIView {
    /// Where the indicator, image and label go (above the material and the fill).
    let contentView = UIView()

    private let material = UIVisualEffectView(effect: nil)
    private let fill = UIView()
    private var appliedMaterial: HUDRenderDescription.Material?

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        layer.cornerCurve = .continuous
        for view in [material, fill, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("BezelView is created in code only")
    }

    /// Applies `bezel`: size and position (through `bounds` and `center`, so a running scale transition is kept),
    /// corner radius, border, material and fill.
    func apply(_ bezel: HUDRenderDescription.Bezel) {
        bounds = bezel.frame.sizeAtOrigin
        center = bezel.frame.center
        layer.cornerRadius = bezel.cornerRadius
        layer.borderWidth = bezel.borderWidth
        layer.borderColor = UIColor(bezel.borderColor).cgColor
        fill.backgroundColor = UIColor(bezel.fill)
        guard appliedMaterial != bezel.material else { return }
        appliedMaterial = bezel.material
        material.effect = bezel.material.blurEffect
    }

    /// Tilts the bezel with the device by ±`amplitude` points; `0` removes the effect.
    func applyMotionEffect(amplitude: CGFloat) {
        motionEffects.forEach(removeMotionEffect)
        guard amplitude > 0 else { return }
        let group = UIMotionEffectGroup()
        group.motionEffects = [
            Self.tilt("center.x", .tiltAlongHorizontalAxis, amplitude),
            Self.tilt("center.y", .tiltAlongVerticalAxis, amplitude),
        ]
        addMotionEffect(group)
    }

    private static func tilt(
        _ keyPath: String, _ type: UIInterpolatingMotionEffect.EffectType, _ amplitude: CGFloat
    ) -> UIInterpolatingMotionEffect {
        let effect = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        effect.minimumRelativeValue = -amplitude
        effect.maximumRelativeValue = amplitude
        return effect
    }
}
#endif  // canImport(UIKit)
