import Foundation

extension HUDPresenter {
    /// What the presenter reads of a presentation's appearance: the settings ``HUDOptions`` override, and the
    /// timings they do not. A small value derived from the sanitized appearance, so that a show or a tick does not
    /// copy the whole ``HUDAppearance`` to read a few of its settings.
    struct Look: HUDOptionTarget, Sendable {
        var maskType: HUDMaskType
        var style: HUDStyle
        var animationType: HUDAnimationType
        var hapticsEnabled: Bool
        var progressStyle: HUDProgressStyle
        var transition: HUDTransition
        var windowMode: HUDWindowMode
        var interaction: HUDInteraction?
        var blocksTouchesUntilHidden: Bool
        var fadeInAnimationDuration: TimeInterval
        var fadeOutAnimationDuration: TimeInterval
        /// ``HUDAppearance/graceTimeInterval``.
        let graceTimeInterval: TimeInterval
        /// ``HUDAppearance/minimumDisplayTime``.
        let minimumDisplayTime: TimeInterval
        /// ``HUDAppearance/minimumDismissTimeInterval``.
        let minimumDismissTimeInterval: TimeInterval
        /// ``HUDAppearance/maximumDismissTimeInterval``.
        let maximumDismissTimeInterval: TimeInterval

        /// The look of `appearance`, which must be sanitized already.
        init(sanitized appearance: borrowing HUDAppearance) {
            maskType = appearance.maskType
            style = appearance.style
            animationType = appearance.animationType
            hapticsEnabled = appearance.hapticsEnabled
            progressStyle = appearance.progressStyle
            transition = appearance.transition
            windowMode = appearance.windowMode
            interaction = appearance.interaction
            blocksTouchesUntilHidden = appearance.blocksTouchesUntilHidden
            fadeInAnimationDuration = appearance.fadeInAnimationDuration
            fadeOutAnimationDuration = appearance.fadeOutAnimationDuration
            graceTimeInterval = appearance.graceTimeInterval
            minimumDisplayTime = appearance.minimumDisplayTime
            minimumDismissTimeInterval = appearance.minimumDismissTimeInterval
            maximumDismissTimeInterval = appearance.maximumDismissTimeInterval
        }

        /// How long an image HUD with `status` stays (``HUDAppearance/displayDuration(for:)``).
        func displayDuration(for status: String?) -> TimeInterval {
            HUDAppearance.displayDuration(
                for: status, minimum: minimumDismissTimeInterval, maximum: maximumDismissTimeInterval)
        }
    }
}
