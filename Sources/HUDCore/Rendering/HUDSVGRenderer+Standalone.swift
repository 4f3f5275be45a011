import Foundation

extension HUDSVGRenderer {
    /// An indicator drawn alone (HUDKit's public indicator views), as the SVG elements of a group in the view's
    /// coordinates: the same drawing as the HUD's part.
    ///
    /// ```swift
    /// let part = HUDRenderDescription.standaloneProgress(0.4, style: .pie, in: bounds, lineWidth: 2, color: .black)
    /// let svg = HUDSVGRenderer.standaloneGroup(part, options: HUDSVGRenderer.Options(idPrefix: "pie"))
    /// ```
    /// - Parameters:
    ///   - indicator: The part.
    ///   - options: Whether it moves, and the prefix of its ids.
    /// - Returns: A `<g>` element.
    public static func standaloneGroup(_ indicator: HUDRenderDescription.Indicator, options: Options) -> String {
        "<g>" + self.indicator(indicator, options: options, prefix: options.idPrefix).joined() + "</g>"
    }
}
