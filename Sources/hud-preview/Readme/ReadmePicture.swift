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
        return crop.intersection(canvas)
    }

    /// A state's scene as a still document of its ``crop(of:)``.
    static func cropped(_ scene: GalleryScene, id: String) -> String {
        let region = crop(of: scene)
        return document(region, children: [scene.markup(id: id, isAnimated: false)])
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
