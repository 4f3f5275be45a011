import Foundation
@_spi(HUDEngine) import HUDCore

/// The README's pictures as SVG documents: gallery states cropped to the HUD with a little of the app around it,
/// and the strip of one presentation (appear, progress, success, dismiss), still or animated.
///
/// A whole phone screen shown 160 px wide leaves the HUD some 35 × 40 px; cropped, the HUD fills the picture.
enum ReadmePicture {
    /// The app shown around the bezel, in points.
    static let margin: CGFloat = 40
    /// The smallest crop, so that the README's pictures line up in a row: 220 × 180 pt.
    static let minimumCrop = CGSize(width: 220, height: 180)

    /// The part of the screen a state's README picture shows: the bezel with ``margin`` around it, at least
    /// ``minimumCrop``, centred on the bezel and kept on the screen. With the keyboard up it reaches down to the
    /// keyboard's first row, so the field being typed in (docked on the keyboard) is in the picture.
    static func crop(of scene: GalleryScene) -> CGRect {
        let render = scene.render
        let bezel = render.bezel.frame
        var crop = bezel.insetBy(dx: -margin, dy: -margin)
        let grow = CGSize(
            width: max(minimumCrop.width - crop.width, 0), height: max(minimumCrop.height - crop.height, 0))
        crop = crop.insetBy(dx: -grow.width / 2, dy: -grow.height / 2)
        let canvas = render.canvas
        if scene.environment.keyboardHeight > 0 {
            let firstKeys = canvas.maxY - scene.environment.keyboardHeight + SampleKeyboard.accessoryHeight + 100
            crop = crop.union(CGRect(x: canvas.minX, y: crop.minY, width: canvas.width, height: firstKeys - crop.minY))
        }
        crop.origin.x = min(max(crop.minX, canvas.minX), canvas.maxX - crop.width)
        crop.origin.y = min(max(crop.minY, canvas.minY), canvas.maxY - crop.height)
        crop = crop.intersection(canvas)
        guard scene.environment.keyboardHeight > 0 else { return crop }
        // The tall keyboard crop's top edge moves off a line of the app's text it would cut in half ("Inbox").
        let top = Self.snap(crop.minY, keepingAbove: bezel.minY - 16)
        return CGRect(x: crop.minX, y: top, width: crop.width, height: crop.maxY - top).intersection(canvas)
    }

    /// A top edge at `y` moved out of the text line it crosses: down past it when that stays above `limit`, else up
    /// above it.
    static func snap(_ y: CGFloat, keepingAbove limit: CGFloat) -> CGFloat {
        guard let band = SampleScreen.textBands.first(where: { $0.contains(y) }) else { return y }
        return band.upperBound <= limit ? band.upperBound : band.lowerBound
    }

    /// A state's scene as a still document of its ``crop(of:)``, the app fading into its background towards the
    /// crop's edges (``veil(_:color:id:)``), so that no word of the app ends cut at the picture's edge.
    static func cropped(_ scene: GalleryScene, id: String) -> String {
        let region = crop(of: scene)
        let background = SystemColor.background.resolved(for: scene.environment.colorScheme)
        return document(
            region,
            children: [scene.markup(id: id, isAnimated: false, overApp: [veil(region, color: background, id: id)])])
    }

    /// How far in from a crop's edge the app fades into its background, in points.
    static let veilDepth: CGFloat = 28

    /// Four bands along the edges of `region`, each fading from `color` at the edge to clear ``veilDepth`` inside.
    static func veil(_ region: CGRect, color: HUDColor, id: String) -> String {
        // Each edge: its gradient's direction (from the edge inwards) and its band.
        let depth = min(veilDepth, region.width / 2, region.height / 2)
        let edges: [(name: String, vector: (String, String, String, String), band: CGRect)] = [
            ("left", ("0", "0", "1", "0"), CGRect(x: region.minX, y: region.minY, width: depth, height: region.height)),
            (
                "right", ("1", "0", "0", "0"),
                CGRect(x: region.maxX - depth, y: region.minY, width: depth, height: region.height)
            ),
            ("top", ("0", "0", "0", "1"), CGRect(x: region.minX, y: region.minY, width: region.width, height: depth)),
            (
                "bottom", ("0", "1", "0", "0"),
                CGRect(x: region.minX, y: region.maxY - depth, width: region.width, height: depth)
            ),
        ]
        let bands = edges.map { edge in
            let gradient = "\(id)-veil-\(edge.name)"
            let (x1, y1, x2, y2) = edge.vector
            let stops = [("0", color.alpha), ("1", 0)].map { offset, opacity in
                SVGMarkup.element(
                    "stop",
                    [("offset", offset)] + SVGMarkup.paint("stop-color", color.withAlpha(1))
                        + [("stop-opacity", SVGMarkup.number(opacity))])
            }
            return SVGMarkup.element(
                "linearGradient", [("id", gradient), ("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)],
                children: stops)
                + "\n"
                + SVGMarkup.element(
                    "rect",
                    [
                        ("x", SVGMarkup.number(edge.band.minX)), ("y", SVGMarkup.number(edge.band.minY)),
                        ("width", SVGMarkup.number(edge.band.width)), ("height", SVGMarkup.number(edge.band.height)),
                        ("fill", "url(#\(gradient))"),
                    ])
        }
        return SVGMarkup.element("g", [("class", "veil")], children: bands)
    }

    /// An SVG document showing `region` of the screen, at its size in points.
    static func document(_ region: CGRect, children: [String]) -> String {
        SVGMarkup.element(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", SVGMarkup.number(region.width)),
                ("height", SVGMarkup.number(region.height)), ("viewBox", viewBox(region)),
            ],
            children: children) + "\n"
    }

    static func viewBox(_ region: CGRect) -> String {
        [region.minX, region.minY, region.width, region.height].map(SVGMarkup.number).joined(separator: " ")
    }
}
