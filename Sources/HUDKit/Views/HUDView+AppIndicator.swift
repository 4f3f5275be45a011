#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The app's own indicator (`HUDIndicatorView`, kept in the asset store) in place of the HUD's spinner and progress
// drawing: HUDCore says where it goes and what it shows (`HUDRenderDescription.Indicator.appIndicator`); this only
// places it.
extension HUDView {
    /// Shows the app's indicator view for `indicator` in the bezel's content view, and says whether it did; with no
    /// app indicator, or for a frame without an indicator, the app's view is hidden and the HUD draws its own.
    func showAppIndicator(_ indicator: HUDRenderDescription.Indicator) -> Bool {
        guard let view = assets.indicatorView else { return false }
        guard let place = indicator.appIndicator, let color = indicator.color else {
            view.isHidden = true
            return false
        }
        if view.superview !== bezel.contentView { bezel.contentView.addSubview(view) }
        view.isHidden = false
        view.frame = place.frame
        view.showProgress(place.progress, color: UIColor(color))
        return true
    }
}
#endif  // canImport(UIKit)
