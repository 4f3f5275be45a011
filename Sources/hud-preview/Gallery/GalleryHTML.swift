import Foundation
@_spi(HUDEngine) import HUDCore

/// Writes `index.html`: every state's SVG with its title, file name, caption and render description, grouped
/// by section.
enum GalleryHTML {
    /// The page for `states`, whose SVG files sit next to it.
    static func page(for states: [GalleryState]) -> String {
        var body: [String] = [
            "<h1>HUDKit preview gallery</h1>",
            "<p class=\"lead\">\(states.count) HUD states, each derived by HUDCore (<code>HUDContent</code> + "
                + "<code>HUDAppearance</code> + <code>HUDEnvironment</code> → <code>HUDRenderDescription</code>) and "
                + "drawn by <code>HUDSVGRenderer</code> over a sample app screen on an iPhone 15 (390 × 844 pt). "
                + "Spinners and the progress sweep are animated with SMIL. Regenerate with "
                + "<code>swift run hud-preview</code>.</p>",
        ]
        body.append(
            "<nav>"
                + sections(of: states).map { "<a href=\"#\(anchor($0))\">\($0.rawValue)</a>" }.joined(separator: " · ")
                + "</nav>")
        for section in sections(of: states) {
            body.append("<h2 id=\"\(anchor(section))\">\(section.rawValue)</h2>")
            let wide = section.isWide ? " wide" : ""
            body.append("<div class=\"grid\(wide)\">")
            body += states.filter { $0.section == section }.map(figure)
            body.append("</div>")
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>HUDKit preview gallery</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    private static func figure(_ state: GalleryState) -> String {
        let file = SVGMarkup.escaped(state.fileName)
        let canvas = state.render?.canvas.size ?? CGSize(width: 390, height: 844)
        let width: CGFloat = canvas.width > canvas.height ? 340 : 234
        let whole = CGSize(width: width, height: (width * canvas.height / max(canvas.width, 1)).rounded())
        let image =
            state.section.isWide
            ? "<img src=\"\(file)\" alt=\"\(SVGMarkup.escaped(state.title))\">"
            : "<img src=\"\(file)\" class=\"device\" alt=\"\(SVGMarkup.escaped(state.title))\""
                + " width=\"\(SVGMarkup.number(whole.width))\""
                + " height=\"\(SVGMarkup.number(whole.height))\" loading=\"lazy\">"
        let zoom = state.section.isWide ? nil : state.render.map { zoomed(file, render: $0) }
        var lines = [
            "<figure id=\"\(SVGMarkup.escaped(state.name))\">",
            "<div class=\"pair\"><a href=\"\(file)\">\(image)</a>\(zoom ?? "")</div>",
            "<figcaption><strong>\(SVGMarkup.escaped(state.title))</strong> <code>\(file)</code><br>"
                + "\(SVGMarkup.escaped(state.caption))</figcaption>",
        ]
        if let render = state.render {
            lines.append(
                "<details><summary>Render description</summary><pre>\(SVGMarkup.escaped(render.description))</pre>"
                    + "</details>"
            )
        }
        lines.append("</figure>")
        return lines.joined(separator: "\n")
    }

    /// How much larger than its points the cropped HUD is shown: `2`, less for a HUD too wide for the page.
    static let zoom: CGFloat = 2
    /// The widest the cropped HUD is shown, in CSS pixels: `360`.
    static let zoomWidth: CGFloat = 360
    /// The app shown around the bezel in the cropped HUD, in points: `16` (room for the shadow).
    static let zoomMargin: CGFloat = 16

    /// The state's HUD cropped to its bezel and ``zoomMargin``, shown at ``zoom`` × (at most ``zoomWidth`` px
    /// wide) beside the whole screen: the same SVG, moved and clipped by CSS.
    static func zoomed(_ file: String, render: HUDRenderDescription) -> String {
        let crop = render.bezel.frame.insetBy(dx: -zoomMargin, dy: -zoomMargin).intersection(render.canvas)
        guard !crop.isEmpty else { return "" }
        let scale = min(zoom, zoomWidth / crop.width)
        let px = { (value: CGFloat) in SVGMarkup.number((value * scale).rounded()) + "px" }
        return "<div class=\"zoom\" style=\"width:\(px(crop.width));height:\(px(crop.height))\">"
            + "<img class=\"hud-zoomed\" src=\"\(file)\" alt=\"\" loading=\"lazy\" style=\"width:\(px(render.canvas.width));"
            + "height:\(px(render.canvas.height));margin-left:-\(px(crop.minX));margin-top:-\(px(crop.minY))\"></div>"
    }

    private static func sections(of states: [GalleryState]) -> [GalleryState.Section] {
        GalleryState.Section.allCases.filter { section in states.contains { $0.section == section } }
    }

    private static func anchor(_ section: GalleryState.Section) -> String {
        section.rawValue.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    private static let style = """
        body { font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Helvetica Neue", Arial, sans-serif; margin: 32px;
               background: #f2f2f7; color: #1c1c1e; }
        h1 { margin: 0 0 8px; } h2 { margin: 36px 0 12px; }
        .lead { max-width: 860px; } nav a { color: #007aff; text-decoration: none; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(520px, 1fr)); gap: 20px; }
        .pair { display: flex; gap: 12px; align-items: center; justify-content: center; }
        .zoom { overflow: hidden; border-radius: 8px; flex: none; box-shadow: 0 0 0 1px rgba(0,0,0,.08); }
        .zoom img { display: block; max-width: none; border-radius: 0; margin: 0; }
        .grid.wide { grid-template-columns: 1fr; }
        figure { margin: 0; padding: 8px; background: #fff; border-radius: 12px;
                 box-shadow: 0 1px 3px rgba(0,0,0,.12); }
        figure a img { display: block; max-width: 100%; height: auto; margin: 0 auto; border-radius: 8px; }
        figure a img.device { border-radius: 32px; margin: 6px auto; box-shadow: 0 0 0 5px #1c1c1e, 0 0 0 6px #8e8e93; }
        figcaption { font-size: 13px; margin-top: 8px; } code { font-size: 12px; color: #6c6c70; }
        details { font-size: 12px; margin-top: 6px; } pre { white-space: pre-wrap; font-size: 11px; }
        """
}
