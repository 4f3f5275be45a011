import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The settings most presentations leave out live in a box, and options keep the value semantics of plain fields.
struct HUDOptionsExtrasTests {
    @Test func settingsSetThenClearedLeaveOptionsEqualToDefaultOptions() {
        // Given options with details and an accessibility label
        var options = HUDOptions(details: "3 of 10", accessibilityLabel: "Uploading")

        // When both are cleared
        options.details = nil
        options.accessibilityLabel = nil

        // Then the options are the default ones, and hash alike
        #expect(options == HUDOptions())
        #expect(options.hashValue == HUDOptions().hashValue)
    }

    @Test func aTapActionAloneIsKept() {
        // Given options whose only boxed setting is a tap action (actions always compare equal)
        var options = HUDOptions()

        // When the action is set
        options.onOutsideTap = HUDOptions.TapAction {}

        // Then it is kept
        #expect(options.onOutsideTap != nil)
        #expect(options.onBezelTap == nil)
    }

    @Test func changingACopyLeavesTheOriginalAsItWas() {
        // Given options with details, and a copy of them
        let original = HUDOptions(details: "3 of 10")
        var copy = original

        // When the copy's details change
        copy.details = "4 of 10"

        // Then the original keeps its own
        #expect(original.details == "3 of 10")
        #expect(copy.details == "4 of 10")
        #expect(original != copy)
    }

    @Test func optionsWithTheSameSettingsMadeApartAreEqualAndHashAlike() {
        // Given two options made apart with the same details and button title
        let first = HUDOptions(details: "Almost done", button: HUDButton("Cancel") {})
        let second = HUDOptions(details: "Almost done", button: HUDButton("Cancel") {})

        // Then they are equal and hash alike; other details differ
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != HUDOptions(details: "Done", button: HUDButton("Cancel") {}))
    }
}
