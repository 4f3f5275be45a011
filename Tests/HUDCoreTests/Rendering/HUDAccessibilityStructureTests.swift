import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// How VoiceOver and Full Keyboard Access see a bezel (``HUDRenderDescription/Accessibility/Structure``): one
/// element while it holds no control, a container of the summary and the controls, in stack order, when it does.
struct HUDAccessibilityStructureTests {
    private let view = HUDCustomView(id: HUDAssetID(1), size: CGSize(width: 60, height: 40))
    private let cancel = HUDButton("Cancel") {}

    private func message(_ message: HUDMessage) -> HUDRenderDescription {
        HUDRenderDescription(
            message: message, appearance: HUDAppearance(), environment: HUDEnvironment(), bars: HUDMessageBars(),
            measurer: HUDApproximateTextMeasurer())
    }

    @Test func aBezelWithoutControlsIsOneElement() {
        let spinner = HUDRenderDescription.fixture(HUDContent(indicator: .spinner, status: "Loading"))
        let plainView = HUDRenderDescription.fixture(HUDContent(indicator: .customView(view), status: "Offline"))

        #expect(spinner.accessibility.structure == .element)
        #expect(plainView.accessibility.structure == .element, "a view that takes no touches holds no control")
    }

    @Test func anInteractiveViewIsReachableAfterTheSummaryBelowIt() throws {
        // Given: an interactive view with a status under it
        let render = HUDRenderDescription.fixture(
            HUDContent(
                indicator: .customView(view), status: "Pick a size",
                options: HUDOptions(customViewIsInteractive: true)))
        let frame = try #require(render.customView?.frame)
        let bezel = render.bezel.frame.size

        // Then
        let summary = CGRect(x: 0, y: frame.maxY, width: bezel.width, height: bezel.height - frame.maxY)
        #expect(
            render.accessibility.structure == .container([.summary(summary), .customView(view.id)]),
            "Before the fix, the bezel was one element and VoiceOver could not reach the view's controls")
    }

    @Test func aButtonAndAnInteractiveViewAreReadInStackOrder() throws {
        // Given
        let render = HUDRenderDescription.fixture(
            HUDContent(
                indicator: .customView(view), status: "Uploading",
                options: HUDOptions(button: cancel, customViewIsInteractive: true)))
        let frame = try #require(render.customView?.frame)
        let button = try #require(render.button?.frame)

        // Then: the summary between the view and the button, then the view, then the button
        let summary = CGRect(
            x: 0, y: frame.maxY, width: render.bezel.frame.width, height: button.minY - frame.maxY)
        #expect(render.accessibility.structure == .container([.summary(summary), .customView(view.id), .button]))
    }

    @Test func anInteractiveViewWithoutTextHasASummaryOverTheWholeBezel() {
        let render = HUDRenderDescription.fixture(
            HUDContent(indicator: .customView(view), options: HUDOptions(customViewIsInteractive: true)))

        let whole = CGRect(origin: .zero, size: render.bezel.frame.size)
        #expect(render.accessibility.structure == .container([.summary(whole), .customView(view.id)]))
    }

    @Test func aMessagesButtonIsReachable() throws {
        // Given
        let render = message(HUDMessage("Deleted", glyph: .success, options: HUDOptions(button: HUDButton("Undo") {})))
        let button = try #require(render.button?.frame)

        // Then
        let summary = CGRect(x: 0, y: 0, width: render.bezel.frame.width, height: button.minY)
        #expect(
            render.accessibility.structure == .container([.summary(summary), .button]),
            "Before the fix, the message's pill was one element and its button out of VoiceOver's reach")
        #expect(render.accessibility.identifier == "HUDMessage")
        #expect(!render.accessibility.isModal)
    }

    @Test func aMessageWithoutAButtonIsOneElement() {
        let render = message(HUDMessage("Copied", options: HUDOptions(dismissOnTap: true)))

        #expect(render.accessibility.structure == .element)
        #expect(render.accessibility.identifier == "HUDMessage")
    }
}
