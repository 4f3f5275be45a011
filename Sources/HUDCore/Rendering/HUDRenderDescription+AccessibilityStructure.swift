import Foundation

extension HUDRenderDescription.Accessibility {
    /// How VoiceOver and Full Keyboard Access see the bezel: one element, or a container of elements when it holds
    /// controls the user must reach (a button, an interactive app view).
    public enum Structure: Equatable, Sendable {
        /// The bezel is one element, with the ``HUDRenderDescription/Accessibility/label``, the progress as its
        /// value and the ``HUDRenderDescription/Accessibility/identifier``: nothing in it takes a touch.
        case element
        /// The bezel is a container of these elements, in reading (and keyboard focus) order.
        case container([Element])
    }

    /// One element of a bezel that holds controls.
    public enum Element: Equatable, Sendable {
        /// The summary: the label, the progress as its value and the identifier, over this frame (bezel
        /// coordinates).
        case summary(CGRect)
        /// The app's interactive view (``HUDOptions/customViewIsInteractive``), by its id: its own controls, as it
        /// exposes them.
        case customView(HUDAssetID)
        /// The button (``HUDRenderDescription/button``).
        case button
    }
}

extension HUDRenderDescription {
    /// How VoiceOver and Full Keyboard Access see a bezel of `bezel`'s size: one element when it holds no
    /// control; with a button or an interactive app view, a container that reads the summary first (the status,
    /// details and progress, over the bezel's area between the controls; over the whole bezel when the app's view
    /// has no text under it), then the app's view, then the button, top to bottom as they are stacked.
    ///
    /// ```swift
    /// HUDRenderDescription.accessibilityStructure(bezel: size, customView: nil, button: nil, hasText: true)
    /// // .element
    /// ```
    /// - Parameters:
    ///   - bezel: The bezel's size.
    ///   - customView: The app's view in the bezel, if any; only an interactive one holds controls.
    ///   - button: The button, if any.
    ///   - hasText: Whether the bezel shows a status or details.
    public static func accessibilityStructure(
        bezel: CGSize, customView: CustomView?, button: Button?, hasText: Bool
    ) -> Accessibility.Structure {
        let interactiveView = customView.flatMap { $0.isInteractive ? $0 : nil }
        guard interactiveView != nil || button != nil else { return .element }
        let top = hasText ? interactiveView?.frame.maxY ?? 0 : 0
        let bottom = button?.frame.minY ?? bezel.height
        let summary =
            bottom > top
            ? CGRect(x: 0, y: top, width: bezel.width, height: bottom - top)
            : CGRect(origin: .zero, size: bezel)
        var elements: [Accessibility.Element] = [.summary(summary)]
        if let interactiveView { elements.append(.customView(interactiveView.id)) }
        if button != nil { elements.append(.button) }
        return .container(elements)
    }
}
