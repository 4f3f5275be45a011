#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore

// How the settings of the shared HUD are read and written from any thread: a write is applied on the main thread in
// the caller's order, with its shows and dismisses (`MainThreadQueue.run`); a read waits for the main thread after
// the caller's earlier calls (`MainThreadQueue.read`), so a setting reads back as the caller set it.
extension HUD {
    /// Reads a value of the shared controller on the main thread, after the caller's earlier calls.
    nonisolated static func read<Value: Sendable>(_ body: @MainActor @Sendable (HUDController) -> Value) -> Value {
        MainThreadQueue.read { body(HUDController.shared) }
    }

    /// Changes the shared controller on the main thread, in the caller's order.
    nonisolated static func write(_ change: @escaping @MainActor @Sendable (HUDController) -> Void) {
        MainThreadQueue.run { change(HUDController.shared) }
    }
}
#endif  // canImport(UIKit)
