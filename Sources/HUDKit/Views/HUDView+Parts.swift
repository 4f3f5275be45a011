#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The parts of MBProgressHUD: the app's view in the indicator's place, and the button under the texts
// (`HUDOptions.button`), a real `UIButton` that reports its touch-up inside to the session, which runs the
// presentation's action, with the accessibility elements it needs.
extension HUDView {
    /// Shows the button of a frame, or hides it.
    func applyButton(_ part: HUDRenderDescription.Button?) {
        button.isHidden = part == nil
        guard let part else { return }
        button.frame = part.frame
        button.layer.cornerRadius = part.cornerRadius
        button.backgroundColor = UIColor(part.fill)
        let font = controller?.statusFont.scaled(part.font, for: traitCollection) ?? part.font.systemFont
        let title = NSAttributedString(
            string: part.title, attributes: [.font: font, .foregroundColor: UIColor(part.titleColor)])
        button.setAttributedTitle(title, for: .normal)
        button.accessibilityLabel = part.title
    }

    /// Puts the app's view of a frame into the bezel (moving out the one shown before), or removes it.
    func applyCustomView(_ part: HUDRenderDescription.CustomView?) {
        let view = part.flatMap { controller?.customView($0.id) }
        if let shown = customView, shown !== view, shown.superview === bezel.contentView {
            shown.removeFromSuperview()
        }
        customView = view
        guard let part, let view else { return }
        if view.superview !== bezel.contentView { bezel.contentView.addSubview(view) }
        view.frame = part.frame
        // Untinted (`tintsCustomView` off), the view keeps the tint colour the app gave it.
        if let tint = part.tint { view.tintColor = UIColor(tint) }
    }

    /// The bezel's accessibility, each part set only when it changed (a progress tick changes the value alone, and
    /// only when the whole percent moved): with a button (`summaryFrame`), VoiceOver sees two elements in the
    /// bezel, the summary (label, progress value, identifier) and the button; without one, the bezel is one element.
    func applyAccessibility(
        _ accessibility: HUDRenderDescription.Accessibility, previous: HUDRenderDescription.Accessibility?
    ) {
        if accessibility.progressPercent != previous?.progressPercent {
            let value = accessibility.progressPercent.map(OverlayHost.percentText)
            bezel.accessibilityValue = value
            accessibilitySummary.accessibilityValue = value
        }
        guard
            accessibility.label != previous?.label || accessibility.isModal != previous?.isModal
                || accessibility.identifier != previous?.identifier
                || accessibility.summaryFrame != previous?.summaryFrame
        else { return }
        let label = controller?.host.words(for: accessibility.label)
        bezel.accessibilityLabel = label
        bezel.accessibilityIdentifier = accessibility.identifier
        accessibilityViewIsModal = accessibility.isModal
        accessibilitySummary.accessibilityLabel = label
        accessibilitySummary.accessibilityIdentifier = accessibility.identifier
        accessibilitySummary.accessibilityTraits = .hudUpdatesFrequently
        accessibilitySummary.accessibilityFrameInContainerSpace = accessibility.summaryFrame ?? .zero
        bezel.isAccessibilityElement = accessibility.summaryFrame == nil
        bezel.accessibilityElements = accessibility.summaryFrame.map { _ in [accessibilitySummary, button] }
    }
}
#endif  // canImport(UIKit)
