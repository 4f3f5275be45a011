extension HUDAppearance {
    /// The appearance for one presentation: `options`' non-`nil` style settings replace this appearance's, and
    /// `animated: false` sets both fade durations to `0`; the appearance itself (the global default) is left
    /// unchanged.
    ///
    /// ```swift
    /// let effective = HUD.appearance.applying(HUDOptions(maskType: .black))
    /// ```
    public func applying(_ options: HUDOptions) -> HUDAppearance {
        var copy = self
        if let maskType = options.maskType { copy.maskType = maskType }
        if let style = options.style { copy.style = style }
        if let animationType = options.animationType { copy.animationType = animationType }
        if let hapticsEnabled = options.hapticsEnabled { copy.hapticsEnabled = hapticsEnabled }
        if let progressStyle = options.progressStyle { copy.progressStyle = progressStyle }
        if let transition = options.transition { copy.transition = transition }
        if let interaction = options.interaction { copy.interaction = interaction }
        if let untilHidden = options.blocksTouchesUntilHidden { copy.blocksTouchesUntilHidden = untilHidden }
        if !options.animated {
            copy.fadeInAnimationDuration = 0
            copy.fadeOutAnimationDuration = 0
        }
        return copy
    }
}
