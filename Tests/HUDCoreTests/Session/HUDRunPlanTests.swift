import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDRunPlanTests {
    let first = HUDActivityID(1)
    let second = HUDActivityID(2)
    let saving: HUDRunPlan

    init() {
        saving = HUDRunPlan(activity: first, status: "Saving…", success: "Saved")
    }

    // MARK: Start

    @Test func startWithoutOptionsOnlyOpensTheRunsActivity() {
        #expect(saving.startInputs == [.beginActivity(first, status: "Saving…")])
    }

    @Test func startWithOptionsGivesThemToTheRunsOwnActivity() {
        // Given
        let plan = HUDRunPlan(activity: first, status: "Saving…", options: HUDOptions(maskType: .black))

        // When
        let inputs = plan.startInputs

        // Then
        #expect(
            inputs == [.beginActivity(first, status: "Saving…", options: HUDOptions(maskType: .black))],
            "Before the fix, the options went on an extra show, which no activity kept: a later run's end lost them")
    }

    @Test func theSpinnerHasTheButtonButTheOutcomeDoesNot() {
        // Given
        let cancel = HUDButton("Cancel", role: .cancel, action: {})
        let options = HUDOptions(details: "2 files", button: cancel)
        let plan = HUDRunPlan(activity: first, status: "Saving…", success: "Saved", options: options)

        // Then
        #expect(plan.startInputs == [.beginActivity(first, status: "Saving…", options: plan.options)])
        #expect(
            plan.finishInputs(for: .returned, openActivities: [first]).first
                == .show(.success, status: "Saved", options: HUDOptions(details: "2 files")))
        #expect(
            plan.finishInputs(for: .threw(message: "Full"), openActivities: [first]).first
                == .show(.error, status: "Full", options: HUDOptions(details: "2 files")))
    }

    @Test func theSpinnerNeverGetsTheDuration() {
        // Given
        let options = HUDOptions(maskType: .clear, duration: 0.5, dismissOnTap: true)
        let plan = HUDRunPlan(activity: first, status: nil, options: options)

        // When
        let inputs = plan.startInputs

        // Then
        #expect(plan.spinnerOptions == HUDOptions(maskType: .clear, dismissOnTap: true))
        #expect(
            inputs == [.beginActivity(first, status: nil, options: HUDOptions(maskType: .clear, dismissOnTap: true))])
    }

    @Test func aDurationAloneNeedsNoExtraShow() {
        // Given
        let plan = HUDRunPlan(activity: first, status: "Saving…", options: HUDOptions(duration: 3))

        // When / Then
        #expect(plan.startInputs == [.beginActivity(first, status: "Saving…")])
        #expect(plan.finishInputs(for: .cancelled, openActivities: [first]).contains(.popActivity) == false)
    }

    // MARK: Finish alone

    @Test func returnedShowsTheSuccessHUD() {
        // When
        let inputs = saving.finishInputs(for: .returned, openActivities: [first])

        // Then
        #expect(inputs == [.show(.success, status: "Saved", options: HUDOptions()), .endActivity(first)])
    }

    @Test func returnedWithoutSuccessStatusDismissesWithoutASuccessHUD() {
        // Given
        let plan = HUDRunPlan(activity: first, status: "Loading", success: nil)

        // When
        let inputs = plan.finishInputs(for: .returned, openActivities: [first])

        // Then
        #expect(inputs == [.endActivity(first)], "ending the last activity dismisses its spinner; no plain dismiss")
    }

    @Test func anEmptySuccessStatusShowsTheCheckmarkWithoutALabel() {
        // Given
        let plan = HUDRunPlan(activity: first, success: "")

        // When
        let inputs = plan.finishInputs(for: .returned, openActivities: [first])

        // Then
        #expect(inputs == [.show(.success, status: "", options: HUDOptions()), .endActivity(first)])
    }

    @Test func threwShowsTheErrorsMessage() {
        // When
        let inputs = saving.finishInputs(for: .threw(message: "The disk is full."), openActivities: [first])

        // Then
        #expect(inputs == [.show(.error, status: "The disk is full.", options: HUDOptions()), .endActivity(first)])
    }

    @Test func anErrorStatusReplacesTheMessage() {
        // Given
        var plan = saving
        plan.errorStatus = "Could not save"

        // When
        let inputs = plan.finishInputs(for: .threw(message: "POSIX error 28"), openActivities: [first])

        // Then
        #expect(inputs == [.show(.error, status: "Could not save", options: HUDOptions()), .endActivity(first)])
    }

    @Test func cancelledDismissesAndNeverShowsAnError() {
        // When
        let inputs = saving.finishInputs(for: .cancelled, openActivities: [first])

        // Then
        #expect(inputs == [.endActivity(first)], "ending the last activity dismisses its spinner; no plain dismiss")
    }

    @Test func outcomeHUDsGetTheWholeOptionsAndTheirImageResetsTheCountInsteadOfAPop() {
        // Given
        let options = HUDOptions(maskType: .black, duration: 4, hapticsEnabled: true)
        let plan = HUDRunPlan(activity: first, status: "Saving…", success: "Saved", options: options)

        // When
        let success = plan.finishInputs(for: .returned, openActivities: [first])
        let failure = plan.finishInputs(for: .threw(message: "No"), openActivities: [first])

        // Then
        #expect(success == [.show(.success, status: "Saved", options: options), .endActivity(first)])
        #expect(failure == [.show(.error, status: "No", options: options), .endActivity(first)])
    }

    @Test func aRunWhoseActivityADismissAlreadyClosedStillShowsItsOutcome() {
        // Given: `HUD.dismiss()` closed every activity while the work ran
        let open: Set<HUDActivityID> = []

        // When
        let inputs = saving.finishInputs(for: .returned, openActivities: open)

        // Then
        #expect(inputs == [.show(.success, status: "Saved", options: HUDOptions()), .endActivity(first)])
    }

    @Test func veryLongAndEmptyStatusesArePassedOnUnchanged() {
        // Given
        let long = String(repeating: "x", count: 100_000)
        let plan = HUDRunPlan(activity: first, status: long, success: long, errorStatus: "")

        // When
        let start = plan.startInputs
        let failure = plan.finishInputs(for: .threw(message: long), openActivities: [])

        // Then
        #expect(start == [.beginActivity(first, status: long)])
        #expect(failure == [.show(.error, status: "", options: HUDOptions()), .endActivity(first)])
    }

    // MARK: Overlapping runs

    @Test func aRunThatFinishesFirstLeavesTheSpinnerToTheOther() {
        // Given: two runs started, both activities open
        let other = HUDRunPlan(activity: second, status: "Uploading…", success: "Uploaded")
        let open: Set<HUDActivityID> = [first, second]

        // When
        let returned = saving.finishInputs(for: .returned, openActivities: open)
        let cancelled = saving.finishInputs(for: .cancelled, openActivities: open)
        let last = other.finishInputs(for: .returned, openActivities: [second])

        // Then
        #expect(returned == [.endActivity(first)])
        #expect(cancelled == [.endActivity(first)])
        #expect(last == [.show(.success, status: "Uploaded", options: HUDOptions()), .endActivity(second)])
    }

    @Test func anErrorIsShownEvenWhileAnotherRunIsOpen() {
        // When
        let inputs = saving.finishInputs(for: .threw(message: "Offline"), openActivities: [first, second])

        // Then
        #expect(inputs == [.show(.error, status: "Offline", options: HUDOptions()), .endActivity(first)])
    }

    @Test func aFinishingRunWithOptionsOnlyEndsItsActivity() {
        // Given
        let plan = HUDRunPlan(activity: first, success: "Saved", options: HUDOptions(maskType: .black))

        // When
        let inputs = plan.finishInputs(for: .returned, openActivities: [first, second])

        // Then
        #expect(inputs == [.endActivity(first)])
    }

    @Test func eachRunStartsWithItsOwnActivity() {
        // Given
        let other = HUDRunPlan(activity: second, status: "Uploading…")

        // When / Then
        #expect(
            saving.startInputs + other.startInputs == [
                .beginActivity(first, status: "Saving…"), .beginActivity(second, status: "Uploading…"),
            ])
    }

    // MARK: Classification

    @Test(arguments: [
        (false, false, HUDRunPlan.Outcome.threw(message: "Offline")),
        (true, false, .cancelled),
        (false, true, .cancelled),
        (true, true, .cancelled),
    ])
    func aCancellationErrorOrACancelledTaskIsACancellation(
        isCancellationError: Bool, isTaskCancelled: Bool, expected: HUDRunPlan.Outcome
    ) {
        // When
        let outcome = HUDRunPlan.Outcome.thrown(
            message: "Offline", isCancellationError: isCancellationError, isTaskCancelled: isTaskCancelled)

        // Then
        #expect(outcome == expected)
    }
}
