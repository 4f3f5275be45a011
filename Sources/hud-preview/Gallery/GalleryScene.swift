import Foundation
@_spi(HUDEngine) import HUDCore

/// One picture of the gallery: a HUD, derived by HUDCore from content, appearance and environment, drawn over the
/// sample app screen (and the keyboard, when the environment has one).
///
/// The HUD goes through the same path as on iOS:
/// ``HUDRenderDescription/init(content:appearance:environment:measurer:)`` with the approximate text measurer,
/// then ``HUDSVGRenderer``, which also animates the indicators (SMIL), sweeps the progress ring when asked, and
/// draws the bezel's material as a blur of the sample screen. The gallery draws one part itself: the picture of a
/// custom image, which only an app has (see ``CustomImageMarkup``).
struct GalleryScene {
    /// What the HUD shows.
    var content: HUDContent
    /// The HUD's settings.
    var appearance = HUDAppearance()
    /// The container: an iPhone 15 in light mode by default.
    var environment = GalleryScene.phone
    /// Whether a progress ring sweeps from 0 to 1 over and over instead of standing at its fraction.
    var sweepsProgress = false
    /// Text typed into the sample screen's search field (shown with a caret); `nil` shows the placeholder.
    var searchText: String?
    /// Text typed into the reply bar docked on the keyboard; `nil`: no reply bar. Its height belongs in the
    /// environment's keyboard height, as UIKit counts an input accessory view in the keyboard's frame.
    var replyText: String?

    /// An iPhone 15 in portrait, light mode, with its safe area and the sample screen's navigation bar.
    static let phone: HUDEnvironment = {
        var phone = HUDEnvironment(
            bounds: CGRect(origin: .zero, size: SampleScreen.size), safeAreaInsets: SampleScreen.safeAreaInsets)
        phone.bars = HUDMessageBars(navigationBar: navigationBar)
        return phone
    }()

    /// The navigation bar of the sample screen, under the status bar: its large title and search field end at 196.
    static let navigationBar = CGRect(x: 0, y: 59, width: 390, height: 137)

    /// The frame HUDCore derives for this scene.
    var render: HUDRenderDescription {
        HUDRenderDescription(
            content: content, appearance: appearance, environment: environment, measurer: HUDApproximateTextMeasurer())
    }

    /// The whole picture as an SVG document; `id` prefixes the ids it defines.
    func svg(id: String, isAnimated: Bool = true) -> String {
        SVGMarkup.document(size: environment.bounds.size, children: [markup(id: id, isAnimated: isAnimated)])
    }

    /// The screen, the keyboard and the HUD, without the `<svg>` wrapper; `fade` dims and scales the HUD around
    /// the bezel's centre, as during a fade; `overApp` goes between the app and the HUD (a README crop's veil).
    func markup(
        id: String, isAnimated: Bool, fade: (alpha: Double, scale: Double) = (1, 1), overApp: [String] = []
    ) -> String {
        let hud = Self.hud(
            render, id: id, isAnimated: isAnimated, sweepsProgress: sweepsProgress, fade: fade, appID: id + "-app")
        let app = Self.app(environment, id: id + "-app", searchText: searchText, replyText: replyText)
        return SVGMarkup.element("g", [("class", "scene")], children: [app] + overApp + [hud])
    }

    /// The sample screen for `environment`'s colour scheme (without its docked button under a bottom bar) and,
    /// when it has one, the keyboard, in a group with the id `id` (which the bezel's blur refers to).
    static func app(
        _ environment: HUDEnvironment, id: String, searchText: String? = nil, replyText: String? = nil,
        hasBottomBar: Bool = false, docksButtonAboveBar: Bool = false
    ) -> String {
        var parts = [
            SampleScreen(
                colorScheme: environment.colorScheme, searchText: searchText, hasBottomBar: hasBottomBar,
                docksButtonAboveBar: docksButtonAboveBar
            ).markup
        ]
        let size = environment.bounds.size
        if size != SampleScreen.size {
            // Another container (a landscape phone): the app's background, and the screen's list centred in it,
            // from its title down.
            let background = SystemColor.background.resolved(for: environment.colorScheme)
            let shift = CGPoint(x: (size.width - SampleScreen.size.width) / 2, y: -90)
            parts = [
                SVGMarkup.rect(x: 0, y: 0, width: size.width, height: size.height, fill: background),
                SVGMarkup.element(
                    "g",
                    [("transform", "translate(\(SVGMarkup.number(shift.x)) \(SVGMarkup.number(shift.y)))")],
                    children: parts),
            ]
        }
        if environment.keyboardHeight > 0 {
            let keyboard = SampleKeyboard(
                colorScheme: environment.colorScheme, height: environment.keyboardHeight, accessoryText: replyText)
            parts.append(keyboard.markup)
        }
        return SVGMarkup.element("g", [("id", id)], children: parts)
    }

    /// The HUD of `render`, drawn by ``HUDSVGRenderer/group(for:options:)`` (over a blur of the element `appID`,
    /// when given), with the gallery's picture of a custom image in its place.
    static func hud(
        _ render: HUDRenderDescription, id: String, isAnimated: Bool, sweepsProgress: Bool = false,
        fade: (alpha: Double, scale: Double) = (1, 1), appID: String? = nil
    ) -> String {
        var base = render
        var star: String?
        if let image = render.image, case .custom = image.kind {
            base.image = nil
            star = CustomImageMarkup.star(in: image.frame, tint: image.tint)
        }
        let options = HUDSVGRenderer.Options(
            isAnimated: isAnimated, idPrefix: id, backdropID: appID,
            progressSweep: sweepsProgress ? HUDSVGRenderer.ProgressSweep() : nil)
        var hud = HUDSVGRenderer.group(for: base, options: options)
        if let star {
            let origin = render.bezel.frame.origin
            let translate = "translate(\(SVGMarkup.number(origin.x)) \(SVGMarkup.number(origin.y)))"
            hud +=
                "\n" + SVGMarkup.element("g", [("class", "gallery-image"), ("transform", translate)], children: [star])
        }
        guard fade != (1, 1) else { return hud }
        let center = CGPoint(x: render.bezel.frame.midX, y: render.bezel.frame.midY)
        let pivot = SVGMarkup.point(center).replacingOccurrences(of: ",", with: " ")
        let transform =
            "translate(\(pivot)) scale(\(SVGMarkup.number(fade.scale)))"
            + " translate(\(SVGMarkup.number(-center.x)) \(SVGMarkup.number(-center.y)))"
        return SVGMarkup.element(
            "g", [("class", "fade"), ("opacity", SVGMarkup.number(fade.alpha)), ("transform", transform)],
            children: [hud])
    }
}
