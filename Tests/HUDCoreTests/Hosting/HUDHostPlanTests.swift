import Testing

@_spi(HUDEngine) @testable import HUDCore

@Suite("Where the HUD's view goes: container, the app's window or the overlay window")
struct HUDHostPlanTests {
    typealias Window = HUDHostPlan.Window

    private func plan(
        container: Bool = false, bound: Bool = false, mode: HUDWindowMode = .appWindow, scene: Bool = true,
        windows: [Window] = [Window(isKey: true)]
    ) -> HUDHostPlan {
        HUDHostPlan(hasContainer: container, isBoundToContainer: bound, mode: mode, hasScene: scene, windows: windows)
    }

    @Test func theDefaultModeIsTheDedicatedOverlayWindow() {
        // Before the fix the default was the app's window, where a HUD shown from a presented screen's
        // `viewDidLoad` stayed under the presentation for good.
        #expect(HUDAppearance().windowMode == .overlayWindow)
        #expect(HUDWindowMode.allCases.map(\.rawValue) == ["appWindow", "overlayWindow"])
        #expect(HUDWindowMode.allCases.allSatisfy { HUDWindowMode(rawValue: $0.rawValue) == $0 })
        #expect(HUDWindowMode(rawValue: "keyWindow") == nil)
    }

    @Test(arguments: HUDWindowMode.allCases)
    func aContainerViewWinsInEveryModeAndKeepsTheHUDInFront(mode: HUDWindowMode) {
        let plan = plan(container: true, mode: mode, scene: false, windows: [])
        #expect(plan.place == .containerView)
        #expect(plan.keepsInFront)
    }

    @Test(arguments: HUDWindowMode.allCases)
    func aViewsHUDWhoseViewIsGoneShowsNowhere(mode: HUDWindowMode) {
        #expect(plan(bound: true, mode: mode).place == .nowhere(.containerGone))
    }

    @Test(arguments: HUDWindowMode.allCases)
    func withoutASceneTheShowWaits(mode: HUDWindowMode) {
        #expect(plan(mode: mode, scene: false).place == .nowhere(.noScene))
    }

    @Test func theOverlayModeUsesTheOverlayWindowWhateverTheAppsWindows() {
        let plan = plan(mode: .overlayWindow, windows: [])
        #expect(plan.place == .overlayWindow)
        #expect(!plan.keepsInFront)
    }

    @Test func theAppWindowModeGoesInTheKeyWindowAndComesToTheFrontOnlyWhenItAppears() {
        let windows = [Window(), Window(isKey: true), Window()]
        let plan = plan(windows: windows)
        #expect(plan.place == .appWindow(index: 1))
        #expect(!plan.keepsInFront)
    }

    @Test(arguments: [
        ("a key window above the normal level (a passcode window)", Window(isKey: true, level: 2000)),
        ("a hidden key window", Window(isKey: true, isHidden: true)),
        ("HUDKit's own overlay window", Window(isKey: true, level: 0, isOverlay: true)),
        ("a key window at a NaN level", Window(isKey: true, level: .nan)),
    ])
    func anIneligibleKeyWindowLeavesTheFrontmostOrdinaryWindow(_ label: String, key: Window) {
        let windows = [Window(), Window(level: -1), key, Window(isHidden: true)]
        #expect(plan(windows: windows).place == .appWindow(index: 1), "\(label)")
    }

    @Test func anAppWhoseOnlyVisibleWindowIsAboveNormalGetsTheOverlayWindow() {
        // Before the fix the show waited for an ordinary window that never came.
        let windows = [Window(isHidden: true), Window(level: 1000), Window(isKey: true, isOverlay: true)]
        #expect(plan(windows: windows).place == .overlayWindow)
    }

    @Test func aSceneWithoutAnyVisibleWindowMakesTheShowWaitInTheAppWindowMode() {
        #expect(
            plan(windows: [Window(isHidden: true), Window(isKey: true, isOverlay: true)]).place
                == .nowhere(.noAppWindow))
        #expect(plan(windows: []).place == .nowhere(.noAppWindow))
    }
}

@Suite("Where an installed HUD moves when the plan is made again")
struct HUDHostPlanDestinationTests {
    typealias Window = HUDHostPlan.Window
    typealias Place = HUDHostPlan.Place

