#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Showing, hiding and finding a view's HUD, MBProgressHUD's `showHUDAddedTo:`, `hideAllHUDsForView:` and
// `HUDForView:`: each call forwards to the view's controller, whose methods are the documented homes, and is
// accepted from any thread, applied on the main thread in the caller's order. Each show returns the handle, so
// `let hud = HUDHandle(view: view).show(status: "…")` keeps it.
extension HUDHandle {
    /// ``HUDController/show(status:options:onDisappear:)`` in the handle's view.
    @discardableResult
    public func show(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing { $0.show(status: status, options: options, onDisappear: onDisappear) }
    }

    /// ``HUDController/show(progress:status:options:onDisappear:)-(Double,_,_,_)`` in the handle's view.
    @discardableResult
    public func show(
        progress: Double, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing { $0.show(progress: progress, status: status, options: options, onDisappear: onDisappear) }
    }

    /// ``HUDController/show(progress:status:options:onDisappear:)-(Progress,_,_,_)`` in the handle's view.
    @discardableResult
    public func show(
        progress: Progress, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing { $0.show(progress: progress, status: status, options: options, onDisappear: onDisappear) }
    }

    /// ``show(progress:status:options:onDisappear:)-(Double,_,_,_)`` for a `Float` or `CGFloat` progress (hidden from
    /// the documentation, as the `HUD` statics' migration overloads).
    @_disfavoredOverload @discardableResult @_documentation(visibility: internal)
    public func show<Fraction: BinaryFloatingPoint>(
        progress: Fraction, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        show(progress: Double(progress), status: status, options: options, onDisappear: onDisappear)
    }

    /// ``HUDController/show(image:status:options:onDisappear:)`` in the handle's view.
    @discardableResult
    public func show(
        image: UIImage, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing { $0.show(image: image, status: status, options: options, onDisappear: onDisappear) }
    }

    /// ``HUDController/show(customView:status:options:onDisappear:)-(UIView,_,_,_)`` in the handle's view.
    @discardableResult
    public func show(
        customView: UIView, status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing { $0.show(customView: customView, status: status, options: options, onDisappear: onDisappear) }
    }

    /// ``HUDController/showSuccess(status:options:onDisappear:)`` in the handle's view.
    @discardableResult
    public func showSuccess(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing { $0.showSuccess(status: status, options: options, onDisappear: onDisappear) }
    }

    /// ``HUDController/showError(status:options:onDisappear:)`` in the handle's view.
    @discardableResult
    public func showError(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing { $0.showError(status: status, options: options, onDisappear: onDisappear) }
    }

    /// ``HUDController/showInfo(status:options:onDisappear:)`` in the handle's view.
    @discardableResult
    public func showInfo(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> HUDHandle {
        showing { $0.showInfo(status: status, options: options, onDisappear: onDisappear) }
    }

    /// ``HUDController/showWhileExecuting(status:options:on:_:completion:)`` in the handle's view.
    public func showWhileExecuting(
        status: String? = nil, options: HUDOptions = HUDOptions(),
        on queue: DispatchQueue = .global(qos: .userInitiated), _ work: @escaping @Sendable () -> Void,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        write { $0.showWhileExecuting(status: status, options: options, on: queue, work, completion: completion) }
    }

    /// Hides the HUD of the handle's view and of every view inside it (MBProgressHUD's `hideAllHUDsForView:`); the
    /// window HUD and HUDs elsewhere stay. From any thread: it answers after the caller's earlier calls.
    ///
    /// ```swift
    /// HUDHandle(view: tableView).hideAll()
    /// ```
    /// - Returns: How many of those HUDs were on screen or about to appear.
    @discardableResult
    public func hideAll() -> Int {
        guard let view else { return 0 }
        return HUDMainQueue.main.read {
            HUDSession.dismissAll(ViewHUDRegistry.shared.controllers(within: view).map(\.session))
        }
    }

    /// The handle of `view`'s HUD if a HUD was ever shown in it (MBProgressHUD's `HUDForView:`); makes none. From
    /// any thread: it answers after the caller's earlier calls.
    ///
    /// ```swift
    /// HUDHandle.existing(in: card)?.hide(animated: true)
    /// ```
    /// - Parameter view: The view to look in.
    /// - Returns: The handle, or `nil` when no HUD was shown in the view.
    public static func existing(in view: UIView) -> HUDHandle? {
        let exists = HUDMainQueue.main.read { ViewHUDRegistry.shared.existingController(for: view) != nil }
        return exists ? HUDHandle(view: view) : nil
    }

    /// Runs `show` on the view's controller on the main thread, in the caller's order, and returns the handle.
    private func showing(_ show: @escaping @MainActor @Sendable (HUDController) -> Void) -> HUDHandle {
        write(show)
        return self
    }
}
#endif  // canImport(UIKit)
