import Foundation

/// The colours and material a style resolves to, as SVProgressHUD picks them.
///
/// `.light`: black content on white at 0.6 alpha over the light material; `.dark`: white on black at 0.6 over
/// the dark material; `.automatic`: one of those by the environment's colour scheme; `.custom`: the appearance's
/// colours on a solid bezel. Reduce Transparency drops the material of the light and dark styles and makes their
/// fill opaque; the `.custom` style has no material and keeps the app's colours exactly as given (a deliberately
/// translucent or clear custom bezel would otherwise turn into an opaque block).
///
/// ```swift
/// let palette = HUDPalette(appearance: HUDAppearance { $0.style = .dark }, environment: HUDEnvironment())
/// palette.foreground // .white
/// ```
@_spi(HUDEngine) public struct HUDPalette: Equatable, Sendable {
    /// The alpha of the bezel's fill over the material in the light and dark styles: `0.6`.
    public static let materialFillAlpha = 0.6

    /// The label's colour.
    public var foreground: HUDColor
    /// The ring's, spinner's and tinted images' colour.
    public var foregroundImage: HUDColor
    /// The bezel's fill.
    public var bezelFill: HUDColor
    /// The material under the fill.
    public var material: HUDRenderDescription.Material

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
        if environment.reduceTransparency, material != .none {
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
