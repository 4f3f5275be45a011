#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The app's view in the bezel (MBProgressHUD's custom view) and what VoiceOver sees of the bezel, as HUDCore sets
// them: attached or detached, placed by frame or by constraints, in the interface style of the HUD's content.
extension HUDView {
    /// Puts the app's view of a frame into the bezel (moving out the one shown before), or detaches it (`nil`); the
    /// bezel draws in the view's interface style while one shows, and follows the app's otherwise.
    func showCustomView(_ part: HUDRenderDescription.CustomView?) {
        let view = part.flatMap { assets.customView($0.id) }
        NSLayoutConstraint.deactivate(customViewConstraints)
        customViewConstraints = []
        if let shown = customView, shown !== view, shown.superview === bezel.contentView {
            shown.removeFromSuperview()
        }
        customView = view
        bezel.overrideUserInterfaceStyle = UIUserInterfaceStyle(part?.colorScheme)
        guard let part, let view else { return }
        if view.superview !== bezel.contentView { bezel.contentView.addSubview(view) }
        place(view, part)
        // Untinted (`tintsCustomView` off), the view keeps the tint colour the app gave it.
        if let tint = part.tint { view.tintColor = UIColor(tint) }
    }

    /// Places the app's view at the frame HUDCore laid out: by its frame, or by constraints that centre it there
    /// and size it at a priority under its compression resistance, so its own constraints lay its content out.
    private func place(_ view: UIView, _ part: HUDRenderDescription.CustomView) {
        switch part.placement {
        case .frame:
            view.frame = part.frame
        case .constraints:
            let resistance = UILayoutPriority(HUDCustomView.compressionResistance)
            view.setContentCompressionResistancePriority(resistance, for: .horizontal)
            view.setContentCompressionResistancePriority(resistance, for: .vertical)
            let content = bezel.contentView
            let width = view.widthAnchor.constraint(equalToConstant: part.frame.width)
            let height = view.heightAnchor.constraint(equalToConstant: part.frame.height)
            for size in [width, height] {
                size.priority = UILayoutPriority(HUDCustomView.sizePriority)
            }
            customViewConstraints = [
                view.centerXAnchor.constraint(equalTo: content.leftAnchor, constant: part.frame.midX),
                view.centerYAnchor.constraint(equalTo: content.topAnchor, constant: part.frame.midY),
                width, height,
            ]
            NSLayoutConstraint.activate(customViewConstraints)
        }
    }

    /// The bezel's accessibility label, identifier and elements, and the view's modality. With a button
    /// (`summaryFrame`), VoiceOver sees two elements in the bezel: the summary (label, progress value, identifier)
    /// and the button; without one, the bezel is one element.
    func applyAccessibility(_ accessibility: HUDPartChanges.AccessibilityPart) {
        let label = assets.words(for: accessibility.label)
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
