#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDController {
    /// Dismisses the HUD after `delay` seconds, whatever its activity count, then runs `completion` exactly once
    /// with the reason: ``HUDDismissReason/dismissed`` when the HUD is gone (or was not shown),
    /// ``HUDDismissReason/superseded`` when a show came first and the HUD stays, ``HUDDismissReason/removed`` when
    /// the view the HUD was shown in left its window or was deallocated.
    ///
    /// ```swift
    /// HUD.controller(in: card).dismiss(withDelay: 1) { reason in print("HUD \(reason)") }
    /// ```
    /// - Parameters:
    ///   - delay: Seconds to wait; negative or NaN dismisses at once. `0` by default.
    ///   - completion: Runs on the main actor, once, with the reason.
    public func dismiss(
        withDelay delay: TimeInterval = 0, completion: @escaping @MainActor @Sendable (HUDDismissReason) -> Void
    ) {
        session.dismiss(delay: delay, reportingTo: completion)
    }
}
#endif  // canImport(UIKit)
