/// Where the HUD's view goes when it appears, and whether it keeps in front of the views added after it: HUDKit
/// describes what it has (a container view, the scene and its windows), and the plan decides.
///
/// - A container view (``HUDAppearance``'s container, `HUD.show(in:)`) always wins, and the HUD keeps in front of
///   its siblings: it is the view the app chose for it.
/// - A view's HUD whose view is gone shows nowhere; it never falls back to a window.
/// - Otherwise ``HUDWindowMode`` decides: the app's window (the key window if it is an ordinary window, else the
///   frontmost visible one at the normal level or below, never HUDKit's own overlay window), where the HUD comes to
///   the front when it appears only, so that what the app presents later stays above it; or the overlay window.
/// - Without a scene, or without a window to go in, the show waits (``HUDInput/overlayUnavailable``).
///
/// ```swift
/// let plan = HUDHostPlan(
///     hasContainer: false, isBoundToContainer: false, mode: .appWindow, hasScene: true,
///     windows: [.init(isKey: true, level: 0)])
/// plan.place // .appWindow(index: 0)
/// ```
@_spi(HUDEngine) public struct HUDHostPlan: Equatable, Sendable {
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
    }

    /// Why the HUD cannot appear now.
    public enum Reason: String, Equatable, Sendable {
        /// The view of a view's HUD was deallocated; it never shows again.
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

        /// A window; by default visible and not the overlay.
        public init(isKey: Bool = false, level: Double = 0, isHidden: Bool = false, isOverlay: Bool = false) {
            self.isKey = isKey
            self.level = level
            self.isHidden = isHidden
            self.isOverlay = isOverlay
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
            place = (key ?? frontmost).map { .appWindow(index: $0) } ?? .nowhere(.noAppWindow)
        }
    }
}
