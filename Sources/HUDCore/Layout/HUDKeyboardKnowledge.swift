import Foundation

/// What the lanes know of the keyboard; every lane of every controller reads the same value
/// (``HUDWindowEnvironments/keyboard``), so a message placed while no HUD was ever shown knows the keyboard that is up
/// now, and one shown after the keyboard went never floats above a keyboard that is gone.
///
/// - Before the first keyboard notification since any lane began observing, the keyboard is unknown: the view's
///   keyboard layout guide tells (``HUDDeviceRules/keyboardOverlap(guideFrame:bottomSafeArea:containerFrame:screenFrame:)``).
/// - A notification says where it is (or that it is hidden) until the next one.
/// - While no lane needs the keyboard observed, nothing is known: a frame kept from then would be stale.
///
/// ```swift
/// var keyboard = HUDKeyboardKnowledge()
/// keyboard.observing(true)
/// keyboard.moved(to: CGRect(x: 0, y: 508, width: 390, height: 336))
/// keyboard.observing(false)
/// keyboard.source  // .layoutGuide: never the frame of a keyboard that may have gone
/// ```
@_spi(HUDEngine) public struct HUDKeyboardKnowledge: Equatable, Sendable {
    /// Where the keyboard's place comes from.
    public enum Source: Equatable, Sendable {
        /// Unknown: ask the view's keyboard layout guide.
        case layoutGuide
        /// The last notification's end frame in screen coordinates; `nil` when it said the keyboard is hidden.
        case notified(CGRect?)
    }

    /// Where the keyboard's place comes from now. ``Source/layoutGuide`` at first.
    public private(set) var source = Source.layoutGuide
    private var isObserving = false

    /// Creates knowledge of a keyboard not yet observed.
    public init() {}

    /// The keyboard's notifications are observed from now on, or no longer; either way what was known is forgotten
    /// when that changes.
    public mutating func observing(_ observing: Bool) {
        guard observing != isObserving else { return }
        isObserving = observing
        source = .layoutGuide
    }

    /// A keyboard notification: the keyboard ends at `frame` (screen coordinates), or is hidden (`nil`).
    public mutating func moved(to frame: CGRect?) {
        source = .notified(frame)
    }
}
