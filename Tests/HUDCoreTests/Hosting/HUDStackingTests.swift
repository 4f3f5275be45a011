import Testing

@_spi(HUDEngine) @testable import HUDCore

@Suite("When the HUD comes to the front of the app's views, and when they cover it")
struct HUDStackingTests {
    typealias Facts = HUDStacking.Facts

    static let spinner = HUDContent(indicator: .spinner, status: "Loading")
    static let progress = HUDContent(indicator: .progress(0.2), status: "Uploading")

    @Test(
        arguments: [
            ("a show over nothing", HUDStacking.Call.show(spinner), nil, true),
            ("the same spinner shown again", .show(spinner), spinner, true),
            ("a show of another kind", .show(progress), spinner, true),
            ("a progress tick", .show(HUDContent(indicator: .progress(0.6), status: "Uploading")), progress, false),
            (
                "a progress with a new status", .show(HUDContent(indicator: .progress(0.6), status: "Half")), progress,
                true
            ),
            (
                "a progress with other options",
                .show(
                    HUDContent(
                        indicator: .progress(0.6), status: "Uploading",
                        options: HUDOptions(windowMode: .overlayWindow))), progress, true
            ),
            ("beginActivity", .beginActivity, spinner, true),
            ("a run", .run, progress, true),
            ("setStatus or a binding's update", .update, spinner, false),
            ("a followed Progress's frame", .progressFrame, progress, false),
        ] as [(String, HUDStacking.Call, HUDContent?, Bool)])
    func everyExplicitShowBringsTheHUDToTheFrontButTicksAndUpdatesDoNot(
        _ label: String, call: HUDStacking.Call, current: HUDContent?, expected: Bool
    ) {
        #expect(HUDStacking.bringsToFront(call, showing: current) == expected, "\(label)")
    }

    @Test(
        arguments: [
            // Nothing above it.
            ("uncovered", Facts(place: .appWindow), HUDStacking.Decision.uncovered),
            // An alert presented after the show, also while the HUD still fades in: it stays above the HUD.
            (
                "an alert after the show, even while the HUD fades in", Facts(place: .appWindow, isCovered: true),
                .covered
            ),
            // The transition view of a presentation already under way at the show (a HUD from a presented screen's
            // `viewDidLoad`): it began before the HUD, so it is under it.
            (
                "a modal under way at the show",
                Facts(place: .appWindow, isCovered: true, isCoveredByEarlierPresentation: true), .bringToFront
            ),
            ("a new root view", Facts(place: .appWindow, isCovered: true, isCoveredByRootView: true), .bringToFront),
            // A container's HUD keeps in front whatever came.
            ("a container's sibling", Facts(place: .containerView, isCovered: true), .bringToFront),
            ("an uncovered container", Facts(place: .containerView), .uncovered),
            // The overlay window holds nothing else.
            (
                "the overlay window",
                Facts(place: .overlayWindow, isCovered: true, isCoveredByEarlierPresentation: true), .uncovered
            ),
        ] as [(String, Facts, HUDStacking.Decision)])
    func onlyWhatBeganBeforeTheHUDCountsAsUnderIt(_ label: String, facts: Facts, expected: HUDStacking.Decision) {
        #expect(HUDStacking.check(facts) == expected, "\(label)")
    }
}
