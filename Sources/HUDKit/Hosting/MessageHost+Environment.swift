#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// What the lane lays messages out in, read from UIKit while a message is up: the layer's bounds, safe area,
// keyboard, traits and accessibility settings, the HUD's appearance, and the frames of the top screen's
// navigation bar, toolbar and tab bar, which every lane of the window shares (``WindowEnvironments``).
extension MessageHost: WindowEnvironmentReading {
    /// The keyboard, the bars or the top screen's style of the messages' window changed.
    func windowEnvironmentDidChange() {
        environmentDidChange()
    }

    /// Reads the environment, the bars and the appearance into the lane (which re-renders only on a change), while a
    /// message shows.
    func environmentDidChange() {
        // Only while a message shows: the layer kept in a hidden window reads nothing, so it observes nothing.
        guard let view = messageView, view.superview != nil, hudHost.lifecycle.need(of: .messages) == .environment,
            let lane, let appearance = hudHost.session?.appearance
        else { return }
        if let scene = window?.windowScene, view.window === window { window?.followAppStyle(of: scene) }
        var environment = lane.environment
        hudHost.read(view, font: appearance.font, into: &environment)
        if lane.appearance != appearance { lane.appearance = appearance }
        lane.environment = environment
        let bars = WindowEnvironments.shared.read(for: self, in: view)
        lane.bars = view.window === window ? bars : HUDMessageBars()
    }
}
#endif  // canImport(UIKit)
