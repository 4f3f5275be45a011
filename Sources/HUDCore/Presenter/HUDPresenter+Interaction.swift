import Foundation

// What a dismiss and the fade-out decide about the HUD on its way out: whether it fades (MBProgressHUD's
// `hideAnimated:`), and whether it keeps the touches it blocks until it is gone (MBProgressHUD's behaviour, an
// option here).
extension HUDPresenter {
    /// Whether the HUD keeps blocking touches while it fades out (``HUDAppearance/blocksTouchesUntilHidden``, with
    /// the presentation's options applied). `false` by default.
    public var blocksTouchesUntilHidden: Bool {
        effectiveAppearance.blocksTouchesUntilHidden
    }

    /// The duration of a fade-out that begins now: `0` after a dismiss asked for `animated: false`; after one that
    /// asked for `animated: true`, the appearance's fade-out with the presentation's options applied except their
    /// `animated: false`; otherwise the presentation's own (`0` when its options say `animated: false`).
    var fadeOutDuration: TimeInterval {
        switch dismissAnimation {
        case nil: return effectiveAppearance.fadeOutAnimationDuration
        case false?: return 0
        case true?:
            guard var options = state.content?.options else { return sanitizedAppearance.fadeOutAnimationDuration }
            options.animated = true
            return sanitizedAppearance.applying(options).fadeOutAnimationDuration
        }
    }
}
