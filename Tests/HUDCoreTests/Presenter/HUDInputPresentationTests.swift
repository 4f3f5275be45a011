import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Which inputs begin a new presentation (`HUDInput+Presentation.swift`).
struct HUDInputPresentationTests {
    @Test(arguments: [
        (HUDInput.show(.spinner, status: nil), true),
        (.beginActivity(HUDActivityID(1), status: nil), true),
        (.setStatus("Later"), false),
        (.dismiss(delay: 0, completion: nil), false),
        (.popActivity, false),
        (.endActivity(HUDActivityID(1)), false),
        (.timerFired(HUDTimerID(kind: .grace, serial: 1)), false),
        (.fadeFinished(HUDFadeID(serial: 1)), false),
        (.touch(.bezel, phase: .down), false),
        (.touch(.bezel, phase: .upInside), false),
    ])
    func onlyShowsAndActivitiesStartPresentations(input: HUDInput, starts: Bool) {
        #expect(input.startsPresentation == starts)
    }
}
