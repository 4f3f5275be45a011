#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The views that draw indicator parts, one per kind of drawn part: the one table from a part
/// (`HUDRenderDescription.Indicator`) to the view that draws it. The HUD view and `HUDProgressView` both draw
/// through it; a new kind of drawing adds its view here and nowhere else in HUDKit.
///
/// Each view is made the first time a part needs it and goes into ``container``, whose coordinates are the parts'.
@MainActor
final class IndicatorViews {
    /// Holds the indicator views: the owner places it at the origin of the parts' coordinates (the bezel's content,
    /// a progress view's bounds), where it takes no touches.
    let container = UIView()
    /// The views made so far, in the order they were needed.
    private var made: [UIView] = []

    private lazy var ring = make(ShapePartView<RingDrawing>())
    private lazy var pie = make(ShapePartView<PieDrawing>())
    private lazy var bar = make(ShapePartView<BarDrawing>())
    private lazy var spinner = make(ShapePartView<SpinnerDrawing>())
    private lazy var native = make(UIActivityIndicatorView(style: .large))

    init() {
        container.isUserInteractionEnabled = false
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Shows the view that draws `indicator` with its drawing and hides the others (all of them for `.none`).
    func show(_ indicator: HUDRenderDescription.Indicator) {
        let shown = view(drawing: indicator)
        for view in made where view !== shown {
            view.isHidden = true
            (view as? UIActivityIndicatorView)?.stopAnimating()
        }
        shown?.isHidden = false
    }

    /// The view that draws `indicator`, given its drawing; `nil` for `.none`.
    private func view(drawing indicator: HUDRenderDescription.Indicator) -> UIView? {
        switch indicator {
        case .none:
            return nil
        case .ring(let part):
            ring.apply(part)
            return ring
        case .pie(let part):
            pie.apply(part)
            return pie
        case .bar(let part):
            bar.apply(part)
            return bar
        case .spinner(let part):
            spinner.apply(part)
            return spinner
        case .native(let center, let color):
            native.center = center
            native.color = UIColor(color)
            native.startAnimating()
            return native
        }
    }

    private func make<View: UIView>(_ view: View) -> View {
        view.isHidden = true
        container.addSubview(view)
        made.append(view)
        return view
    }
}
#endif  // canImport(UIKit)
