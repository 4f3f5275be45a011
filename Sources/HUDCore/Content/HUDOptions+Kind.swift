import Foundation

extension HUDOptions {
    /// The options a presentation keeps when what it shows turns into `indicator` in place (``HUDSession``'s
    /// `updateCurrent(to:status:)`, `HUD.updateToSuccess`) and that a run's outcome takes over from its spinner:
    /// a kind that dismisses itself (an image) drops the ``button``, which belongs to work that has ended (its
    /// action must not run on a checkmark). Every other setting stays, the mask included; a kind held until
    /// dismissed (the spinner, a progress, text only, a custom view) keeps the button too.
    ///
    /// ```swift
    /// let cancel = HUDButton("Cancel", role: .cancel) { upload.cancel() }
    /// HUDOptions(maskType: .black, button: cancel).carried(into: .success) // HUDOptions(maskType: .black)
    /// ```
    /// - Parameter indicator: What the presentation shows from now on.
    package func carried(into indicator: HUDIndicator) -> HUDOptions {
        var copy = self
        if indicator.rules.dismissesItself { copy.button = nil }
        return copy
    }
}
