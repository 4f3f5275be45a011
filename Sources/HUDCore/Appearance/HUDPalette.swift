import Foundation

/// The colours and material a style resolves to, as SVProgressHUD picks them.
///
/// `.light`: black content on white at 0.6 alpha over the light material; `.dark`: white on black at 0.6 over
/// the dark material; `.automatic`: one of those by the environment's colour scheme; `.custom`: the appearance's
/// colours on a solid bezel. Reduce Transparency drops the material of the light and dark styles, makes their
/// fill opaque and gives the bezel a border (``solidLightBorderColor``, ``solidDarkBorderColor``) at least 3:1 against the fill, so a white bezel
/// stays visible on a white app (without it the contrast is 1:1); the `.custom` style has no material and keeps the
/// app's colours exactly as given (a deliberately translucent or clear custom bezel would otherwise turn into an
/// opaque block).
///
/// Without Reduce Transparency the standard materials get an edge (``edge(of:scale:)``): the light one a soft shadow and
/// a 12 % black hairline, the dark one a 15 % white hairline, so the bezel stands out from an app of its own tone
/// (see ``edgeContrast(over:)``).
///
/// The app's ``HUDAppearance/contentColor``, ``HUDAppearance/bezelColor`` and ``HUDAppearance/bezelMaterial``
/// replace the style's in every style, before Reduce Transparency applies (which then makes a bezel colour over a
/// material opaque, with the border of the material's scheme).
///
/// ```swift
/// let palette = HUDPalette(appearance: HUDAppearance { $0.style = .dark }, environment: HUDEnvironment())
/// palette.foreground // .white
/// ```
package struct HUDPalette: Equatable, Sendable {
    /// The alpha of the bezel's fill over the material in the light and dark styles: `0.6`.
    public static let materialFillAlpha = 0.6

    /// The border of the solid light bezel: grey 0.55, 3.35:1 against its white fill (WCAG's non-text contrast
    /// asks for 3:1).
    public static let solidLightBorderColor = HUDColor(white: 0.55)
    /// The border of the solid dark bezel: grey 0.4, 3.66:1 against its black fill.
    public static let solidDarkBorderColor = HUDColor(white: 0.4)
    /// The width of the solid bezels' border, in points: `1`.
    public static let solidBorderWidth: CGFloat = 1

    /// The label's colour.
    public var foreground: HUDColor
    /// The ring's, spinner's and tinted images' colour.
    public var foregroundImage: HUDColor
    /// The bezel's fill.
    public var bezelFill: HUDColor
    /// The material under the fill.
    public var material: HUDRenderDescription.Material
    /// The colour of the border the style gives the bezel, used when the app sets none (`borderWidth` 0).
    /// `.clear` unless Reduce Transparency makes the light or dark bezel solid.
    public var borderColor: HUDColor = .clear
    /// The width of that border: ``solidBorderWidth`` with Reduce Transparency on a light or dark bezel, else `0`.
    public var borderWidth: CGFloat = 0
    /// The shadow under the bezel: ``HUDAppearance/bezelShadow`` when set, else the material's edge
    /// (``lightShadow`` for the light material, none otherwise).
    public var shadow: HUDShadow = .none
    /// The details label's colour when the app sets none: the foreground at ``secondaryAlpha`` of its opacity, as
    /// iOS's `secondaryLabel` is, so that details never outweigh the status.
    public var secondaryForeground: HUDColor { foreground.withAlpha(foreground.alpha * Self.secondaryAlpha) }
    /// The opacity of ``secondaryForeground`` relative to the foreground: `0.6`.
    public static let secondaryAlpha = 0.6

    /// Resolves `appearance.style` in `environment`.
    public init(appearance: HUDAppearance, environment: HUDEnvironment) {
        switch Self.scheme(of: appearance.style, in: environment) {
        case .light?:
            self.init(.black, .black, .white.withAlpha(Self.materialFillAlpha), .light)
        case .dark?:
            self.init(.white, .white, .black.withAlpha(Self.materialFillAlpha), .dark)
        case nil:
            self.init(
                appearance.foregroundColor, appearance.foregroundImageColor ?? appearance.foregroundColor,
                appearance.backgroundColor, .none)
        }
        if let contentColor = appearance.contentColor {
            foreground = contentColor
            foregroundImage = contentColor
        }
        if let bezelColor = appearance.bezelColor { bezelFill = bezelColor }
        material = appearance.bezelMaterial.resolve(material)
        (borderColor, borderWidth, shadow) = Self.edge(of: material, scale: environment.pixelScale)
        if let bezelShadow = appearance.bezelShadow { shadow = bezelShadow.sanitized }
        if environment.reduceTransparency, material != .none {
            borderColor = material == .light ? Self.solidLightBorderColor : Self.solidDarkBorderColor
            borderWidth = Self.solidBorderWidth
            material = .none
            bezelFill = bezelFill.withAlpha(1)
        }
    }

    private init(
        _ foreground: HUDColor, _ foregroundImage: HUDColor, _ bezelFill: HUDColor,
        _ material: HUDRenderDescription.Material
    ) {
        self.foreground = foreground
        self.foregroundImage = foregroundImage
        self.bezelFill = bezelFill
        self.material = material
    }

    private static func scheme(of style: HUDStyle, in environment: HUDEnvironment) -> HUDEnvironment.ColorScheme? {
        switch style.storage {
        case .light: return .light
        case .dark: return .dark
        case .automatic: return environment.colorScheme
        case .custom: return nil
        }
    }
}
