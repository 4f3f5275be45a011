import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDRunPlanCancellationTests {
    /// An error of the app's own.
    private enum UploadError: Error {
        case rejected
    }

    @Test func taskCancellationIsACancellation() {
        #expect(HUDRunPlan.Outcome.isCancellation(CancellationError()))
    }

    @Test func cancelledURLLoadIsACancellation() {
        // Given
        let swiftValue = URLError(.cancelled)
        let bridged = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)

        // When
        let answers = [HUDRunPlan.Outcome.isCancellation(swiftValue), HUDRunPlan.Outcome.isCancellation(bridged)]

        // Then
        #expect(answers == [true, true])
    }

    @Test func userCancelledCocoaErrorIsACancellation() {
        // Given
        let swiftValue = CocoaError(.userCancelled)
        let bridged = NSError(domain: NSCocoaErrorDomain, code: CocoaError.userCancelled.rawValue)

        // When
        let answers = [HUDRunPlan.Outcome.isCancellation(swiftValue), HUDRunPlan.Outcome.isCancellation(bridged)]

        // Then
        #expect(answers == [true, true])
    }

    @Test func otherURLAndCocoaErrorsAreFailures() {
        // Given
        let errors: [any Error] = [
            URLError(.timedOut), URLError(.notConnectedToInternet), CocoaError(.fileNoSuchFile),
            NSError(domain: NSCocoaErrorDomain, code: NSURLErrorCancelled),
        ]

        // When
        let answers = errors.map(HUDRunPlan.Outcome.isCancellation)

        // Then
        #expect(answers == [false, false, false, false])
    }

    @Test func anAppsOwnErrorIsAFailureWhateverItsCode() {
        // Given
        let appError = UploadError.rejected
        let sameCodeOtherDomain = NSError(domain: "com.example.upload", code: NSURLErrorCancelled)

        // When
        let answers = [
            HUDRunPlan.Outcome.isCancellation(appError), HUDRunPlan.Outcome.isCancellation(sameCodeOtherDomain),
        ]

        // Then
        #expect(answers == [false, false])
    }

    @Test func aCancellationErrorFinishesTheRunWithoutAnErrorHUD() {
        // Given
        let error = URLError(.cancelled)

        // When
        let outcome = HUDRunPlan.Outcome.thrown(
            message: error.localizedDescription, isCancellationError: HUDRunPlan.Outcome.isCancellation(error),
            isTaskCancelled: false)

        // Then
        #expect(outcome == .cancelled)
    }
}
