#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Work under the shared HUD: `async` runs (awaited from anywhere), synchronous work off the main thread, and
// blocking work on it; forwarders to `HUDController.shared`. See `HUDController+Async.swift` and
// `HUDController+Work.swift`. The "Running work" topic of the HUD page.
extension HUD {
    /// ``HUDController/run(status:success:failure:options:onDisappear:_:)`` of the shared controller.
    @discardableResult
    @MainActor public static func run<Value>(
        status: String? = nil,
        success: String? = nil,
        failure: (any Error) -> String = { $0.localizedDescription },
        options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil,
        _ work: () async throws -> Value
    ) async rethrows -> Value {
        try await HUDController.shared.run(
            status: status, success: success, failure: failure, options: options, onDisappear: onDisappear, work)
    }

    /// ``HUDController/run(status:success:failure:options:cancelButton:onDisappear:_:)`` of the shared controller.
    @discardableResult
    @MainActor public static func run<Value>(
        status: String? = nil,
        success: String? = nil,
        failure: (any Error) -> String = { $0.localizedDescription },
        options: HUDOptions = HUDOptions(),
        cancelButton: String,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil,
        @_inheritActorContext _ work: @escaping @Sendable () async throws -> sending Value
    ) async throws -> Value {
        try await HUDController.shared.run(
            status: status, success: success, failure: failure, options: options, cancelButton: cancelButton,
            onDisappear: onDisappear, work)
    }

    /// ``HUDController/showWhileExecuting(status:options:on:_:completion:)`` of the shared controller.
    public nonisolated static func showWhileExecuting(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        on queue: DispatchQueue = .global(qos: .userInitiated),
        _ work: @escaping @Sendable () -> Void,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        HUDMainQueue.main.run {
            HUDController.shared.showWhileExecuting(
                status: status, options: options, on: queue, work, completion: completion)
        }
    }

    /// ``HUDController/showWhileBlocking(status:options:_:)`` of the shared controller.
    @discardableResult
    @MainActor public static func showWhileBlocking<Value>(
        status: String? = nil, options: HUDOptions = HUDOptions(), _ work: () throws -> Value
    ) rethrows -> Value {
        try HUDController.shared.showWhileBlocking(status: status, options: options, work)
    }
}
#endif  // canImport(UIKit)
