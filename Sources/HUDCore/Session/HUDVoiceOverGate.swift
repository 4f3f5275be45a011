/// What a HUD says to VoiceOver and where it moves VoiceOver's focus, knowing whether the HUD is **paused**: a HUD in
/// a view whose view left its window for a while (a tab switch, a push, a row scrolled away; ``HUDContainerWatch``),
/// or an item's HUD that no view displays. A ``HUDSession`` holds one and asks it for every VoiceOver effect.
///
/// The rules:
/// - **On screen** nothing is held: an announcement is made, a blocking HUD whose container covers enough of the
///   screen takes the focus (``HUDDeviceRules/takesAccessibilityFocus(screenCoverage:)``; a smaller one announces
///   what it shows instead), and gives it back when it goes.
/// - **While paused** the HUD says nothing and never takes the focus: the user is on another tab or screen, and a
///   paused HUD's view is in no window, so "Loading" from nowhere, or a screen change to an element that is not on
///   screen, would only confuse. What it would have said is remembered, not queued.
/// - **The focus a HUD took is not owed back after a pause**: VoiceOver left the HUD when its view left the screen,
///   so the HUD ending later moves nobody's focus.
/// - **On resume**, when something was held and the HUD is still on screen, VoiceOver hears the HUD's *current*
///   content once, as an announcement that says its button too (never the backlog, and never a focus move: the
///   user came back on their own and VoiceOver stays where they are). When nothing was held, the HUD says nothing again: the user heard it
///   before it went away, and its bezel is an element they can reach.
///
/// ```swift
/// var gate = HUDVoiceOverGate()
/// gate.pause()
/// gate.announce(.status("Uploading 40 %"))             // nil: held
/// gate.resume(showing: HUDContent(status: "Saved"))     // .announce(.status("Saved"))
/// ```
package struct HUDVoiceOverGate: Hashable, Sendable {
    /// What the host does for VoiceOver.
    public enum Order: Hashable, Sendable {
        /// Make this announcement.
        case announce(HUDAnnouncement)
        /// Move VoiceOver's focus to the HUD (a screen change), remembering where it was.
        case moveFocus
        /// Move VoiceOver's focus back to where it was before ``moveFocus``.
        case restoreFocus
    }

    /// Whether the HUD is paused: its view is out of its window, or no view displays its item.
    public private(set) var isPaused = false
    /// Whether the host moved VoiceOver to the HUD and owes it a move back.
    public private(set) var hasMovedFocus = false
    /// Whether an announcement or a focus move was held while paused.
    private var hasHeld = false

    /// A gate of a HUD on screen that has not moved VoiceOver's focus.
    public init() {}

    /// The HUD wants to announce `announcement`: `nil` while paused (held).
    public mutating func announce(_ announcement: HUDAnnouncement) -> Order? {
        guard !isPaused else { return hold() }
        return .announce(announcement)
    }

    /// A blocking HUD appeared and wants VoiceOver's focus: ``Order/moveFocus`` when its container covers at least
    /// ``HUDDeviceRules/focusScreenCoverage`` of the screen, else the announcement of `content`; `nil` while paused
    /// (held) or when a small HUD shows nothing.
    ///
    /// - Parameters:
    ///   - screenCoverage: The container's share of the screen (``HUDEnvironment/screenCoverage``).
    ///   - content: What the HUD shows.
    public mutating func takeFocus(screenCoverage: Double, showing content: HUDContent?) -> Order? {
        guard !isPaused else { return hold() }
        guard HUDDeviceRules.takesAccessibilityFocus(screenCoverage: screenCoverage) else {
            return content.map { .announce(HUDAnnouncement($0)) }
        }
        hasMovedFocus = true
        return .moveFocus
    }

    /// The HUD that took the focus is gone: ``Order/restoreFocus`` when it moved the focus and was not paused since.
    public mutating func giveFocusBack() -> Order? {
        guard hasMovedFocus else { return nil }
        hasMovedFocus = false
        return .restoreFocus
    }

    /// The HUD's view left its window (or no view displays its item any more): from now on nothing is said and no
    /// focus moves, and a focus the HUD took is no longer owed back.
    public mutating func pause() {
        isPaused = true
        hasMovedFocus = false
    }

    /// The HUD's view is back: the announcement of `content` (with its button, if it shows one) when something was
    /// held while paused and the HUD is on screen (`content` is what it shows then, `nil` when it is hidden), else
    /// `nil`.
    public mutating func resume(showing content: HUDContent?) -> Order? {
        defer { hasHeld = false }
        let held = isPaused && hasHeld
        isPaused = false
        guard held, let content else { return nil }
        return .announce(HUDAnnouncement(content).sayingButton(of: content))
    }

    private mutating func hold() -> Order? {
        hasHeld = true
        return nil
    }
}
