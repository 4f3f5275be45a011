extension HUDContent {
    /// The appearance this content is drawn with: the options' non-`nil` settings over `appearance`.
    ///
    /// ```swift
    /// HUDContent(status: "Saving", options: HUDOptions(maskType: .black)).appearance(from: HUDAppearance())
    ///     .maskType // .black
    /// ```
    public func appearance(from appearance: HUDAppearance) -> HUDAppearance {
        appearance.applying(options)
    }

    /// ``appearance(from:)``, sanitized (``HUDAppearance/sanitized``): one copy of the appearance, changed in place.
    func sanitizedAppearance(from appearance: HUDAppearance) -> HUDAppearance {
        var look = appearance
        look.apply(options)
        look.sanitize()
        return look
    }

    /// Where this content's bezel sits: the options' position, else ``HUDPosition/center`` (every HUD kind, text
    /// only too; messages have their own lane and position, ``HUDAppearance/messagePosition``).
    ///
    /// ```swift
    /// HUDContent(indicator: .none, status: "Copied").position(in: HUDAppearance()) // .center
    /// ```
    public func position(in appearance: HUDAppearance) -> HUDPosition {
        options.position ?? .center
    }
}
