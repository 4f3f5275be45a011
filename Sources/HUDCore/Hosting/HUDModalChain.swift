/// Which of the app's view controllers the overlay window follows for the status bar, the home indicator, the
/// deferred screen-edge gestures, the supported orientations and light or dark (see
/// `HUDModalChain+Style.swift`), so that showing the HUD changes none of them.
///
/// HUDKit describes the app window's modal chain as ``Node``s: the root view controller first, then each
/// presented view controller in turn. As UIKit itself does, only full-screen modals take over: a page
/// sheet, form sheet or popover leaves the status bar and the orientations to the view controller below it, unless
/// it captures the status bar appearance (`modalPresentationCapturesStatusBarAppearance`), which takes over the
/// status bar only.
///
/// ```swift
/// let chain: [HUDModalChain.Node] = [
///     .init(supportedOrientations: .portrait),
///     .init(isFullScreen: false, supportedOrientations: .all),  // a page sheet
/// ]
/// HUDModalChain.supportedOrientations(of: chain, current: .portrait)  // .portrait: the root's
/// ```
package enum HUDModalChain {
    /// One view controller of the chain.
    public struct Node: Hashable, Sendable {
        /// Whether it is presented full screen (`.fullScreen` or `.overFullScreen`); the root counts as full screen
        /// whatever this says. `true` by default.
        public var isFullScreen: Bool
        /// Whether it captures the status bar appearance although it is not full screen. `false` by default.
        public var capturesStatusBarAppearance: Bool
        /// The orientations it supports. `.all` by default.
        public var supportedOrientations: HUDOrientationMask
        /// Its light or dark style as UIKit resolved it (its `traitCollection`: the system's, unless an override on
        /// it or on what it inherits from says otherwise). `.light` by default.
        public var interfaceStyle: HUDEnvironment.ColorScheme

        /// Creates a node.
        public init(
            isFullScreen: Bool = true, capturesStatusBarAppearance: Bool = false,
            supportedOrientations: HUDOrientationMask = .all, interfaceStyle: HUDEnvironment.ColorScheme = .light
        ) {
            self.isFullScreen = isFullScreen
            self.capturesStatusBarAppearance = capturesStatusBarAppearance
            self.supportedOrientations = supportedOrientations
            self.interfaceStyle = interfaceStyle
        }
    }

    /// The index of the view controller that owns the status bar: the last one of the chain that is the root, is
    /// presented full screen or captures the status bar appearance; `nil` for an empty chain (no app window).
    public static func statusBarIndex(in chain: [Node]) -> Int? {
        chain.indices.last { $0 == 0 || chain[$0].isFullScreen || chain[$0].capturesStatusBarAppearance }
    }

    /// The index of the view controller that owns the screen (the orientations, the home indicator and the screen
    /// edges): the last one of the chain that is the root or is presented full screen; `nil` for an empty chain.
    public static func screenIndex(in chain: [Node]) -> Int? {
        chain.indices.last { $0 == 0 || chain[$0].isFullScreen }
    }

    /// The orientations the overlay window supports: those of the view controller that owns the screen (see
    /// ``screenIndex(in:)``), or `current` when the chain is empty or that view controller supports none (UIKit
    /// rejects an empty mask).
    ///
    /// - Parameters:
    ///   - chain: The app window's modal chain, root first.
    ///   - current: The scene's current orientation, as a mask (see ``HUDOrientationMask/init(orientationRawValue:)``).
    public static func supportedOrientations(of chain: [Node], current: HUDOrientationMask) -> HUDOrientationMask {
        guard let index = screenIndex(in: chain) else { return fallback(current) }
        let supported = chain[index].supportedOrientations.intersection(.all)
        return supported.isEmpty ? fallback(current) : supported
    }

    /// `current` restricted to real orientations; `.all` when nothing is left.
    private static func fallback(_ current: HUDOrientationMask) -> HUDOrientationMask {
        let orientations = current.intersection(.all)
        return orientations.isEmpty ? .all : orientations
    }
}
