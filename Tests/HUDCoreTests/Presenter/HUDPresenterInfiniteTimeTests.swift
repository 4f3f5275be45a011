import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// `.infinity` means "never": an infinite grace time never shows by itself, an infinite display duration never
/// dismisses by itself, and an infinite minimum display time keeps the HUD until the app dismisses it, at once.
@MainActor
struct HUDPresenterInfiniteTimeTests {
    @Test func infiniteGraceTimeNeverShowsByItself() {
        // Given
        let harness = PresenterHarness { $0.graceTimeInterval = .infinity }
        // When
        let shown = harness.send(.show(.spinner, status: "Loading"))
        let later = harness.advance(by: 1e300)
        // Then
        #expect(shown == [], "Before the fix, an infinite grace time was sanitized to 0 and the HUD showed at once")
        #expect(later == [])
        #expect(harness.phase == .gracePending)
        #expect(harness.presenter.liveTimers == [])
    }

    @Test func dismissDuringAnInfiniteGraceTimeCancelsTheShowAndRunsItsCompletionAtOnce() {
        // Given
        let harness = PresenterHarness { $0.graceTimeInterval = .infinity }
        harness.send(.show(.spinner, status: "Loading"))
        let completion = harness.newCompletion()
        // When
        let effects = harness.send(.dismiss(delay: 0, completion: completion))
        // Then
        #expect(effects == [.runCompletion(completion, .notShown)])
        #expect(harness.phase == .hidden)
        #expect(harness.events == [])
    }

    @Test func delayedDismissDuringAnInfiniteGraceTimeCancelsTheShowWhenItsDelayEnds() {
        // Given
        let harness = PresenterHarness { $0.graceTimeInterval = .infinity }
        harness.send(.show(.spinner, status: "Loading"))
        let completion = harness.newCompletion()
        harness.send(.dismiss(delay: 2, completion: completion))
        // When
        let before = harness.advance(by: 1.999)
        let at = harness.advance(by: 0.001)
        // Then
        #expect(before == [])
        #expect(at == [.runCompletion(completion, .notShown)])
        #expect(harness.phase == .hidden)
        #expect(harness.events == [])
    }

    @Test func infiniteMinimumDismissTimeKeepsAnImageUntilDismissed() {
        // Given
        let harness = PresenterHarness { $0.minimumDismissTimeInterval = .infinity }
        // When
        let shown = harness.showVisible(.success, status: "Saved")
        let later = harness.advance(by: 1e12)
        let dismissed = harness.send(.dismiss(delay: 0, completion: nil))
        // Then
        #expect(
            shown.scheduled == [],
            "Before the fix, an infinite minimum dismiss time was sanitized to 0 and the success left after 0.5 s")
        #expect(later == [])
        #expect(dismissed.events == [.willDisappear])
    }

    @Test func infiniteMinimumDisplayTimeNeverDismissesByItself() {
        // Given
        let harness = PresenterHarness { $0.minimumDisplayTime = .infinity }
        // When an image and a spinner with a duration are shown
        let image = harness.showVisible(.success, status: "Saved")
        let imageLater = harness.advance(by: 1e12)
        let spinner = harness.send(.show(.spinner, status: "Working", options: HUDOptions(duration: 2)))
        let spinnerLater = harness.advance(by: 1e12)
        // Then neither dismisses itself
        #expect(image.scheduled == [])
        #expect(imageLater == [])
        #expect(spinner.scheduled == [])
        #expect(spinnerLater == [])
        #expect(harness.phase == .visible)
    }

    nonisolated static let dismisses: [(label: String, input: HUDInput)] = [
        ("dismiss", .dismiss(delay: 0, completion: nil)),
        ("popActivity", .popActivity),
        ("endActivity", .endActivity(Fixture.activity(1))),
        ("tap", .touch(.bezel, phase: .upInside)),
    ]

    @Test(arguments: dismisses.map(\.label))
    func infiniteMinimumDisplayTimeLetsEveryDismissGoAtOnce(_ label: String) throws {
        // Given a HUD that each of these dismisses
        let harness = PresenterHarness { $0.minimumDisplayTime = .infinity }
        let input = try #require(Self.dismisses.first { $0.label == label }).input
        if case .endActivity(let id) = input {
            harness.send(.beginActivity(id, status: "Syncing"))
        } else {
            harness.send(.show(.spinner, status: "Loading", options: HUDOptions(dismissOnTap: true)))
        }
        harness.finishFade()
        // When
        let effects = harness.send(input)
        // Then
        #expect(effects.events == [.willDisappear], "Before the fix, an endless hold would have kept the HUD for good")
        #expect(harness.presenter.liveTimers == [])
    }

    @Test func infiniteMinimumDisplayTimeLetsADelayedDismissGoAfterItsDelay() {
        // Given
        let harness = PresenterHarness { $0.minimumDisplayTime = .infinity }
        harness.showVisible(.success, status: "Saved")
        harness.send(.dismiss(delay: 3, completion: nil))
        // When
        let before = harness.advance(by: 2.999)
        let at = harness.advance(by: 0.001)
        // Then
        #expect(before == [])
        #expect(at.events == [.willDisappear])
    }
}
