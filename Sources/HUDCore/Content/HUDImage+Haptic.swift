extension HUDImage {
    /// The notification haptic this image plays when haptics are on: success, error, or warning for info;
    /// `nil` for a custom image.
    ///
    /// ```swift
    /// HUDImage.info.haptic // .warning
    /// ```
    public var haptic: HUDHaptic? {
        switch self {
        case .success: .success
        case .error: .error
        case .info: .warning
        case .custom: nil
        }
    }

    /// What VoiceOver says for this image when the HUD has no text: "Success", "Error", "Info", or the app image's
    /// own label.
    ///
    /// ```swift
    /// HUDImage.success.spoken // .success
    /// ```
    public var spoken: HUDAnnouncement {
        switch self {
        case .success: .success
        case .error: .error
        case .info: .info
        case .custom(let id): .appContent(id)
        }
    }
}
