import Foundation
@_spi(HUDEngine) import HUDCore

extension GalleryCatalogue {
    /// One mode of the HUD as the gallery's matrix shows it: what it shows and whether it can show no text.
    struct Mode {
        let name: String
        let title: String
        let indicator: HUDIndicator
        var appearance = HUDAppearance()
        /// Text only is its text: it has no picture without one.
        var needsText = false
    }

    /// Every mode: the spinner, the determinate styles (from `HUDProgressStyle.allCases`, so a new style appears
    /// here without an edit), the three glyphs, an app image, an app view and text only.
    static var modes: [Mode] {
        [Mode(name: "spinner", title: "Spinner", indicator: .spinner)]
            + HUDProgressStyle.allCases.map { style in
                Mode(
                    name: "progress-\(kebab(style.rawValue))", title: "Progress, \(style.rawValue)",
                    indicator: .progress(0.4), appearance: HUDAppearance { $0.progressStyle = style })
            }
            + [
                Mode(name: "success", title: "Success", indicator: .success),
                Mode(name: "error", title: "Error", indicator: .error),
                Mode(name: "info", title: "Info", indicator: .info),
                Mode(name: "custom-image", title: "App image", indicator: .image(.custom(HUDAssetID(1)))),
                Mode(
                    name: "custom-view", title: "App view",
                    indicator: .customView(HUDCustomView(id: HUDAssetID(2), size: CGSize(width: 64, height: 40)))),
                Mode(name: "text", title: "Text only", indicator: .none, needsText: true),
            ]
    }

    /// The texts of the matrix: none, a status, a status with details; in English, Arabic and Chinese.
    struct Texts {
        let name: String
        let title: String
        let status: String?
        let details: String?

        static let none = Texts(name: "bare", title: "no text", status: nil, details: nil)
        static let status = Texts(name: "status", title: "status", status: "Uploading photos", details: nil)
        static let details = Texts(
            name: "details", title: "status and details", status: "Uploading photos", details: "5 of 12 files")
        static let arabic = Texts(
            name: "arabic", title: "Arabic, right to left", status: "جارٍ رفع الصور", details: "٥ من ١٢ ملفًا")
        static let chinese = Texts(name: "chinese", title: "Chinese", status: "正在上传照片", details: "第 5 个，共 12 个文件")
    }

    /// Every mode in light and dark with no text, a status, and a status with details, then with an Arabic and a
    /// Chinese status and details: `mode-<mode>-<light|dark>-<texts>.svg`.
    static var modeMatrix: [GalleryState] {
        modes.flatMap { mode in
            let variants: [(scheme: HUDEnvironment.ColorScheme, texts: Texts)] =
                [HUDEnvironment.ColorScheme.light, .dark].flatMap { scheme in
                    [Texts.none, .status, .details].map { (scheme, $0) }
                } + [(.light, .arabic), (.dark, .chinese)]
            return variants.compactMap { variant -> GalleryState? in
                guard !(mode.needsText && variant.texts.status == nil) else { return nil }
                var environment = GalleryScene.phone
                environment.colorScheme = variant.scheme
                let content = HUDContent(
                    indicator: mode.indicator, status: variant.texts.status,
                    options: HUDOptions(details: variant.texts.details))
                return GalleryState(
                    "mode-\(mode.name)-\(variant.scheme.rawValue)-\(variant.texts.name)",
                    "\(mode.title), \(variant.scheme.rawValue), \(variant.texts.title)", .modes,
                    "\(mode.title) in \(variant.scheme.rawValue) mode with \(variant.texts.title).",
                    scene: GalleryScene(content: content, appearance: mode.appearance, environment: environment))
            }
        }
    }
}