    private func destination(
        mode: HUDWindowMode = .appWindow, windows: [Window], inOverlay: Bool = false, container: Bool = false
    ) -> Place? {
        let plan = HUDHostPlan(
            hasContainer: container, isBoundToContainer: false, mode: mode, hasScene: true, windows: windows)
        let current = container ? .containerView : HUDHostPlan.current(in: windows, inOverlay: inOverlay)
        return plan.destination(from: current)
    }

    @Test(
        arguments: [
            // The key window still holds the HUD: it stays.
            ("the key window holds it", [Window(isKey: true, holdsHUD: true), Window()], false, nil),
            // Window swap: the app made another window key (and hid the old one): the HUD follows the key window.
            ("a new key window", [Window(holdsHUD: true), Window(isKey: true)], false, .appWindow(index: 1)),
            (
                "its window hidden, a new key window", [Window(isHidden: true, holdsHUD: true), Window(isKey: true)],
                false,
                .appWindow(index: 1)
            ),
            // Its window went away from the scene: the HUD is nowhere and goes to the key window.
            ("its window gone", [Window(isKey: true)], false, .appWindow(index: 0)),
            // A moment of the swap without any visible window: it stays rather than vanish.
            ("no visible window", [Window(isHidden: true, holdsHUD: true)], false, nil),
            // The only window left is above normal: the overlay window.
            ("only a high window", [Window(isKey: true, level: 2000)], false, .overlayWindow),
        ] as [(String, [Window], Bool, Place?)])
    func anAppWindowHUDFollowsTheKeyWindowWithinItsScene(
        _ label: String, windows: [Window], inOverlay: Bool, expected: Place?
    ) {
        #expect(destination(windows: windows, inOverlay: inOverlay) == expected, "\(label)")
    }

    @Test func aPresentationThatAsksForTheOverlayMovesAnAppWindowHUDThere() {
        let windows = [Window(isKey: true, holdsHUD: true)]
        #expect(destination(mode: .overlayWindow, windows: windows) == .overlayWindow)
    }

    @Test func aPresentationThatAsksForTheAppWindowMovesAnOverlayHUDThere() {
        let windows = [Window(isKey: true), Window(level: 2001, isOverlay: true)]
        #expect(destination(mode: .appWindow, windows: windows, inOverlay: true) == .appWindow(index: 0))
    }

    @Test func anOverlayHUDStaysInTheOverlayWindow() {
        let windows = [Window(isKey: true), Window(level: 2001, isOverlay: true)]
        #expect(destination(mode: .overlayWindow, windows: windows, inOverlay: true) == nil)
    }

    @Test func anOverlayHUDOnAnotherSceneMovesToThisScenesOverlay() {
        // No window of this scene holds it, and it is not in this scene's overlay.
        #expect(destination(mode: .overlayWindow, windows: [Window(isKey: true)]) == .overlayWindow)
    }

    @Test(arguments: HUDWindowMode.allCases)
    func aHUDInItsContainerStays(mode: HUDWindowMode) {
        #expect(destination(mode: mode, windows: [Window(isKey: true)], container: true) == nil)
    }

    @Test func aViewsHUDWhoseViewWasRemadeMovesIntoTheNewView() {
        // A SwiftUI container remade, or a cell that displays the HUD's item now: the HUD is not in this container.
        let plan = HUDHostPlan(
            hasContainer: true, isBoundToContainer: true, mode: .overlayWindow, hasScene: false, windows: [])
        #expect(plan.destination(from: nil) == .containerView)
    }

    @Test func aViewsHUDWithoutAViewStaysWhereItIs() {
        let plan = HUDHostPlan(
            hasContainer: false, isBoundToContainer: true, mode: .overlayWindow, hasScene: false, windows: [])
        #expect(plan.destination(from: .containerView) == nil)
    }

    @Test func theOverlayIsNeverTheAppWindowTheHUDIsIn() {
        let windows = [Window(isKey: true), Window(isOverlay: true, holdsHUD: true)]
        #expect(HUDHostPlan.current(in: windows) == nil)
        #expect(HUDHostPlan.current(in: windows, inOverlay: true) == .overlayWindow)
    }
}

@Suite("The overlay window is shown only while the HUD is in it")
struct HUDHostPlanOverlayVisibilityTests {
    @Test(arguments: [
        (HUDHostPlan.Place.overlayWindow, true), (.appWindow(index: 0), false), (.containerView, false),
        (.nowhere(.noScene), false),
    ])
    func theOverlayWindowShowsOnlyWithTheHUD(place: HUDHostPlan.Place, shows: Bool) {
        #expect(place.showsOverlayWindow == shows)
    }
}
