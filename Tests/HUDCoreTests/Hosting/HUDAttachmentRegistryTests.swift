import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The HUDs shown in views, by container: lookup, reuse, dismiss-all, several at once, and a container going away.
/// Containers are plain objects here; each entry is a real session with its own host and clock, as HUDKit's
/// per-view `HUDController`s are.
@MainActor
struct HUDAttachmentRegistryTests {
    /// A container (a view) and the containers it is inside of, nearest first.
    final class Container {
        let ancestors: [Container]
        init(inside ancestors: [Container] = []) { self.ancestors = ancestors }
        var id: HUDContainerID { HUDContainerID(self) }
    }

    /// A view's HUD: the container it belongs to (weakly, as a controller holds its view) and its session.
    @MainActor
    final class Entry {
        weak var container: Container?
        let fixture = SessionFixture()
        init(_ container: Container) { self.container = container }
    }

    var registry = HUDAttachmentRegistry<Entry>()
    let card = Container()
    let other = Container()

    private mutating func attach(_ container: Container) -> Entry {
        registry.attach(container.id, isAlive: { $0.container === container }, make: { Entry(container) }).entry
    }

    private func lookup(_ container: Container) -> Entry? {
        registry.entry(for: container.id, isAlive: { $0.container === container })
    }

    @Test mutating func theSecondShowInAViewReusesItsHUD() {
        // When
        let first = attach(card)
        let second = attach(card)
        // Then
        #expect(first === second)
        #expect(registry.count == 1)
    }

    @Test mutating func lookupFindsAViewsHUDAndNeverCreatesOne() {
        // Given
        let entry = attach(card)
        // Then
        #expect(lookup(card) === entry)
        #expect(lookup(other) == nil)
        #expect(registry.count == 1)
    }

    @Test mutating func hudsInDifferentViewsKeepTheirOwnSessionsTimersAndCounts() {
        // Given
        let first = attach(card)
        let second = attach(other)
        // When
        first.fixture.session.show(HUDContent(indicator: .spinner))
        first.fixture.session.show(HUDContent(indicator: .spinner))
        second.fixture.session.show(HUDContent(indicator: .success, status: "Saved"))
        second.fixture.finishFade()
        second.fixture.advance(by: 10)
        second.fixture.finishFade()
        first.fixture.session.popActivity()
        // Then: the second auto-dismissed on its own clock; the first still counts one show
        #expect(second.fixture.phase == .hidden)
        #expect(first.fixture.session.state.activityCount == 1)
        #expect(first.fixture.session.isVisible)
        #expect(first.fixture.host.posted == [.willAppear])
    }

    @Test mutating func dismissAllCoversTheViewAndEveryViewInsideIt() {
        // Given
        let screen = Container()
        let row = Container(inside: [screen])
        let badge = Container(inside: [row, screen])
        let elsewhere = Container()
        for container in [badge, elsewhere, screen, row] { _ = attach(container) }
        // When
        let inside = registry.entries(within: screen.id) { $0.container?.ancestors.map(\.id) ?? [] }
        // Then: attach order, the unrelated view left out
        #expect(inside.map { $0.container?.id } == [badge.id, screen.id, row.id])
        #expect(registry.entries(within: row.id) { $0.container?.ancestors.map(\.id) ?? [] }.count == 2)
    }

    @Test mutating func aContainerThatGoesAwayDetachesItsHUDOnce() {
        // Given
        let entry = attach(card)
        entry.fixture.session.show(HUDContent(indicator: .spinner))
        // When
        let detached = registry.detach(card.id)
        detached?.fixture.session.hostGone()
        // Then
        #expect(detached === entry)
        #expect(registry.detach(card.id) == nil)
        #expect(lookup(card) == nil)
        #expect(entry.fixture.phase == .hidden)
    }

    @Test mutating func aStaleEntryIsNeverReusedForANewContainer() {
        // Given: an entry whose container no longer answers to it (an address reused after deallocation)
        let entry = attach(card)
        entry.container = nil
        entry.fixture.session.show(HUDContent(indicator: .spinner))
        // When
        let attachment = registry.attach(card.id, isAlive: { $0.container === card }, make: { Entry(card) })
        attachment.stale?.fixture.session.hostGone()
        // Then
        #expect(attachment.entry !== entry)
        #expect(attachment.stale === entry)
        #expect(entry.fixture.phase == .hidden)
        #expect(lookup(card) === attachment.entry)
        #expect(registry.count == 1)
    }

