import Foundation

/// Decides when the container of a HUD shown in a view has gone away because it left its window: HUDKit's tracker
/// reports each move of the container into or out of a window, and re-checks one turn of the main queue after it
/// left.
///
/// The rules:
/// - A container that never had a window has not gone anywhere: a HUD shown from `viewDidLoad` waits for its view.
/// - Leaving the window only asks for a re-check (``Decision/checkLater``): a view moved to another superview leaves
///   its window and comes back within the same turn, and that is not a departure.
/// - Still outside a window at the re-check: gone (``Decision/gone``), once; a later re-check or a second report of
///   the same departure says nothing.
/// - Back in a window and out again: gone again, so a HUD shown meanwhile is removed too.
///
/// ```swift
/// var watch = HUDContainerWatch()
/// watch.movedToWindow(true)          // .none
/// watch.movedToWindow(false)         // .checkLater
/// watch.recheck(hasWindow: false)    // .gone
/// ```
@_spi(HUDEngine) public struct HUDContainerWatch: Hashable, Sendable {
    /// What the tracker does after a report.
    public enum Decision: Hashable, Sendable {
        /// Nothing.
        case none
        /// Re-check on the next turn of the main queue (``recheck(hasWindow:)``).
        case checkLater
        /// The container left its window for good: the session is told that its host is gone.
        case gone
    }

    /// Whether the container has been in a window since it last went away (or since the watch began).
    private var hasHadWindow = false
    /// Whether a departure waits for its re-check.
    private var isLeaving = false

    /// A watch of a container that has not been in a window yet.
    public init() {}

    /// The container moved into a window (`true`) or out of one (`false`).
    public mutating func movedToWindow(_ hasWindow: Bool) -> Decision {
        if hasWindow {
            hasHadWindow = true
            isLeaving = false
            return .none
        }
        guard hasHadWindow, !isLeaving else { return .none }
        isLeaving = true
        return .checkLater
    }

    /// The re-check a ``Decision/checkLater`` asked for: whether the container is in a window now.
    public mutating func recheck(hasWindow: Bool) -> Decision {
        guard isLeaving else { return .none }
        isLeaving = false
        guard !hasWindow else { return .none }
        hasHadWindow = false
        return .gone
    }
}
