import Foundation
@_spi(HUDEngine) import HUDCore

extension GalleryCatalogue {
    /// Every determinate progress style (``HUDProgressStyle``), in light and dark mode, with and without a status.
    static var progressStyles: [GalleryState] {
        HUDProgressStyle.allCases.flatMap { style in
            [HUDEnvironment.ColorScheme.light, .dark].flatMap { scheme in
                [true, false].map { hasStatus in progressStyle(style, scheme: scheme, hasStatus: hasStatus) }
            }
        }
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
            "progressStyle = .\(style) — \(captions[style] ?? "") At \(Int(fraction * 100)) %, \(scheme.rawValue) mode.",
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
