import Foundation

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
        copy.apply(options)
        return copy
    }

    /// Applies `options` in place: their non-`nil` style settings replace these, and `animated: false` sets both
    /// fade durations to `0` (see ``applying(_:)``).
    mutating func apply(_ options: HUDOptions) {
        if let maskType = options.maskType { self.maskType = maskType }
        if let style = options.style { self.style = style }
        if let animationType = options.animationType { self.animationType = animationType }
        if let hapticsEnabled = options.hapticsEnabled { self.hapticsEnabled = hapticsEnabled }
        if let progressStyle = options.progressStyle { self.progressStyle = progressStyle }
        if let transition = options.transition { self.transition = transition }
        if let windowMode = options.windowMode { self.windowMode = windowMode }
        if let interaction = options.interaction { self.interaction = interaction }
        if let untilHidden = options.blocksTouchesUntilHidden { blocksTouchesUntilHidden = untilHidden }
        if !options.animated {
            fadeInAnimationDuration = 0
            fadeOutAnimationDuration = 0
        }
    }
}
