import Foundation

// What a HUD's host runs besides its notifications while the HUD shows: the display link of the sibling watch and
// the observation of a followed `Progress`. HUDKit starts and stops each as this rule says, so nothing runs while its
// lane shows nothing.
extension HUDDeviceRules {
    /// What the host of a HUD runs, each with a display link of its own.
    public struct Watches: Hashable, Sendable {
        /// Whether the sibling watch runs: 10 to 15 times a second it looks whether a view the app added covers the
        /// HUD (``siblingWatchFrameRates``, ``HUDStacking``).
        public var siblings: Bool
        /// Whether the observation of a followed `Progress` runs (KVO, and a display link while a frame is pending).
        public var progress: Bool

        /// Nothing runs.
        public static let none = Watches(siblings: false, progress: false)
    }

    /// What the host runs now: the sibling watch while the HUD's view is in a container or the app's window (the
    /// overlay window holds nothing else) and its view is in a window (not paused); the progress observation while
    /// the session follows a progress. Nothing once the HUD shows nothing.
    ///
    /// - Parameters:
    ///   - isInView: Whether the HUD's view is in a view now (installed, not removed or taken out of its view).
    ///   - isPaused: Whether the HUD is paused: its container left its window (``HUDSession/isPaused``).
    ///   - place: Where the HUD's view is.
    ///   - isFollowingProgress: Whether the session follows a progress (``HUDSession/isFollowingProgress``).
    package static func watches(
        isInView: Bool, isPaused: Bool, place: HUDStacking.Place, isFollowingProgress: Bool
    ) -> Watches {
        Watches(siblings: isInView && !isPaused && place != .overlayWindow, progress: isFollowingProgress)
    }
}

extension HUDSession {
    /// What the host runs now for this session's HUD, whose view is in a view (`isInView`) at `place`
    /// (``HUDDeviceRules/watches(isInView:isPaused:place:isFollowingProgress:)``).
    package func watches(isInView: Bool, place: HUDStacking.Place) -> HUDDeviceRules.Watches {
        HUDDeviceRules.watches(
            isInView: isInView, isPaused: isPaused, place: place, isFollowingProgress: isFollowingProgress)
    }
}
