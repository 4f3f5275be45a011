/// Identifies one presentation a controller started (a `show` call, a SwiftUI modifier's show), so that
/// whoever started it can tell when *that* presentation ends or is replaced.
///
/// The controller numbers its presentations; ``HUDPresentationBinding`` only reacts to its own.
///
/// ```swift
/// let id = HUDPresentationID(nextSerial)  // in the controller's show
/// ```
@_spi(HUDEngine) public struct HUDPresentationID: Hashable, Sendable, CustomStringConvertible {
    /// The controller's serial number for the presentation.
    public let rawValue: UInt64

    /// Creates an id.
    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// `presentation#n`.
    public var description: String { "presentation#\(rawValue)" }
}
