import Foundation

/// Why a dismiss completion ran: the HUD went away, a show superseded the dismiss, or the view the HUD was shown
/// in went away.
///
/// Every dismiss completion runs exactly once, with one of these reasons. A struct with static members, so a reason
/// added later never breaks an app's `switch`-free comparisons.
///
/// ```swift
/// HUD.dismiss(in: card) { reason in
///     if reason == .removed { print("the card left the screen first") }
/// }
/// ```
public struct HUDDismissReason: Hashable, Sendable, CustomStringConvertible {
    private enum Storage: String, Hashable, Sendable {
        case dismissed, superseded, removed
    }

    private let storage: Storage

    /// The HUD faded out (or was not shown, or a dismiss during the grace period cancelled the show).
    public static let dismissed = HUDDismissReason(storage: .dismissed)
    /// A show came before the HUD disappeared: the HUD stays on screen with the new content.
    public static let superseded = HUDDismissReason(storage: .superseded)
    /// The view the HUD was shown in left its window or was deallocated: the HUD was removed at once, without a fade.
    public static let removed = HUDDismissReason(storage: .removed)

    /// `dismissed`, `superseded` or `removed`.
    public var description: String { storage.rawValue }
}
