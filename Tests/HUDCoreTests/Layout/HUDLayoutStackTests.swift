import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The bezel's parts stacked and centred (`HUDLayout+Stack.swift`): indicator, label, details, button, 8 points
/// below the indicator, 4 between the texts and 12 above the button.
struct HUDLayoutStackTests {
    @Test func partsStackWithTheirSpacingsAndCentre() {
        // Given a 40-point ring box, a 61×18 label, 90×16 details and an 80×30 button
        let stack = HUDLayout.Stack(
            HUDLayout.Stack.Parts(
                indicator: CGSize(width: 40, height: 40), label: CGSize(width: 61, height: 18),
                details: CGSize(width: 90, height: 16), button: CGSize(width: 80, height: 30)))

        // Then the stack is the widest part and 40 + 8 + 18 + 4 + 16 + 12 + 30 high
        #expect(stack.size == CGSize(width: 90, height: 128))
        #expect(
            stack.frames(centeredIn: CGSize(width: 114, height: 152))
                == HUDLayout.Stack.Parts(
                    indicator: CGRect(x: 37, y: 12, width: 40, height: 40),
                    label: CGRect(x: 26.5, y: 60, width: 61, height: 18),
                    details: CGRect(x: 12, y: 82, width: 90, height: 16),
                    button: CGRect(x: 17, y: 110, width: 80, height: 30)))
    }

    @Test func missingPartsTakeNoRoomAndNoSpacing() {
        let textOnly = HUDLayout.Stack(
            HUDLayout.Stack.Parts(label: CGSize(width: 61, height: 18), details: CGSize(width: 90, height: 16)))
        let indicatorAndDetails = HUDLayout.Stack(
            HUDLayout.Stack.Parts(indicator: CGSize(width: 40, height: 40), details: CGSize(width: 90, height: 16)))
        let buttonAlone = HUDLayout.Stack(HUDLayout.Stack.Parts(button: CGSize(width: 80, height: 30)))
        // 18 + 4 + 16; 40 + 8 + 16
        #expect([textOnly.size.height, indicatorAndDetails.size.height, buttonAlone.size.height] == [38, 64, 30])
    }

    @Test func detailsWidenTheBezel() {
        let layout = HUDLayout(
            environment: HUDEnvironment(), labelSize: CGSize(width: 61, height: 18), content: .ring,
            appearance: HUDAppearance(), detailsSize: CGSize(width: 150.2, height: 32))
        // 151 + 24 wide; 12 + 48 (the ring box) + 8 + 18 + 4 + 32 + 12 high
        #expect(layout.bezelFrame.size == CGSize(width: 175, height: 134))
        #expect(layout.detailsFrame == CGRect(x: 12, y: 90, width: 151, height: 32))
    }
}
