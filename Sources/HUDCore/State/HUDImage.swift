/// The image an image HUD shows: one of the bundled glyphs or an app-supplied image.
///
/// ```swift
/// let indicator = HUDIndicator.image(.custom("upload-done"))
/// ```
public enum HUDImage: Hashable, Sendable {
    /// The checkmark (`success.png`); plays the success haptic when haptics are on.
    case success
    /// The cross (`error.png`); plays the error haptic.
    case error
    /// The "i" (`info.png`); plays the warning haptic.
    case info
    /// An image the host supplies, named by an identifier the host chooses (HUDKit keeps the `UIImage`).
    case custom(String)
}
