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

    @Test func theDefaultModeIsTheAppsWindowAsInSVProgressHUDAndMBProgressHUD() {
        #expect(HUDAppearance().windowMode == .appWindow)
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

    @Test func aSceneWithoutAnOrdinaryVisibleWindowMakesTheShowWait() {
        let windows = [Window(isHidden: true), Window(level: 1000), Window(isKey: true, isOverlay: true)]
        #expect(plan(windows: windows).place == .nowhere(.noAppWindow))
        #expect(plan(windows: []).place == .nowhere(.noAppWindow))
    }
}
