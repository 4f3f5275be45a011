import Foundation

/// Keyboard geometry: how much of the HUD's container the keyboard covers.
///
/// HUDKit converts the frame of `UIKeyboardWillChangeFrameNotification` into the container's coordinate space
/// and passes the overlap to ``HUDEnvironment/keyboardHeight``.
///
/// ```swift
/// let height = HUDKeyboard.overlap(keyboardFrame: endFrame, containerFrame: window.bounds)
/// ```
@_spi(HUDEngine) public enum HUDKeyboard {
    /// The height of the part of `containerFrame` that `keyboardFrame` covers, in points.
    ///
    /// `0` when the keyboard is hidden: a null, empty or off-screen frame (one that does not intersect the
    /// container), or any frame with a non-finite component.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame, in the container's coordinate space.
    ///   - containerFrame: The container's frame in the same space.
    public static func overlap(keyboardFrame: CGRect, containerFrame: CGRect) -> CGFloat {
        guard isUsable(keyboardFrame), isUsable(containerFrame) else { return 0 }
        let covered = keyboardFrame.standardized.intersection(containerFrame.standardized)
        guard !covered.isNull, covered.width > 0, covered.height > 0 else { return 0 }
        return covered.height
    }

    private static func isUsable(_ rect: CGRect) -> Bool {
        !rect.isNull && !rect.isEmpty
            && [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
    }
}
