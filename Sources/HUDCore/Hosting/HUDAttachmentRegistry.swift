import Foundation

/// The HUDs shown in views, by container: it decides lookup, reuse, dismiss-all and what happens when a container
/// goes away. HUDKit keeps one, with a `HUDController` (and its session) per view; tests keep one of sessions.
///
/// The rules:
/// - **One HUD per container, reused.** ``attach(_:isAlive:make:)`` returns the container's entry, or makes one the
///   first time; the entry stays (with its own appearance) after its HUD is dismissed, so the next show in the same
///   view reuses it. Entries of different containers are independent: several HUDs can be up at once.
/// - **Lookup never creates.** ``entry(for:isAlive:)`` answers `nil` for a container that has no HUD.
/// - **A stale entry is never reused.** An object's identity can be reused once it is deallocated: an entry that
///   `isAlive` says no longer belongs to its container is detached and handed back to be told that its host is gone
///   (``HUDSession/hostGone()``), and a new entry is made.
/// - **Dismiss-all covers the subtree.** ``entries(within:ancestors:)`` lists the entries of a container and of
///   every container inside it, in the order they were attached.
/// - **A container that goes away detaches its entry** (``detach(_:where:)``): the caller tells its session that the
///   host is gone, then drops it. Detaching twice, an unknown container, or a late report about an entry that was
///   already replaced, returns `nil` and leaves the current entry attached.
///
/// ```swift
/// var registry = HUDAttachmentRegistry<HUDSession>()
/// let session = registry.attach(HUDContainerID(view), isAlive: { _ in true }, make: makeSession).entry
/// registry.detach(HUDContainerID(view))?.hostGone()
/// ```
@_spi(HUDEngine) public struct HUDAttachmentRegistry<Entry> {
    private var attached: [(container: HUDContainerID, entry: Entry)] = []

    /// An empty registry.
    public init() {}

    /// The containers that have an entry, in the order they were attached.
    public var containers: [HUDContainerID] { attached.map(\.container) }

    /// The number of containers with an entry.
    public var count: Int { attached.count }

    /// The entry of `container`, or `nil` when it has none or the one it has is stale.
    ///
    /// - Parameters:
    ///   - container: The container to look up.
    ///   - isAlive: Whether an entry still belongs to its container.
    public func entry(for container: HUDContainerID, isAlive: (Entry) -> Bool) -> Entry? {
        guard let entry = attached.first(where: { $0.container == container })?.entry, isAlive(entry) else {
            return nil
        }
        return entry
    }

    /// The entry of `container`, made by `make` when it has none (or a stale one, which is detached and returned
    /// as `stale` so that its host can be told it is gone).
    ///
    /// - Parameters:
    ///   - container: The container to show in.
    ///   - isAlive: Whether an entry still belongs to its container.
    ///   - make: Makes the container's entry.
    /// - Returns: The entry, and the stale one it replaced, if any.
    public mutating func attach(
        _ container: HUDContainerID, isAlive: (Entry) -> Bool, make: () -> Entry
    ) -> (entry: Entry, stale: Entry?) {
        if let entry = entry(for: container, isAlive: isAlive) { return (entry, nil) }
        let stale = detach(container)
        let entry = make()
        attached.append((container, entry))
        return (entry, stale)
    }

    /// Detaches the entry of a container that went away.
    ///
    /// A report can come late (a deallocated tracker after its container left the window and the view got a new
    /// HUD): `matches` says whether the entry is the one the report is about, and another entry stays attached.
    ///
    /// - Parameters:
    ///   - container: The container that went away.
    ///   - matches: Whether the attached entry is the one that went away. Any entry by default.
    /// - Returns: The entry, to be told that its host is gone; `nil` when the container had none (or another one).
    @discardableResult
    public mutating func detach(_ container: HUDContainerID, where matches: (Entry) -> Bool = { _ in true }) -> Entry? {
        guard let index = attached.firstIndex(where: { $0.container == container }), matches(attached[index].entry)
        else { return nil }
        return attached.remove(at: index).entry
    }

    /// The entries of `root` and of every container inside it, in the order they were attached.
    ///
    /// - Parameters:
    ///   - root: The container whose subtree is asked about.
    ///   - ancestors: The containers an entry's container is inside of (its superviews), nearest first.
    public func entries(within root: HUDContainerID, ancestors: (Entry) -> [HUDContainerID]) -> [Entry] {
        attached.filter { $0.container == root || ancestors($0.entry).contains(root) }.map(\.entry)
    }
}

extension HUDAttachmentRegistry: Sendable where Entry: Sendable {}
