import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The SwiftUI binding of a message (`.hudMessage($text)`): a new text shows, `nil` hides, and the binding is
/// cleared only when its message really ended.
@MainActor
struct HUDMessageBindingTests {
    let fixture = MessageFixture()
    /// The app's state the binding reads and writes.
    private let box = Box()
    private let binding: HUDMessageBinding

    private final class Box {
        var text: String?
        var clears = 0
    }

    init() {
        let box = box
        binding = HUDMessageBinding(messages: fixture.messages) {
            box.text = nil
            box.clears += 1
        }
    }

    /// What `.hudMessage($text)` does on each body evaluation.
    private func reconcile(id: String? = nil) {
        binding.reconcile(box.text, message: { HUDMessage($0, id: id) })
    }

    @Test func theBindingIsClearedWhenTheMessageFadesOutByItself() {
        // Given
        box.text = "Copied"

        // When
        reconcile()
        reconcile()  // the same text on the next body evaluation
        fixture.settle()

        // Then
        #expect(fixture.host.announcements == [.status("Copied")])
        #expect(box.text == nil)
        #expect(box.clears == 1)
    }

    @Test func theAppSettingNilHidesTheMessageWithoutWritingTheBinding() {
        box.text = "Copied"
        reconcile()
        fixture.finishFade()

        box.text = nil
        reconcile()

        #expect(fixture.phase == .disappearing)
        fixture.settle()
        #expect(box.clears == 0)
    }

    @Test func aNewTextReplacesTheBindingsMessageAndOnlyItsEndClears() {
        box.text = "Saved"
        reconcile()
        fixture.finishFade()
        box.text = "Sent"
        reconcile()
        fixture.settle()
        #expect(fixture.host.drawnTexts == ["Saved", "Sent"])
        #expect(box.clears == 1)
    }

    @Test func aDuplicateClearsTheBindingAtOnce() {
        // Given another message with the id on screen
        fixture.show("Offline", id: "network")
        box.text = "Offline"

        // When
        reconcile(id: "network")

        // Then
        #expect(box.text == nil)
        #expect(binding.ticket == nil)
    }
}
