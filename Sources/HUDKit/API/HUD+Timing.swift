#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// How long the shared HUD waits, stays and fades; each reads and writes `HUDController.shared.appearance`. The
// "Timing" topic of the HUD page.
extension HUD {
    /// Delay before a show becomes visible; a dismiss within it cancels the show (nothing appears, no events).
    /// `.infinity`: the show never appears by itself; it waits until a dismiss cancels it. `0` by default.
    public nonisolated static var graceTimeInterval: TimeInterval {
        get { read { $0.appearance.graceTimeInterval } }
        set { write { $0.appearance.graceTimeInterval = newValue } }
    }

    /// Once visible, the HUD stays at least this long, holding back dismisses. `.infinity`: it never leaves by itself
    /// and every dismiss takes it away at once. `0` by default.
    public nonisolated static var minimumDisplayTime: TimeInterval {
        get { read { $0.appearance.minimumDisplayTime } }
        set { write { $0.appearance.minimumDisplayTime = newValue } }
    }

    /// Shortest time an image HUD stays before dismissing itself; it wins over a smaller maximum, and `.infinity`
    /// keeps image HUDs up until dismissed. `1.5` s by default.
    public nonisolated static var minimumDismissTimeInterval: TimeInterval {
        get { read { $0.appearance.minimumDismissTimeInterval } }
        set { write { $0.appearance.minimumDismissTimeInterval = newValue } }
    }

    /// Longest time an image HUD stays before dismissing itself. `.infinity` by default.
    public nonisolated static var maximumDismissTimeInterval: TimeInterval {
        get { read { $0.appearance.maximumDismissTimeInterval } }
        set { write { $0.appearance.maximumDismissTimeInterval = newValue } }
    }

    /// Fade-in duration. `0.15` s by default.
    public nonisolated static var fadeInAnimationDuration: TimeInterval {
        get { read { $0.appearance.fadeInAnimationDuration } }
        set { write { $0.appearance.fadeInAnimationDuration = newValue } }
    }

    /// Fade-out duration. `0.15` s by default.
    public nonisolated static var fadeOutAnimationDuration: TimeInterval {
        get { read { $0.appearance.fadeOutAnimationDuration } }
        set { write { $0.appearance.fadeOutAnimationDuration = newValue } }
    }

    /// ``HUDController/displayDuration(for:)`` of the shared controller.
    public nonisolated static func displayDuration(for status: String?) -> TimeInterval {
        read { $0.displayDuration(for: status) }
    }
}
#endif  // canImport(UIKit)
