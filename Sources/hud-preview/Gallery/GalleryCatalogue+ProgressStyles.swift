import Foundation
@_spi(HUDEngine) import HUDCore

extension GalleryCatalogue {
    /// Every determinate progress style (``HUDProgressStyle``), in light and dark mode, with and without a status;
    /// then MBProgressHUD's look, made of the bezel settings.
    static var progressStyles: [GalleryState] {
        let styles = HUDProgressStyle.allCases.flatMap { style in
            [HUDEnvironment.ColorScheme.light, .dark].flatMap { scheme in
                [true, false].map { hasStatus in progressStyle(style, scheme: scheme, hasStatus: hasStatus) }
            }
        }
        return styles + [mbProgressHUDLook]
    }

    /// MBProgressHUD's default look from the bezel settings: its blurred light bezel (white 0.8 at 60 % over the
    /// light material), black content at 70 %, radius 5, a 20 pt margin, bold 16 pt status and bold 12 pt details,
    /// and its annular ring (2 pt wide, radius 17.5).
    static var mbProgressHUDLook: GalleryState {
        GalleryState(
            "bezel-settings", "Bezel settings (MBProgressHUD's look)", .indicators,
            "bezelMaterial = .light, bezelColor = white 0.8 at 60 %, contentColor = black at 70 %, cornerRadius = 5, "
                + "margin = 20, font bold 16, detailsFont bold 12, progressStyle = .annular (2 pt wide, "
                + "square ends) — MBProgressHUD's look on the same engine.",
            scene: GalleryScene(
                content: HUDContent(
                    indicator: .progress(0.7), status: "Loading", options: HUDOptions(details: "Parsing data (3/5)")),
                appearance: HUDAppearance {
                    $0.bezelMaterial = .light
                    $0.bezelColor = HUDColor(white: 0.8, alpha: 0.6)
                    $0.contentColor = HUDColor(white: 0, alpha: 0.7)
                    $0.detailsColor = HUDColor(white: 0, alpha: 0.7)
                    $0.cornerRadius = 5
                    $0.margin = 20
                    $0.font = HUDFont(textStyle: .headline, pointSize: 16, weight: .bold)
                    $0.detailsFont = HUDFont(textStyle: .footnote, pointSize: 12, weight: .bold)
                    $0.progressStyle = .annular
                }))
    }

    private static func progressStyle(
        _ style: HUDProgressStyle, scheme: HUDEnvironment.ColorScheme, hasStatus: Bool
    ) -> GalleryState {
        var environment = GalleryScene.phone
        environment.colorScheme = scheme
        let fraction = hasStatus ? 0.4 : 0.65
        let name = "progress-\(kebab(style.rawValue))-\(scheme.rawValue)" + (hasStatus ? "-status" : "")
        let title = "\(style.rawValue.capitalized) progress, \(scheme.rawValue)" + (hasStatus ? ", with status" : "")
        return GalleryState(
            name, title, .indicators,
            "progressStyle = .\(style) — \(style.summary) At \(Int(fraction * 100)) %, "
                + "\(scheme.rawValue) mode.",
            scene: GalleryScene(
                content: HUDContent(
                    indicator: .progress(fraction), status: hasStatus ? "Uploading \(Int(fraction * 100))%" : nil,
                    options: HUDOptions(progressStyle: style)),
                environment: environment))
    }
}
