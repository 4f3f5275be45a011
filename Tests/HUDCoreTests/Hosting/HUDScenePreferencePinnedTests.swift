import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A window HUD made for one scene (`HUDController(scene:)`) stays on that scene and never moves to another.
struct HUDScenePreferencePinnedTests {
    private typealias Candidate = HUDScenePreference.Candidate

    @Test(arguments: [
        HUDScenePreference.Activation.foregroundActive, .foregroundInactive, .background,
    ])
    func aPinnedHUDStaysOnItsSceneWhateverItsActivation(_ activation: HUDScenePreference.Activation) {
        // Given the pinned scene beside the scene the user is looking at
        let candidates = [
            Candidate(identity: "A", activation: .foregroundActive, hasKeyWindow: true),
            Candidate(identity: "B", activation: activation),
        ]
        // Then
        #expect(HUDScenePreference.pinnedIndex(identity: "B", among: candidates) == 1)
        #expect(
            HUDScenePreference.destinationIndex(current: 1, among: candidates)
                == (activation == .foregroundActive ? 1 : 0),
            "The shared window HUD follows the user to another scene; a pinned one must not")
    }

    @Test func aPinnedHUDHasNowhereToShowWhileItsSceneIsGoneOrUnattached() {
        let others = [Candidate(identity: "A", activation: .foregroundActive, hasKeyWindow: true)]
        #expect(HUDScenePreference.pinnedIndex(identity: "B", among: others) == nil)
        let unattached = others + [Candidate(identity: "B", activation: .unattached)]
        #expect(HUDScenePreference.pinnedIndex(identity: "B", among: unattached) == nil)
        let external = others + [Candidate(identity: "B", isApplicationWindow: false, activation: .foregroundActive)]
        #expect(HUDScenePreference.pinnedIndex(identity: "B", among: external) == nil)
    }
}
