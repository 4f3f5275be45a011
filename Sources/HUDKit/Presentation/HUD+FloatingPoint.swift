#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Progress in any binary floating-point type: MBProgressHUD's and SVProgressHUD's progress is a `float`, so migrated
// code often holds a `Float` (or a `CGFloat`). Each form converts to `Double` and calls the `Double` one, which stays
// the one a literal or `.nan` picks.
extension HUD {
    /// Shows a progress ring filled to `progress`, as ``show(progress:status:options:onTap:onDisappear:)-(Double,_,_,_,_)``,
    /// for a `Float` or `CGFloat` progress.
    ///
    /// ```swift
    /// let fraction: Float = 0.4
    /// HUD.show(progress: fraction, status: "Uploading…")
    /// ```
    /// - Parameters:
    ///   - progress: The fraction done, clamped to `0...1`; negative or non-finite shows the spinner.
    ///   - status: Text under the ring. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared. `nil` by default.
    @_disfavoredOverload @_documentation(visibility: internal)
    public nonisolated static func show<Fraction: BinaryFloatingPoint>(
        progress: Fraction, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil, onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        show(progress: Double(progress), status: status, options: options, onTap: onTap, onDisappear: onDisappear)
    }

    /// Moves the progress of the HUD on screen in place, as ``update(progress:status:)``, for a `Float` or `CGFloat`.
    ///
    /// ```swift
    /// HUD.update(progress: Float(0.5))
    /// ```
    /// - Parameters:
    ///   - progress: The fraction done.
    ///   - status: The new status; `nil` keeps it. `nil` by default.
    @_disfavoredOverload @_documentation(visibility: internal)
    public nonisolated static func update<Fraction: BinaryFloatingPoint>(progress: Fraction, status: String? = nil) {
        update(progress: Double(progress), status: status)
    }

    /// Shows a progress ring in `view`, as ``show(in:progress:status:options:onTap:onDisappear:)-(_,Double,_,_,_,_)``,
    /// for a `Float` or `CGFloat` progress.
    ///
    /// ```swift
    /// HUD.show(in: row, progress: Float(0.4))
    /// ```
    /// - Parameters:
    ///   - view: The view to cover.
    ///   - progress: The fraction done.
    ///   - status: Text under the ring. `nil` by default.
    ///   - options: Settings for this presentation only. Empty options by default.
    ///   - onTap: Runs on the main actor when this presentation is tapped. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when this presentation's HUD has disappeared. `nil` by default.
    /// - Returns: The handle of the view's HUD.
    @_disfavoredOverload @discardableResult @_documentation(visibility: internal)
    public nonisolated static func show<Fraction: BinaryFloatingPoint>(
        in view: UIView, progress: Fraction, status: String? = nil, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil, onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) -> ViewHUD {
        show(
            in: view, progress: Double(progress), status: status, options: options, onTap: onTap,
            onDisappear: onDisappear)
    }
}
#endif  // canImport(UIKit)
