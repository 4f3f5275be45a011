/// Identifies one message given to a ``HUDMessageSession``; the session hands them out, counting up from 1.
@_spi(HUDEngine) public struct HUDMessageTicket: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The session's number for the message.
    public let rawValue: UInt64

    /// Creates a ticket.
    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// `message#n`.
    public var description: String { "message#\(rawValue)" }

    /// Tickets order as they were handed out.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
