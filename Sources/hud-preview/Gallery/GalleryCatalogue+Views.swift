import Foundation
@_spi(HUDEngine) import HUDCore

extension GalleryCatalogue {
    /// HUDs shown in views: each card of the sample screen has its own HUD, laid out by HUDCore in the card's bounds.
    static var views: [GalleryState] {
        let cards: [(frame: CGRect, content: HUDContent, appearance: HUDAppearance)] = [
            (
                CGRect(x: 16, y: 150, width: 358, height: 140), HUDContent(indicator: .spinner, status: "Loading"),
                HUDAppearance()
            ),
            (
                CGRect(x: 16, y: 302, width: 173, height: 170), HUDContent(indicator: .progress(0.6)),
                HUDAppearance { $0.maskType = .black }
            ),
            (
                CGRect(x: 201, y: 302, width: 173, height: 170), HUDContent(indicator: .success, status: "Saved"),
                HUDAppearance { $0.style = .dark }
            ),
        ]
        let id = "views-cards"
        // The cards sit on the grouped background of a dashboard below the title, not over the list's text; it
        // reaches the screen's bottom edge, under the home indicator.
        let screen = SampleScreen(colorScheme: .light)
        let size = GalleryScene.phone.bounds.size
        var children = [
            GalleryScene.app(GalleryScene.phone, id: id + "-app"),
            SVGMarkup.rect(
                x: 0, y: 142, width: size.width, height: size.height - 142, fill: screen.color(.groupedBackground)),
            SVGMarkup.rect(x: 128, y: 831, width: 134, height: 5, fill: screen.color(.label), radius: 2.5),
        ]
        for (index, card) in cards.enumerated() {
            let environment = HUDEnvironment(bounds: CGRect(origin: .zero, size: card.frame.size))
            let render = HUDRenderDescription(
                content: card.content, appearance: card.appearance, environment: environment,
                measurer: HUDApproximateTextMeasurer())
            let translate = "translate(\(SVGMarkup.number(card.frame.minX)) \(SVGMarkup.number(card.frame.minY)))"
            let hud = GalleryScene.hud(render, id: "\(id)-\(index)", isAnimated: true)
            // The card clips to its rounded corners (`clipsToBounds`), the HUD's mask with it.
            let shape = SVGMarkup.rect(
                x: 0, y: 0, width: card.frame.width, height: card.frame.height, fill: SVGMarkup.color(0xE9E9EF),
                radius: 12)
            let clip = "\(id)-\(index)-clip"
            children.append(
                SVGMarkup.element(
                    "g", [("class", "view-hud"), ("transform", translate), ("clip-path", "url(#\(clip))")],
                    children: [SVGMarkup.element("clipPath", [("id", clip)], children: [shape]), shape, hud]))
        }
        return [
            GalleryState(
                name: id, title: "HUDs in three views",
                caption:
                    "HUDHandle(view:).show() on three cards at once — each HUD is laid out in its card's bounds; the black "
                    + "mask covers its card only; the dark card is styled alone.", section: .layout,
                svg: SVGMarkup.document(size: size, children: children), render: nil)
        ]
    }
}
