import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

@MainActor
struct HUDPresenterStatusTests {
    @Test func setStatusWhileHiddenIsIgnored() {
        let harness = PresenterHarness()
        #expect(harness.send(.setStatus("Hello")) == [])
        #expect(harness.state == HUDState())
    }

    @Test func setStatusWhileVisibleRendersAndAnnounces() {
        let harness = PresenterHarness()
        harness.showVisible(.progress(0.3), status: "Uploading")
        harness.advance(by: HUDPresenter.announcementInterval)
        let effects = harness.send(.setStatus("Almost done"))
        #expect(
            effects == [.render(Fixture.content(.progress(0.3), "Almost done")), .announce(.status("Almost done"))])
    }

    @Test func setStatusToTheSameTextDoesNothing() {
        let harness = PresenterHarness()
        harness.showVisible()
        #expect(harness.send(.setStatus("Loading")) == [])
    }

    @Test func clearingTheStatusAnnouncesLoading() {
        let harness = PresenterHarness()
        harness.showVisible()
        harness.advance(by: HUDPresenter.announcementInterval)
        #expect(harness.send(.setStatus(nil)) == [.render(Fixture.content(.spinner, nil)), .announce(.loading)])
    }

    @Test func emptyAndNilStatusAnnounceTheSameSoOnlyTheRenderChanges() {
        let harness = PresenterHarness()
        harness.showVisible(status: nil)
        #expect(harness.send(.setStatus("")) == [.render(Fixture.content(.spinner, ""))])
    }

    @Test func setStatusDuringGraceChangesWhatAppears() {
        // Given
        let harness = PresenterHarness { $0.graceTimeInterval = 1 }
        harness.send(.show(.spinner, status: "Loading"))
        // When
        let effects = harness.send(.setStatus("Still loading"))
        let appeared = harness.advance(by: 1)
        // Then
        #expect(effects == [])
        #expect(appeared.contains(.post(.willAppear, status: "Still loading")))
    }

    @Test func setStatusDuringTheFadeOutRendersWithoutAnnouncing() {
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 0, completion: nil))
        #expect(harness.send(.setStatus("Bye")) == [.render(Fixture.content(.spinner, "Bye"))])
        #expect(harness.finishFade().contains(.post(.didDisappear, status: "Bye")))
    }

    @Test func setStatusKeepsThePendingDismiss() {
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 1, completion: Fixture.completion(1)))
        harness.send(.setStatus("Finishing"))
        #expect(harness.advance(by: 1).events == [.willDisappear])
    }

    @Test func statusOfTheEventsIsTheCurrentOne() {
        let harness = PresenterHarness()
        harness.showVisible(status: "A")
        harness.send(.setStatus("B"))
        harness.send(.dismiss(delay: 0, completion: nil))
        harness.finishFade()
        let statuses = harness.log.compactMap { effect -> String? in
            if case .post(_, let status) = effect { return status ?? "nil" }
            return nil
        }
        #expect(statuses == ["A", "A", "B", "B"])
    }

    @Test(arguments: [HUDTouch.mask, .bezel])
    func tapWithoutDismissOnTapOnlyReportsIt(_ touch: HUDTouch) {
        let harness = PresenterHarness()
        harness.showVisible()
        let effects = harness.send(.touch(touch, phase: .upInside))
        #expect(effects == [.tapped(touch)])
        #expect(harness.phase == .visible)
    }

    @Test func touchDownWithDismissOnTapNeitherTapsNorDismisses() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible(options: HUDOptions(maskType: .black, dismissOnTap: true))
        // When the finger goes down on the mask (and, say, lifts elsewhere or is cancelled)
        let effects = harness.send(.touch(.mask, phase: .down))
        // Then
        #expect(effects == [.post(.didReceiveTouchEvent, status: "Loading")])
        #expect(harness.phase == .visible)
    }

    @Test func maskTapWithDismissOnTapDismisses() {
        let harness = PresenterHarness()
        harness.showVisible(options: HUDOptions(maskType: .black, dismissOnTap: true))
        let effects = harness.send(.touch(.mask, phase: .upInside))
        #expect(effects.events == [.willDisappear])
        #expect(effects.first == .tapped(.mask))
    }

    @Test(arguments: [HUDTouch.Phase.down, .upInside])
    func touchDuringGraceOrFadeOutIsIgnored(_ phase: HUDTouch.Phase) {
        let grace = PresenterHarness { $0.graceTimeInterval = 1 }
        grace.send(.show(.spinner, status: nil, options: HUDOptions(dismissOnTap: true)))
        let fading = PresenterHarness()
        fading.showVisible(options: HUDOptions(dismissOnTap: true))
        fading.send(.dismiss(delay: 0, completion: nil))
        #expect(grace.send(.touch(.bezel, phase: phase)) == [])
        #expect(fading.send(.touch(.bezel, phase: phase)) == [])
    }
}
