/// Identifies one scheduled timer; a firing whose id is not live is ignored, so no stale timer can act.
@_spi(HUDEngine) public struct HUDTimerID: Hashable, Sendable, CustomStringConvertible {
    /// What a timer is for.
    public enum Kind: String, Hashable, Sendable {
        /// The grace period before a show becomes visible.
        case grace
        /// The auto-dismiss of image HUDs (and of presentations with a `duration` option).
        case autoDismiss
        /// `dismiss(withDelay:)`.
        case delayedDismiss
        /// The rest of the minimum display time that holds a dismiss back.
        case minimumDisplay
        /// The end of the interval between two VoiceOver announcements of a HUD on screen.
        case announcement
        /// How long a message stays on screen (the messages lane, ``HUDMessageQueue``).
        case messageDisplay
        /// The pause between one message's fade-out and the next one's fade-in.
        case messagePause
    }

    /// What the timer is for.
    public let kind: Kind
    /// A serial number unique within one presenter.
    public let serial: UInt64

    /// Creates an id (the presenter does; hosts only pass ids back).
    public init(kind: Kind, serial: UInt64) {
        self.kind = kind
        self.serial = serial
    }

    /// `kind#serial`, e.g. `grace#3`.
    public var description: String { "\(kind.rawValue)#\(serial)" }
}

/// Identifies one fade animation; a ``HUDInput/fadeFinished(_:)`` for a superseded fade is ignored.
@_spi(HUDEngine) public struct HUDFadeID: Hashable, Sendable, CustomStringConvertible {
    /// A serial number unique within one presenter.
    public let serial: UInt64

    /// Creates an id (the presenter does; hosts only pass ids back).
    public init(serial: UInt64) {
        self.serial = serial
    }

    /// `fade#serial`.
    public var description: String { "fade#\(serial)" }
}

/// Identifies a dismiss completion the host keeps; the presenter says when to run it, exactly once.
@_spi(HUDEngine) public typealias HUDCompletionID = HUDSerialID<HUDCompletionTag>

/// What a ``HUDCompletionID`` identifies: `completion#n`.
@_spi(HUDEngine) public enum HUDCompletionTag: HUDSerialTag {
    /// `completion`.
    public static let name = "completion"
}

/// Identifies one scoped activity (``HUDInput/beginActivity(_:status:)``).
@_spi(HUDEngine) public typealias HUDActivityID = HUDSerialID<HUDActivityTag>

/// What a ``HUDActivityID`` identifies: `activity#n`.
@_spi(HUDEngine) public enum HUDActivityTag: HUDSerialTag {
    /// `activity`.
    public static let name = "activity"
}

/// Identifies an asset, an object the app supplies (a `UIImage` of `show(image:)`, a custom view): the kit keeps the
/// object under this id, and the session tells it when no presentation and no frame on screen uses it any more
/// (``HUDHosting/releaseContent(_:)``).
@_spi(HUDEngine) public typealias HUDAssetID = HUDSerialID<HUDAssetTag>

/// What a ``HUDAssetID`` identifies: `asset#n`.
@_spi(HUDEngine) public enum HUDAssetTag: HUDSerialTag {
    /// `asset`.
    public static let name = "asset"
}
