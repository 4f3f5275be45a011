import Foundation

extension HUDRenderDescription.Label {
    /// Where a label's lines sit in its frame.
    public enum Alignment: String, Equatable, Sendable {
        /// Each line centred: the HUD's status and details.
        case center
        /// Each line at the text's leading edge (the left for left-to-right text, the right for right-to-left):
        /// a message's text, read as a sentence beside its glyph.
        case leading
    }
}
