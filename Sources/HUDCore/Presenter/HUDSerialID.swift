/// A number the session hands out for one thing it keeps track of, typed by what it identifies: `Tag` is a
/// ``HUDCompletionTag``, an ``HUDActivityTag`` or an ``HUDAssetTag``, so an activity's id never passes for a
/// completion's.
///
/// Each kind of id is spelled by its alias (``HUDCompletionID``, ``HUDActivityID``, ``HUDAssetID``), whose doc says
/// what it identifies:
///
/// ```swift
/// let activity = HUDActivityID(1)  // activity#1
/// ```
@_spi(HUDEngine) public struct HUDSerialID<Tag: HUDSerialTag>: Hashable, Sendable, CustomStringConvertible {
    /// The number the session handed out.
    public let rawValue: UInt64

    /// Creates an id.
    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// `name#n`, e.g. `activity#1`.
    public var description: String { "\(Tag.name)#\(rawValue)" }
}

/// What a ``HUDSerialID`` identifies; it only types the id, nothing is ever made of it.
@_spi(HUDEngine) public protocol HUDSerialTag {
    /// The name before the number in the id's description.
    static var name: String { get }
}
