import Foundation

// What the builder (``HUDRenderDescription/init(content:appearance:environment:measurer:steadySize:)``, in
// `HUDRenderDescription.swift`, where it sets every stored part in place) derives its parts with.
extension HUDRenderDescription {
    /// How much bigger the bezel starts its fade-in (and how much smaller it ends its fade-out) with the
    /// ``HUDTransition/standard`` transition: `1.3`.
    public static let transitionScale: CGFloat = 1.3
    /// The alpha of the progress ring's track, drawn in the foreground image colour: `0.22`, so that a ring at 0 %
    /// shows its empty track (at SVProgressHUD's 0.1 it was 1.26:1 against the bezel, an empty bezel).
    public static let trackAlpha = 0.22
    /// How long an in-place change of the bezel's size animates, in seconds: `0.2`.
    public static let resizeAnimationDuration: TimeInterval = 0.2
    /// How far the bezel tilts with the device when motion effects are on, in points: `10`.
    public static let motionEffectAmplitude: CGFloat = 10

    static func all<A, B, C>(_ a: A?, _ b: B?, _ c: C?) -> (A, B, C)? {
        guard let a, let b, let c else { return nil }
        return (a, b, c)
    }

    static func contentKind(
        of rule: HUDIndicator.LayoutRule, appearance: HUDAppearance
    ) -> HUDLayout.ContentKind {
        switch rule {
        case .spinner: return appearance.animationType == .native ? .nativeIndicator : .ring
        case .progress: return appearance.progressStyle.layout
        case .image: return .image
        case .customView(let size): return .customView(size)
        case .none: return .none
        }
    }

    static func mask(
        appearance: HUDAppearance, canvas: CGRect, around bezel: CGRect, environment: HUDEnvironment
    ) -> Mask {
        switch appearance.maskType.storage {
        case .blur where environment.reduceTransparency:
            return .fill(HUDColor(white: 0, alpha: 0.4))
        case .blur:
            return .blur(environment.colorScheme == .dark ? .dark : .light)
        case .none:
            return .none
        case .clear:
            return .fill(.clear)
        case .black:
            return .fill(HUDColor(white: 0, alpha: 0.4))
        case .custom:
            return .fill(appearance.backgroundLayerColor)
        case .gradient:
            let side = min(canvas.width, canvas.height)
            let gradient = Mask.radialGradient(
                center: CGPoint(x: bezel.midX, y: bezel.midY),
                radius: side.isFinite && side > 0 ? side : 0, inner: .clear,
                outer: HUDColor(white: 0, alpha: 0.75))
            return gradient
        }
    }
}
