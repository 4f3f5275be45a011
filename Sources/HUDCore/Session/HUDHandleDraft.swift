import Foundation

/// What a view's handle sets (MBProgressHUD's properties), and how long it lasts: the content and the settings of
/// the next show, set while no presentation takes updates, and the settings made for the presentation on screen. A
/// ``HUDSession`` owns one and tells it when a presentation begins and when its HUD is hidden (see
/// `HUDSession+Handle.swift`).
///
/// The rule, by ``HUDSession/DraftLifetime``:
/// - **`.presentation`** (every view's HUD, ``HUDSession``'s default): a show starts fresh. When a presentation
///   begins, whichever show began it, the draft's settings become that presentation's and the draft is empty again;
///   when its HUD is hidden (or another presentation begins) its settings end. Nothing of an earlier presentation —
///   status, details, button, custom view, a setting made through the handle — comes back in a later one.
/// - **`.instance`** (an Objective-C `HUDProgressHUD` kept and shown again, as an `MBProgressHUD` instance is): what
///   the HUD showed and the settings made for it are the draft of its next show, as MBProgressHUD's properties
///   outlive `hideAnimated:`. The app's own image or view is not kept once the HUD has gone.
///
/// ```swift
/// var draft = HUDHandleDraft()
/// draft.edit { $0.status = "Loading" }
/// draft.presentationBegan()     // the show takes the draft
/// draft.content.status          // nil: the next show starts fresh
/// ```
struct HUDHandleDraft {
    /// How long what the draft holds lasts. `.presentation` by default.
    var lifetime = HUDSession.DraftLifetime.presentation
    /// The content the next show of the draft shows. Empty content (a spinner, no status) at first.
    private(set) var content = HUDContent()
    /// The settings the next presentation starts with, over the view's defaults.
    private(set) var next = HUDAppearanceChanges()
    /// The settings of the presentation on screen, over the view's defaults.
    private(set) var current = HUDAppearanceChanges()

    /// Changes the content of the next show.
    mutating func edit(_ change: (inout HUDContent) -> Void) {
        change(&content)
    }

    /// Sets a setting of the next presentation.
    mutating func restyleNext<Value>(_ keyPath: WritableKeyPath<HUDAppearance, Value>, to value: Value) {
        next.set(keyPath, to: value)
    }

    /// Sets a setting of the presentation on screen.
    mutating func restyleCurrent<Value>(_ keyPath: WritableKeyPath<HUDAppearance, Value>, to value: Value) {
        current.set(keyPath, to: value)
    }

    /// A presentation began (any show): the next show's settings become its own, and with the `.presentation`
    /// lifetime the draft starts fresh (with `.instance`, the settings of the one it supersedes go on).
    mutating func presentationBegan() {
        switch lifetime {
        case .presentation:
            current = next
            content = HUDContent()
        case .instance:
            current.append(next)
        }
        next = HUDAppearanceChanges()
    }

    /// The HUD of the last presentation is hidden: its settings end, or, with the `.instance` lifetime, go on to the
    /// next show before what was set for it since.
    mutating func presentationHidden() {
        if lifetime == .instance {
            current.append(next)
            next = current
        }
        current = HUDAppearanceChanges()
    }

    /// With the `.instance` lifetime, makes `shown`, the content of the presentation on screen however it was set (a
    /// show, an `update…`, a followed progress), the draft, so that the next show shows it again. The app's own
    /// image or view is released once the HUD has gone, so the draft keeps the indicator it had before (or the
    /// spinner) in its place.
    mutating func followShown(_ shown: HUDContent) {
        guard lifetime == .instance else { return }
        var next = shown
        if shown.indicator.rules.customContent != nil {
            next.indicator = content.indicator.rules.customContent == nil ? content.indicator : .spinner
        }
        content = next
    }
}
