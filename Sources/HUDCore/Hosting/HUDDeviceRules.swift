import Foundation

/// The small device decisions of a HUD on screen, each a rule HUDKit asks with the facts it reads from UIKit:
/// VoiceOver focus, the keyboard before its first notification, what the host observes and how often it looks at
/// its siblings, and whether the overlay window becomes key.
///
/// ```swift
/// HUDDeviceRules.takesAccessibilityFocus(screenCoverage: 0.2)  // false: a card's HUD announces instead
/// HUDDeviceRules.observations(isInstalled: false, isWaiting: true)  // [.scenes]
/// ```
@_spi(HUDEngine) public enum HUDDeviceRules {
    // MARK: VoiceOver focus

    /// The smallest share of the screen's area a blocking HUD's container covers for the HUD to take VoiceOver's
    /// focus: `0.5`.
    public static let focusScreenCoverage = 0.5

    /// Whether a blocking HUD moves VoiceOver to itself: when its container covers at least
    /// ``focusScreenCoverage`` of the screen (a window, a full-screen view). A HUD in a smaller view (a card, a
    /// row) announces what it shows instead and leaves VoiceOver where the user is. A coverage that is not a
    /// number counts as the whole screen.
    ///
    /// - Parameter screenCoverage: The container's area divided by the screen's (``HUDEnvironment/screenCoverage``).
    public static func takesAccessibilityFocus(screenCoverage: Double) -> Bool {
        !(screenCoverage < focusScreenCoverage)
    }

    /// Whether VoiceOver goes back to the element it was on before a blocking HUD took the focus: only when that
    /// element is still in a window (it is then restored with a layout change, which neither plays the
    /// screen-change sound nor restarts at the top); an element that has gone is left alone, and VoiceOver stays
    /// where it is.
    public static func restoresAccessibilityFocus(elementIsInWindow: Bool) -> Bool {
        elementIsInWindow
    }

    // MARK: Keyboard

    /// How much of the container the keyboard layout guide says the keyboard covers, before the first keyboard
    /// notification: with no keyboard up the guide still spans the bottom safe-area inset (the 34 pt home-indicator
    /// area of a Face ID iPhone), so a guide no taller than `bottomSafeArea` (within
    /// ``HUDKeyboard/dockingTolerance``) is no keyboard; a taller one counts as ``HUDKeyboard`` counts a keyboard.
    ///
    /// - Parameters:
    ///   - guideFrame: The keyboard layout guide's frame, in the container's coordinates.
    ///   - bottomSafeArea: The container's bottom safe-area inset.
    ///   - containerFrame: The container's frame in the same space.
    ///   - screenFrame: The screen's bounds in the same space, or `nil`.
    public static func keyboardOverlap(
        guideFrame: CGRect, bottomSafeArea: CGFloat, containerFrame: CGRect, screenFrame: CGRect?
    ) -> CGFloat {
        let inset = bottomSafeArea.isFinite ? max(bottomSafeArea, 0) : 0
        guard guideFrame.standardized.height > inset + HUDKeyboard.dockingTolerance else { return 0 }
        return HUDKeyboard.overlap(keyboardFrame: guideFrame, containerFrame: containerFrame, screenFrame: screenFrame)
    }

    // MARK: Observation

    /// What the host observes.
    public struct Observations: OptionSet, Hashable, Sendable {
        /// The observations as bits, one per observation.
        public let rawValue: Int

        /// Creates a set of observations.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The keyboard's frame notifications.
        public static let keyboard = Observations(rawValue: 1 << 0)
        /// Reduce Motion and Reduce Transparency.
        public static let accessibilitySettings = Observations(rawValue: 1 << 1)
        /// Scenes connecting, activating, going to the background and disconnecting, and windows becoming key.
        public static let scenes = Observations(rawValue: 1 << 2)
    }

    /// What the host observes: everything while a HUD is installed; only the scenes while a show waits for
    /// somewhere to appear (a scene to connect or activate); nothing otherwise, so an app without a HUD on screen
    /// pays for no notification.
    public static func observations(isInstalled: Bool, isWaiting: Bool) -> Observations {
        if isInstalled { return [.keyboard, .accessibilitySettings, .scenes] }
        return isWaiting ? .scenes : []
    }

    /// The frame rates of the display link that watches the HUD's siblings (a view the app adds above it), in
    /// frames per second: at least 10, at most 15, preferably 15. A sibling covering the HUD is noticed within
    /// 1/10 s, without waking the display at its full 120 Hz for every visible HUD.
    public static let siblingWatchFrameRates = (minimum: Float(10), maximum: Float(15), preferred: Float(15))

    // MARK: Key window

    /// Whether the overlay window becomes key while `render` shows in it: only with
    /// ``HUDAppearance/overlayBecomesKeyWhenBlocking`` on and a mask that blocks touches, so that the hardware
    /// keyboard, Return and Full Keyboard Access cannot operate the app behind the HUD; the app's key window gets
    /// key status back when the HUD stops blocking or goes. Never in a container view or the app's window.
    ///
    /// - Parameters:
    ///   - isOverlayWindow: Whether the HUD is in HUDKit's overlay window.
    ///   - blocksTouches: Whether the frame's mask blocks touches (``HUDRenderDescription/blocksTouches``).
    ///   - option: ``HUDAppearance/overlayBecomesKeyWhenBlocking``.
    public static func overlayIsKey(isOverlayWindow: Bool, blocksTouches: Bool, option: Bool) -> Bool {
        isOverlayWindow && blocksTouches && option
    }
}
