import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The messages lane applies its frames as the HUD does: HUDCore's part changes (``HUDPartChanges``), every part for
/// a message's first frame, then only what changed, so the kept messages view ends each message as a fresh one.
@MainActor
struct HUDMessagePartChangesTests {
    @Test func eachMessagesFirstFrameSetsEveryPartOfTheKeptView() throws {
        // Given: a message with a glyph, details and a button, then a plain one, on one kept view
        let fixture = MessageFixture()
        fixture.messages.show(
            HUDMessage(
                "Deleted", glyph: .success, options: HUDOptions(details: "3 photos", button: HUDButton("Undo") {})))
        fixture.settle()
        fixture.show("Copied")
        fixture.settle()

        // When both frames are applied to one view, and the last one to a fresh view
        var kept = ModelHUDView()
        for (frame, changes) in zip(fixture.host.applied, fixture.host.changes) { changes.apply(frame, to: &kept) }
        var fresh = ModelHUDView()
        try #require(fixture.host.changes.last).apply(try #require(fixture.host.applied.last), to: &fresh)

        // Then
        #expect(fixture.host.changes.count == 2)
        #expect(fresh.isFullySet)
        #expect(
            kept.state == fresh.state,
            "Before the fix, the messages view compared against its own optional previous frame")
        #expect(kept.button == .some(nil) && kept.details == .some(nil) && kept.image == .some(nil))
    }

    @Test func aNewEnvironmentAppliesOnlyWhatChanged() throws {
        // Given: a message on screen
        let fixture = MessageFixture()
        fixture.show("Copied")
        fixture.finishFade()

        // When the keyboard comes up
        var environment = fixture.messages.environment
        environment.keyboardHeight = 300
        fixture.messages.environment = environment

        // Then: the pill moves, nothing else is set again
        let changes = try #require(fixture.host.changes.last)
        #expect(fixture.host.changes.count == 2)
        #expect(changes.parts == [.bezel])
    }
}
