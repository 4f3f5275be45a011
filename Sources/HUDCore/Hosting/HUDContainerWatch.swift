import Foundation

/// Decides what a HUD shown in a view does when that view moves into or out of a window: HUDKit's tracker reports
/// each move, and carries out the decision.
///
/// The rules:
/// - **Leaving the window is a pause** (``Decision/pause``), not an end: a tab switch, a push, a full-screen cover or
///   a page scroll takes the view away for a while. The presentation is kept, its timers run, nothing is cancelled
///   (a run's Cancel button, a dismiss completion, a followed `Progress` all stay).
/// - **Coming back resumes it** (``Decision/resume``): the HUD is laid out again in the view's new environment and
///   brought to the front of it, and a show that waited meanwhile appears.
/// - A view that never had a window has not gone anywhere: a HUD shown from `viewDidLoad` waits for its view.
/// - A repeated report of the same move says nothing, and a view moved to another superview within one turn (out
///   and back in) is a pause and a resume, with nothing lost.
/// - **"Gone" is not the watch's to say**: a HUD in a view ends only when the view is deallocated or emptied (its
///   tracker, one of its subviews, goes), which ``HUDAttachmentRegistry`` handles.
///
/// ```swift
/// var watch = HUDContainerWatch()
/// watch.movedToWindow(true)   // .none
/// watch.movedToWindow(false)  // .pause: a tab switch
/// watch.movedToWindow(true)   // .resume: back on the tab
/// ```
@_spi(HUDEngine) public struct HUDContainerWatch: Hashable, Sendable {
    /// What the tracker does after a report.
    public enum Decision: Hashable, Sendable {
        /// Nothing.
        case none
        /// The view left its window: the HUD is paused, its presentation kept and its timers running.
        case pause
        /// The view is back in a window: the HUD is laid out again, brought to the front, and a waiting show
        /// appears.
        case resume
    }

    /// Whether the container has been in a window since the watch began.
    private var hasHadWindow = false
    /// Whether the container is out of its window after having had one.
    private var isPaused = false

    /// A watch of a container that has not been in a window yet.
    public init() {}

    /// Whether the HUD is paused: its view left the window it had and has not come back.
    public var isPausedNow: Bool { isPaused }

    /// The container moved into a window (`true`) or out of one (`false`).
    public mutating func movedToWindow(_ hasWindow: Bool) -> Decision {
        if hasWindow {
            hasHadWindow = true
            guard isPaused else { return .none }
            isPaused = false
            return .resume
        }
        guard hasHadWindow, !isPaused else { return .none }
        isPaused = true
        return .pause
    }
}
