import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The rules of an app's view in the bezel: its size and placement from what the kit measured, the interface style
/// it draws in, whether its controls take touches, and what VoiceOver reads for it.
struct HUDCustomViewRulesTests {
    private let id = HUDAssetID(1)

    @Test func aViewBuiltWithConstraintsTakesTheSizeTheyGiveIt() {
        // Given: no intrinsic size, no frame, its constraints fit it in 120 × 44 (before, 37 × 37)
        let measured = HUDCustomView.Measurement(
            fittingSize: CGSize(width: 120, height: 44), frameSize: .zero, translatesFrame: false)

        // When
        let view = HUDCustomView(id: id, measurement: measured)

        // Then
        #expect(view.size == CGSize(width: 120, height: 44))
        #expect(view.placement == .constraints)
    }

    @Test(
        arguments: [
            // An image view: its intrinsic size, by frame.
            (HUDCustomView.Measurement(intrinsicWidth: 24, intrinsicHeight: 24), CGSize(width: 24, height: 24)),
            // A view with an intrinsic width only: the frame's height.
            (
                HUDCustomView.Measurement(intrinsicWidth: 80, frameSize: CGSize(width: 10, height: 30)),
                CGSize(width: 80, height: 30)
            ),
            // A SwiftUI view: the ideal size it asks for.
            (HUDCustomView.Measurement(fittingSize: CGSize(width: 44, height: 40)), CGSize(width: 44, height: 40)),
            // The fitting size wins over the intrinsic size; a side without any usable size is 37.
            (
                HUDCustomView.Measurement(
                    intrinsicWidth: 10, intrinsicHeight: .nan, fittingSize: CGSize(width: 50, height: -1)),
                CGSize(width: 50, height: 37)
            ),
            // Larger than 200 × 200: scaled down keeping its aspect ratio.
            (HUDCustomView.Measurement(fittingSize: CGSize(width: 400, height: 100)), CGSize(width: 200, height: 50)),
        ] as [(HUDCustomView.Measurement, CGSize)])
    func theSizeIsTheFirstUsableMeasureSideBySide(measured: HUDCustomView.Measurement, expected: CGSize) {
        #expect(HUDCustomView(id: id, measurement: measured).size == expected)
        #expect(HUDCustomView(id: id, measurement: measured).placement == .frame)
    }

    @Test(
        arguments: [
            (HUDStyle.dark, HUDEnvironment.ColorScheme.light, HUDEnvironment.ColorScheme.dark),
            (.light, .dark, .light),
            (.automatic, .dark, .dark),
            (.automatic, .light, .light),
        ])
    func theViewDrawsInTheStyleOfTheHUDNotOfTheApp(
        style: HUDStyle, app: HUDEnvironment.ColorScheme, expected: HUDEnvironment.ColorScheme
    ) throws {
        // Given
        var environment = HUDEnvironment()
        environment.colorScheme = app
        let content = HUDContent(indicator: .customView(HUDCustomView(id: id, size: CGSize(width: 40, height: 40))))

        // When
        let render = HUDRenderDescription.fixture(content, environment) { $0.style = style }

        // Then
        #expect(try #require(render.customView).colorScheme == expected)
    }

    @Test(arguments: [(true, false, false), (true, true, true), (false, false, true), (false, true, true)])
    func onlyAViewThatLaysOutWithConstraintsIsMeasuredByThem(
        translatesFrame: Bool, hasOwnConstraints: Bool, measured: Bool
    ) {
        // Given / When
        let measures = HUDCustomView.Measurement.measuresFittingSize(
            translatesFrame: translatesFrame, hasOwnConstraints: hasOwnConstraints)

        // Then
        #expect(measures == measured, "Only a view laid out with constraints is asked for its fitting size")
    }

    @Test func aSwiftUIViewThatFillsItsProposalGetsTheLargestCustomView() {
        // Given: what a SwiftUI view that fills what it is proposed answers
        let proposal = HUDCustomView.maximumSize

        // When
        let view = HUDCustomView(id: id, measurement: HUDCustomView.Measurement(fittingSize: proposal))

        // Then
        #expect(proposal == CGSize(width: 200, height: 200))
        #expect(view.size == proposal)
        #expect(view.placement == .frame)
    }

    @Test func aCustomStyleDrawsTheViewInTheSchemeOfItsContentColour() {
        #expect(HUDRenderDescription.customViewColorScheme(for: .white) == .dark)
        #expect(HUDRenderDescription.customViewColorScheme(for: HUDColor(white: 0.2)) == .light)
        #expect(HUDRenderDescription.customViewColorScheme(for: HUDColor(red: 1, green: 0.9, blue: 0.3)) == .dark)
    }

    @Test func anInteractiveViewTakesTheTouchesOnItOnly() throws {
        // Given: a 60 × 40 view; the bare bezel is laid out around it
        let view = HUDCustomView(id: id, size: CGSize(width: 60, height: 40))
        let interactive = HUDRenderDescription.fixture(
            HUDContent(indicator: .customView(view), options: HUDOptions(customViewIsInteractive: true)))
        let plain = HUDRenderDescription.fixture(HUDContent(indicator: .customView(view)))
        let bezel = interactive.bezel.frame
        let frame = try #require(interactive.customView?.frame)
        let onView = CGPoint(x: bezel.minX + frame.midX, y: bezel.minY + frame.midY)
        let onBezelOnly = CGPoint(x: bezel.minX + 2, y: bezel.minY + 2)

        // Then
        #expect(interactive.hitTest(onView) == .customContent)
        #expect(interactive.hitTest(onBezelOnly) == .bezel)
        #expect(plain.hitTest(onView) == .bezel)
    }

    @Test func voiceOverReadsTheCallsLabelForAViewWithoutText() {
        // Given
        let view = HUDIndicator.customView(HUDCustomView(id: id, size: CGSize(width: 40, height: 40)))
        let labelled = HUDContent(indicator: view, options: HUDOptions(accessibilityLabel: "Offline"))
        let withStatus = HUDContent(
            indicator: view, status: "No network", options: HUDOptions(accessibilityLabel: "Offline"))
        let unlabelled = HUDContent(indicator: view, options: HUDOptions(accessibilityLabel: ""))

        // Then: before, a SwiftUI view's label never reached VoiceOver, which read "Image"
        #expect(HUDRenderDescription.fixture(labelled).accessibility.label == .status("Offline"))
        #expect(HUDAnnouncement(labelled) == .status("Offline"))
        #expect(HUDRenderDescription.fixture(withStatus).accessibility.label == .status("No network"))
        #expect(HUDRenderDescription.fixture(unlabelled).accessibility.label == .appContent(id))
    }
}
