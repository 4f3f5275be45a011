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
///   already replaced, returns `nil` and leaves the current entry attached. A container goes away when it is
///   deallocated or emptied, never when it only leaves its window (``HUDContainerWatch`` pauses the HUD then).
/// - **An item's HUD follows its item, not the reused cell** (``attach(item:to:make:)``): a HUD keyed to an item
///   (a file being uploaded) shows in whichever view displays the item now. Attaching an item to a view takes the
///   view away from the item it showed before (a reused cell): that item's HUD is *displaced*, taken out of the view
///   and paused with its presentation kept, until its item is attached to a view again. A view that goes away
///   detaches its item the same way (``detachItems(from:)``); only ``removeItem(_:)`` ends an item's HUD.
///
/// ```swift
/// var registry = HUDAttachmentRegistry<HUDSession>()
/// let session = registry.attach(HUDContainerID(view), isAlive: { _ in true }, make: makeSession).entry
/// registry.detach(HUDContainerID(view))?.hostGone()
/// ```
package struct HUDAttachmentRegistry<Entry> {
    private var attached: [(container: HUDContainerID, entry: Entry)] = []
    /// The HUDs keyed to an item, with the view that displays the item now (`nil`: none, the HUD is paused).
    private var items: [(item: any Hashable & Sendable, entry: Entry, container: HUDContainerID?)] = []

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

extension HUDAttachmentRegistry {
    /// The entry of `item`, or `nil` when it has none.
    public func entry(forItem item: any Hashable & Sendable) -> Entry? {
        items.first { Self.same($0.item, item) }?.entry
    }

    /// The view that displays `item` now; `nil` when none does (or the item has no entry).
    public func container(ofItem item: any Hashable & Sendable) -> HUDContainerID? {
        items.first { Self.same($0.item, item) }?.container
    }

    /// The entries of the items `container` displays now (one, or none).
    public func entries(ofItemsIn container: HUDContainerID) -> [Entry] {
        items.filter { $0.container == container }.map(\.entry)
    }

    /// The entry of `item`, made by `make` the first time; it shows nowhere until ``attach(item:to:make:)``.
    public mutating func entry(forItem item: any Hashable & Sendable, make: () -> Entry) -> Entry {
        if let entry = entry(forItem: item) { return entry }
        let entry = make()
        items.append((item, entry, nil))
        return entry
    }

    /// `container` displays `item` from now on (a cell configured for it): the item's entry (made by `make` the
    /// first time) goes there, and the entry of the item the container displayed until now is displaced.
    ///
    /// ```swift
    /// let (entry, displaced) = registry.attach(item: file.id, to: HUDContainerID(cell), make: makeController)
    /// ```
    /// - Returns: The item's entry, to move into `container`; the displaced entry of another item, to take out of
    ///   it and pause (its presentation kept), if any.
    public mutating func attach(
        item: any Hashable & Sendable, to container: HUDContainerID, make: () -> Entry
    ) -> (entry: Entry, displaced: Entry?) {
        let entry = entry(forItem: item, make: make)
        var displaced: Entry?
        for index in items.indices where items[index].container == container && !Self.same(items[index].item, item) {
            items[index].container = nil
            displaced = items[index].entry
        }
        if let index = items.firstIndex(where: { Self.same($0.item, item) }) { items[index].container = container }
        return (entry, displaced)
    }

    /// `container` went away (deallocated): the item it displayed is detached from it and paused, never ended.
    ///
    /// - Returns: The entries that showed in `container`, to take out of it.
    public mutating func detachItems(from container: HUDContainerID) -> [Entry] {
        var detached: [Entry] = []
        for index in items.indices where items[index].container == container {
            items[index].container = nil
            detached.append(items[index].entry)
        }
        return detached
    }

    /// Forgets `item` (it was deleted): its entry is returned, to be dismissed; `nil` for an unknown item.
    @discardableResult
    public mutating func removeItem(_ item: any Hashable & Sendable) -> Entry? {
        guard let index = items.firstIndex(where: { Self.same($0.item, item) }) else { return nil }
        return items.remove(at: index).entry
    }
}

extension HUDAttachmentRegistry {
    /// Whether two item keys are equal (of the same type and equal by it).
    private static func same(_ left: any Hashable & Sendable, _ right: any Hashable & Sendable) -> Bool {
        AnyHashable(left) == AnyHashable(right)
    }
}

extension HUDAttachmentRegistry: Sendable where Entry: Sendable {}
