import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDScenePreferenceTests {
    typealias Candidate = HUDScenePreference.Candidate

    /// A scene as a short label: identity, then `K` (foreground-active with the key window), `A` (foreground-active),
    /// `I` (foreground-inactive), `B` (background) or `U` (unattached), and `x` for a scene of another role
    /// (an external display).
    static func scene(_ label: String) -> Candidate {
        let identity = String(label.prefix(1))
        let state = label.dropFirst().first
        let activation: HUDScenePreference.Activation =
            switch state {
            case "K", "A": .foregroundActive
            case "I": .foregroundInactive
            case "B": .background
            default: .unattached
            }
        return Candidate(
            identity: identity, isApplicationWindow: !label.hasSuffix("x"), activation: activation,
            hasKeyWindow: state == "K" || label.contains("k"))
    }

    static func scenes(_ labels: String) -> [Candidate] {
        labels.split(separator: " ").map { scene(String($0)) }
    }

    @Test(
        arguments: [
            ("", nil),
            ("aB bI cA", 2),
            ("aA bK", 1),
            ("aI bK cA", 1),
            ("aU bB", 1),
            ("aU", 0),
            ("aKx bB", 1),
            ("aKx", nil),
            ("cA aA bA", 1),
            ("bI aI", 1),
            ("aBx aB", 1),
            ("aB bBx aB", 0),
            ("aIk bBk", 0),
        ] as [(String, Int?)])
    func preferredSceneFollowsTheRanksThenTheIdentity(labels: String, expected: Int?) {
        #expect(HUDScenePreference.preferredIndex(among: Self.scenes(labels)) == expected)
    }

    @Test func theOrderOfTheConnectedScenesDoesNotChangeTheChoice() {
        // Given two equally ranked scenes, in both orders
        let forward = Self.scenes("aA bA cB")
        let backward = Array(forward.reversed())

        // When
        let first = HUDScenePreference.preferredIndex(among: forward).map { forward[$0].identity }
        let second = HUDScenePreference.preferredIndex(among: backward).map { backward[$0].identity }

        // Then
        #expect(first == "a")
        #expect(second == "a")
    }

    /// `current` is the index of the overlay's scene (`nil`: disconnected, or no overlay yet).
    @Test(
        arguments: [
            // The overlay's scene is still the best, or as good as the best: it stays.
            ("aK bA", 0, 0),
            ("aA bK", 0, 0),
            ("aA bA", 1, 1),
            // Its scene went to the background (or disconnected) and another one is foreground-active: it moves.
            ("aB bK", 0, 1),
            ("aB bA", 0, 1),
            ("aU bA", 0, 1),
            // Its scene is foreground-inactive (a permission prompt, the app switcher): it stays, whatever the others.
            // Before the fix it moved to the other window for good.
            ("aI bA", 0, 0),
            ("aI bK", 0, 0),
            ("aA bIk cK", 1, 1),
            // Nothing better is foreground-active: it stays (the whole app went to the background or inactive).
            ("aB bB", 1, 1),
            ("aB bI", 0, 0),
            ("aI bI", 1, 1),
            // Its scene disconnected (or there is no overlay yet): the best scene. A scene still listed but unattached
            // has disconnected too.
            ("aU bB", 0, 1),
            ("aU bI cB", 0, 1),
            ("aU", 0, 0),
            ("aB bI", nil, 1),
            ("aA bK", nil, 1),
            ("aA", 3, 0),
            ("aA", -1, 0),
            // Its scene is not an application window: the best application window.
            ("aKx bB", 0, 1),
            // No application window at all.
            ("", nil, nil),
            ("aAx", 0, nil),
        ] as [(String, Int?, Int?)])
    func theHUDMovesOnlyWhenItsSceneDisconnectsOrGoesToTheBackground(labels: String, current: Int?, expected: Int?) {
        #expect(HUDScenePreference.destinationIndex(current: current, among: Self.scenes(labels)) == expected)
    }

    @Test func aKeyWindowCountsOnlyInAForegroundActiveScene() {
        let inactiveWithKey = Candidate(identity: "a", activation: .foregroundInactive, hasKeyWindow: true)
        let active = Candidate(identity: "b", activation: .foregroundActive)
        #expect(HUDScenePreference.preferredIndex(among: [inactiveWithKey, active]) == 1)
    }
}
