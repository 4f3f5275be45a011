import Foundation

// Where a window HUD lives and when it comes to the front: the session knows which calls are explicit shows, and
// asks the host to place the installed HUD in front after each (``HUDStacking``); the host plan
// (``HUDHostPlan``) reads the mode of the presentation on screen.
extension HUDSession {
    /// Where a window HUD lives for the current presentation: its ``HUDOptions/windowMode``, else the appearance's
    /// (``HUDAppearance/windowMode``). The host plans with it at every install and every ``HUDHosting/placeInFront(over:)``.
    ///
    /// ```swift
    /// session.show(HUDContent(status: "Restoring…", options: HUDOptions(windowMode: .overlayWindow)))
    /// session.windowMode // .overlayWindow, whatever the appearance says
    /// ```
    public var windowMode: HUDWindowMode { presenter.effectiveAppearance.windowMode }

    /// Before `call` is applied: whether it brings the HUD to the front, which it does only to a HUD installed and
    /// showing something now (an install puts the HUD in front anyway) when ``HUDStacking/bringsToFront(_:showing:)``
    /// says so. Decided before the step, from what is shown then, so that nothing shown is copied to decide after.
    func bringsToFront(_ call: HUDStacking.Call) -> Bool {
        guard isInstalled, case .some = presenter.state.content else { return false }
        return HUDStacking.bringsToFront(call, showing: presenter.state.content)
    }

    /// After the call: asks the host to place the HUD in front when ``bringsToFront(_:)`` said so before the call and
    /// the HUD is still installed; the frame follows the environment of the container the host moved it to.
    func placeInFront(if broughtToFront: Bool) {
        guard broughtToFront, isInstalled, let moved = host?.placeInFront(over: environment) else { return }
        environment = moved
    }
}
