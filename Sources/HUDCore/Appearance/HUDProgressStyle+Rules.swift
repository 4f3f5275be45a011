import Foundation

/// Every rule that differs per progress style, answered in one exhaustive `switch` (no `default`); the drawing of
/// each style is the other one, in the render description's builder. HUDKit asks neither: it draws the part the
/// description holds.
extension HUDProgressStyle {
    /// The room the style takes above the label: the ring box for the round styles, the 120 × 10 bar for ``bar``.
    var layout: HUDLayout.ContentKind {
        switch storage {
        case .ring, .annular, .pie: .ring
        case .bar: .bar
        }
    }
}
