#if canImport(UIKit)
import CoreGraphics

/// Stand-in for HUDCore's `HUDKeyboard` (the layout issue adds it there); delete this file once HUDCore has it —
/// the call sites use the same name and signature.
enum HUDKeyboard {
    /// How much of `containerFrame`'s bottom the keyboard covers, both frames in the same coordinate space;
    /// `0` when they do not intersect or a frame is not finite.
    static func overlap(keyboardFrame: CGRect, containerFrame: CGRect) -> CGFloat {
        let covered = keyboardFrame.intersection(containerFrame)
        guard !covered.isNull, covered.height.isFinite else { return 0 }
        return max(containerFrame.maxY - covered.minY, 0)
    }
}
#endif  // canImport(UIKit)
