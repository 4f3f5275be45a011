import Foundation
@_spi(HUDEngine) import HUDCore

extension MessageTimeline {
    private static let frameWidth: CGFloat = 234
    private static let gap: CGFloat = 14
    private static let margin: CGFloat = 24
    private static let framesTop: CGFloat = 122

    /// The strip as an SVG document: a title, the snapshots with their times, the calls under them.
    var svg: String {
        let region = Self.region
        let frameHeight = Self.frameWidth * region.height / region.width
        let count = CGFloat(snapshots.count)
        let width = 2 * Self.margin + count * Self.frameWidth + (count - 1) * Self.gap
        let callsTop = Self.framesTop + frameHeight + 36
        let height = callsTop + CGFloat(Self.script.count) * 18 + Self.margin
        var parts = [
            SVGMarkup.rect(x: 0, y: 0, width: width, height: height, fill: .white),
            SVGMarkup.text(
                "Messages queue: one at a time, 0.3 s apart, de-duplicated by id", x: Self.margin, y: 36, size: 20,
                weight: "700", fill: .black),
            SVGMarkup.text(
                "HUDMessageSession + HUDManualScheduler; times in seconds of virtual time; the tab bar is kept clear.",
                x: Self.margin, y: 60, size: 14, weight: "400", fill: SVGMarkup.color(0x6C6C70)),
        ]
        for (index, snapshot) in snapshots.enumerated() {
            let x = Self.margin + CGFloat(index) * (Self.frameWidth + Self.gap)
            parts += frame(snapshot, index: index, x: x, height: frameHeight)
        }
        for (index, step) in Self.script.enumerated() {
            parts.append(
                SVGMarkup.text(
                    "t = \(SVGMarkup.number(step.time)) s  \(step.call)", x: Self.margin,
                    y: callsTop + CGFloat(index) * 18, size: 13, weight: "400", fill: SVGMarkup.color(0x007AFF)))
        }
        return SVGMarkup.document(size: CGSize(width: width, height: height), children: parts)
    }

    private func frame(_ snapshot: Snapshot, index: Int, x: CGFloat, height: CGFloat) -> [String] {
        let region = Self.region
        let id = "message-timeline-\(index)"
        var app = [
            GalleryScene.app(GalleryScene.phone, id: id + "-screen"), SampleBars.tabBar.markup(colorScheme: .light),
        ]
        if let render = snapshot.render, snapshot.alpha > 0 {
            app = [
                SVGMarkup.element("g", [("id", id + "-app")], children: app),
                GalleryScene.hud(
                    render, id: id, isAnimated: false, fade: (snapshot.alpha, 1), appID: id + "-app"),
            ]
        }
        let viewBox = [region.minX, region.minY, region.width, region.height].map(SVGMarkup.number)
        let nested = SVGMarkup.element(
            "svg",
            [
                ("x", SVGMarkup.number(x)), ("y", SVGMarkup.number(Self.framesTop)),
                ("width", SVGMarkup.number(Self.frameWidth)), ("height", SVGMarkup.number(height)),
                ("viewBox", viewBox.joined(separator: " ")),
            ],
            children: app)
        let center = x + Self.frameWidth / 2
        return [
            SVGMarkup.text(
                "t = \(SVGMarkup.number(snapshot.time)) s", x: center, y: Self.framesTop - 28, size: 15, weight: "700",
                fill: .black, anchor: "middle"),
            SVGMarkup.text(
                snapshot.caption, x: center, y: Self.framesTop - 10, size: 13, weight: "400",
                fill: SVGMarkup.color(0x6C6C70), anchor: "middle"),
            nested,
            SVGMarkup.element(
                "rect",
                [
                    ("x", SVGMarkup.number(x - 0.5)), ("y", SVGMarkup.number(Self.framesTop - 0.5)),
                    ("width", SVGMarkup.number(Self.frameWidth + 1)), ("height", SVGMarkup.number(height + 1)),
                    ("rx", "6"), ("fill", "none"), ("stroke", "rgb(199,199,204)"),
                ]),
        ]
    }
}
