import Foundation

// VoiceOver and a paused HUD: the session knows whether its HUD is paused (its view out of its window, or its item
// displayed by no view), and its ``HUDVoiceOverGate`` holds announcements and focus moves meanwhile.
extension HUDSession {
    /// Whether the HUD is paused: the view it is shown in left its window and has not come back, or no view displays
    /// its item (``HUDContainerWatch``). A paused HUD's presentation goes on (timers, runs, completions), but it
    /// says nothing to VoiceOver and never takes its focus (``HUDVoiceOverGate``). `false` for the window HUD.
    public var isPaused: Bool { voiceOver.isPaused }

    /// Carries out what the gate ordered, if anything.
    func carryOut(_ order: HUDVoiceOverGate.Order?) {
        switch order {
        case .announce(let announcement): host?.announce(announcement)
        case .moveFocus: host?.moveAccessibilityFocus()
        case .restoreFocus: host?.restoreAccessibilityFocus()
        case nil: break
        }
    }

    /// The HUD paused (``HUDContainerWatch/Decision/pause``): from now on it says nothing to VoiceOver.
    func pauseVoiceOver() {
        voiceOver.pause()
    }

    /// The HUD resumed: VoiceOver hears what it shows now, once, when something was held meanwhile and it is still
    /// on screen (``HUDVoiceOverGate/resume(showing:)``).
    func resumeVoiceOver() {
        carryOut(voiceOver.resume(showing: presenter.state.isVisible ? presenter.state.content : nil))
    }
}
