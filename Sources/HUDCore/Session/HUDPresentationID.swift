/// Identifies one presentation a session started (a `show` call, a SwiftUI modifier's show), so that
/// whoever started it can tell when *that* presentation ends or is replaced.
///
/// The session numbers its presentations from 1 (``HUDSession/currentPresentation``) and reports each one's end as a
/// ``HUDSession/PresentationChange``; ``HUDPresentationBinding`` only reacts to its own.
///
/// ```swift
/// let presentation = session.show(HUDContent(status: "Loading"))  // presentation#1
/// ```
@_spi(HUDEngine) public struct HUDPresentationID: Hashable, Sendable, CustomStringConvertible {
    /// The serial number of the presentation in its session.
    public let rawValue: UInt64

    /// Creates an id.
    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// `presentation#n`.
    public var description: String { "presentation#\(rawValue)" }
}
