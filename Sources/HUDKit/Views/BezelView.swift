#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The rounded rectangle that holds the indicator, image and label: a system material blur with the fill colour
/// on top, clipped to the corner radius, with an optional border, over its shadow (masked to outside the bezel, so
/// that it never darkens the translucent bezel itself).
///
/// The bezel fades through ``isFaded``, never through its own `alpha`: a `UIVisualEffectView` whose view or
/// superview is partly transparent loses its blur, so the material fades by animating its effect instead.
final class BezelView: UIView {
    /// Where the indicator, image and label go (above the material and the fill).
    let contentView = UIView()

    /// Puts a bezel's image, texts and button into ``contentView``, hidden until a frame shows them: the image
    /// scaled to fit, the texts on as many lines as HUDCore lays out and following Dynamic Type.
    func holdParts(image: UIImageView, texts: [UILabel], button: UIButton) {
        let parts: [UIView] = [image] + texts + [button]
        for part in parts {
            part.isHidden = true
            contentView.addSubview(part)
        }
        image.contentMode = .scaleAspectFit
        for text in texts {
            text.numberOfLines = 0
            text.adjustsFontForContentSizeCategory = true
        }
    }

    private let material = UIVisualEffectView(effect: nil)
    /// The shadow, under the clipped parts.
    private let shadow = UIView()
    private let shadowMask = CAShapeLayer()
    /// Clips the material, the fill and the content to the corner radius.
    private let clip = UIView()
    /// The fill colour and the border.
    private let fill = UIView()
    private var appliedMaterial: HUDRenderDescription.Material?
    /// VoiceOver's element for the label and progress when the bezel is a container of controls (see
    /// `BezelView+Accessibility.swift`).
    private(set) lazy var summary = UIAccessibilityElement(accessibilityContainer: self)

    /// Whether the bezel is faded out: no blur, and a transparent fill, border and content. Set it inside an
    /// animation block to fade. `false` by default.
    var isFaded = false {
        didSet {
            fill.alpha = isFaded ? 0 : 1
            shadow.alpha = isFaded ? 0 : 1
            contentView.alpha = isFaded ? 0 : 1
            material.effect = isFaded ? nil : appliedMaterial?.blurEffect
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        clip.clipsToBounds = true
        clip.layer.cornerCurve = .continuous
        fill.layer.cornerCurve = .continuous
        shadowMask.fillRule = .evenOdd
        shadow.layer.mask = shadowMask
        for (view, parent) in [(shadow, self), (clip, self), (material, clip), (fill, clip), (contentView, clip)] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // The content view and the clip around it stay interactive so that Full Keyboard Access and keyboard
            // focus reach the button in it; touches never go through them (`HUDView.hitTest` picks the button or
            // the mask control).
            view.isUserInteractionEnabled = view === contentView || view === clip
            parent.addSubview(view)
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
        clip.layer.cornerRadius = bezel.cornerRadius
        fill.layer.cornerRadius = bezel.cornerRadius
        applyShadow(bezel.shadow, cornerRadius: bezel.cornerRadius)
        fill.layer.borderWidth = bezel.borderWidth
        fill.layer.borderColor = UIColor(bezel.borderColor).cgColor
        fill.backgroundColor = UIColor(bezel.fill)
        guard appliedMaterial != bezel.material else { return }
        appliedMaterial = bezel.material
        if !isFaded { material.effect = bezel.material.blurEffect }
    }

    /// Draws `shadow` around the bezel's rounded rectangle, masked to outside it.
    private func applyShadow(_ shadow: HUDShadow, cornerRadius: CGFloat) {
        let shape = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius)
        let layer = self.shadow.layer
        layer.shadowColor = UIColor(shadow.color.withAlpha(1)).cgColor
        layer.shadowOpacity = Float(shadow.color.alpha)
        layer.shadowRadius = shadow.radius
        layer.shadowOffset = CGSize(width: shadow.offset.horizontal, height: shadow.offset.vertical)
        layer.shadowPath = shape.cgPath
        let reach = 3 * shadow.radius + abs(shadow.offset.horizontal) + abs(shadow.offset.vertical)
        let outside = UIBezierPath(rect: bounds.insetBy(dx: -reach, dy: -reach))
        outside.append(shape)
        shadowMask.path = outside.cgPath
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
