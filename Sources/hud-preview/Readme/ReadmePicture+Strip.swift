import Foundation
@_spi(HUDEngine) import HUDCore

extension ReadmePicture {
    /// The frames of the strip, in order (appear, spinner, progress, success, dismiss, gone): the timeline's
    /// snapshot at `instant` (its caption), named `title`, held `hold` seconds in the animated strip.
    static let stripFrames: [(instant: String, title: String, hold: TimeInterval)] = [
        ("fading in", "appear", 0.4),
        ("spinner", "spinner", 0.9),
        ("progress", "progress", 0.9),
        ("success", "success", 1.4),
        ("fading out", "dismiss", 0.4),
        ("gone", "gone", 0.6),
    ]
    /// The part of the screen each frame shows, around the HUD's default place.
    static let stripRegion = CGRect(x: 95, y: 299, width: 200, height: 160)
    private static let stripGap: CGFloat = 12
    private static let captionHeight: CGFloat = 30

    /// The strip: the frames side by side, each titled under it (the last, "gone", left out).
    @MainActor static func strip(_ timeline: GalleryTimeline) -> String {
        let frames = Array(stripFrames.dropLast())
        let region = stripRegion
        let size = CGSize(
            width: CGFloat(frames.count) * (region.width + stripGap) + stripGap,
            height: region.height + captionHeight + 2 * stripGap)
        var parts = [SVGMarkup.rect(x: 0, y: 0, width: size.width, height: size.height, fill: .white)]
        for (index, frame) in frames.enumerated() {
            let x = stripGap + CGFloat(index) * (region.width + stripGap)
            parts.append(
                nested(frameMarkup(at: frame.instant, of: timeline, index: index), at: CGPoint(x: x, y: stripGap)))
            parts.append(
                SVGMarkup.element(
                    "rect",
                    [
                        ("x", SVGMarkup.number(x - 0.5)), ("y", SVGMarkup.number(stripGap - 0.5)),
                        ("width", SVGMarkup.number(region.width + 1)), ("height", SVGMarkup.number(region.height + 1)),
                        ("rx", "8"), ("fill", "none"), ("stroke", "rgb(199,199,204)"),
                    ]))
            parts.append(
                SVGMarkup.text(
                    "\(index + 1). \(frame.title)", x: x + region.width / 2, y: stripGap + region.height + 22,
                    size: 15, weight: "600", fill: SVGMarkup.color(0x3A3A3C), anchor: "middle"))
        }
        return SVGMarkup.document(size: size, children: parts)
    }

    /// The same frames shown one after the other in one picture, over and over (SMIL; a static viewer shows the
    /// success frame).
    @MainActor static func animatedStrip(_ timeline: GalleryTimeline) -> String {
        let total = stripFrames.reduce(0) { $0 + $1.hold }
        var start = 0.0
        let layers = stripFrames.enumerated().map { index, frame -> String in
            let (from, to) = (start / total, (start + frame.hold) / total)
            start += frame.hold
            // Discrete steps: shown from `from` to `to`, hidden the rest of the cycle.
            var steps = [(0.0, from == 0 ? "1" : "0")]
            if from > 0 { steps.append((from, "1")) }
            if to < 1 - 1e-9 { steps.append((to, "0")) }
            let animation = SVGMarkup.element(
                "animate",
                [
                    ("attributeName", "opacity"), ("values", steps.map(\.1).joined(separator: ";")),
                    ("keyTimes", steps.map { HUDTextFormat.number($0.0, places: 3) }.joined(separator: ";")),
                    ("calcMode", "discrete"), ("dur", HUDTextFormat.number(total, places: 3) + "s"),
                    ("repeatCount", "indefinite"),
                ])
            return SVGMarkup.element(
                "g", [("opacity", frame.title == "success" ? "1" : "0")],
                children: [frameMarkup(at: frame.instant, of: timeline, index: index), animation])
        }
        return document(stripRegion, children: layers)
    }

    /// The app and the HUD of the timeline's snapshot at `instant`, in screen coordinates.
    @MainActor private static func frameMarkup(at instant: String, of timeline: GalleryTimeline, index: Int) -> String {
        let id = "strip-\(index)"
        var scene = [GalleryScene.app(GalleryScene.phone, id: id + "-app")]
        if let snapshot = timeline.snapshots.first(where: { $0.caption == instant }), let render = snapshot.render {
            scene.append(GalleryScene.hud(render, id: id, isAnimated: false, fade: snapshot.fade, appID: id + "-app"))
        }
        return SVGMarkup.element("g", [("class", "frame")], children: scene)
    }

    /// `markup` (in screen coordinates) showing ``stripRegion`` at `origin`.
    private static func nested(_ markup: String, at origin: CGPoint) -> String {
        SVGMarkup.element(
            "svg",
            [
                ("x", SVGMarkup.number(origin.x)), ("y", SVGMarkup.number(origin.y)),
                ("width", SVGMarkup.number(stripRegion.width)), ("height", SVGMarkup.number(stripRegion.height)),
                ("viewBox", viewBox(stripRegion)),
            ],
            children: [markup])
    }
}
