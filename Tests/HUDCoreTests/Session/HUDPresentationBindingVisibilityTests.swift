import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The HUD follows the view's visibility, the binding follows the app's state: a view going away (`onDisappear`: a
/// row scrolled off screen, a tab switch, a push) hides its HUD without writing the binding, and the view coming back
/// with the binding still set shows the HUD again.
struct HUDPresentationBindingVisibilityTests {
    let loading = HUDContent(status: "Loading")
    let p1 = HUDPresentationID(1)

    private func presenting() -> HUDPresentationBinding<Bool> {
        var binding = HUDPresentationBinding<Bool>()
        _ = binding.handle(.isPresented(true, content: loading))
        _ = binding.handle(.presented(p1))
        return binding
    }

    @Test func aViewThatDisappearsHidesItsHUDWithoutWritingTheBinding() {
        // Given
        var binding = presenting()
        // When
        let outputs = binding.handle(.viewDisappeared)
        // Then: before the fix, the binding was cleared too (`isUploading` turned false while the upload ran)
        #expect(outputs == [.dismiss(p1)])
        #expect(binding.phase == .waitingForView(true))
    }

    @Test func theHiddenPresentationEndingDoesNotWriteTheBinding() {
        // Given
        var binding = presenting()
        _ = binding.handle(.viewDisappeared)
        // When: the dismissed presentation fades out
        let outputs = binding.handle(.presentationEnded(p1))
        // Then
        #expect(outputs == [])
        #expect(binding.phase == .waitingForView(true))
    }

    @Test func aViewThatComesBackWithTheBindingStillSetShowsTheHUDAgain() {
        // Given
        var binding = presenting()
        _ = binding.handle(.viewDisappeared)
        _ = binding.handle(.presentationEnded(p1))
        // When: onAppear feeds the value, then the visibility
        let fed = binding.handle(.isPresented(true, content: loading))
        let appeared = binding.handle(.viewAppeared)
        // Then
        #expect(fed == [])
        #expect(appeared == [.show(true, loading)])
        #expect(binding.phase == .presenting(true, nil))
    }

    @Test func aValueChangedWhileTheViewIsAwayShowsOnlyTheLatestWhenItComesBack() {
        // Given
        var binding = HUDPresentationBinding<Int>()
        _ = binding.handle(.requested(1, content: loading))
        _ = binding.handle(.presented(p1))
        _ = binding.handle(.viewDisappeared)
        // When
        let changed = binding.handle(.requested(2, content: HUDContent(status: "Second")))
        let appeared = binding.handle(.viewAppeared)
        // Then
        #expect(changed == [])
        #expect(appeared == [.show(2, HUDContent(status: "Second"))])
    }

    @Test func aBindingTurnedOffWhileTheViewIsAwayShowsNothingWhenItComesBack() {
        // Given
        var binding = presenting()
        _ = binding.handle(.viewDisappeared)
        // When
        let off = binding.handle(.isPresented(false, content: loading))
        let appeared = binding.handle(.viewAppeared)
        // Then: the HUD the view hid is over for real (its onDisappear runs), and nothing shows again
        #expect(off == [.disappeared(afterFadeOut: true)])
        #expect(appeared == [])
        #expect(binding.phase == .idle)
    }

    @Test func aViewThatDisappearsAfterItsHUDEndedByItselfKeepsTheStaleValueUnshown() {
        // Given: the HUD went away by itself and the binding was asked to clear
        var binding = presenting()
        _ = binding.handle(.presentationEnded(p1))
        // When: the view goes and comes back before the binding write lands
        let disappeared = binding.handle(.viewDisappeared)
        let fed = binding.handle(.isPresented(true, content: loading))
        let appeared = binding.handle(.viewAppeared)
        // Then
        #expect(disappeared + fed + appeared == [])
        #expect(binding.phase == .awaitingBindingClear(true))
    }

    @Test func aShowNotYetReportedWhenTheViewDisappearsIsDismissedOnceReported() {
        // Given
        var binding = HUDPresentationBinding<Bool>()
        _ = binding.handle(.isPresented(true, content: loading))
        // When
        let disappeared = binding.handle(.viewDisappeared)
        let reported = binding.handle(.presented(p1))
        // Then
        #expect(disappeared == [])
        #expect(reported == [.dismiss(p1)])
    }

    @Test func aViewThatAppearsWithoutHavingDisappearedShowsNothingMore() {
        // Given
        var binding = presenting()
        // When
        let outputs = binding.handle(.viewAppeared)
        // Then
        #expect(outputs == [])
        #expect(binding.phase == .presenting(true, p1))
    }
}
