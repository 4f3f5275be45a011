import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// One environment per window: every lane of every controller showing in a scene reads the same keyboard, bars and
/// style, and hears when they change.
struct HUDWindowEnvironmentsTests {
    typealias Environments = HUDWindowEnvironments<String, String>

    let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
    let tabBar = HUDMessageBars(tabBar: CGRect(x: 0, y: 761, width: 390, height: 83))
    let navigationBar = HUDMessageBars(navigationBar: CGRect(x: 0, y: 59, width: 390, height: 96))

    @Test func aMessageOfAnotherControllerKnowsTheKeyboardThatIsUpNow() {
        // Given a view's HUD showing while the keyboard came up
        var environments = Environments()
        environments.lane("view's HUD", showsIn: "scene")
        _ = environments.keyboardMoved(to: keyboard)

        // When the shared controller's first message shows (no HUD of its own was ever shown)
        environments.lane("shared messages", showsIn: "scene")

        // Then it reads the keyboard that is up, not the layout guide of a view that never saw it
        #expect(environments.keyboard.source == .notified(keyboard))
    }

    @Test func aKeyboardChangeReachesEveryLaneOfEveryScene() {
        var environments = Environments()
        environments.lane("HUD", showsIn: "left")
        environments.lane("messages", showsIn: "left")
        environments.lane("scene HUD", showsIn: "right")

        #expect(environments.keyboardMoved(to: keyboard) == ["HUD", "messages", "scene HUD"])
        #expect(environments.keyboardMoved(to: nil) == ["HUD", "messages", "scene HUD"])
        #expect(environments.keyboard.source == .notified(nil))
    }

    @Test func theKeyboardIsForgottenOnlyWhenTheLastLaneStops() {
        // Given two lanes that saw the keyboard come up
        var environments = Environments()
        environments.lane("HUD", showsIn: "scene")
        environments.lane("messages", showsIn: "scene")
        _ = environments.keyboardMoved(to: keyboard)

        // When one stops, the other still observes; when the last stops, the keyboard may go unseen
        environments.lane("HUD", showsIn: nil)
        let whileOneShows = environments.keyboard.source
        environments.lane("messages", showsIn: nil)
        environments.lane("messages", showsIn: "scene")

        // Then a message shown after that never floats above a keyboard that may be gone
        #expect(whileOneShows == .notified(keyboard))
        #expect(environments.keyboard.source == .layoutGuide)
        #expect(environments.scenes == ["scene"])
    }

    @Test func aStrayKeyboardNotificationWhileNoLaneObservesIsNotKept() {
        var environments = Environments()
        #expect(environments.keyboardMoved(to: keyboard).isEmpty)
        environments.lane("messages", showsIn: "scene")
        #expect(environments.keyboard.source == .layoutGuide)
    }

    @Test func barsReadByOneLaneReachTheOtherLanesOfThatSceneOnly() {
        // Given the HUD and a message in one scene, and a scene HUD in another
        var environments = Environments()
        environments.lane("HUD", showsIn: "left")
        environments.lane("messages", showsIn: "left")
        environments.lane("scene HUD", showsIn: "right")
        _ = environments.read(.init(bars: tabBar), in: "left", by: "messages")

        // When the messages lane reads that the tab bar went (a screen pushed with hidesBottomBarWhenPushed)
        let told = environments.read(.init(bars: HUDMessageBars()), in: "left", by: "messages")

        // Then the HUD of that scene reads its environment again; the other scene's HUD is left alone
        #expect(told == ["HUD"])
        #expect(environments.window(of: "left") == .init(bars: HUDMessageBars()))
    }

    @Test func theWatchOfASceneBarsTellsEveryLaneThere() {
        var environments = Environments()
        environments.lane("HUD", showsIn: "scene")
        environments.lane("messages", showsIn: "scene")
        _ = environments.read(.init(bars: tabBar), in: "scene", by: "HUD")

        // A navigation bar appeared: the watch of the bars read it, no lane did
        #expect(environments.read(.init(bars: navigationBar), in: "scene", by: nil) == ["HUD", "messages"])
    }

    @Test func readingWhatIsKnownTellsNoOne() {
        var environments = Environments()
        environments.lane("HUD", showsIn: "scene")
        environments.lane("messages", showsIn: "scene")
        _ = environments.read(.init(bars: tabBar, style: .dark), in: "scene", by: "HUD")

        #expect(environments.read(.init(bars: tabBar, style: .dark), in: "scene", by: "messages").isEmpty)
        #expect(environments.read(.init(bars: tabBar, style: .light), in: "scene", by: "messages") == ["HUD"])
    }

    @Test func aSceneIsForgottenWhenItsLastLaneLeaves() {
        // Given the bars of a scene the HUD showed in
        var environments = Environments()
        environments.lane("HUD", showsIn: "left")
        _ = environments.read(.init(bars: tabBar), in: "left", by: "HUD")

        // When the HUD moves to the other scene
        environments.lane("HUD", showsIn: "right")

        // Then nothing of the left scene is kept (its bars may change unwatched), and nothing is read for it
        #expect(environments.window(of: "left") == nil)
        #expect(environments.scenes == ["right"])
        #expect(environments.read(.init(bars: tabBar), in: "left", by: nil).isEmpty)
        #expect(environments.window(of: "left") == nil)
        #expect(environments.scene(of: "HUD") == "right")
    }
}
