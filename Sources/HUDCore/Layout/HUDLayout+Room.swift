import Foundation

extension HUDLayout {
    /// The largest box the status and details labels may take together so that the bezel fits its container: the
    /// ``visibleRegion(in:safeAreaInsets:keyboardHeight:)`` less ``edgeSpacing`` and the margins on each side, less
    /// the content box and its spacing above the label and the button with its spacing below the texts.
    ///
    /// The label box of ``HUDAppearance/maximumLabelSize`` is cut to it, so a long status and long details in a
    /// landscape phone wrap narrower and truncate (the details first) instead of making a bezel taller than the
    /// screen. Never negative.
    ///
    /// ```swift
    /// HUDLayout.textRoom(
    ///     bounds: CGRect(x: 0, y: 0, width: 844, height: 390), safeAreaInsets: .zero, keyboardHeight: 0,
    ///     content: .ring, appearance: HUDAppearance())  // 788 × 262: 390 − 2 × (16 + 12) − 48 − 8 (the label
    ///                                                  // spacing) … for the ring box with a label
    /// ```
    public static func textRoom(
        bounds: CGRect, safeAreaInsets: HUDEdgeInsets, keyboardHeight: CGFloat, content: ContentKind,
        appearance: HUDAppearance, fontScale: CGFloat = 1, buttonSize: CGSize? = nil
    ) -> CGSize {
        textRoom(
            bounds: bounds, safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight, content: content,
            metrics: Metrics(sanitized: appearance.sanitized, fontScale: fontScale), buttonSize: buttonSize)
    }

    /// The text room with metrics already derived from a sanitized appearance (the render description's way).
    static func textRoom(
        bounds: CGRect, safeAreaInsets: HUDEdgeInsets, keyboardHeight: CGFloat, content: ContentKind,
        metrics: Metrics, buttonSize: CGSize?
    ) -> CGSize {
        let region = visibleRegion(in: bounds, safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight)
        // The bezel around an empty label gives the content box and the spacings around the texts.
        let empty = stack(
            labelSize: .zero, content: content, metrics: metrics, detailsSize: nil, buttonSize: buttonSize)
        let chrome = max(empty.bezelSize.height, 2 * metrics.margin)
        let width = region.width - 2 * (edgeSpacing + metrics.margin)
        let height = region.height - 2 * edgeSpacing - chrome
        return CGSize(width: max(width, 0), height: max(height, 0))
    }
}
