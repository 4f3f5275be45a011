import Foundation
@_spi(HUDEngine) import HUDCore

extension GalleryCatalogue {
    /// The parts of a fade each strip draws.
    static let transitionFractions: [Double] = [0, 1.0 / 3, 2.0 / 3, 1]

    /// A strip per ``HUDTransition`` (from `allCases`), and the zoom with Reduce Motion: the fade-in above, the
    /// fade-out below, each at ``transitionFractions`` of its duration, with the alpha and scale HUDCore computes
    /// (``HUDRenderDescription/Transition/frame(at:appearing:)``). Each frame is cropped to the HUD at its largest
    /// (and ``transitionMargin`` around it) and drawn at ``transitionZoom`` ×, so its scale can be seen.
    static var transitions: [GalleryState] {
        HUDTransition.allCases.map { transition in
            strip(
                "transition-\(kebab(transition.rawValue))", "Transition \(transition.rawValue)", transition: transition,
                reduceMotion: false)
        } + [strip("transition-zoom-reduce-motion", "Zoom with Reduce Motion", transition: .zoom, reduceMotion: true)]
    }

    /// How much larger than its points each frame of a strip is drawn: `2`.
    static let transitionZoom: CGFloat = 2
    /// The app shown around the HUD at its largest in a strip's frame, in points: `12`.
    static let transitionMargin: CGFloat = 12

    /// `zoomIn` as `zoom-in`, for file names.
    static func kebab(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            result += character.isUppercase ? "-" + character.lowercased() : String(character)
        }
    }

    /// The largest scale any transition reaches, so that every strip's frames are one size (the crop around it).
    private static var largestTransitionScale: CGFloat {
        HUDTransition.allCases.map { transition in
            let frames = GalleryScene(content: HUDContent(), appearance: HUDAppearance { $0.transition = transition })
                .render.transition
            return max(frames.appearFromScale, frames.disappearToScale, 1)
        }.max() ?? 1
    }

    private static func strip(
        _ name: String, _ title: String, transition: HUDTransition, reduceMotion: Bool
    ) -> GalleryState {
        var environment = GalleryScene.phone
        environment.reduceMotion = reduceMotion
        let scene = GalleryScene(
            content: HUDContent(indicator: .success, status: "Saved"),
            appearance: HUDAppearance { $0.transition = transition }, environment: environment)
        let frames = scene.render.transition
        let bezel = scene.render.bezel.frame
        let largest = largestTransitionScale
        let crop = CGRect(
            x: bezel.midX - bezel.width * largest / 2, y: bezel.midY - bezel.height * largest / 2,
            width: bezel.width * largest, height: bezel.height * largest
        ).insetBy(dx: -transitionMargin, dy: -transitionMargin).integral
        let cell = CGSize(width: crop.width * transitionZoom, height: crop.height * transitionZoom)
        let (gap, label): (CGFloat, CGFloat) = (16, 28)
        let labelWidth: CGFloat = 210
        var children: [String] = []
        for (row, appearing) in [true, false].enumerated() {
            for (column, fraction) in transitionFractions.enumerated() {
                let fade = frames.frame(at: fraction, appearing: appearing)
                let origin = CGPoint(
                    x: gap + CGFloat(column) * (max(cell.width, labelWidth) + gap),
                    y: CGFloat(row) * (cell.height + label + gap) + label)
                let caption =
                    "\(appearing ? "in" : "out") \(Int((fraction * 100).rounded())) %: alpha "
                    + "\(SVGMarkup.number(fade.alpha)), scale \(SVGMarkup.number(fade.scale))"
                children.append(
                    SVGMarkup.text(
                        caption, x: origin.x, y: origin.y - 8, size: 12, weight: "500",
                        fill: SVGMarkup.color(0x3C3C43)))
                let id = "\(name)-\(row)-\(column)"
                children.append(
                    SVGMarkup.element(
                        "svg",
                        [
                            ("x", SVGMarkup.number(origin.x)), ("y", SVGMarkup.number(origin.y)),
                            ("width", SVGMarkup.number(cell.width)), ("height", SVGMarkup.number(cell.height)),
                            ("viewBox", ReadmePicture.viewBox(crop)),
                        ],
                        children: [scene.markup(id: id, isAnimated: false, fade: fade)]))
            }
        }
        let size = CGSize(
            width: gap + CGFloat(transitionFractions.count) * (max(cell.width, labelWidth) + gap),
            height: 2 * (cell.height + label + gap))
        let background = SVGMarkup.rect(
            x: 0, y: 0, width: size.width, height: size.height, fill: SVGMarkup.color(0xF2F2F7))
        let captionText =
            reduceMotion
            ? "With Reduce Motion every transition is a plain fade: the alpha moves, the scale stays 1."
            : "HUDOptions(transition: .\(transition.rawValue)) — the bezel scales from "
                + "\(SVGMarkup.number(frames.appearFromScale)) in and to \(SVGMarkup.number(frames.disappearToScale))"
                + " out while it fades"
                + (frames.appearDamping < 1
                    ? ", on a spring (damping \(SVGMarkup.number(frames.appearDamping))) that overshoots to "
                        + SVGMarkup.number(
                            stride(from: 0, through: 1, by: 0.01).map { frames.frame(at: $0, appearing: true).scale }
                                .max() ?? 1)
                    : "")
                + "; the fade-in above, the fade-out below."
        return GalleryState(
            name: name, title: title, caption: captionText, section: .transitions,
            svg: SVGMarkup.document(size: size, children: [background] + children), render: scene.render)
    }
}
