#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDView {
    /// What HUDCore's part changes are carried out on (`HUDPartChanges.apply(_:to:)`): each requirement assigns one
    /// part to the HUD view's views and layers and decides nothing. The app's view is in `HUDView+CustomView.swift`,
    /// the accessibility elements in `BezelView+Accessibility.swift`.
    @MainActor
    struct Parts: HUDPartTarget {
        let view: HUDView

        func setMask(_ mask: HUDRenderDescription.Mask, canvas: CGRect) {
            view.maskControl.apply(mask, canvas: canvas)
        }

        func setBezel(_ bezel: HUDRenderDescription.Bezel) {
            view.bezel.apply(bezel)
        }

        func setIndicator(_ indicator: HUDRenderDescription.Indicator) {
            let appShows = view.showAppIndicator(indicator)
            view.indicators.show(appShows ? .none : indicator)
        }

        func setImage(_ image: HUDRenderDescription.Image?) {
            view.imageView.show(image, image: image.flatMap { view.assets.image(for: $0.kind) })
        }

        func setLabel(_ label: HUDRenderDescription.Label?) {
            view.label.show(label, font: label.map { view.font(for: $0).withTabularDigits })
        }

        func setDetails(_ details: HUDRenderDescription.Label?) {
            view.detailsLabel.show(details, font: details.map { view.font(for: $0).withTabularDigits })
        }

        func setButton(_ part: HUDRenderDescription.Button?) {
            view.button.show(
                part, font: part.map { view.assets.statusFont.scaled($0.font, for: view.traitCollection) })
        }

        func setCustomView(_ part: HUDRenderDescription.CustomView?) {
            view.showCustomView(part)
        }

        func setMotionEffect(amplitude: CGFloat) {
            view.bezel.applyMotionEffect(amplitude: amplitude)
        }

        func setAccessibilityValue(percent: Int?) {
            view.bezel.applyAccessibilityValue(percent: percent)
        }

        func setAccessibility(_ accessibility: HUDPartChanges.AccessibilityPart) {
            let words = view.assets.words(for: accessibility.label)
            view.bezel.applyAccessibility(
                accessibility, label: words, in: view, button: view.button, customView: view.customView)
        }
    }

    /// A text part's font: the status font scaled for Dynamic Type.
    fileprivate func font(for part: HUDRenderDescription.Label) -> UIFont {
        assets.statusFont.scaled(part.font, for: traitCollection)
    }
}
#endif  // canImport(UIKit)
