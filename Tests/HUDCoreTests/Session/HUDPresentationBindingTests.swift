import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Plays the controller's side of the contract: every `show` gets the next presentation id, reported at once.
private struct FakeController<ItemID: Hashable & Sendable> {
    typealias Binding = HUDPresentationBinding<ItemID>

    var binding = Binding()
    var lastPresentation = HUDPresentationID(0)

    mutating func send(_ input: Binding.Input) -> [Binding.Output] {
        var outputs = binding.handle(input)
        for output in outputs {
            guard case .show = output else { continue }
            lastPresentation = HUDPresentationID(lastPresentation.rawValue + 1)
            outputs += binding.handle(.presented(lastPresentation))
        }
        return outputs
    }
}

struct HUDPresentationBindingTests {
    let loading = HUDContent(status: "Loading")
    let p1 = HUDPresentationID(1)
    let p2 = HUDPresentationID(2)

    // MARK: isPresented

    @Test func turningTheBindingOnShowsTheHUDOnce() {
        // Given
        var controller = FakeController<Bool>()

        // When
        let outputs = controller.send(.isPresented(true, content: loading))

        // Then
        #expect(outputs == [.show(true, loading)])
        #expect(controller.binding.phase == .presenting(true, p1))
        #expect(controller.binding.presentation == p1)
    }

    @Test func reEvaluatingTheBodyWithTheSameValueNeverReShows() {
        // Given
        var controller = FakeController<Bool>()
        _ = controller.send(.isPresented(true, content: loading))

        // When
        var outputs: [HUDPresentationBinding<Bool>.Output] = []
        for _ in 0..<100 {
            outputs += controller.send(.isPresented(true, content: loading))
        }

        // Then
        #expect(outputs.isEmpty)
        #expect(controller.binding.phase == .presenting(true, p1))
    }

    @Test func reEvaluatingWhileHiddenShowsNothing() {
        // Given
        var controller = FakeController<Bool>()

        // When
        let outputs = controller.send(.isPresented(false, content: loading)) + controller.send(.notRequested)

        // Then
        #expect(outputs.isEmpty)
        #expect(controller.binding.phase == .idle)
    }

    @Test func turningTheBindingOffDismissesItsPresentation() {
        // Given
        var controller = FakeController<Bool>()
        _ = controller.send(.isPresented(true, content: loading))

        // When
        let outputs = controller.send(.isPresented(false, content: loading))

        // Then
        #expect(outputs == [.dismiss(p1)])
        #expect(controller.binding.phase == .idle)
    }

    @Test func theEndOfADismissTheBindingAskedForDoesNotTouchTheBinding() {
        // Given
        var controller = FakeController<Bool>()
        _ = controller.send(.isPresented(true, content: loading))
        _ = controller.send(.notRequested)

        // When: the fade-out finishes
        let outputs = controller.send(.presentationEnded(p1))

        // Then
        #expect(outputs.isEmpty)
    }

    /// Tap, auto-dismiss, `HUD.dismiss()` and a dismiss during the grace time all reach the binding the same way.
    @Test func theBindingTurnsFalseWhenItsHUDGoesAwayByAnyPath() {
        // Given
        var controller = FakeController<Bool>()
        _ = controller.send(.isPresented(true, content: loading))

        // When
        let outputs = controller.send(.presentationEnded(p1))

        // Then
        #expect(outputs == [.clearBinding])
        #expect(controller.binding.phase == .awaitingBindingClear(true))
    }

    @Test func aStaleTrueAfterTheHUDWentAwayDoesNotReShow() {
        // Given: a tap dismissed the HUD, the binding write is not applied yet
        var controller = FakeController<Bool>()
        _ = controller.send(.isPresented(true, content: loading))
        _ = controller.send(.presentationEnded(p1))

        // When
        let outputs = controller.send(.isPresented(true, content: loading))

        // Then
        #expect(outputs.isEmpty)
    }