    @Test mutating func aDismissedHUDCanBeShownAgainInTheSameView() {
        // Given
        let entry = attach(card)
        entry.fixture.session.show(HUDContent(indicator: .spinner))
        entry.fixture.session.dismiss()
        entry.fixture.finishFade()
        entry.fixture.finishFade()
        // When
        attach(card).fixture.session.show(HUDContent(indicator: .spinner, status: "Again"))
        // Then
        #expect(entry.fixture.phase == .appearing)
        #expect(registry.containers == [card.id])
    }

    @Test mutating func aLateReportAboutAReplacedHUDLeavesTheNewOneAttached() {
        // Given: the card's first HUD went away, and the card got a new one
        let first = attach(card)
        registry.detach(card.id)
        let second = attach(card)
        // When: the first HUD's tracker reports late
        let detached = registry.detach(card.id, where: { $0 === first })
        // Then
        #expect(detached == nil)
        #expect(lookup(card) === second)
    }
}

/// A HUD keyed to an item follows the item from cell to cell, never the reused cell.
struct HUDAttachmentRegistryItemTests {
    var registry = HUDAttachmentRegistry<String>()
    let cellA = NSObject()
    let cellB = NSObject()

    @Test mutating func anItemsHUDShowsInTheCellThatDisplaysTheItemNow() {
        // When
        let first = registry.attach(item: "file-1", to: HUDContainerID(cellA)) { "HUD of file-1" }
        // Then
        #expect(first.entry == "HUD of file-1")
        #expect(first.displaced == nil)
        #expect(registry.container(ofItem: "file-1") == HUDContainerID(cellA))
    }

    @Test mutating func aReusedCellDisplacesThePreviousItemsHUDWithoutEndingIt() {
        // Given: file-1 uploads in cell A
        _ = registry.attach(item: "file-1", to: HUDContainerID(cellA)) { "HUD of file-1" }
        // When: cell A is reused for file-2
        let reused = registry.attach(item: "file-2", to: HUDContainerID(cellA)) { "HUD of file-2" }
        // Then: file-1's HUD leaves the cell (paused), file-2's goes in; before the fix a HUD shown in a cell stayed
        // over whatever item the cell displayed next
        #expect(reused.entry == "HUD of file-2")
        #expect(reused.displaced == "HUD of file-1")
        #expect(registry.container(ofItem: "file-1") == nil)
        #expect(registry.entry(forItem: "file-1") == "HUD of file-1")
    }

    @Test mutating func anItemScrolledBackInAnotherCellTakesItsHUDAlong() {
        // Given
        _ = registry.attach(item: "file-1", to: HUDContainerID(cellA)) { "HUD of file-1" }
        _ = registry.attach(item: "file-2", to: HUDContainerID(cellA)) { "HUD of file-2" }
        // When: file-1 comes back on screen in cell B
        let back = registry.attach(item: "file-1", to: HUDContainerID(cellB)) { "a new HUD" }
        // Then: the same HUD, its presentation kept
        #expect(back.entry == "HUD of file-1")
        #expect(back.displaced == nil)
        #expect(registry.container(ofItem: "file-1") == HUDContainerID(cellB))
        #expect(registry.container(ofItem: "file-2") == HUDContainerID(cellA))
    }

    @Test mutating func attachingTheSameItemAgainChangesNothing() {
        _ = registry.attach(item: "file-1", to: HUDContainerID(cellA)) { "HUD of file-1" }
        let again = registry.attach(item: "file-1", to: HUDContainerID(cellA)) { "a new HUD" }
        #expect(again.entry == "HUD of file-1")
        #expect(again.displaced == nil)
    }

    @Test mutating func aCellThatGoesAwayPausesItsItemsHUDAndOnlyRemovingTheItemEndsIt() {
        // Given
        _ = registry.attach(item: "file-1", to: HUDContainerID(cellA)) { "HUD of file-1" }
        // When
        let detached = registry.detachItems(from: HUDContainerID(cellA))
        // Then
        #expect(detached == ["HUD of file-1"])
        #expect(registry.entry(forItem: "file-1") == "HUD of file-1")
        #expect(registry.removeItem("file-1") == "HUD of file-1")
        #expect(registry.entry(forItem: "file-1") == nil)
        #expect(registry.removeItem("file-1") == nil)
    }

    @Test mutating func anItemsHUDMadeBeforeItsCellShowsNowhere() {
        let entry = registry.entry(forItem: 7) { "HUD of 7" }
        #expect(entry == "HUD of 7")
        #expect(registry.container(ofItem: 7) == nil)
        #expect(registry.entry(forItem: 7) { "another" } == "HUD of 7")
    }
}
