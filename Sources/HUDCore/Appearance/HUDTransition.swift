/// How the bezel moves while the HUD fades in and out (the alpha always goes 0 → 1 and 1 → 0).
///
/// HUDKit's ``standard`` is SVProgressHUD's; ``fade``, ``zoomIn``, ``zoomOut`` and ``zoom`` are MBProgressHUD's
/// `MBProgressHUDAnimation` values with its scales. The fades keep ``HUDAppearance/fadeInAnimationDuration`` and
/// ``HUDAppearance/fadeOutAnimationDuration`` (0.15 s; MBProgressHUD animates for 0.3 s). With Reduce Motion every
/// transition is a plain fade. Named `HUDTransition` because ``HUDAnimationType`` already means the spinner's kind,
/// as `SVProgressHUDAnimationType` does.
///
/// A struct with static members rather than an enum, so that a new transition does not break an app's `switch`.
///
/// ```swift
/// HUD.transition = .zoom
/// HUD.show(status: "Saving…", options: HUDOptions(transition: .fade))
/// ```
public struct HUDTransition: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    enum Storage: String, CaseIterable, Sendable {
        case standard, fade, zoomIn, zoomOut, zoom, pop
    }

    let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// SVProgressHUD's: the bezel shrinks from 1.3 × into place and, leaving, shrinks to 1/1.3 ×. The default.
    public static let standard = HUDTransition(.standard)
    /// `MBProgressHUDAnimationFade`: the alpha alone, no scaling.
    public static let fade = HUDTransition(.fade)
    /// `MBProgressHUDAnimationZoomIn`: grows from 0.5 × into place and, leaving, grows on to 1.5 ×.
    public static let zoomIn = HUDTransition(.zoomIn)
    /// `MBProgressHUDAnimationZoomOut`: shrinks from 1.5 × into place and, leaving, shrinks on to 0.5 ×.
    public static let zoomOut = HUDTransition(.zoomOut)
    /// `MBProgressHUDAnimationZoom`: grows from 0.5 × into place and, leaving, shrinks back to 0.5 ×.
    public static let zoom = HUDTransition(.zoom)

    /// A pop: grows from 1/1.5 × into place on a spring that overshoots a little (damping ratio `0.6`, about 3 %
    /// past its size) and, leaving, shrinks to 1/1.3 × as SVProgressHUD's HUD leaves.
    public static let pop = HUDTransition(.pop)

    /// Every transition, in declaration order.
    public static var allCases: [HUDTransition] { Storage.allCases.map(HUDTransition.init) }

    /// The transition named `rawValue` (`"standard"`, `"fade"`, `"zoomIn"`, `"zoomOut"`, `"zoom"`, `"pop"`); `nil` for
    /// another name.
    public init?(rawValue: String) {
        guard let storage = Storage(rawValue: rawValue) else { return nil }
        self.storage = storage
    }

    /// The transition's name, e.g. `"zoomIn"`.
    public var rawValue: String { storage.rawValue }
    /// The transition's name.
    public var description: String { rawValue }

    /// The bezel's scale when the fade-in starts and when the fade-out ends, in one exhaustive `switch`.
    var scales: (appearFrom: Double, disappearTo: Double) {
        switch storage {
        case .standard: (1.3, 1 / 1.3)
        case .fade: (1, 1)
        case .zoomIn: (0.5, 1.5)
        case .zoomOut: (1.5, 0.5)
        case .zoom: (0.5, 0.5)
        case .pop: (1 / 1.5, 1 / 1.3)
        }
    }

    /// The damping ratio of the spring the bezel's scale settles on as it appears: `1` (no overshoot, UIKit's
    /// ease-out) for every transition but ``pop``'s `0.6`.
    var appearDamping: Double {
        switch storage {
        case .standard, .fade, .zoomIn, .zoomOut, .zoom: 1
        case .pop: 0.6
        }
    }
}
