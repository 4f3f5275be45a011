import Foundation

/// The HUD's state machine: a pure value that turns inputs into effects. It never reads a clock and never
/// touches a queue; the host passes `now` and carries out the effects.
///
/// ```swift
/// var presenter = HUDPresenter()
/// let effects = presenter.handle(.show(.spinner, status: "Loading"), now: 0)
/// ```
public struct HUDPresenter: Sendable {
    /// The settings every presentation starts from. Default appearance by default.
    public var appearance: HUDAppearance
    /// The current state.
    public private(set) var state = HUDState()

    /// Creates a hidden presenter.
    public init(appearance: HUDAppearance = HUDAppearance()) {
        self.appearance = appearance
    }

    /// Applies one input at time `now` (seconds on the host's monotonic clock) and returns the effects to carry
    /// out, in order.
    public mutating func handle(_ input: HUDInput, now: TimeInterval) -> [HUDEffect] {
        // Contract stub: the presenter issue fills this in.
        []
    }
}
