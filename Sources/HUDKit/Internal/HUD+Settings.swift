#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore

// How the settings of the shared HUD are read and written from any thread: a write is applied on the main thread in
// the caller's order, with its shows and dismisses (`HUDMainQueue.main.run`); a read waits for the main thread after
// the caller's earlier calls (`HUDMainQueue.main.read`), so a setting reads back as the caller set it.
extension HUD {
    /// Reads a value of the shared controller on the main thread, after the caller's earlier calls.
    nonisolated static func read<Value: Sendable>(_ body: @MainActor @Sendable (HUDController) -> Value) -> Value {
        HUDMainQueue.main.read { body(HUDController.shared) }
    }

    /// Changes the shared controller on the main thread, in the caller's order.
    nonisolated static func write(_ change: @escaping @MainActor @Sendable (HUDController) -> Void) {
        HUDMainQueue.main.run { change(HUDController.shared) }
    }
}
#endif  // canImport(UIKit)
