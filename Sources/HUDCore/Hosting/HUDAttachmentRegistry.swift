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
/// - **An item's entry lives only while its HUD does** (``releaseItem(_:ifIdle:)``): once its presentation ended
///   and nothing waits, the item is forgotten, so the registry holds the live HUDs, not every item ever shown.
///   Every item lookup is a dictionary lookup: constant time whatever the number of items.
///
/// ```swift
/// var registry = HUDAttachmentRegistry<HUDSession>()
/// let session = registry.attach(HUDContainerID(view), isAlive: { _ in true }, make: makeSession).entry
/// registry.detach(HUDContainerID(view))?.hostGone()
/// ```
@_spi(HUDEngine) public struct HUDAttachmentRegistry<Entry> {
    private var attached: [(container: HUDContainerID, entry: Entry)] = []
    /// The HUDs keyed to an item, with the view that displays the item now (`nil`: none, the HUD is paused).
    private var items: [ItemKey: (entry: Entry, container: HUDContainerID?)] = [:]
    /// The item each view displays now: the reverse of `items`' containers, so every item lookup is constant time.
    private var displayed: [HUDContainerID: ItemKey] = [:]

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
    /// The number of items with an entry: the items whose HUD is on screen, paused or waiting, not every item ever
    /// shown (``releaseItem(_:ifIdle:)``).
    public var itemCount: Int { items.count }

    /// The entry of `item`, or `nil` when it has none. Constant time.
    public func entry(forItem item: any Hashable & Sendable) -> Entry? {
        items[ItemKey(item)]?.entry
    }

    /// The view that displays `item` now; `nil` when none does (or the item has no entry). Constant time.
    public func container(ofItem item: any Hashable & Sendable) -> HUDContainerID? {
        items[ItemKey(item)]?.container
    }

    /// The entries of the items `container` displays now (one, or none). Constant time.
    public func entries(ofItemsIn container: HUDContainerID) -> [Entry] {
        guard let item = displayed[container], let entry = items[item]?.entry else { return [] }
        return [entry]
    }

    /// The entry of `item`, made by `make` the first time; it shows nowhere until ``attach(item:to:make:)``.
    public mutating func entry(forItem item: any Hashable & Sendable, make: () -> Entry) -> Entry {
        let key = ItemKey(item)
        if let entry = items[key]?.entry { return entry }
        let entry = make()
        items[key] = (entry, nil)
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
        let key = ItemKey(item)
        let entry = entry(forItem: item, make: make)
        var displaced: Entry?
        if let shown = displayed[container], shown != key, let other = items[shown] {
            items[shown]?.container = nil
            displaced = other.entry
        }
        if let previous = items[key]?.container, previous != container { displayed[previous] = nil }
        items[key]?.container = container
        displayed[container] = key
        return (entry, displaced)
    }

    /// `container` went away (deallocated): the item it displayed is detached from it and paused, never ended.
    ///
    /// - Returns: The entries that showed in `container`, to take out of it.
    public mutating func detachItems(from container: HUDContainerID) -> [Entry] {
        guard let item = displayed.removeValue(forKey: container), let entry = items[item]?.entry else { return [] }
        items[item]?.container = nil
        return [entry]
    }

    /// Forgets `item` (it was deleted): its entry is returned, to be dismissed; `nil` for an unknown item.
    @discardableResult
    public mutating func removeItem(_ item: any Hashable & Sendable) -> Entry? {
        guard let removed = items.removeValue(forKey: ItemKey(item)) else { return nil }
        if let container = removed.container { displayed[container] = nil }
        return removed.entry
    }

    /// An item's HUD exists only while it is on screen or waiting: once `isIdle` says the entry has nothing to show
    /// (its presentation ended and nothing is pending), the item is forgotten and its entry returned, to take out
    /// of its view; `nil` while it still shows or waits, or for an unknown item.
    ///
    /// ```swift
    /// registry.releaseItem(file.id, ifIdle: { $0.isIdle })  // after the item's HUD faded out
    /// ```
    @discardableResult
    public mutating func releaseItem(_ item: any Hashable & Sendable, ifIdle isIdle: (Entry) -> Bool) -> Entry? {
        guard let entry = entry(forItem: item), isIdle(entry) else { return nil }
        return removeItem(item)
    }
}

extension HUDAttachmentRegistry {
    /// An item's key: equal when the items are of the same type and equal by it.
    struct ItemKey: Hashable, Sendable {
        let item: any Hashable & Sendable

        init(_ item: any Hashable & Sendable) {
            self.item = item
        }

        static func == (left: ItemKey, right: ItemKey) -> Bool {
            AnyHashable(left.item) == AnyHashable(right.item)
        }

        func hash(into hasher: inout Hasher) {
            AnyHashable(item).hash(into: &hasher)
        }
    }
}

extension HUDAttachmentRegistry: Sendable where Entry: Sendable {}
