#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore

/// A scoped activity: while any token is open, the HUD stays (a ``HUD/popActivity()`` cannot dismiss it), so
/// concurrent operations share one HUD without dismissing each other's.
///
/// End it with ``end()`` from any thread or task, or let it go: releasing the token ends it. Ending twice does
/// nothing; ``HUD/dismiss(withDelay:completion:)-78lqz`` closes every open activity.
///
/// ```swift
/// let activity = HUD.beginActivity(status: "Syncing…")
/// try await sync()
/// activity.end()
/// ```
@MainActor
public final class HUDActivity {
    private let controller: HUDController
    private let id: HUDActivityID

    init(controller: HUDController, id: HUDActivityID) {
        self.controller = controller
        self.id = id
    }

    /// Ends the activity; from any thread or task, applied on the main thread in the caller's order.
    /// Ending it again does nothing.
    ///
    /// ```swift
    /// activity.end()
    /// ```
    public nonisolated func end() {
        HUDMainQueue.main.run { [controller, id] in controller.endActivity(id) }
    }

    deinit {
        end()
    }
}
#endif  // canImport(UIKit)
