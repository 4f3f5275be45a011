import Foundation
@_spi(HUDEngine) import HUDCore

/// A picture of the messages lane: a message pill, derived by HUDCore
/// (``HUDRenderDescription/init(message:appearance:environment:bars:measurer:)``) from the message, the appearance,
/// the environment and the screen's bars, drawn over the sample screen (with its tab bar or toolbar) and, when
/// there is one, over the window HUD running underneath, which the message leaves as it is.
struct GalleryMessageScene {
    /// The message.
    var message: HUDMessage
    /// The bottom bar on the screen; `nil`: none.
    var bar: SampleBars?
    /// The window HUD running under the message; `nil`: none.
    var hud: HUDContent?
    /// The settings of both.
    var appearance = HUDAppearance()
    /// The container: an iPhone 15 in light mode by default.
    var environment = GalleryScene.phone
    /// Text typed into the reply bar docked on the keyboard (the environment's keyboard height includes it).
    var replyText: String?
    /// Whether the screen docks a button 16 pt above its bar (``SampleScreen/docksButtonAboveBar``). `false` by
    /// default.
    var docksButtonAboveBar = false

    /// The bars HUDCore keeps the message clear of.
    var bars: HUDMessageBars {
        var bars = bar?.messageBars ?? HUDMessageBars()
        bars.topBars.append(GalleryScene.navigationBar)
        return bars
    }

    /// The message's frame.
    var render: HUDRenderDescription {
        HUDRenderDescription(
            message: message, appearance: appearance, environment: environment, bars: bars,
            measurer: HUDApproximateTextMeasurer())
    }

    /// The HUD's frame, when one runs.
    var hudRender: HUDRenderDescription? {
        hud.map {
            HUDRenderDescription(
                content: $0, appearance: appearance, environment: environment, measurer: HUDApproximateTextMeasurer())
        }
    }

    /// The whole picture as an SVG document; `id` prefixes the ids it defines.
    func svg(id: String) -> String {
        SVGMarkup.document(size: environment.bounds.size, children: [markup(id: id)])
    }

    /// The screen, its bar, the HUD and the message, without the `<svg>` wrapper; `fade` dims the message.
    func markup(id: String, fade: (alpha: Double, scale: Double) = (1, 1), showsMessage: Bool = true) -> String {
        var app = [
            GalleryScene.app(
                environment, id: id + "-screen", replyText: replyText, hasBottomBar: bar != nil,
                docksButtonAboveBar: docksButtonAboveBar)
        ]
        if let bar { app.append(bar.markup(colorScheme: environment.colorScheme)) }
        var children = [SVGMarkup.element("g", [("id", id + "-app")], children: app)]
        if let hudRender {
            children.append(GalleryScene.hud(hudRender, id: id + "-hud", isAnimated: false, appID: id + "-app"))
        }
        if showsMessage {
            children.append(GalleryScene.hud(render, id: id, isAnimated: false, fade: fade, appID: id + "-app"))
        }
        return SVGMarkup.element("g", [("class", "scene")], children: children)
    }

    /// A gallery entry of this scene, in the Parts section unless `section` says otherwise.
    func state(
        _ name: String, _ title: String, _ caption: String, section: GalleryState.Section = .parts
    ) -> GalleryState {
        GalleryState(name: name, title: title, caption: caption, section: section, svg: svg(id: name), render: render)
    }
}
