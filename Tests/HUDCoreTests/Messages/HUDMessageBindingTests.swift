import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The SwiftUI binding of a message (`.hudMessage($text)`): a new text shows, `nil` hides, and the binding is
/// cleared only when its message really ended.
@MainActor
struct HUDMessageBindingTests {
    let fixture = MessageFixture()

    private final class Box {
        var text: String?
        var clears = 0
    }

    private func makeBinding(_ box: Box) -> HUDMessageBinding {
        HUDMessageBinding(messages: fixture.messages) {
            box.text = nil
            box.clears += 1
        }
    }

    private func reconcile(_ binding: HUDMessageBinding, _ box: Box, id: String? = nil) {
        binding.reconcile(box.text, message: { HUDMessage($0, id: id) })
    }

    @Test func theBindingIsClearedWhenTheMessageFadesOutByItself() {
        // Given
        let box = Box()
        let binding = makeBinding(box)
        box.text = "Copied"

        // When
        reconcile(binding, box)
        reconcile(binding, box)  // the same text on the next body evaluation
        fixture.settle()

        // Then
        #expect(fixture.host.announcements == [.status("Copied")])
        #expect(box.text == nil)
        #expect(box.clears == 1)
    }

    @Test func theAppSettingNilHidesTheMessageWithoutWritingTheBinding() {
        let box = Box()
        let binding = makeBinding(box)
        box.text = "Copied"
        reconcile(binding, box)
        fixture.finishFade()

        box.text = nil
        reconcile(binding, box)

        #expect(fixture.phase == .disappearing)
        fixture.settle()
        #expect(box.clears == 0)
    }

    @Test func aNewTextReplacesTheBindingsMessageAndOnlyItsEndClears() {
        let box = Box()
        let binding = makeBinding(box)
        box.text = "Saved"
        reconcile(binding, box)
        fixture.finishFade()
        box.text = "Sent"
        reconcile(binding, box)
        fixture.settle()
        #expect(fixture.host.drawnTexts == ["Saved", "Sent"])
        #expect(box.clears == 1)
    }

    @Test func aDuplicateClearsTheBindingAtOnce() {
        // Given another message with the id on screen
        fixture.show("Offline", id: "network")
        let box = Box()
        let binding = makeBinding(box)
        box.text = "Offline"

        // When
        reconcile(binding, box, id: "network")

        // Then
        #expect(box.text == nil)
        #expect(binding.ticket == nil)
    }
}
