import Foundation

// Where a window HUD lives and when it comes to the front: the session knows which calls are explicit shows, and
// asks the host to place the installed HUD in front after each (``HUDStacking``); the host plan
// (``HUDHostPlan``) reads the mode of the presentation on screen.
extension HUDSession {
    /// Where a window HUD lives for the current presentation: its ``HUDOptions/windowMode``, else the appearance's
    /// (``HUDAppearance/windowMode``). The host plans with it at every install and every ``HUDHosting/placeInFront()``.
    ///
    /// ```swift
    /// session.show(HUDContent(status: "Restoring…", options: HUDOptions(windowMode: .overlayWindow)))
    /// session.windowMode // .overlayWindow, whatever the appearance says
    /// ```
    public var windowMode: HUDWindowMode { presenter.look.windowMode }

    /// What the installed HUD shows; `nil` while nothing is installed (an install puts the HUD in front anyway).
    var installedContent: HUDContent? {
        isInstalled ? presenter.state.content : nil
    }

    /// After `call` applied: asks the host to place the HUD in front when it was installed before the call, still
    /// is, and ``HUDStacking/bringsToFront(_:showing:)`` says `call` brings it there.
    func placeInFront(after call: HUDStacking.Call, over previous: HUDContent?) {
        guard let previous, isInstalled, HUDStacking.bringsToFront(call, showing: previous) else { return }
        host?.placeInFront()
    }
}
