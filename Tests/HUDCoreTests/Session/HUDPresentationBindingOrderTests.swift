import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The machine alone, fed inputs in an order the runner cannot produce with one session.
struct HUDPresentationBindingOrderTests {
    let loading = HUDContent(status: "Loading")
    let p1 = HUDPresentationID(1)
    let p2 = HUDPresentationID(2)

    // MARK: Inputs out of order

    @Test func aPresentationReportedAfterTheBindingLetGoIsDismissed() {
        // Given: the value went back to nil before the controller reported the show
        var binding = HUDPresentationBinding<Bool>()
        _ = binding.handle(.isPresented(true, content: loading))
        let withdrawn = binding.handle(.notRequested)

        // When
        let outputs = binding.handle(.presented(p1))

        // Then
        #expect(withdrawn.isEmpty)
        #expect(outputs == [.dismiss(p1)])
        #expect(binding.phase == .idle)
    }

    @Test func anEndBeforeThePresentationWasReportedIsIgnored() {
        // Given
        var binding = HUDPresentationBinding<Bool>()
        _ = binding.handle(.isPresented(true, content: loading))

        // When
        let outputs = binding.handle(.presentationEnded(p1))

        // Then
        #expect(outputs.isEmpty)
        #expect(binding.phase == .presenting(true, nil))
    }

    @Test func aContentChangeBeforeThePresentationWasReportedShowsAgainAndTheLatestReportWins() {
        // Given
        var binding = HUDPresentationBinding<Bool>()
        _ = binding.handle(.isPresented(true, content: loading))
        let saving = HUDContent(status: "Saving")

        // When
        let outputs = binding.handle(.isPresented(true, content: saving))
        _ = binding.handle(.presented(p1))
        _ = binding.handle(.presented(p2))

        // Then
        #expect(outputs == [.show(true, saving)])
        #expect(binding.phase == .presenting(true, p2))
    }

    @Test func theIsPresentedHelperMapsToRequestedAndNotRequested() {
        // Given / When
        let on = HUDPresentationBinding<Bool>.Input.isPresented(true, content: loading)
        let off = HUDPresentationBinding<Bool>.Input.isPresented(false, content: loading)

        // Then
        #expect(on == .requested(true, content: loading))
        #expect(off == .notRequested)
    }
}
