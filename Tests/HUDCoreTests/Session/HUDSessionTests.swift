import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

@MainActor
struct HUDSessionTests {
    let host = RecordingHost()
    let clock = HUDManualScheduler()
    let session: HUDSession

    init() {
        session = HUDSession(host: host, scheduler: clock)
    }

    func render(
        _ content: HUDContent, appearance: HUDAppearance = HUDAppearance(),
        environment: HUDEnvironment = HUDEnvironment()
    ) -> HUDRenderDescription {
        HUDRenderDescription(
            content: content, appearance: appearance, environment: environment, measurer: HUDApproximateTextMeasurer())
    }

    @Test func showIsCarriedOutOnTheHostInOrder() {
        // When
        session.send(.show(.spinner, status: "Loading"))
        // Then
        let expected = render(Fixture.content())
        #expect(
            host.calls == [
                .installOverlay, .apply(expected), .post(.willAppear, status: "Loading"),
                .fadeIn(Fixture.fade(1), duration: 0.15, transition: expected.transition, reversing: false),
                .announce(.status("Loading")),
            ])
        #expect(session.render == expected)
        #expect(session.state.phase == .appearing)
    }

    @Test func graceTimerFiresThroughTheScheduler() {
        // Given
        session.appearance.graceTimeInterval = 0.5
        session.send(.show(.spinner, status: nil))
        // When
        let pending = clock.pendingTimers
        clock.advance(by: 0.49)
        let early = host.calls
        clock.advance(by: 0.01)
        // Then
        #expect(pending == [Fixture.timer(.grace, 1)])
        #expect(early == [])
        #expect(host.calls.first == .installOverlay)
        #expect(session.state.phase == .appearing)
    }

    @Test func autoDismissFiresThroughTheScheduler() {
        // Given
        session.send(.show(.success, status: "Saved"))
        session.send(.fadeFinished(Fixture.fade(1)))
        host.forget()
        // When
        clock.advance(by: 1.5)
        // Then
        #expect(host.posted == [.willDisappear])
        #expect(clock.pendingTimers == [])
    }

    @Test func cancelledTimersLeaveTheScheduler() {
        session.send(.show(.spinner, status: nil))
        clock.advance(by: HUDPresenter.announcementInterval)
        session.send(.dismiss(delay: 2, completion: nil))
        #expect(clock.pendingTimers == [Fixture.timer(.delayedDismiss, 2)])
        session.send(.show(.spinner, status: "Again"))
        #expect(clock.pendingTimers == [])
    }

    @Test func aHostWhoseFadesFinishAtOnceGetsEveryCallInOrder() {
        // Given
        host.finishesFadesAtOnce = true
        var completed = 0
        // When
        session.show(Fixture.content())
        host.finishFades(of: session)
        session.dismiss { _ in completed += 1 }
        host.finishFades(of: session)
        // Then
        #expect(host.posted == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(
            Array(host.calls.suffix(4)) == [
                .post(.willDisappear, status: "Loading"),
                .fadeOut(Fixture.fade(2), duration: 0.15, transition: render(Fixture.content()).transition),
                .removeOverlay, .post(.didDisappear, status: "Loading"),
            ])
        #expect(completed == 1)
        #expect(session.state.phase == .hidden)
        #expect(session.render == nil)
    }

    @Test func aShowMadeFromACompletionIsAppliedAfterTheStepThatRanIt() {
        // Given
        var phaseInCompletion: HUDState.Phase?
        // When
        session.dismiss { _ in
            session.show(HUDContent(status: "Next"))
            phaseInCompletion = session.state.phase
        }
        // Then: queued while the dismiss applied, then applied in order
        #expect(phaseInCompletion == .hidden)
        #expect(host.calls.first == .installOverlay)
        #expect(session.state.phase == .appearing)
    }

    @Test func everyCompletionRunsExactlyOnce() {
        var runs: [Int] = []
        session.show(HUDContent())
        session.dismiss { _ in runs.append(3) }
        session.dismiss { _ in runs.append(4) }
        session.fadeFinished(Fixture.fade(2))
        session.fadeFinished(Fixture.fade(2))
        #expect(runs == [3, 4])
    }

    @Test func hitTestPassesThroughWhenNothingIsInstalled() {
        // Given
        session.appearance.graceTimeInterval = 1
        let hidden = session.hitTest(CGPoint(x: 195, y: 422))
        // When
        session.send(.show(.spinner, status: nil, options: HUDOptions(maskType: .black)))
        let grace = session.hitTest(CGPoint(x: 195, y: 422))
        // Then
        #expect(hidden == .passThrough)
        #expect(grace == .passThrough)
        #expect(session.render == nil)
    }

    @Test func touchDownWithNothingInstalledDoesNothing() {
        session.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(host.calls == [])
    }

    @Test func touchDownOnTheBezelPostsTheTouchEventsAndTouchUpThereTaps() throws {
        // Given a HUD that a tap dismisses
        var taps = 0
        session.show(HUDContent(status: "Loading", options: HUDOptions(dismissOnTap: true, onBezelTap: { taps += 1 })))
        let bezel = try #require(session.render?.bezel.frame)
        let center = CGPoint(x: bezel.midX, y: bezel.midY)
        host.forget()
        // When the finger goes down on the bezel
        session.touchDown(at: center)
        // Then only the notifications go out
        #expect(host.posted == [.didReceiveTouchEvent, .didTouchDownInside])
        #expect(taps == 0, "Before the fix, the touch-down tapped")
        #expect(session.state.phase == .appearing)
        // When it lifts there
        session.touchUp(at: center)
        // Then it is a tap, which dismisses
        #expect(taps == 1)
        #expect(session.state.phase == .disappearing)
    }

    @Test func touchUpWhereTouchesPassThroughOrOutsideTheContainerIsNoTap() throws {
        // Given a HUD without a blocking mask
        var taps = 0
        session.show(
            HUDContent(status: "Loading", options: HUDOptions(onBezelTap: { taps += 1 }, onOutsideTap: { taps += 1 })))
        let canvas = try #require(session.render?.canvas)
        // When a touch lifts beside the bezel
        session.touchUp(at: CGPoint(x: 5, y: 5))
        let passedThrough = taps
        // And, with a blocking mask, outside the container, then inside it
        session.show(
            HUDContent(
                status: "Loading",
                options: HUDOptions(maskType: .black, onBezelTap: { taps += 10 }, onOutsideTap: { taps += 10 })))
        session.touchUp(at: CGPoint(x: canvas.maxX + 20, y: 5))
        let outside = taps
        session.touchUp(at: CGPoint(x: 5, y: 5))
        // Then only the last is a tap
        #expect(passedThrough == 0)
        #expect(outside == 0)
        #expect(taps == 10)
    }

    @Test func environmentChangeRerendersAShownHUD() {
        // Given
        session.send(.show(.spinner, status: "Loading"))
        host.forget()
        let rotated = HUDEnvironment(bounds: CGRect(x: 0, y: 0, width: 844, height: 390))
        // When
        session.environment = rotated
        // Then
        #expect(host.calls == [.apply(render(Fixture.content(), environment: rotated))])
        #expect(session.render == render(Fixture.content(), environment: rotated))
    }

    @Test func environmentChangeWhileNothingIsShownDoesNothing() {
        session.appearance.graceTimeInterval = 1
        session.environment.keyboardHeight = 300
        session.send(.show(.spinner, status: nil))
        session.environment.keyboardHeight = 0
        #expect(host.calls == [])
    }

    @Test func sameEnvironmentDoesNotRerender() {
        session.send(.show(.spinner, status: nil))
        host.forget()
        session.environment = HUDEnvironment()
        #expect(host.calls == [])
    }

    @Test func appearanceChangeRerendersAShownHUD() {
        // Given
        session.send(.show(.spinner, status: "Loading"))
        host.forget()
        var appearance = HUDAppearance()
        appearance.cornerRadius = 4
        // When
        session.appearance = appearance
        // Then
        #expect(host.calls == [.apply(render(Fixture.content(), appearance: appearance))])
    }

    @Test func appearanceChangeWhileHiddenDoesNothing() {
        session.appearance.cornerRadius = 4
        #expect(host.calls == [])
        #expect(session.appearance.cornerRadius == 4)
    }

    @Test func progressTickAppliesOnlyTheUpdatedRing() {
        // Given
        session.send(.show(.progress(0.2), status: "Uploading"))
        session.send(.fadeFinished(Fixture.fade(1)))
        let before = session.render
        host.forget()
        // When
        session.send(.show(.progress(0.6), status: "Uploading"))
        // Then
        let updated = before?.updatingProgress(0.6)
        #expect(session.render == updated)
        #expect(host.calls.allSatisfy { $0 == .apply(updated ?? render(Fixture.content())) })
    }

    /// Before the fix, the engine kept the content of the last `render` effect, so a relayout after progress
    /// ticks drew the ring at the first fraction again.
    @Test func relayoutAfterAProgressTickKeepsTheNewFraction() {
        // Given
        session.send(.show(.progress(0.2), status: "Uploading"))
        session.send(.show(.progress(0.6), status: "Uploading"))
        host.forget()
        let environment = HUDEnvironment(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768))
        // When
        session.environment = environment
        // Then
        #expect(host.applied.last == render(Fixture.content(.progress(0.6), "Uploading"), environment: environment))
    }

    @Test func hapticsReachTheHostAndATapRunsThePresentationsHandler() {
        var taps = 0
        session.appearance.hapticsEnabled = true
        session.show(HUDContent(indicator: .error, status: "Failed", options: HUDOptions(onBezelTap: { taps += 1 })))
        session.send(.touch(.bezel, phase: .down))
        session.send(.touch(.bezel, phase: .upInside))
        #expect(host.calls.contains(.prepareHaptics))
        #expect(host.calls.contains(.playHaptic(.error)))
        #expect(taps == 1)
        #expect(host.posted.suffix(2) == [.didReceiveTouchEvent, .didTouchDownInside])
    }

    @Test func sessionWhoseHostIsGoneWaitsWithoutCrashing() {
        // Given
        var gone: RecordingHost? = RecordingHost()
        let orphan = HUDSession(host: gone ?? host, scheduler: clock)
        gone = nil
        // When
        orphan.send(.show(.success, status: "Saved"))
        orphan.send(.fadeFinished(Fixture.fade(1)))
        clock.advance(by: 1.5)
        // Then: nowhere to install, so the show waits and no timer runs
        #expect(orphan.state.phase == .awaitingOverlay)
        #expect(orphan.isVisible == false)
        #expect(host.calls == [])
    }
}

