import Foundation

/// When the HUD comes to the front of the views around it, and when a view above it counts as covering it: the
/// stacking rules of a HUD that shares its superview with the app's views (the app's window in
/// ``HUDWindowMode/appWindow``, or a container view). The overlay window holds nothing else, so nothing covers it.
///
/// - **An explicit call brings it to the front** (``bringsToFront(_:showing:)``): every `show…` that begins a new
///   presentation, `beginActivity` and `run`. What only changes the HUD on screen does not — a progress tick (a show
///   of the same progress kind with the same status and options), `setStatus`, a binding's update, a followed
///   `Progress`'s frame — so an alert the app presented meanwhile stays above it.
/// - **Only what began before the HUD is under it** (``check(_:)``): the transition view of a presentation that was
///   already under way when the HUD was installed (UIKit adds it after the HUD when the HUD was shown from a
///   presented screen's `viewDidLoad`), and the window's new root view (the app set a new root view controller): the
///   HUD comes back in front. A HUD in a container view always does.
/// - **Otherwise a view above it covers it**: it began after the HUD (an alert or a sheet presented after the show,
///   even while the HUD still fades in), so it keeps the touches and VoiceOver (``HUDEnvironment/isCovered``).
/// - **A view's message sits above that view's HUD** (``layers``): in a container the owner's messages layer stays
///   right above the HUD, where it does not cover it (``isHUDCovered(top:belowTop:)``), and whenever the HUD comes to
///   the front its messages layer comes above it.
/// - **Both stay in the container's visible area** (``layerFrame(inContainerBounds:)``): in a scroll view (a table
///   view) they never scroll with the content.
///
/// ```swift
/// HUDStacking.check(.init(place: .appWindow, isCovered: true, isCoveredByEarlierPresentation: true))  // .bringToFront
/// HUDStacking.check(.init(place: .appWindow, isCovered: true))                                        // .covered
/// ```
package enum HUDStacking {
    /// A call the HUD takes, as the stacking rules see it.
    public enum Call: Hashable, Sendable {
        /// A `show…` with this content.
        case show(HUDContent)
        /// `beginActivity`.
        case beginActivity
        /// `run`.
        case run
        /// `setStatus`, a binding's update of its presentation, or an in-place update.
        case update
        /// A frame of a followed `Progress`.
        case progressFrame
    }

    /// Where the HUD is, as the stacking rules see it.
    public enum Place: Hashable, Sendable {
        /// A container view the app chose: the HUD keeps in front of its siblings.
        case containerView
        /// The app's window: what the app presents after the HUD appeared goes above it.
        case appWindow
        /// HUDKit's overlay window: nothing else is in it.
        case overlayWindow
    }

    /// What HUDKit sees at one look at the HUD's siblings (once per screen refresh while it shows).
    public struct Facts: Hashable, Sendable {
        /// Where the HUD is.
        public var place: Place
        /// Whether a sibling is above the HUD. `false` by default.
        public var isCovered: Bool
        /// Whether what is above the HUD holds a screen whose presentation was under way (or done) when the HUD was
        /// installed: the transition view of a presentation that began before the HUD. `false` by default.
        public var isCoveredByEarlierPresentation: Bool
        /// Whether what is above the HUD is its window's root view (a new root view controller). `false` by
        /// default.
        public var isCoveredByRootView: Bool

        /// Creates the facts of one look.
        public init(
            place: Place, isCovered: Bool = false, isCoveredByEarlierPresentation: Bool = false,
            isCoveredByRootView: Bool = false
        ) {
            self.place = place
            self.isCovered = isCovered
            self.isCoveredByEarlierPresentation = isCoveredByEarlierPresentation
            self.isCoveredByRootView = isCoveredByRootView
        }
    }

    /// What HUDKit finds in a superview the HUD shares.
    public enum Layer: Hashable, Sendable {
        /// The HUD's view.
        case hud
        /// The messages layer of the HUD's owner (a view's messages, in that view).
        case messages
        /// A view of the app's.
        case app
    }

    /// The owner's layers in a container they share, bottom to top, above the app's views: the HUD, then its
    /// messages. HUDKit brings them to the front in this order.
    public static let layers: [Layer] = [.hud, .messages]

    /// Whether the HUD is covered in its superview, from what HUDKit sees at its top: anything but the HUD itself,
    /// or its own messages layer right above it, covers it.
    ///
    /// - Parameters:
    ///   - top: The topmost subview.
    ///   - belowTop: The subview under it; `nil` when there is none.
    public static func isHUDCovered(top: Layer, belowTop: Layer?) -> Bool {
        switch top {
        case .hud: false
        case .messages: belowTop != .hud
        case .app: true
        }
    }

    /// The frame a lane's layer takes in the container it shows in: the container's bounds, which are its visible
    /// area (a scroll view's bounds move with its content offset), so a HUD or a message in a scroll view stays where
    /// the user sees it. HUDKit sets it when the layer is placed and at every scroll.
    ///
    /// - Parameter bounds: The container's bounds.
    public static func layerFrame(inContainerBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// What HUDKit does after a look.
    public enum Decision: Hashable, Sendable {
        /// Nothing is above the HUD.
        case uncovered
        /// Bring the HUD back to the front (then its messages layer above it, ``layers``): what is above it counts as
        /// under it.
        case bringToFront
        /// Leave it: what is above it covers it (for VoiceOver too).
        case covered
    }

    /// Whether `call` brings an installed HUD to the front of where it is (and moves it where the host plan puts it
    /// now, see ``HUDHostPlan/destination(from:)``).
    ///
    /// - Parameters:
    ///   - call: The call.
    ///   - current: What the HUD shows now; `nil` while it is hidden or waiting.
    public static func bringsToFront(_ call: Call, showing current: HUDContent?) -> Bool {
        switch call {
        case .show(let content): !isProgressTick(content, over: current)
        case .beginActivity, .run: true
        case .update, .progressFrame: false
        }
    }

    /// The decision of one look at the HUD's siblings.
    public static func check(_ facts: Facts) -> Decision {
        guard facts.isCovered, facts.place != .overlayWindow else { return .uncovered }
        let cameEarly = facts.isCoveredByEarlierPresentation || facts.isCoveredByRootView
        return facts.place == .containerView || cameEarly ? .bringToFront : .covered
    }

    /// Whether a show of `content` only moves the progress of what is on screen (the same kind, status and options).
    static func isProgressTick(_ content: HUDContent, over current: HUDContent?) -> Bool {
        guard let current, content.indicator.rules.progressFraction != nil else { return false }
        return current.indicator.isSameKind(as: content.indicator) && current.status == content.status
            && current.options == content.options
    }
}
