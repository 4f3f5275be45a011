import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The host plans again at an install, an explicit show and a scene change; which scene it plans with, and where
/// the messages layer goes, are HUDCore's answers (HUDKit's hosts only gather the scenes and windows).
@Suite("Which scene the host plans with, and where the messages layer goes")
struct HUDHostPlanOccasionTests {
    typealias Occasion = HUDHostPlan.Occasion

    @Test(arguments: [Occasion.install, .explicitShow, .scenesChanged, .containerChanged])
    func aHUDWithAContainerPlansWithoutAScene(_ occasion: Occasion) {
        // Given a HUD with a container view, When the host plans on any occasion
        let choice = HUDHostPlan.sceneChoice(on: occasion, hasContainer: true)
        // Then no scene is read: the container wins wherever it is
        #expect(choice == .none)
    }

    @Test(arguments: [Occasion.install, .scenesChanged])
    func anInstallAndASceneChangeFollowTheScenePreference(_ occasion: Occasion) {
        // Given a window HUD, When it is installed or a scene changed
        let choice = HUDHostPlan.sceneChoice(on: occasion, hasContainer: false)
        // Then it goes to the scene the user looks at
        #expect(choice == .preferred)
    }

    @Test func anExplicitShowMovesTheHUDWithinItsSceneOnly() {
        // Given a window HUD on screen, When the app shows again
        let choice = HUDHostPlan.sceneChoice(on: .explicitShow, hasContainer: false)
        // Then it plans in the scene it is on (the scene notifications move it to another one)
        #expect(choice == .current)
    }

    @Test func aViewsHUDGivenItsViewAnewNeverPlansWithAScene() {
        // Given a view's HUD whose view went (an item no view displays now), When it is given its view anew
        let choice = HUDHostPlan.sceneChoice(on: .containerChanged, hasContainer: false)
        // Then it plans without a scene: it waits for its view, never falling back to a window
        #expect(choice == .none)
    }

    @Test(arguments: HUDWindowMode.allCases)
    func messagesGoInTheirOwnWindowWhateverTheHUDsWindowMode(_ mode: HUDWindowMode) {
        // Given an app with a key window, where the HUD's plan in this mode may be the app's window
        let windows = [HUDHostPlan.Window(isKey: true)]
        let hud = HUDHostPlan(
            hasContainer: false, isBoundToContainer: false, mode: mode, hasScene: true, windows: windows)
        // When the messages layer is planned
        let messages = HUDHostPlan.messages(hasContainer: false, isBoundToContainer: false, hasScene: true)
        // Then it goes in its own overlay window, above everything
        #expect(messages.place == .overlayWindow)
        #expect(hud.place == (mode == .appWindow ? .appWindow(index: 0) : .overlayWindow))
    }

    @Test func messagesGoInTheContainerAndAViewsMessagesWaitForTheirView() {
        // Given a HUD with a container, a view's HUD whose view is gone, and no scene
        let inContainer = HUDHostPlan.messages(hasContainer: true, isBoundToContainer: true, hasScene: false)
        let viewGone = HUDHostPlan.messages(hasContainer: false, isBoundToContainer: true, hasScene: true)
        let noScene = HUDHostPlan.messages(hasContainer: false, isBoundToContainer: false, hasScene: false)
        // Then the messages go in the container, or wait
        #expect(inContainer.place == .containerView)
        #expect(viewGone.place == .nowhere(.containerGone))
        #expect(noScene.place == .nowhere(.noScene))
    }
}
