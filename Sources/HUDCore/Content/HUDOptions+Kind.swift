import Foundation

extension HUDOptions {
    /// The options a presentation keeps when what it shows turns into `indicator` in place (``HUDSession``'s
    /// `updateCurrent(to:status:)`, `HUD.updateToSuccess`) and that a run's outcome takes over from its spinner:
    /// a kind that dismisses itself (an image, text only) drops the ``button``, which belongs to work that has
    /// ended (its action must not run on a checkmark), and a kind whose mask rule is "none" (text only) drops the
    /// ``maskType``, so that it blocks nothing, as a fresh show of it does. Every other setting stays.
    ///
    /// ```swift
    /// let cancel = HUDButton("Cancel", role: .cancel) { upload.cancel() }
    /// HUDOptions(maskType: .black, button: cancel).carried(into: .success) // HUDOptions(maskType: .black)
    /// ```
    /// - Parameter indicator: What the presentation shows from now on.
    @_spi(HUDEngine) public func carried(into indicator: HUDIndicator) -> HUDOptions {
        var copy = self
        let rules = indicator.rules
        if rules.dismissesItself { copy.button = nil }
        switch rules.mask {
        case .appearance: break
        case .none: copy.maskType = nil
        }
        return copy
    }
}
