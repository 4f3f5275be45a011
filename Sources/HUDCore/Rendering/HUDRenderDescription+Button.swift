import Foundation

extension HUDRenderDescription {
    /// The button under the texts (``HUDOptions/button``): a capsule filled with the foreground colour at 10 %, its
    /// title on one line, centred.
    public struct Button: Equatable, Sendable {
        /// The full title.
        public var title: String
        /// The title as drawn: on one line, cut with "…" when wider than the label box allows.
        public var line: String
        /// Frame in bezel coordinates.
        public var frame: CGRect
        /// The role, which set the title's weight.
        public var role: HUDButton.Role
        /// The title's font before Dynamic Type scaling: the status font's style and size, semibold for `.cancel`.
        public var font: HUDFont
        /// The point size after Dynamic Type scaling.
        public var pointSize: CGFloat
        /// The title's colour (the status's).
        public var titleColor: HUDColor
        /// The capsule's fill.
        public var fill: HUDColor

        /// The capsule's corner radius: half its height.
        public var cornerRadius: CGFloat { frame.height / 2 }
        // The memberwise initialiser is HUDCore's: only the builder makes buttons.
    }

    /// Space between the button's title and its left and right edges, in points: `16`.
    public static let buttonHorizontalPadding: CGFloat = 16
    /// Space above and below the button's title, in points: `8`.
    public static let buttonVerticalPadding: CGFloat = 8
    /// The smallest button, in points: 72 × 36.
    public static let minimumButtonSize = CGSize(width: 72, height: 36)
    /// The alpha of the button's fill, drawn in the foreground colour: `0.1`.
    public static let buttonFillAlpha = 0.1

    /// The title's font for a role: the status font's style and size, semibold for `.cancel`.
    static func buttonFont(for role: HUDButton.Role, statusFont: HUDFont) -> HUDFont {
        switch role.storage {
        case .default: HUDFont(textStyle: statusFont.textStyle, pointSize: statusFont.pointSize, weight: .regular)
        case .cancel: HUDFont(textStyle: statusFont.textStyle, pointSize: statusFont.pointSize, weight: .semibold)
        }
    }

    /// The title's font (``buttonFont(for:statusFont:)``), the title measured on one line no wider than the label
    /// box less the padding, and the button's size: the title with its padding, at least ``minimumButtonSize``.
    static func measureButton(
        _ button: HUDButton, statusFont: HUDFont, fontScale: CGFloat, maximumWidth: CGFloat,
        measurer: any HUDTextMeasuring
    ) -> (font: HUDFont, title: HUDTextMeasurement, size: CGSize) {
        let font = buttonFont(for: button.role, statusFont: statusFont)
        let oneLine = CGFloat(font.pointSize) * fontScale * 1.5
        let title = measurer.measure(
            button.title, font: font, fontScale: fontScale,
            maximumSize: CGSize(width: max(maximumWidth - 2 * buttonHorizontalPadding, 0), height: oneLine))
        let size = CGSize(
            width: max(title.size.width + 2 * buttonHorizontalPadding, minimumButtonSize.width),
            height: max(title.size.height + 2 * buttonVerticalPadding, minimumButtonSize.height))
        return (font, title, size)
    }
}
