@_spi(HUDEngine) import HUDCore

/// An iOS system colour the sample screen, its bars and the keyboard are drawn in, with the values UIKit gives it
/// in light and dark mode.
enum SystemColor {
    /// `systemBackground`.
    case background
    /// `systemGroupedBackground`.
    case groupedBackground
    /// `label`.
    case label
    /// `secondaryLabel`, as it shows over the background.
    case secondaryLabel
    /// `separator`, as it shows over the background.
    case separator
    /// `systemBlue`, the tint.
    case tint
    /// `tertiarySystemFill`, the search field's.
    case fill

    /// The colour in `scheme`.
    func resolved(for scheme: HUDEnvironment.ColorScheme) -> HUDColor {
        let (light, dark): (HUDColor, HUDColor) =
            switch self {
            case .background: (SVGMarkup.color(0xFFFFFF), .black)
            case .groupedBackground: (SVGMarkup.color(0xF2F2F7), SVGMarkup.color(0x1C1C1E))
            case .label: (.black, .white)
            case .secondaryLabel: (SVGMarkup.color(0x8A8A8E), SVGMarkup.color(0x8D8D93))
            case .separator: (SVGMarkup.color(0xC6C6C8), SVGMarkup.color(0x38383A))
            case .tint: (SVGMarkup.color(0x007AFF), SVGMarkup.color(0x0A84FF))
            case .fill: (SVGMarkup.color(0x767680, alpha: 0.12), SVGMarkup.color(0x767680, alpha: 0.24))
            }
        return scheme == .dark ? dark : light
    }
}
