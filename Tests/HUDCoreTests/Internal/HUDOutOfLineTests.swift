import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The out-of-line box is made only when a part is there, is replaced on change, and compares by its parts.
struct HUDOutOfLineTests {
    @Test func noBoxIsMadeForPartsLeftOut() {
        // Given options and a frame part set that leave every out-of-line part out
        let values = HUDOptions.ExtraValues()
        let parts = HUDRenderDescription.ExtraParts()

        // When they are boxed
        // Then there is no box
        #expect(HUDOutOfLine.boxing(values) == nil)
        #expect(HUDOutOfLine.boxing(parts) == nil)
    }

    @Test func aChangeMakesANewBoxAndLeavesTheOldOneAsItWas() {
        // Given a box with details
        let old = HUDOutOfLine.changing(nil) { (values: inout HUDOptions.ExtraValues) in values.details = "3 of 10" }

        // When its details change
        let new = HUDOutOfLine.changing(old) { $0.details = "4 of 10" }

        // Then the new box has them and the old one still has its own
        #expect(old?.parts.details == "3 of 10")
        #expect(new?.parts.details == "4 of 10")
        #expect(old !== new)
    }

    @Test func removingTheLastPartDropsTheBox() {
        // Given a box with an accessibility label only
        let box = HUDOutOfLine.changing(nil) { (values: inout HUDOptions.ExtraValues) in
            values.accessibilityLabel = "Uploading"
        }

        // When the label is removed
        let emptied = HUDOutOfLine.changing(box) { $0.accessibilityLabel = nil }

        // Then no box is left
        #expect(box != nil)
        #expect(emptied == nil)
    }

    @Test func twoBoxesWithTheSameValuesAreEqualAndHashAlike() {
        // Given two boxes made apart with the same details
        let first = HUDOutOfLine.boxing(HUDOptions.ExtraValues(details: "Almost done"))
        let second = HUDOutOfLine.boxing(HUDOptions.ExtraValues(details: "Almost done"))

        // Then they are equal, as are options that carry them, and hash alike
        #expect(first !== second)
        #expect(first == second)
        #expect(first?.hashValue == second?.hashValue)
        #expect(HUDOptions(details: "Almost done") == HUDOptions(details: "Almost done"))
        #expect(HUDOptions(details: "Almost done") != HUDOptions(details: "Done"))
    }
}
