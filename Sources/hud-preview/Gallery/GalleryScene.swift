import Foundation
@_spi(HUDEngine) import HUDCore

/// One picture of the gallery: a HUD, derived by HUDCore from content, appearance and environment, drawn over the
/// sample app screen (and the keyboard, when the environment has one).
///
/// The HUD goes through the same path as on iOS:
/// ``HUDRenderDescription/init(content:appearance:environment:measurer:)`` with the approximate text measurer,
/// then ``HUDSVGRenderer``. The gallery draws a few parts itself, from the description's values: the flat spinner
/// (with SMIL for both its rotation and its stroke), the animated progress sweep, the picture of a custom image
/// (see ``IndicatorMarkup``) and the blur of the bezel's material (``materialBlur(under:appID:id:)``).
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

    /// An iPhone 15 in portrait, light mode, with its safe area.
    static let phone = HUDEnvironment(
        bounds: CGRect(origin: .zero, size: SampleScreen.size), safeAreaInsets: SampleScreen.safeAreaInsets)

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
    /// the bezel's centre, as during a fade.
    func markup(id: String, isAnimated: Bool, fade: (alpha: Double, scale: Double) = (1, 1)) -> String {
        let hud = Self.hud(
            render, id: id, isAnimated: isAnimated, sweepsProgress: sweepsProgress, fade: fade, appID: id + "-app")
        return SVGMarkup.element(
            "g", [("class", "scene")], children: [Self.app(environment, id: id + "-app", searchText: searchText), hud])
    }

    /// The sample screen for `environment`'s colour scheme and, when it has one, the keyboard, in a group with
    /// the id `id` (which the bezel's blur refers to).
    static func app(_ environment: HUDEnvironment, id: String, searchText: String? = nil) -> String {
        var parts = [SampleScreen(colorScheme: environment.colorScheme, searchText: searchText).markup]
        if environment.keyboardHeight > 0 {
            parts.append(
                SampleKeyboard(colorScheme: environment.colorScheme, height: environment.keyboardHeight).markup)
        }
        return SVGMarkup.element("g", [("id", id)], children: parts)
    }

    /// The app under the bezel, blurred and clipped to the bezel's shape: the system material blurs what is behind
    /// it, while ``HUDSVGRenderer`` stands in for it with a flat colour that lets the app show through sharp.
    /// `nil` when the bezel has no material (custom style, Reduce Transparency).
    static func materialBlur(under bezel: HUDRenderDescription.Bezel, appID: String, id: String) -> String? {
        guard bezel.material != .none else { return nil }
        let frame = bezel.frame
        let radius = min(bezel.cornerRadius, min(frame.width, frame.height) / 2)
        let shape = SVGMarkup.element(
            "rect",
            [
                ("x", SVGMarkup.number(frame.minX)), ("y", SVGMarkup.number(frame.minY)),
                ("width", SVGMarkup.number(frame.width)), ("height", SVGMarkup.number(frame.height)),
                ("rx", SVGMarkup.number(radius)),
            ])
        let region = frame.insetBy(dx: -3 * materialBlurRadius, dy: -3 * materialBlurRadius)
        let blur = SVGMarkup.element(
            "filter",
            [
                ("id", id + "-blur"), ("filterUnits", "userSpaceOnUse"), ("x", SVGMarkup.number(region.minX)),
                ("y", SVGMarkup.number(region.minY)), ("width", SVGMarkup.number(region.width)),
                ("height", SVGMarkup.number(region.height)),
            ],
            children: [SVGMarkup.element("feGaussianBlur", [("stdDeviation", SVGMarkup.number(materialBlurRadius))])])
        let clip = SVGMarkup.element("clipPath", [("id", id + "-clip")], children: [shape])
        return SVGMarkup.element(
            "g", [("class", "material-blur"), ("clip-path", "url(#\(id)-clip)")],
            children: [
                SVGMarkup.element("defs", [], children: [clip, blur]),
                SVGMarkup.element("use", [("href", "#" + appID), ("filter", "url(#\(id)-blur)")]),
            ])
    }

    /// The standard deviation of the material's blur, in points.
    static let materialBlurRadius: CGFloat = 10

    /// The HUD of `render`: ``HUDSVGRenderer/group(for:options:)`` with the gallery's spinner, sweep and custom
    /// picture drawn over the bezel in their place.
    static func hud(
        _ render: HUDRenderDescription, id: String, isAnimated: Bool, sweepsProgress: Bool = false,
        fade: (alpha: Double, scale: Double) = (1, 1), appID: String? = nil
    ) -> String {
        var base = render
        var overlays: [String] = []
        switch render.indicator {
        case .spinner(let spinner):
            base.indicator = .none
            overlays.append(IndicatorMarkup.spinner(spinner, id: id + "-spinner-mask", isAnimated: isAnimated))
        case .ring(var ring) where sweepsProgress:
            overlays.append(IndicatorMarkup.progressSweep(ring, duration: 2, hold: 0.6))
            ring.strokeEnd = 0
            base.indicator = .ring(ring)
        default:
            break
        }
        if let image = render.image, case .custom = image.kind {
            base.image = nil
            overlays.append(IndicatorMarkup.star(in: image.frame, tint: image.tint))
        }
        var hud = HUDSVGRenderer.group(for: base, options: HUDSVGRenderer.Options(isAnimated: isAnimated, idPrefix: id))
        if let appID, let blur = materialBlur(under: render.bezel, appID: appID, id: id + "-material") {
            hud = blur + "\n" + hud
        }
        if !overlays.isEmpty {
            let origin = render.bezel.frame.origin
            let translate = "translate(\(SVGMarkup.number(origin.x)) \(SVGMarkup.number(origin.y)))"
            hud +=
                "\n"
                + SVGMarkup.element(
                    "g", [("class", "gallery-indicator"), ("transform", translate)], children: overlays)
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
