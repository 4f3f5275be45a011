#if canImport(UIKit)
import Foundation

extension Error {
    /// Whether the error means "cancelled" rather than "failed": `CancellationError`, `URLError.cancelled` or
    /// `CocoaError.userCancelled`. `HUD.run` shows no error for them.
    var isCancellation: Bool {
        if self is CancellationError { return true }
        if let error = self as? URLError, error.code == .cancelled { return true }
        if let error = self as? CocoaError, error.code == .userCancelled { return true }
        return false
    }
}
#endif  // canImport(UIKit)
