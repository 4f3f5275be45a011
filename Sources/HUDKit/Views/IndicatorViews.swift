#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The views that draw a HUD's indicators, one per kind of drawn indicator: the one table from a frame's indicator
/// to the view that draws it (a new kind of drawing adds its view here, and nowhere else in the HUD view).
@MainActor
struct IndicatorViews {
    let ring = ProgressRingView()
    let pie = PieProgressView()
    let bar = BarProgressView()
    let spinner = SpinnerView()
    let native = UIActivityIndicatorView(style: .large)

    /// Every indicator view, to add to the bezel.
    var all: [UIView] {
        [ring, pie, bar, spinner, native]
    }

    /// Shows the view that draws `indicator` with its drawing and hides the others (all of them for `.none`).
    func show(_ indicator: HUDRenderDescription.Indicator) {
        let shown = view(drawing: indicator)
        for view in all {
            view.isHidden = view !== shown
        }
        if shown === native {
            native.startAnimating()
        } else {
            native.stopAnimating()
        }
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
            return native
        }
    }
}
#endif  // canImport(UIKit)
