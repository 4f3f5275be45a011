/// Where the HUD's view goes when it appears, and whether it keeps in front of the views added after it: HUDKit
/// describes what it has (a container view, the scene and its windows), and the plan decides.
///
/// - A container view (``HUDAppearance``'s container, `HUDHandle(view:).show()`) always wins, and the HUD keeps in front of
///   its siblings: it is the view the app chose for it.
/// - A view's HUD whose view is gone shows nowhere; it never falls back to a window.
/// - Otherwise ``HUDWindowMode`` decides (the presentation's ``HUDOptions/windowMode``, else the appearance's): the
///   overlay window; or the app's window (the key window if it is an ordinary window, else the frontmost visible one
///   at the normal level or below, never HUDKit's own overlay window), where ``HUDStacking`` decides when the HUD
///   comes to the front, so that what the app presents later stays above it.
/// - An app whose visible windows are all above `.normal` (a game's or a passcode screen's only window) gets the
///   overlay window in `.appWindow` mode, instead of waiting for an ordinary window that never comes.
/// - Without a scene, or (in `.appWindow` mode) before the scene has any visible window, the show waits
///   (``HUDInput/overlayUnavailable``).
/// - A HUD that is installed already moves only to where a new plan puts it (``destination(from:)``): the key window
///   after a window swap, the new view of a view's HUD (a container remade, a cell that displays its item now),
///   another mode for a presentation that asks for it; never to nowhere.
///
/// ```swift
/// let plan = HUDHostPlan(
///     hasContainer: false, isBoundToContainer: false, mode: .appWindow, hasScene: true,
///     windows: [.init(isKey: true, level: 0)])
/// plan.place // .appWindow(index: 0)
/// ```
package struct HUDHostPlan: Equatable, Sendable {
    /// Where the HUD's view goes.
    public enum Place: Equatable, Sendable {
        /// Into the container view, filling it.
        case containerView
        /// Into the scene's window at this index of the plan's `windows`, filling it.
        case appWindow(index: Int)
        /// Into HUDKit's overlay window on the scene.
        case overlayWindow
        /// Nowhere yet: the show waits until ``Reason`` changes.
        case nowhere(Reason)

        /// Whether the overlay window is shown with the HUD here: only while the HUD is in it (elsewhere the window
        /// stays hidden, kept for the next time).
        public var showsOverlayWindow: Bool { self == .overlayWindow }
    }

    /// Why the HUD cannot appear now.
    public enum Reason: String, Equatable, Sendable {
        /// A view's HUD has no view now: its view was deallocated (it never shows again), or it is an item's HUD
        /// that no view displays now (it shows when its item is attached to a view).
        case containerGone
        /// The app has no window scene (before its first scene connects, or in an app extension).
        case noScene
        /// The scene has no visible window at the normal level or below (before the app's window is made key).
        case noAppWindow
    }

    /// A window of the scene, as the plan sees it.
    public struct Window: Equatable, Sendable {
        /// Whether it is the scene's key window.
        public var isKey: Bool
        /// Its `windowLevel` (`UIWindow.Level.normal` is `0`).
        public var level: Double
        /// Whether it is hidden.
        public var isHidden: Bool
        /// Whether it is HUDKit's overlay window.
        public var isOverlay: Bool
        /// Whether the HUD's view is in it now. `false` by default.
        public var holdsHUD: Bool

        /// A window; by default visible, not the overlay and without the HUD.
        public init(
            isKey: Bool = false, level: Double = 0, isHidden: Bool = false, isOverlay: Bool = false,
            holdsHUD: Bool = false
        ) {
            self.isKey = isKey
            self.level = level
            self.isHidden = isHidden
            self.isOverlay = isOverlay
            self.holdsHUD = holdsHUD
        }

        /// An ordinary app window the HUD may go in: visible, not the overlay, at the normal level or below (a
        /// passcode or alert window above it is the app's own business, not a place for the HUD).
        var isEligible: Bool { !isHidden && !isOverlay && level.isFinite && level <= 0 }
    }

    /// Where the HUD goes.
    public let place: Place
    /// Whether the HUD keeps itself the topmost subview of where it is while it shows (a container view), instead
    /// of coming to the front only when it appears (an app window; the overlay window has nothing else in it).
    public let keepsInFront: Bool

    /// Plans where the HUD goes.
    ///
    /// - Parameters:
    ///   - hasContainer: Whether a container view is set and alive.
    ///   - isBoundToContainer: Whether this is a view's HUD (it never moves to a window).
    ///   - mode: Where a window HUD lives.
    ///   - hasScene: Whether the app has a scene to show in.
    ///   - windows: The scene's windows, back to front.
    public init(hasContainer: Bool, isBoundToContainer: Bool, mode: HUDWindowMode, hasScene: Bool, windows: [Window]) {
        guard !hasContainer else {
            (place, keepsInFront) = (.containerView, true)
            return
        }
        keepsInFront = false
        guard !isBoundToContainer else {
            place = .nowhere(.containerGone)
            return
        }
        guard hasScene else {
            place = .nowhere(.noScene)
            return
        }
        switch mode.storage {
        case .overlayWindow:
            place = .overlayWindow
        case .appWindow:
            let key = windows.indices.first { windows[$0].isKey && windows[$0].isEligible }
            let frontmost = windows.indices.last { windows[$0].isEligible }
            let hasVisibleWindow = windows.contains { !$0.isHidden && !$0.isOverlay }
            place =
                (key ?? frontmost).map { .appWindow(index: $0) }
                ?? (hasVisibleWindow ? .overlayWindow : .nowhere(.noAppWindow))
        }
    }

    /// Where an installed HUD moves when the plan is made again (a window became key or was hidden, a scene changed,
    /// an explicit show with another ``HUDOptions/windowMode``, a view's HUD attached to another view): this plan's
    /// place when it differs from `current`; `nil` to stay — where it is already, or when the plan has nowhere to
    /// put it (a window swap's moment with no visible window: the HUD never vanishes).
    ///
    /// ```swift
    /// let windows: [HUDHostPlan.Window] = [.init(isHidden: true, holdsHUD: true), .init(isKey: true)]
    /// let plan = HUDHostPlan(
    ///     hasContainer: false, isBoundToContainer: false, mode: .appWindow, hasScene: true, windows: windows)
    /// plan.destination(from: HUDHostPlan.current(in: windows)) // .appWindow(index: 1): the new key window
    /// ```
    /// - Parameter current: Where the HUD is now: `.containerView` only when it is in the container the plan was
    ///   made with; `nil` when it is nowhere (its window or its former view went away).
    public func destination(from current: Place?) -> Place? {
        switch place {
        case .nowhere: nil
        case .containerView, .appWindow, .overlayWindow: current == place ? nil : place
        }
    }

    /// Where the HUD is among `windows`: the app window that holds it, else `.overlayWindow` when it shows in the
    /// overlay (`inOverlay`), else `nil`.
    ///
    /// - Parameters:
    ///   - windows: The scene's windows, back to front, as given to the plan.
    ///   - inOverlay: Whether the HUD shows in HUDKit's overlay window. `false` by default.
    public static func current(in windows: [Window], inOverlay: Bool = false) -> Place? {
        if inOverlay { return .overlayWindow }
        return windows.firstIndex { $0.holdsHUD && !$0.isOverlay }.map { .appWindow(index: $0) }
    }
}
