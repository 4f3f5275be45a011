#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDView {
    /// What HUDCore's part changes are carried out on (`HUDPartChanges.apply(to:)`): each requirement assigns one
    /// part to the HUD view's views and layers and decides nothing. The app's view and the accessibility elements
    /// are in `HUDView+CustomView.swift`.
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
            let appShows = view.events.showAppIndicator(indicator, view.bezel.contentView)
            view.indicators.show(appShows ? .none : indicator)
        }

        func setImage(_ image: HUDRenderDescription.Image?) {
            let imageView = view.imageView
            imageView.isHidden = image == nil
            imageView.image = image.flatMap { part in
                view.assets.image(for: part.kind)?
                    .withRenderingMode(part.tint == nil ? .alwaysOriginal : .alwaysTemplate)
            }
            imageView.tintColor = image?.tint.map(UIColor.init)
            if let image {
                imageView.frame = image.frame
                imageView.drawGlyph(image)
            }
        }

        func setLabel(_ label: HUDRenderDescription.Label?) {
            apply(label, to: view.label)
        }

        func setDetails(_ details: HUDRenderDescription.Label?) {
            apply(details, to: view.detailsLabel)
        }

        /// Shows the button of a frame, or hides it without a title (nothing of it is left to read).
        func setButton(_ part: HUDRenderDescription.Button?) {
            let button = view.button
            button.isHidden = part == nil
            guard let part else {
                button.setAttributedTitle(nil, for: .normal)
                button.accessibilityLabel = nil
                return
            }
            button.frame = part.frame
            button.layer.cornerRadius = part.cornerRadius
            button.backgroundColor = UIColor(part.fill)
            let font = view.assets.statusFont.scaled(part.font, for: view.traitCollection)
            let title = NSAttributedString(
                string: part.title, attributes: [.font: font, .foregroundColor: UIColor(part.titleColor)])
            button.setAttributedTitle(title, for: .normal)
            button.accessibilityLabel = part.title
        }

        func setCustomView(_ part: HUDRenderDescription.CustomView?) {
            view.showCustomView(part)
        }

        func setMotionEffect(amplitude: CGFloat) {
            view.bezel.applyMotionEffect(amplitude: amplitude)
        }

        func setAccessibilityValue(percent: Int?) {
            let value = percent.map(OverlayHost.percentText)
            view.bezel.accessibilityValue = value
            view.accessibilitySummary.accessibilityValue = value
        }

        func setAccessibility(_ accessibility: HUDPartChanges.AccessibilityPart) {
            view.applyAccessibility(accessibility)
        }

        /// Sets a label's text, colour, font, direction and frame, or hides it without text (`nil`).
        private func apply(_ part: HUDRenderDescription.Label?, to label: UILabel) {
            label.isHidden = part == nil
            guard let part else {
                label.attributedText = nil
                return
            }
            // HUDCore decides the paragraph's direction from the text, so a right-to-left status is laid out (and
            // truncated, at its logical end) right to left whatever the app's language.
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = .center
            paragraph.baseWritingDirection = NSWritingDirection(part.direction)
            var attributes: [NSAttributedString.Key: Any] = [
                .paragraphStyle: paragraph, .foregroundColor: UIColor(part.color),
            ]
            attributes[.font] = view.assets.statusFont.scaled(part.font, for: view.traitCollection).withTabularDigits
            label.attributedText = NSAttributedString(string: part.text, attributes: attributes)
            label.frame = part.frame
        }
    }
}
#endif  // canImport(UIKit)