/// A dismiss completion is told how its dismiss ended.
@MainActor
struct HUDSessionDismissalTests {
    let fixture = SessionFixture()

    @Test func aCompletionHearsThatTheHUDDisappeared() {
        var heard: [HUDDismissal] = []
        fixture.session.show(HUDContent(status: "Loading"))
        fixture.finishFade()
        fixture.session.dismiss { heard.append($0) }
        fixture.finishFade()
        #expect(heard == [.disappeared])
    }

    @Test func aCompletionHearsThatALaterShowSupersededItsDismiss() {
        var heard: [HUDDismissal] = []
        fixture.session.show(HUDContent(status: "Loading"))
        fixture.finishFade()
        fixture.session.dismiss(delay: 2) { heard.append($0) }
        fixture.session.show(HUDContent(status: "Next"))
        #expect(heard == [.superseded])
        #expect(fixture.session.isVisible)
    }

    @Test func aCompletionHearsThatNothingWasShown() {
        var heard: [HUDDismissal] = []
        fixture.session.dismiss { heard.append($0) }
        fixture.host.canInstall = false
        fixture.session.show(HUDContent(status: "Waiting for a scene"))
        fixture.session.dismiss { heard.append($0) }
        #expect(heard == [.notShown, .notShown])
    }
}

/// Touches while the HUD leaves.
@MainActor
struct HUDSessionFadeOutTouchTests {
    @Test func aBlockingMaskPassesTouchesThroughOnceTheFadeOutBegins() {
        // Given a HUD with a black mask, fully shown
        let fixture = SessionFixture { $0.maskType = .black }
        fixture.session.show(HUDContent(status: "Loading"))
        fixture.finishFade()
        let corner = CGPoint(x: 5, y: 5)
        let shown = fixture.session.hitTest(corner)
        // When the fade-out begins
        fixture.session.dismiss()
        // Then the app gets the touch at once, on the mask and on the bezel alike
        let bezel = fixture.session.render?.bezel.frame ?? .zero
        #expect(shown == .mask)
        #expect(fixture.session.hitTest(corner) == .passThrough)
        #expect(fixture.session.hitTest(CGPoint(x: bezel.midX, y: bezel.midY)) == .passThrough)
    }
}
