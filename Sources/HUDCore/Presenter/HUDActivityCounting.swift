import Foundation

/// SVProgressHUD's activity counting as pure rules: what a show and a `popActivity` do to the count. The presenter
/// counts with them (``HUDPresenter``'s `countActivity(for:)` and `popActivity(now:)`), and the reliability
/// checker expects each input's count from them, so a test never keeps a second copy of the rules.
///
/// A dismiss, a tap that dismisses, an auto-dismiss and the end of a fade-out set the count to 0 (the presenter's
/// own steps); scoped activities are not counted (``HUDState/openActivities``).
enum HUDActivityCounting {
    /// The count after `indicator` is shown while the HUD shows `shown` and the count is `count`, by the
    /// indicator's ``HUDIndicator/ActivityRule``: the spinner and text only +1, a progress +1 unless a progress is
    /// shown and counted already (a progress HUD updated by repeated shows counts once), an image or a custom view
    /// back to 0.
    static func count(afterShowing indicator: HUDIndicator, over shown: HUDContent?, count: Int) -> Int {
        switch indicator.rules.activity {
        case .addsOne:
            return count + 1
        case .addsOneUnlessShown:
            let isShown = shown.map { $0.indicator.isSameKind(as: indicator) } == true
            return isShown && count > 0 ? count : count + 1
        case .resets:
            return 0
        }
    }

    /// The count after one `popActivity`: one less, never below 0.
    static func count(afterPop count: Int) -> Int {
        max(count - 1, 0)
    }
}
