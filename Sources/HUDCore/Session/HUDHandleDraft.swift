import Foundation

/// What a handle's next show shows (MBProgressHUD's properties set before `showAnimated:`): the content edited
/// while no presentation takes updates, and the content last edited in place otherwise, so a HUD hidden and shown
/// again shows what it last showed. A ``HUDSession`` owns one (see `HUDSession+Handle.swift`).
///
/// ```swift
/// var draft = HUDHandleDraft()
/// draft.edit { $0.status = "Loading" }
/// draft.content.status // "Loading"
/// ```
struct HUDHandleDraft {
    /// The content the next show of the draft shows. Empty content (a spinner, no status) at first.
    private(set) var content = HUDContent()

    /// Changes the draft.
    mutating func edit(_ change: (inout HUDContent) -> Void) {
        change(&content)
    }

    /// Makes `edited`, the content a presentation now shows after an edit in place, the draft.
    mutating func follow(_ edited: HUDContent) {
        content = edited
    }

    /// Makes `shown`, the content of the presentation on screen however it was set (a show, an `update…`, a
    /// followed progress), the draft, so that the next show of the draft shows it again, as an `MBProgressHUD`
    /// keeps its properties across `hideAnimated:` and `showAnimated:`. The app's own image or view is released
    /// once the HUD has gone, so the draft keeps the indicator it had before (or the spinner) in its place.
    mutating func followShown(_ shown: HUDContent) {
        var next = shown
        if shown.indicator.rules.customContent != nil {
            next.indicator = content.indicator.rules.customContent == nil ? content.indicator : .spinner
        }
        content = next
    }
}
