import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A show made before there is anywhere to appear (in `application(_:didFinishLaunchingWithOptions:)`, a SwiftUI
/// `App.init`, a background launch): it waits, honestly invisible, and appears when a scene connects.
@MainActor
struct HUDSessionOverlayTests: SessionSuite {
    let fixture = SessionFixture()

    @Test func noSceneMeansNoDidAppearUntilASceneConnectsThenTheHUDIsInstalledAndVisible() {
        // Given: no window scene yet
        host.canInstall = false

        // When: the app shows before its first scene connects
        session.show(HUDContent(status: "Loading"))
        fixture.finishFade()
        let waiting = (phase: session.state.phase, visible: session.isVisible, calls: host.calls)

        // Then: one attempt, nothing posted, nothing rendered, not visible
        #expect(waiting.phase == .awaitingOverlay)
        #expect(waiting.visible == false)
        #expect(waiting.calls == [.installOverlay])

        // When: a scene connects
        host.canInstall = true
        host.forget()
        session.overlayBecameAvailable()
        fixture.finishFade()

        // Then
        #expect(host.calls.first == .installOverlay)
        #expect(host.posted == [.willAppear, .didAppear])
        #expect(host.applied.last?.label?.text == "Loading")
        #expect(session.isVisible)
        #expect(session.state.phase == .visible)
    }

    @Test func aSceneThatConnectsWhileNothingWaitsChangesNothing() {
        session.show(HUDContent(status: "Loading"))
        host.forget()
        session.overlayBecameAvailable()
        #expect(host.calls == [])
        #expect(session.state.phase == .appearing)
    }

    @Test func aDismissWhileWaitingCancelsTheShowWithoutAnyEventAndRunsItsCompletion() {
        // Given
        host.canInstall = false
        var completed = 0
        session.show(HUDContent(status: "Loading"))

        // When
        session.dismiss { _ in completed += 1 }
        host.canInstall = true
        session.overlayBecameAvailable()

        // Then
        #expect(completed == 1)
        #expect(host.posted == [])
        #expect(session.state.phase == .hidden)
        #expect(fixture.changes == [.ended(HUDPresentationID(1))])
    }

    @Test func aLaterShowWhileWaitingReplacesWhatAppears() {
        // Given
        host.canInstall = false
        session.show(HUDContent(status: "Loading"))

        // When
        session.show(HUDContent(indicator: .progress(0.5), status: "Uploading"))
        host.canInstall = true
        session.overlayBecameAvailable()

        // Then
        #expect(host.posted == [.willAppear])
        #expect(host.applied.count == 1)
        #expect(host.applied.first?.label?.text == "Uploading")
        #expect(session.state.activityCount == 2)
    }

    @Test func anImageShownWhileWaitingStartsItsDisplayTimeOnlyOnceItAppeared() {
        // Given
        host.canInstall = false
        session.show(HUDContent(indicator: .success, status: "Saved"))
        fixture.advance(by: 10)
        let stillWaiting = session.state.phase

        // When
        host.canInstall = true
        session.overlayBecameAvailable()
        fixture.finishFade()
        fixture.advance(by: 1.5)

        // Then
        #expect(stillWaiting == .awaitingOverlay)
        #expect(host.posted == [.willAppear, .didAppear, .willDisappear])
    }

    @Test func anAlertOverABlockingHUDInTheAppsWindowTakesVoiceOverAndGivesItBackWhenItGoes() {
        // Given a blocking HUD on screen
        session.show(HUDContent(status: "Loading", options: HUDOptions(maskType: .black)))
        fixture.finishFade()
        #expect(host.applied.last?.accessibility.isModal == true)

        // When the app presents an alert above it in its window
        host.forget()
        session.environment.isCovered = true

        // Then the HUD is drawn again, still blocking, but no longer modal
        #expect(host.applied.last?.accessibility.isModal == false)
        #expect(host.applied.last?.blocksTouches == true)

        // When the alert goes
        session.environment.isCovered = false

        // Then the HUD is modal again
        #expect(host.applied.last?.accessibility.isModal == true)
    }

    @Test func theContainersEnvironmentAnsweredByTheInstallLaysOutTheVeryFirstFrame() throws {
        // Given: a container that is not the session's default phone screen, dark, with a keyboard up
        var container = HUDEnvironment()
        container.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        container.keyboardHeight = 200
        container.colorScheme = .dark
        host.containerEnvironment = container

        // When the HUD is shown (the install answers the container's environment)
        session.show(HUDContent(status: "Loading"))

        // Then the one frame applied was laid out in that container, never in the environment the session had
        let frames = host.applied
        let first = try #require(frames.first)
        #expect(frames.count == 1)
        #expect(first.canvas == container.bounds)
        #expect(first.bezel.frame.maxY <= container.bounds.height - container.keyboardHeight)
        #expect(session.environment == container)
    }
}
