import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Per-call options on the engine: they shape their own presentation and nothing else.
@MainActor
struct HUDOptionsFlowTests {
    let controller = SessionFixture { $0.maskType = .none }

    private func render(_ content: HUDContent) -> HUDRenderDescription {
        HUDRenderDescription(
            content: content, appearance: controller.session.appearance, environment: controller.session.environment,
            measurer: HUDApproximateTextMeasurer())
    }

    @Test func optionsShapeTheirPresentationAndTheNextShowDropsThem() {
        // Given
        let black = HUDContent(status: "Syncing", options: HUDOptions(maskType: .black, style: .dark))
        controller.present(.show(black.indicator, status: black.status, options: black.options))
        let withOptions = controller.session.render

        // When
        controller.present(.show(.spinner, status: "Syncing"))

        // Then
        #expect(withOptions == render(black))
        #expect(withOptions?.mask != HUDRenderDescription.Mask.none)
        #expect(controller.session.render == render(HUDContent(status: "Syncing")))
        #expect(controller.session.render?.mask == HUDRenderDescription.Mask.none)
        #expect(controller.session.appearance.maskType == .none)
    }

    @Test func aRelayoutKeepsThePresentationsOptions() {
        // Given
        let black = HUDContent(status: "Syncing", options: HUDOptions(maskType: .black))
        controller.present(.show(black.indicator, status: black.status, options: black.options))

        // When: the device rotates
        controller.session.environment.bounds = CGRect(x: 0, y: 0, width: 844, height: 390)

        // Then
        #expect(controller.session.render == render(black))
    }

    @Test func aStatusChangeKeepsThePresentationsOptions() {
        // Given
        let options = HUDOptions(maskType: .black, dismissOnTap: true)
        controller.present(.show(.spinner, status: "Syncing", options: options))

        // When
        controller.apply(.setStatus("Almost done"))

        // Then
        #expect(controller.session.state.content == HUDContent(status: "Almost done", options: options))
    }

    @Test func perCallHapticsPlayOnlyForTheirPresentation() {
        // Given: haptics off globally
        controller.present(.show(.success, status: "Saved", options: HUDOptions(hapticsEnabled: true)))
        let first = controller.host.calls.filter { $0 == .playHaptic(.success) }.count

        // When
        controller.present(.show(.success, status: "Saved again"))

        // Then
        #expect(first == 1)
        #expect(controller.host.calls.filter { $0 == .playHaptic(.success) }.count == 1)
    }

    @Test func aPerCallDurationDismissesAnyIndicator() {
        // Given
        controller.present(.show(.progress(0.3), status: "Uploading", options: HUDOptions(duration: 2)))
        controller.finishFade()

        // When
        controller.advance(by: 1.99)
        let early = controller.phase
        controller.advance(by: 0.01)

        // Then
        #expect(early == .visible)
        #expect(controller.phase == .disappearing)
        #expect(controller.changes == [.ended(HUDPresentationID(1))])
    }
}
