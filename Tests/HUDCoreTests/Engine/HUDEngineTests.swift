import Foundation
import Testing

@testable import HUDCore

@MainActor
struct HUDEngineTests {
    let host = RecordingHost()
    let clock = HUDManualScheduler()
    let engine: HUDEngine

    init() {
        engine = HUDEngine(host: host, scheduler: clock)
        host.engine = engine
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
        engine.send(.show(.spinner, status: "Loading"))
        // Then
        let expected = render(Fixture.content())
        #expect(
            host.calls == [
                .installOverlay, .apply(expected), .post(.willAppear, status: "Loading"),
                .fadeIn(Fixture.fade(1), duration: 0.15, transition: expected.transition), .announce(.status("Loading")),
            ])
        #expect(engine.render == expected)
        #expect(engine.state.phase == .appearing)
    }

    @Test func graceTimerFiresThroughTheScheduler() {
        // Given
        engine.appearance.graceTimeInterval = 0.5
        engine.send(.show(.spinner, status: nil))
        // When
        let pending = clock.pendingTimers
        clock.advance(by: 0.49)
        let early = host.calls
        clock.advance(by: 0.01)
        // Then
        #expect(pending == [Fixture.timer(.grace, 1)])
        #expect(early == [])
        #expect(host.calls.first == .installOverlay)
        #expect(engine.state.phase == .appearing)
    }

    @Test func autoDismissFiresThroughTheScheduler() {
        // Given
        engine.send(.show(.success, status: "Saved"))
        engine.send(.fadeFinished(Fixture.fade(1)))
        host.forget()
        // When
        clock.advance(by: 1.5)
        // Then
        #expect(host.posted == [.willDisappear])
        #expect(clock.pendingTimers == [])
    }

    @Test func cancelledTimersLeaveTheScheduler() {
        engine.send(.show(.spinner, status: nil))
        engine.send(.dismiss(delay: 2, completion: nil))
        #expect(clock.pendingTimers == [Fixture.timer(.delayedDismiss, 2)])
        engine.send(.show(.spinner, status: "Again"))
        #expect(clock.pendingTimers == [])
    }

    @Test func hostThatFinishesFadesInsideTheFadeCallGetsEveryCallInOrder() {
        // Given
        host.finishesFadesAtOnce = true
        // When
        engine.send(.show(.spinner, status: "Loading"))
        engine.send(.dismiss(delay: 0, completion: Fixture.completion(1)))
        // Then
        #expect(host.posted == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(
            Array(host.calls.suffix(5)) == [
                .post(.willDisappear, status: "Loading"),
                .fadeOut(Fixture.fade(2), duration: 0.15, transition: render(Fixture.content()).transition),
                .removeOverlay, .post(.didDisappear, status: "Loading"), .runCompletion(Fixture.completion(1)),
            ])
        #expect(engine.state.phase == .hidden)
        #expect(engine.render == nil)
    }

    @Test func inputSentFromACompletionIsAppliedAfterTheCurrentOne() {
        // Given
        host.inputOnCompletion = .show(.spinner, status: "Next")
        // When
        engine.send(.dismiss(delay: 0, completion: Fixture.completion(7)))
        // Then
        #expect(Array(host.calls.prefix(2)) == [.runCompletion(Fixture.completion(7)), .installOverlay])
        #expect(engine.state.phase == .appearing)
    }

    @Test func completionRunsOnceThroughTheHost() {
        engine.send(.show(.spinner, status: nil))
        engine.send(.dismiss(delay: 0, completion: Fixture.completion(3)))
        engine.send(.dismiss(delay: 0, completion: Fixture.completion(4)))
        engine.send(.fadeFinished(Fixture.fade(2)))
        engine.send(.fadeFinished(Fixture.fade(2)))
        let runs = host.calls.filter { if case .runCompletion = $0 { true } else { false } }
        #expect(runs == [.runCompletion(Fixture.completion(3)), .runCompletion(Fixture.completion(4))])
    }

    @Test func hitTestPassesThroughWhenNothingIsInstalled() {
        // Given
        engine.appearance.graceTimeInterval = 1
        let hidden = engine.hitTest(CGPoint(x: 195, y: 422))
        // When
        engine.send(.show(.spinner, status: nil, options: HUDOptions(maskType: .black)))
        let grace = engine.hitTest(CGPoint(x: 195, y: 422))
        // Then
        #expect(hidden == .passThrough)
        #expect(grace == .passThrough)
        #expect(engine.render == nil)
    }

    @Test func touchDownWithNothingInstalledDoesNothing() {
        engine.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(host.calls == [])
    }

    @Test func touchDownOnTheBezelPostsTheTouchEventsAndTouchUpThereTaps() throws {
        // Given a HUD that a tap dismisses
        engine.send(.show(.spinner, status: "Loading", options: HUDOptions(dismissOnTap: true)))
        let bezel = try #require(engine.render?.bezel.frame)
        let center = CGPoint(x: bezel.midX, y: bezel.midY)
        host.forget()
        // When the finger goes down on the bezel
        engine.touchDown(at: center)
        // Then only the notifications go out
        #expect(host.posted == [.didReceiveTouchEvent, .didTouchDownInside])
        #expect(!host.calls.contains(.handleTap), "Before the fix, the touch-down tapped")
        #expect(engine.state.phase == .appearing)
        // When it lifts there
        engine.touchUp(at: center)
        // Then it is a tap, which dismisses
        #expect(host.calls.contains(.handleTap))
        #expect(engine.state.phase == .disappearing)
    }

    @Test func touchUpWhereTouchesPassThroughOrOutsideTheContainerIsNoTap() throws {
        // Given a HUD without a blocking mask, and one with
        engine.send(.show(.spinner, status: "Loading"))
        let canvas = try #require(engine.render?.canvas)
        host.forget()
        // When touches lift beside the bezel, then (with a blocking mask) outside the container and inside it
        engine.touchUp(at: CGPoint(x: 5, y: 5))
        let passedThrough = host.calls
        engine.send(.show(.spinner, status: "Loading", options: HUDOptions(maskType: .black)))
        host.forget()
        engine.touchUp(at: CGPoint(x: canvas.maxX + 20, y: 5))
        let outside = host.calls
        engine.touchUp(at: CGPoint(x: 5, y: 5))
        // Then only the last is a tap
        #expect(passedThrough == [])
        #expect(outside == [])
        #expect(host.calls == [.handleTap])
    }

    @Test func environmentChangeRerendersAShownHUD() {
        // Given
        engine.send(.show(.spinner, status: "Loading"))
        host.forget()
        let rotated = HUDEnvironment(bounds: CGRect(x: 0, y: 0, width: 844, height: 390))
        // When
        engine.environment = rotated
        // Then
        #expect(host.calls == [.apply(render(Fixture.content(), environment: rotated))])
        #expect(engine.render == render(Fixture.content(), environment: rotated))
    }

    @Test func environmentChangeWhileNothingIsShownDoesNothing() {
        engine.appearance.graceTimeInterval = 1
        engine.environment.keyboardHeight = 300
        engine.send(.show(.spinner, status: nil))
        engine.environment.keyboardHeight = 0
        #expect(host.calls == [])
    }

    @Test func sameEnvironmentDoesNotRerender() {
        engine.send(.show(.spinner, status: nil))
        host.forget()
        engine.environment = HUDEnvironment()
        #expect(host.calls == [])
    }

    @Test func appearanceChangeRerendersAShownHUD() {
        // Given
        engine.send(.show(.spinner, status: "Loading"))
        host.forget()
        var appearance = HUDAppearance()
        appearance.cornerRadius = 4
        // When
        engine.appearance = appearance
        // Then
        #expect(host.calls == [.apply(render(Fixture.content(), appearance: appearance))])
    }

    @Test func appearanceChangeWhileHiddenDoesNothing() {
        engine.appearance.cornerRadius = 4
        #expect(host.calls == [])
        #expect(engine.appearance.cornerRadius == 4)
    }

    @Test func progressTickAppliesOnlyTheUpdatedRing() {
        // Given
        engine.send(.show(.progress(0.2), status: "Uploading"))
        engine.send(.fadeFinished(Fixture.fade(1)))
        let before = engine.render
        host.forget()
        // When
        engine.send(.show(.progress(0.6), status: "Uploading"))
        // Then
        let updated = before?.updatingProgress(0.6)
        #expect(engine.render == updated)
        #expect(host.calls.allSatisfy { $0 == .apply(updated ?? render(Fixture.content())) })
    }

    /// Before the fix, the engine kept the content of the last `render` effect, so a relayout after progress
    /// ticks drew the ring at the first fraction again.
    @Test func relayoutAfterAProgressTickKeepsTheNewFraction() {
        // Given
        engine.send(.show(.progress(0.2), status: "Uploading"))
        engine.send(.show(.progress(0.6), status: "Uploading"))
        host.forget()
        let environment = HUDEnvironment(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768))
        // When
        engine.environment = environment
        // Then
        #expect(host.applied.last == render(Fixture.content(.progress(0.6), "Uploading"), environment: environment))
    }

    @Test func hapticsAndTapsReachTheHost() {
        engine.appearance.hapticsEnabled = true
        engine.send(.show(.error, status: "Failed"))
        engine.send(.touch(.bezel, phase: .down))
        engine.send(.touch(.bezel, phase: .upInside))
        #expect(host.calls.contains(.prepareHaptics))
        #expect(host.calls.contains(.playHaptic(.error)))
        #expect(host.calls.last == .handleTap)
        #expect(host.posted.suffix(2) == [.didReceiveTouchEvent, .didTouchDownInside])
    }

    @Test func engineWhoseHostIsGoneKeepsItsStateWithoutCrashing() {
        // Given
        var gone: RecordingHost? = RecordingHost()
        let orphan = HUDEngine(host: gone ?? host, scheduler: clock)
        gone = nil
        // When
        orphan.send(.show(.success, status: "Saved"))
        orphan.send(.fadeFinished(Fixture.fade(1)))
        clock.advance(by: 1.5)
        // Then
        #expect(orphan.state.phase == .disappearing)
        #expect(host.calls == [])
    }
}
