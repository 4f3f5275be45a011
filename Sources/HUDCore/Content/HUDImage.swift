/// The image an image HUD shows: one of the bundled glyphs or an app-supplied image.
///
/// ```swift
/// let indicator = HUDIndicator.image(.custom(HUDAssetID(1)))
/// ```
@_spi(HUDEngine) public enum HUDImage: Hashable, Sendable {
    /// The checkmark (`success.png`); plays the success haptic when haptics are on.
    case success
    /// The cross (`error.png`); plays the error haptic.
    case error
    /// The "i" (`info.png`); plays the warning haptic.
    case info
    /// An image the app supplies, by the id the session gave it (HUDKit keeps the `UIImage`).
    case custom(HUDAssetID)

    /// The id of the app's image, for a ``custom(_:)`` image; `nil` for the bundled glyphs.
    var customContent: HUDAssetID? {
        switch self {
        case .success, .error, .info: nil
        case .custom(let id): id
        }
    }
}
