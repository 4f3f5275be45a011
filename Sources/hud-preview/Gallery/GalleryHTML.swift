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
        let image =
            state.section.isWide
            ? "<img src=\"\(file)\" alt=\"\(SVGMarkup.escaped(state.title))\">"
            : "<img src=\"\(file)\" alt=\"\(SVGMarkup.escaped(state.title))\" width=\"234\" height=\"506\""
                + " loading=\"lazy\">"
        var lines = [
            "<figure id=\"\(SVGMarkup.escaped(state.name))\">",
            "<a href=\"\(file)\">\(image)</a>",
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
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); gap: 20px; }
        .grid.wide { grid-template-columns: 1fr; }
        figure { margin: 0; padding: 8px; background: #fff; border-radius: 12px;
                 box-shadow: 0 1px 3px rgba(0,0,0,.12); }
        figure img { display: block; max-width: 100%; height: auto; margin: 0 auto; border-radius: 8px; }
        figcaption { font-size: 13px; margin-top: 8px; } code { font-size: 12px; color: #6c6c70; }
        details { font-size: 12px; margin-top: 6px; } pre { white-space: pre-wrap; font-size: 11px; }
        """
}
