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

    /// MBProgressHUD's default look from the bezel settings: a solid grey bezel, white content, a 20 pt margin, a
    /// square bezel, the annular ring.
    static var mbProgressHUDLook: GalleryState {
        GalleryState(
            "bezel-settings", "Bezel settings (MBProgressHUD's look)", .indicators,
            "bezelMaterial = .none, bezelColor = grey 0.2 at 90 %, contentColor = white, margin = 20, isSquare, "
                + "progressStyle = .annular — every style and setting on one engine.",
            scene: GalleryScene(
                content: HUDContent(indicator: .progress(0.7), status: "Loading"),
                appearance: HUDAppearance {
                    $0.bezelMaterial = .none
                    $0.bezelColor = HUDColor(white: 0.2, alpha: 0.9)
                    $0.contentColor = .white
                    $0.margin = 20
                    $0.isSquare = true
                    $0.progressStyle = .annular
                }))
    }

    private static func progressStyle(
        _ style: HUDProgressStyle, scheme: HUDEnvironment.ColorScheme, hasStatus: Bool
    ) -> GalleryState {
        var environment = GalleryScene.phone
        environment.colorScheme = scheme
        let fraction = hasStatus ? 0.4 : 0.65
        let name = "progress-\(style)-\(scheme.rawValue)" + (hasStatus ? "-status" : "")
        let title = "\(style.rawValue.capitalized) progress, \(scheme.rawValue)" + (hasStatus ? ", with status" : "")
        return GalleryState(
            name, title, .indicators,
            "progressStyle = .\(style) — \(captions[style] ?? "") At \(Int(fraction * 100)) %, "
                + "\(scheme.rawValue) mode.",
            scene: GalleryScene(
                content: HUDContent(
                    indicator: .progress(fraction), status: hasStatus ? "Uploading \(Int(fraction * 100))%" : nil,
                    options: HUDOptions(progressStyle: style)),
                environment: environment))
    }

    private static let captions: [HUDProgressStyle: String] = [
        .ring: "SVProgressHUD's thin ring with round ends over a faint track (the default).",
        .annular: "MBProgressHUD's annular ring: twice as thick, square ends, a clearly visible track.",
        .pie: "MBProgressHUD's pie: a sector filled clockwise from 12 o'clock inside a circle outline.",
        .bar: "MBProgressHUD's horizontal bar: a rounded 120 × 10 pt outline filled from the left.",
    ]
}
