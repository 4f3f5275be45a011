/// What a message does when another one is on screen (`HUD.showMessage(_:…, policy:)`).
///
/// ```swift
/// HUD.showMessage("Back online", id: "network", policy: .replace)
/// ```
public enum HUDMessagePolicy: String, Hashable, Sendable, CaseIterable {
    /// Waits its turn: it appears after the messages before it, with a 0.3 s pause between two. A
    /// message whose id is already on screen or waiting is not shown twice. The default.
    case queue
    /// Takes the place of the message on screen at once (no fade, its display time starts again) and of every
    /// waiting one; each of those ends (its `onDisappear` runs). With the id of the message on screen it updates
    /// that message.
    case replace
}
