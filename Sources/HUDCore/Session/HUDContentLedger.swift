import Foundation

/// The app's content (images and views) a ``HUDSession`` has handed out ids for and not released yet. The session
/// owns one: after each step it asks which content nothing uses any more, and tells the host to release it.
///
/// ```swift
/// var contents = HUDContentLedger()
/// contents.register(id)
/// contents.release(unusedBy: [nil]) // [id]: nothing uses it
/// ```
struct HUDContentLedger {
    private var registered: Set<HUDAssetID> = []

    /// Notes that the app's content `id` is alive until nothing uses it.
    mutating func register(_ id: HUDAssetID) {
        registered.insert(id)
    }

    /// Forgets the content that `used` does not name.
    ///
    /// - Parameter used: What the presenter and the frame on screen show (`nil` where they show none).
    /// - Returns: The content to release, in no particular order; empty (without allocating) when all is used.
    mutating func release(unusedBy used: Set<HUDAssetID?>) -> [HUDAssetID] {
        var unused: [HUDAssetID] = []
        for id in registered where !used.contains(id) {
            unused.append(id)
        }
        for id in unused {
            registered.remove(id)
        }
        return unused
    }

    /// Whether no content is registered.
    var isEmpty: Bool { registered.isEmpty }
}
