#if canImport(UIKit)
import UIKit

/// A view an app plugs into the HUD in place of its spinner and progress drawing (as JGProgressHUD's indicator
/// views and Kingfisher's `Indicator`): set it on ``HUD/indicatorView`` for the shared HUD, or on the
/// `indicatorView` of a HUD of your own.
///
/// Everything else stays the HUD's: activity counting, in-place updates, a followed `Progress`, timers and layout.
/// The HUD lays the view out in its indicator's box (the ring's square, the bar's frame) and calls
/// ``showProgress(_:color:)`` for every frame: `nil` while it shows indefinite work (the spinner), the fraction done
/// for a determinate one. Images, custom views and text only hide it. ``HUDSpinnerView`` and ``HUDProgressView``
/// conform.
///
/// ```swift
/// final class PulseIndicator: UIView, HUDIndicatorView {
///     func showProgress(_ progress: Double?, color: UIColor) {
///         backgroundColor = color.withAlphaComponent(progress.map { 0.2 + 0.8 * $0 } ?? 0.5)
///     }
/// }
/// HUD.indicatorView = PulseIndicator()
/// ```
@MainActor
public protocol HUDIndicatorView: UIView {
    /// Shows the HUD's work: `nil` for indefinite work, else the fraction done in `0...1`; `color` is the HUD's
    /// indicator colour for its style.
    func showProgress(_ progress: Double?, color: UIColor)
}
#endif  // canImport(UIKit)
