#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension BezelView {
    /// Carries out what VoiceOver and Full Keyboard Access see of the bezel, as HUDCore's frame says
    /// (`HUDRenderDescription.Accessibility.Structure`): one element with the label, or a container of the summary
    /// element (the label, identifier and progress value, over its frame) and the controls, in the frame's order.
    ///
    /// - Parameters:
    ///   - accessibility: The frame's accessibility part.
    ///   - label: Its label put into words.
    ///   - view: The view that fills the HUD's (or the messages') container, modal as the frame says.
    ///   - button: The bezel's button.
    ///   - customView: The app's view in the bezel, if one shows.
    func applyAccessibility(
        _ accessibility: HUDPartChanges.AccessibilityPart, label: String, in view: UIView, button: UIButton,
        customView: UIView?
    ) {
        view.accessibilityViewIsModal = accessibility.isModal
        accessibilityLabel = label
        accessibilityIdentifier = accessibility.identifier
        summary.accessibilityLabel = label
        summary.accessibilityIdentifier = accessibility.identifier
        summary.accessibilityTraits = .hudUpdatesFrequently
        switch accessibility.structure {
        case .element:
            isAccessibilityElement = true
            accessibilityElements = nil
            summary.accessibilityFrameInContainerSpace = .zero
        case .container(let elements):
            isAccessibilityElement = false
            accessibilityElements = elements.compactMap { element -> Any? in
                switch element {
                case .summary(let frame):
                    summary.accessibilityFrameInContainerSpace = frame
                    return summary
                case .customView: return customView
                case .button: return button
                }
            }
        }
    }

    /// Sets the progress VoiceOver reads (`nil`: none), on the bezel and on its summary element.
    func applyAccessibilityValue(percent: Int?) {
        let value = percent.map(OverlayHost.percentText)
        accessibilityValue = value
        summary.accessibilityValue = value
    }
}
#endif  // canImport(UIKit)
