import Foundation
@_spi(HUDEngine) import HUDCore

extension GalleryTimeline {
    /// The part of the screen each snapshot shows: 220 × 220 pt around the HUD's default centre.
    private static let region = CGRect(x: 85, y: 270, width: 220, height: 220)
    private static let frameWidth: CGFloat = 190
    private static let gap: CGFloat = 18
    private static let margin: CGFloat = 24
    private static let framesTop: CGFloat = 122
    private static let lineHeight: CGFloat = 17
    private static let columns = 3
    private static let monospace = "ui-monospace, Menlo, 'DejaVu Sans Mono', monospace"

    /// The strip as an SVG document: a title, the snapshots with their times, and the log in columns.
    var svg: String {
        let frameHeight = Self.frameWidth * Self.region.height / Self.region.width
        let count = CGFloat(snapshots.count)
        let width = 2 * Self.margin + count * Self.frameWidth + (count - 1) * Self.gap
        let logTop = Self.framesTop + frameHeight + 44
        let rows = (events.count + Self.columns - 1) / Self.columns
        let height = logTop + CGFloat(rows) * Self.lineHeight + Self.margin
        var parts = [
            SVGMarkup.rect(x: 0, y: 0, width: width, height: height, fill: .white),
            SVGMarkup.text(
                "One presentation, frame by frame: show → progress → success → auto-dismiss", x: Self.margin,
                y: 36,
                size: 20, weight: "700", fill: .black),
            SVGMarkup.text(
                "HUDSession + HUDManualScheduler + a recording host; times in seconds of virtual time.", x: Self.margin,
                y: 60, size: 14, weight: "400", fill: SVGMarkup.color(0x6C6C70)),
        ]
        for (index, snapshot) in snapshots.enumerated() {
            let x = Self.margin + CGFloat(index) * (Self.frameWidth + Self.gap)
            parts += frame(snapshot, index: index, x: x, height: frameHeight)
        }
        parts.append(
            SVGMarkup.text(
                "Calls and notifications", x: Self.margin, y: logTop - 14, size: 15, weight: "700", fill: .black))
        let columnWidth = (width - 2 * Self.margin) / CGFloat(Self.columns)
        for (index, event) in events.enumerated() {
            let x = Self.margin + CGFloat(index / rows) * columnWidth
            let y = logTop + CGFloat(index % rows) * Self.lineHeight + 12
            parts.append(logLine(event, x: x, y: y))
        }
        return SVGMarkup.document(size: CGSize(width: width, height: height), children: parts)
    }

    private func frame(_ snapshot: Snapshot, index: Int, x: CGFloat, height: CGFloat) -> [String] {
        let region = Self.region
        let id = "timeline-\(index)"
        var scene = [GalleryScene.app(GalleryScene.phone, id: id + "-app")]
        if let render = snapshot.render {
            scene.append(
                GalleryScene.hud(render, id: id, isAnimated: false, fade: snapshot.fade, appID: id + "-app"))
        }
        let nested = SVGMarkup.element(
            "svg",
            [
                ("x", SVGMarkup.number(x)), ("y", SVGMarkup.number(Self.framesTop)),
                ("width", SVGMarkup.number(Self.frameWidth)), ("height", SVGMarkup.number(height)),
                (
                    "viewBox",
                    [region.minX, region.minY, region.width, region.height].map(SVGMarkup.number).joined(separator: " ")
                ),
            ],
            children: scene)
        let outline = SVGMarkup.element(
            "rect",
            [
                ("x", SVGMarkup.number(x - 0.5)), ("y", SVGMarkup.number(Self.framesTop - 0.5)),
                ("width", SVGMarkup.number(Self.frameWidth + 1)), ("height", SVGMarkup.number(height + 1)),
                ("rx", "6"), ("fill", "none"), ("stroke", "rgb(199,199,204)"),
            ])
        let center = x + Self.frameWidth / 2
        return [
            SVGMarkup.text(
                "t = \(TimelineHost.Event.seconds(snapshot.time)) s", x: center, y: Self.framesTop - 28, size: 15,
                weight: "700",
                fill: .black, anchor: "middle"),
            SVGMarkup.text(
                snapshot.caption, x: center, y: Self.framesTop - 10, size: 13, weight: "400",
                fill: SVGMarkup.color(0x6C6C70), anchor: "middle"),
            nested, outline,
        ]
    }

    private func logLine(_ event: TimelineHost.Event, x: CGFloat, y: CGFloat) -> String {
        let color: HUDColor
        let weight: String
        switch event.kind {
        case .call: (color, weight) = (SVGMarkup.color(0x007AFF), "400")
        case .host: (color, weight) = (SVGMarkup.color(0x3A3A3C), "400")
        case .notification: (color, weight) = (SVGMarkup.color(0xC4420D), "700")
        }
        return SVGMarkup.element(
            "text",
            [
                ("x", SVGMarkup.number(x)), ("y", SVGMarkup.number(y)), ("font-family", Self.monospace),
                ("font-size", "12"), ("font-weight", weight), ("xml:space", "preserve"),
            ] + SVGMarkup.paint("fill", color),
            text: event.line)
    }
}
