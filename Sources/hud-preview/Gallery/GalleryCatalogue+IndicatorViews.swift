import Foundation
@_spi(HUDEngine) import HUDCore

extension GalleryCatalogue {
    /// The public indicator views on their own (HUDKit's `HUDSpinnerView` and `HUDProgressView`, SwiftUI's
    /// `HUDSpinner` and `HUDProgress`), each drawn from HUDCore's standalone parts in a view of its intrinsic size.
    static var indicatorViews: [GalleryState] {
        let tint = HUDColor(red: 0, green: 0.478, blue: 1)
        let round = CGSize(width: 37, height: 37)
        let views: [(label: String, size: CGSize, part: HUDRenderDescription.Indicator)] = [
            (
                "HUDSpinnerView", round,
                .spinner(
                    HUDRenderDescription.standaloneSpinner(
                        in: CGRect(origin: .zero, size: round), lineWidth: 2, color: tint))
            ),
            ("HUDProgressView .ring", round, part(0.4, .ring, round, tint)),
            (".annular", round, part(0.4, .annular, round, tint)),
            (".pie", round, part(0.4, .pie, round, tint)),
            (".bar", CGSize(width: 120, height: 10), part(0.4, .bar, CGSize(width: 120, height: 10), tint)),
        ]
        // One column per view, each as wide as the widest view's label needs: the views and their labels are
        // evenly spaced, each centred in its column.
        let column: CGFloat = 136
        let size = CGSize(width: column * CGFloat(views.count), height: 100)
        var children = [SVGMarkup.rect(x: 0, y: 0, width: size.width, height: size.height, fill: .white)]
        for (index, view) in views.enumerated() {
            let middle = column * (CGFloat(index) + 0.5)
            let origin = CGPoint(x: middle - view.size.width / 2, y: 40 - view.size.height / 2)
            let group = HUDSVGRenderer.standaloneGroup(
                view.part, options: HUDSVGRenderer.Options(idPrefix: "indicator-view-\(index)"))
            let translate = "translate(\(SVGMarkup.number(origin.x)) \(SVGMarkup.number(origin.y)))"
            children.append(SVGMarkup.element("g", [("transform", translate)], children: [group]))
            children.append(
                SVGMarkup.text(view.label, x: middle, y: 86, size: 11, weight: "400", fill: .black, anchor: "middle"))
        }
        return [
            GalleryState(
                name: "indicator-views", title: "Indicator views on their own",
                caption:
                    "HUDSpinnerView and HUDProgressView (ring, annular, pie, bar at 0.4) in an app's own layout, "
                    + "tinted with the view's tintColor; HUDCore draws them with the HUD's own rules "
                    + "(HUDRenderDescription.standaloneSpinner / standaloneProgress).",
                section: .indicators, svg: SVGMarkup.document(size: size, children: children), render: nil)
        ]
    }

    private static func part(
        _ fraction: Double, _ style: HUDProgressStyle, _ size: CGSize, _ color: HUDColor
    ) -> HUDRenderDescription.Indicator {
        HUDRenderDescription.standaloneProgress(
            fraction, style: style, in: CGRect(origin: .zero, size: size), lineWidth: 2, color: color)
    }
}
