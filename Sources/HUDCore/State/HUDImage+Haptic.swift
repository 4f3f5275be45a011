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
}
