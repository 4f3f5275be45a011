import Foundation

// The status reads above its details by weight, not only by colour and size.
extension HUDFont {
    /// The status font to draw above details in `details`: semibold when both would be regular (the defaults,
    /// subheadline over footnote), so the status leads by weight as MBProgressHUD's bold label does; this font
    /// unchanged when the app gave either a weight of its own.
    ///
    /// ```swift
    /// HUDFont.subheadline.emphasized(over: .footnote).weight  // .semibold
    /// ```
    public func emphasized(over details: HUDFont) -> HUDFont {
        guard weight == .regular, details.weight == .regular else { return self }
        var font = self
        font.weight = .semibold
        return font
    }
}
