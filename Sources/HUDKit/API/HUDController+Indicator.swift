#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The app's own indicator (`HUDIndicatorView`) in place of the HUD's spinner and progress drawing: HUDCore says where
// it goes and what it shows (`HUDRenderDescription.Indicator.appIndicator`); this only places it.
extension HUDController {
    /// Shows the app's indicator view for `indicator` in `contentView` (the bezel's), and says whether it did; with
    /// no app indicator, or for a frame without an indicator, the app's view is hidden and the HUD draws its own.
    func applyAppIndicator(_ indicator: HUDRenderDescription.Indicator, in contentView: UIView) -> Bool {
        guard let view = indicatorView else { return false }
        guard let place = indicator.appIndicator, let color = indicator.color else {
            view.isHidden = true
            return false
        }
        if view.superview !== contentView { contentView.addSubview(view) }
        view.isHidden = false
        view.frame = place.frame
        view.showProgress(place.progress, color: UIColor(color))
        return true
    }
}
#endif  // canImport(UIKit)
