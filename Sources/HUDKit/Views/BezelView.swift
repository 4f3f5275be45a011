#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The rounded rectangle that holds the indicator, image and label: a system material blur with the fill colour
/// on top, clipped to the corner radius, with an optional border.
///
/// The bezel fades through ``isFaded``, never through its own `alpha`: a `UIVisualEffectView` whose view or
/// superview is partly transparent loses its blur, so the material fades by animating its effect instead.
final class BezelView: UIView {
    /// Where the indicator, image and label go (above the material and the fill).
    let contentView = UIView()

    private let material = UIVisualEffectView(effect: nil)
    /// The fill colour and the border.
    private let fill = UIView()
    private var appliedMaterial: HUDRenderDescription.Material?

    /// Whether the bezel is faded out: no blur, and a transparent fill, border and content. Set it inside an
    /// animation block to fade. `false` by default.
    var isFaded = false {
        didSet {
            fill.alpha = isFaded ? 0 : 1
            contentView.alpha = isFaded ? 0 : 1
            material.effect = isFaded ? nil : appliedMaterial?.blurEffect
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        layer.cornerCurve = .continuous
        fill.layer.cornerCurve = .continuous
        for view in [material, fill, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // The content view stays interactive so that Full Keyboard Access and keyboard focus reach the button
            // in it; touches never go through it (`HUDView.hitTest` picks the button or the mask control).
            view.isUserInteractionEnabled = view === contentView
            addSubview(view)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("BezelView is created in code only")
    }

    /// Applies `bezel`: size and position (through `bounds` and `center`, so a running scale transition is kept),
    /// corner radius, border, material (once the bezel is not faded) and fill.
    func apply(_ bezel: HUDRenderDescription.Bezel) {
        bounds = bezel.frame.sizeAtOrigin
        center = bezel.frame.center
        layer.cornerRadius = bezel.cornerRadius
        fill.layer.cornerRadius = bezel.cornerRadius
        fill.layer.borderWidth = bezel.borderWidth
        fill.layer.borderColor = UIColor(bezel.borderColor).cgColor
        fill.backgroundColor = UIColor(bezel.fill)
        guard appliedMaterial != bezel.material else { return }
        appliedMaterial = bezel.material
        if !isFaded { material.effect = bezel.material.blurEffect }
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