    @Test func afterTheBindingClearedTrueShowsAgain() {
        // Given
        var controller = FakeController<Bool>()
        _ = controller.send(.isPresented(true, content: loading))
        _ = controller.send(.presentationEnded(p1))

        // When
        let cleared = controller.send(.isPresented(false, content: loading))
        let again = controller.send(.isPresented(true, content: loading))

        // Then
        #expect(cleared.isEmpty)
        #expect(again == [.show(true, loading)])
        #expect(controller.binding.phase == .presenting(true, p2))
    }

    @Test func anotherShowReplacingTheHUDTurnsTheBindingFalseWithoutADismiss() {
        // Given
        var controller = FakeController<Bool>()
        _ = controller.send(.isPresented(true, content: loading))

        // When
        let superseded = controller.send(.superseded(p1))
        let cleared = controller.send(.isPresented(false, content: loading))

        // Then
        #expect(superseded == [.clearBinding])
        #expect(cleared.isEmpty)
    }

    @Test func theEndOfSomeoneElsesPresentationIsIgnored() {
        // Given
        var controller = FakeController<Bool>()
        _ = controller.send(.isPresented(true, content: loading))

        // When
        let outputs =
            controller.send(.presentationEnded(HUDPresentationID(99)))
            + controller.send(.superseded(HUDPresentationID(98)))

        // Then
        #expect(outputs.isEmpty)
        #expect(controller.binding.phase == .presenting(true, p1))
    }

    @Test func aNewStatusUpdatesThePresentationInsteadOfReShowing() {
        // Given
        var controller = FakeController<Bool>()
        _ = controller.send(.isPresented(true, content: loading))
        let saving = HUDContent(indicator: .progress(0.5), status: "Saving")

        // When
        let outputs = controller.send(.isPresented(true, content: saving))
        let again = controller.send(.isPresented(true, content: saving))

        // Then
        #expect(outputs == [.update(p1, saving)])
        #expect(again.isEmpty)
    }

    @Test func aNewStatusAfterTheHUDWentAwayDoesNotReShow() {
        // Given
        var controller = FakeController<Bool>()
        _ = controller.send(.isPresented(true, content: loading))
        _ = controller.send(.presentationEnded(p1))

        // When
        let outputs = controller.send(.isPresented(true, content: HUDContent(status: "Still here?")))

        // Then
        #expect(outputs.isEmpty)
    }

    // MARK: item

    @Test func aNewItemReplacesTheShownOne() {
        // Given
        var controller = FakeController<String>()
        _ = controller.send(.requested("upload", content: HUDContent(status: "Uploading")))

        // When
        let outputs = controller.send(.requested("sync", content: HUDContent(status: "Syncing")))
        let oldOneSuperseded = controller.send(.superseded(p1))

        // Then
        #expect(outputs == [.show("sync", HUDContent(status: "Syncing"))])
        #expect(oldOneSuperseded.isEmpty)
        #expect(controller.binding.phase == .presenting("sync", p2))
    }

    @Test func aNilItemDismissesTheShownItem() {
        // Given
        var controller = FakeController<String>()
        _ = controller.send(.requested("upload", content: HUDContent(status: "Uploading")))

        // When
        let outputs = controller.send(.notRequested)

        // Then
        #expect(outputs == [.dismiss(p1)])
        #expect(controller.binding.phase == .idle)
    }

    @Test func aDifferentItemAfterTheHUDWentAwayIsShown() {
        // Given: the first item's HUD was tapped away, the binding still holds it
        var controller = FakeController<String>()
        _ = controller.send(.requested("upload", content: loading))
        _ = controller.send(.presentationEnded(p1))

        // When
        let stale = controller.send(.requested("upload", content: loading))
        let next = controller.send(.requested("sync", content: loading))

        // Then
        #expect(stale.isEmpty)
        #expect(next == [.show("sync", loading)])
    }

    @Test func theOldItemsEndAfterASwitchDoesNotClearTheBinding() {
        // Given
        var controller = FakeController<Int>()
        _ = controller.send(.requested(1, content: loading))
        _ = controller.send(.requested(2, content: loading))

        // When
        let outputs = controller.send(.presentationEnded(p1))

        // Then
        #expect(outputs.isEmpty)
        #expect(controller.binding.phase == .presenting(2, p2))
    }

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
        // Then
        #expect(off == [])
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
