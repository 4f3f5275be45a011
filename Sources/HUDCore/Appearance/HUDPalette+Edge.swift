import Foundation

// The bezel's edge: what sets a light bezel apart from a light app and a dark one from a dark app.
extension HUDPalette {
    /// The light material's hairline: black at 12 %, so that a light bezel has an edge on a white app.
    public static let lightHairlineColor = HUDColor(white: 0, alpha: 0.12)
    /// The dark material's hairline: white at 15 % (within the 12–15 % a dark bezel needs to show on a black app).
    public static let darkHairlineColor = HUDColor(white: 1, alpha: 0.15)
    /// The width of the standard materials' hairline on a display of `scale` pixels per point: one pixel,
    /// `1 / scale` points (`1/3` on an iPhone 15), as UIKit's own hairlines; a scale below `1` counts as `1`.
    public static func hairlineWidth(scale: CGFloat) -> CGFloat {
        scale.isFinite && scale >= 1 ? 1 / scale : 1
    }
    /// The light material's shadow: ``HUDShadow/soft``.
    public static let lightShadow = HUDShadow.soft

    /// The edge the standard materials get, without Reduce Transparency (which gives its solid border instead):
    /// the light material a soft shadow and a black hairline, the dark material a white hairline and no shadow (a
    /// shadow does not show on a dark app). Bezels without a material (`.custom`, ``HUDBezelMaterial/none``) keep
    /// the app's look exactly: no edge.
    static func edge(
        of material: HUDRenderDescription.Material, scale: CGFloat
    ) -> (borderColor: HUDColor, borderWidth: CGFloat, shadow: HUDShadow) {
        switch material {
        case .none: (.clear, 0, .none)
        case .light: (lightHairlineColor, hairlineWidth(scale: scale), lightShadow)
        case .dark: (darkHairlineColor, hairlineWidth(scale: scale), .none)
        }
    }

    /// The colour the bezel's body shows over an app of uniform colour `app`: the fill over the material's tint
    /// over the app (a blur of a uniform app is the app's colour), as the gallery draws it.
    public func bezelColor(over app: HUDColor) -> HUDColor {
        let backdrop = HUDSVGRenderer.materialBackdrop(material, isBlurred: true)?.composited(over: app) ?? app
        return bezelFill.composited(over: backdrop)
    }

    /// The strongest contrast ratio between the bezel and an app of uniform colour `app`, of its three cues: the
    /// body (``bezelColor(over:)``), the hairline or border over the body, and the shadow where it is darkest (at
    /// the bezel's edge half its opacity, as a Gaussian blur leaves it) over the app.
    ///
    /// ```swift
    /// HUDPalette(appearance: HUDAppearance(), environment: HUDEnvironment()).edgeContrast(over: .white)
    /// ```
    public func edgeContrast(over app: HUDColor) -> Double {
        let opaqueApp = app.withAlpha(1)
        let body = bezelColor(over: opaqueApp)
        var ratios = [body.contrastRatio(with: opaqueApp)]
        if borderWidth > 0 { ratios.append(borderColor.composited(over: body).contrastRatio(with: opaqueApp)) }
        if shadow.isVisible {
            let edge = shadow.color.withAlpha(shadow.color.alpha / 2)
            ratios.append(edge.composited(over: opaqueApp).contrastRatio(with: opaqueApp))
        }
        return ratios.max() ?? 1
    }
}
