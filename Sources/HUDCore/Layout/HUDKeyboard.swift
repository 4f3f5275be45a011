import Foundation

/// Keyboard geometry: how much of the HUD's container the keyboard covers.
///
/// HUDKit converts the frame of `UIKeyboardWillChangeFrameNotification` and the screen's bounds into the
/// container's coordinate space and passes the overlap to ``HUDEnvironment/keyboardHeight``.
///
/// ```swift
/// let height = HUDKeyboard.overlap(keyboardFrame: endFrame, containerFrame: window.bounds, screenFrame: screen)
/// ```
package enum HUDKeyboard {
    /// How far above the screen's bottom edge a keyboard may end and still count as docked, in points (rounding
    /// in coordinate conversions): `1`.
    public static let dockingTolerance: CGFloat = 1

    /// The height of the part of `containerFrame` that `keyboardFrame` covers, in points.
    ///
    /// Only a docked keyboard counts: one that reaches the bottom edge of the screen (within
    /// ``dockingTolerance``). An undocked or split iPad keyboard floats above the bottom edge, and the HUD stays
    /// where it is under it. `0` when the keyboard is hidden: a null, empty or off-screen frame (one that does
    /// not intersect the container), or any frame with a non-finite component.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame, in the container's coordinate space.
    ///   - containerFrame: The container's frame in the same space.
    ///   - screenFrame: The screen's bounds in the same space; `nil` (or an unusable frame: null, empty or not
    ///     finite) when unknown, and then the keyboard counts wherever it is. `nil` by default.
    public static func overlap(keyboardFrame: CGRect, containerFrame: CGRect, screenFrame: CGRect? = nil) -> CGFloat {
        guard isUsable(keyboardFrame), isUsable(containerFrame) else { return 0 }
        let keyboard = keyboardFrame.standardized
        if let screenFrame, isUsable(screenFrame), keyboard.maxY < screenFrame.standardized.maxY - dockingTolerance {
            return 0
        }
        let covered = keyboard.intersection(containerFrame.standardized)
        guard !covered.isNull, covered.width > 0, covered.height > 0 else { return 0 }
        return covered.height
    }

    private static func isUsable(_ rect: CGRect) -> Bool {
        !rect.isNull && !rect.isEmpty
            && [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
    }
}
