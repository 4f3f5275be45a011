import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A list item's HUD exists only while the item has a HUD on screen or waiting
/// (``HUDAttachmentRegistry/releaseItem(_:ifIdle:)``, ``HUDSession/isIdle``), so the registry holds the live HUDs,
/// not every item ever shown; each entry is a real session, as HUDKit's item controllers are.
@MainActor
struct HUDAttachmentRegistryItemLifetimeTests {
    var registry = HUDAttachmentRegistry<SessionFixture>()
    let cell = NSObject()

    private mutating func upload(_ item: Int) -> SessionFixture {
        let fixture = registry.attach(item: item, to: HUDContainerID(cell)) { SessionFixture() }.entry
        fixture.session.show(HUDContent(indicator: .progress(0.3), status: "Uploading"))
        fixture.finishFade()
        return fixture
    }

    @Test mutating func anItemIsForgottenOnceItsHUDHasDisappeared() {
        // Given: an item's HUD on screen
        let fixture = upload(1)
        #expect(registry.releaseItem(1, ifIdle: { $0.session.isIdle }) == nil, "a HUD on screen is kept")

        // When it is dismissed and has faded out
        fixture.dismiss()
        #expect(registry.releaseItem(1, ifIdle: { $0.session.isIdle }) == nil, "a HUD fading out is kept")
        fixture.finishFade()
        let released = registry.releaseItem(1, ifIdle: { $0.session.isIdle })

        // Then
        #expect(released === fixture)
        #expect(registry.entry(forItem: 1) == nil)
        #expect(registry.entries(ofItemsIn: HUDContainerID(cell)).isEmpty)
        #expect(registry.itemCount == 0, "Before the fix, every item ever shown kept its HUD and its session")
    }

    @Test mutating func aPausedOrWaitingHUDIsKept() {
        // Given: an item's HUD in its grace time, another's displaced from its cell (paused)
        let waiting = registry.entry(forItem: 1) { SessionFixture { $0.graceTimeInterval = 1 } }
        waiting.session.show(HUDContent(status: "Queued"))
        _ = upload(2)
        _ = registry.attach(item: 3, to: HUDContainerID(cell)) { SessionFixture() }

        // Then
        #expect(registry.releaseItem(1, ifIdle: { $0.session.isIdle }) == nil)
        #expect(registry.releaseItem(2, ifIdle: { $0.session.isIdle }) == nil)
        #expect(registry.itemCount == 3)
    }

    @Test mutating func aThousandItemsShownAndEndedLeaveNothingBehind() {
        for item in 0..<1_000 {
            // Given: each item shown in the one reused cell, then ended
            let fixture = upload(item)
            fixture.dismiss()
            fixture.finishFade()
            registry.releaseItem(item, ifIdle: { $0.session.isIdle })
        }

        #expect(registry.itemCount == 0)
    }

    @Test mutating func aCellShowsTheItemAttachedLastAndLookupsFollowIt() {
        // Given
        let other = NSObject()
        _ = registry.attach(item: 1, to: HUDContainerID(cell)) { SessionFixture() }

        // When item 1 moves to another cell and item 2 takes the first
        _ = registry.attach(item: 1, to: HUDContainerID(other)) { SessionFixture() }
        let second = registry.attach(item: 2, to: HUDContainerID(cell)) { SessionFixture() }

        // Then: nothing displaced (item 1 had left the cell), each cell shows its item
        #expect(second.displaced == nil)
        #expect(
            registry.entries(ofItemsIn: HUDContainerID(cell)).map(ObjectIdentifier.init) == [
                ObjectIdentifier(second.entry)
            ])
        #expect(registry.container(ofItem: 1) == HUDContainerID(other))
        #expect(registry.detachItems(from: HUDContainerID(other)).count == 1)
        #expect(registry.container(ofItem: 1) == nil)
    }
}
