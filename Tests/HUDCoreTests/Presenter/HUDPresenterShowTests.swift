import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

@MainActor
struct HUDPresenterShowTests {
    @Test func appearingEffectsComeInTheDocumentedOrder() {
        // Given
        let harness = PresenterHarness { $0.hapticsEnabled = true }
        // When
        let effects = harness.send(.show(.success, status: "Saved"))
        // Then
        #expect(
            effects == [
                .installOverlay, .render(Fixture.content(.success, "Saved")), .post(.willAppear, status: "Saved"),
                .fadeIn(Fixture.fade(1), duration: 0.15, reversing: false), .prepareHaptics, .haptic(.success),
                .announce(.status("Saved")),
            ])
        #expect(harness.phase == .appearing)
        #expect(harness.state.isVisible)
    }

    @Test(arguments: [
        (HUDImage.success, HUDHaptic?.some(.success)), (.error, .error), (.info, .warning),
        (.custom(HUDAssetID(1)), nil),
    ])
    func imageShowPlaysItsHaptic(_ image: HUDImage, _ haptic: HUDHaptic?) {
        // Given
        let harness = PresenterHarness { $0.hapticsEnabled = true }
        // When
        let effects = harness.send(.show(.image(image), status: nil))
        // Then
        let haptics = effects.filter { if case .haptic = $0 { true } else { false } }
        #expect(haptics == (haptic.map { [.haptic($0)] } ?? []))
        #expect(effects.contains(.prepareHaptics))
    }

    @Test func hapticsOptionOverridesTheAppearanceForOnePresentation() {
        // Given
        let on = PresenterHarness { $0.hapticsEnabled = false }
        let off = PresenterHarness { $0.hapticsEnabled = true }
        // When
        let onEffects = on.send(.show(.error, status: nil, options: HUDOptions(hapticsEnabled: true)))
        let offEffects = off.send(.show(.error, status: nil, options: HUDOptions(hapticsEnabled: false)))
        // Then
        #expect(onEffects.contains(.haptic(.error)))
        #expect(!offEffects.contains(.haptic(.error)))
        #expect(!offEffects.contains(.prepareHaptics))
    }

    @Test func spinnerWithHapticsOnOnlyPreparesTheGenerator() {
        let harness = PresenterHarness { $0.hapticsEnabled = true }
        let effects = harness.send(.show(.spinner, status: "Loading"))
        #expect(Array(effects.suffix(2)) == [.prepareHaptics, .announce(.status("Loading"))])
    }

    @Test(arguments: [String?.none, ""])
    func showWithoutStatusAnnouncesLoading(_ status: String?) {
        let harness = PresenterHarness()
        let effects = harness.send(.show(.spinner, status: status))
        #expect(effects.last == .announce(.loading))
        #expect(effects.contains(.post(.willAppear, status: status)))
    }

    @Test func graceTimeSchedulesOnlyTheGraceTimer() {
        // Given
        let harness = PresenterHarness { $0.graceTimeInterval = 0.5 }
        // When
        let effects = harness.send(.show(.spinner, status: "Loading"))
        // Then
        #expect(effects == [.scheduleTimer(Fixture.timer(.grace, 1), after: 0.5)])
        #expect(harness.phase == .gracePending)
        #expect(!harness.state.isVisible)
        #expect(harness.state.content == Fixture.content())
    }

    @Test func showDuringGraceReplacesTheContentAndKeepsTheTimer() {
        // Given
        let harness = PresenterHarness { $0.graceTimeInterval = 1 }
        harness.send(.show(.spinner, status: "First"))
        harness.advance(by: 0.6)
        // When
        let replaced = harness.send(.show(.progress(0.3), status: "Second"))
        let early = harness.advance(by: 0.39)
        let appeared = harness.advance(by: 0.01)
        // Then
        #expect(replaced == [])
        #expect(early == [])
        #expect(appeared.first == .installOverlay)
        #expect(appeared.contains(.render(Fixture.content(.progress(0.3), "Second"))))
        #expect(appeared.events == [.willAppear])
    }

    @Test func repeatedShowWithNewStatusRendersAndAnnouncesWithoutANewAppearance() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible(status: "Connecting")
        harness.advance(by: HUDPresenter.announcementInterval)
        // When
        let effects = harness.send(.show(.spinner, status: "Downloading"))
        // Then
        #expect(effects == [.render(Fixture.content(.spinner, "Downloading")), .announce(.status("Downloading"))])
        #expect(harness.events == [.willAppear, .didAppear])
    }

    @Test func identicalShowWhileVisibleHasNoEffect() {
        let harness = PresenterHarness()
        harness.showVisible()
        #expect(harness.send(.show(.spinner, status: "Loading")) == [])
        #expect(harness.state.activityCount == 2)
    }

    @Test func progressTicksOnlyUpdateTheRing() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible(.progress(0.1), status: "Uploading")
        // When
        var ticks: [HUDEffect] = []
        for fraction in [0.2, 0.5, 0.9, 1.0] {
            ticks += harness.send(.show(.progress(fraction), status: "Uploading"))
        }
        // Then
        #expect(ticks == [.updateProgress(0.2), .updateProgress(0.5), .updateProgress(0.9), .updateProgress(1)])
        #expect(harness.state.content == Fixture.content(.progress(1), "Uploading"))
    }

    @Test func progressWithANewStatusRelayoutsAndAnnounces() {
        let harness = PresenterHarness()
        harness.showVisible(.progress(0.1), status: "Uploading")
        harness.advance(by: HUDPresenter.announcementInterval)
        let effects = harness.send(.show(.progress(0.4), status: "Processing"))
        #expect(effects == [.render(Fixture.content(.progress(0.4), "Processing")), .announce(.status("Processing"))])
    }

    @Test func progressWithNewOptionsRelayouts() {
        let harness = PresenterHarness()
        harness.showVisible(.progress(0.1), status: "Uploading")
        let options = HUDOptions(maskType: .black)
        let effects = harness.send(.show(.progress(0.4), status: "Uploading", options: options))
        #expect(effects == [.render(HUDContent(indicator: .progress(0.4), status: "Uploading", options: options))])
    }

    @Test(arguments: [(1.7, 1.0), (.infinity, nil), (-0.5, nil), (.nan, nil), (0, 0)] as [(Double, Double?)])
    func progressIsClampedOrBecomesTheSpinner(_ fraction: Double, _ shown: Double?) throws {
        // Given
        let harness = PresenterHarness()
        // When
        harness.send(.show(.progress(fraction), status: nil))
        // Then (`nil` stands for the spinner)
        let indicator = try #require(harness.state.content?.indicator)
        #expect(indicator.rules.progressFraction == shown)
        #expect((indicator == .spinner) == (shown == nil))
    }

    @Test func progressZeroIsAnEmptyRingNotTheSpinner() {
        let indicator = HUDIndicator.progress(0)
        #expect(indicator.rules.progressFraction == 0)
        #expect(indicator != .spinner, "SVProgressHUD shows the spinner only for a negative progress")
    }

    @Test func switchingFromProgressToSpinnerRelayouts() {
        let harness = PresenterHarness()
        harness.showVisible(.progress(0.5), status: "Uploading")
        #expect(harness.send(.show(.spinner, status: "Uploading")) == [.render(Fixture.content(.spinner, "Uploading"))])
    }

    @Test func imageShowWhileVisibleSchedulesItsAutoDismissAtOnce() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible()
        // When
        let effects = harness.send(.show(.success, status: "Saved"))
        // Then
        #expect(Array(effects.suffix(1)) == [.scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 1.5)])
        #expect(harness.advance(by: 1.5).events == [.willDisappear])
    }

    @Test func imageShowWhileAppearingSchedulesItsAutoDismissAtDidAppear() {
        // Given
        let harness = PresenterHarness()
        harness.send(.show(.success, status: "Saved"))
        // When
        let replaced = harness.send(.show(.error, status: "Failed"))
        harness.advance(by: 0.15)
        let appeared = harness.finishFade()
        // Then
        #expect(replaced.scheduled == [])
        #expect(
            appeared == [
                .post(.didAppear, status: "Failed"), .scheduleTimer(Fixture.timer(.autoDismiss, 2), after: 1.5),
            ])
    }

    @Test func imageShowWhileVisiblePlaysItsHaptic() {
        let harness = PresenterHarness { $0.hapticsEnabled = true }
        harness.showVisible()
        let effects = harness.send(.show(.info, status: "Note"))
        #expect(effects.contains(.haptic(.warning)))
        #expect(!effects.contains(.prepareHaptics))
    }

    @Test func showDuringTheFadeOutReversesIt() throws {
        // Given
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 0, completion: nil))
        let fadeOut = harness.presenter.liveFade
        // When
        let reversed = harness.send(.show(.spinner, status: "Again"))
        let staleFinish = harness.send(.fadeFinished(try #require(fadeOut)))
        let appeared = harness.finishFade()
        // Then
        #expect(
            reversed == [
                .render(Fixture.content(.spinner, "Again")), .post(.willAppear, status: "Again"),
                .fadeIn(Fixture.fade(3), duration: 0.15, reversing: true), .announce(.status("Again")),
            ])
        #expect(staleFinish == [])
        #expect(appeared == [.post(.didAppear, status: "Again")])
        #expect(harness.events == [.willAppear, .didAppear, .willDisappear, .willAppear, .didAppear])
        #expect(harness.phase == .visible)
    }

    @Test func showDuringTheFadeOutRunsTheWaitingCompletionsFirst() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible()
        harness.send(.dismiss(delay: 0, completion: Fixture.completion(1)))
        harness.send(.dismiss(delay: 0, completion: Fixture.completion(2)))
        // When
        let effects = harness.send(.show(.spinner, status: "Again"))
        harness.finishFade()
        // Then
        let completions: [HUDEffect] = [
            .runCompletion(Fixture.completion(1), .superseded), .runCompletion(Fixture.completion(2), .superseded),
        ]
        #expect(Array(effects.prefix(2)) == completions)
        #expect(harness.completionsRun == [Fixture.completion(1), Fixture.completion(2)])
        #expect(harness.presenter.pendingCompletions == [])
    }

    @Test func showSupersedesADelayedDismissAndRunsItsCompletion() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible()
        harness.advance(by: HUDPresenter.announcementInterval)
        harness.send(.dismiss(delay: 2, completion: Fixture.completion(1)))
        // When
        let effects = harness.send(.show(.spinner, status: "Again"))
        // Then
        #expect(
            effects == [
                .cancelTimer(Fixture.timer(.delayedDismiss, 2)), .runCompletion(Fixture.completion(1), .superseded),
                .render(Fixture.content(.spinner, "Again")), .announce(.status("Again")),
            ])
        #expect(harness.presenter.liveTimers == [])
    }

    @Test func showCancelsTheAutoDismiss() {
        // Given
        let harness = PresenterHarness()
        harness.showVisible(.success, status: "Saved")
        // When
        let effects = harness.send(.show(.spinner, status: "Next step"))
        let later = harness.advance(by: 60)
        // Then
        #expect(effects.first == .cancelTimer(Fixture.timer(.autoDismiss, 2)))
        #expect(later == [])
        #expect(harness.phase == .visible)
    }
}
