import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The one rule for the scene a window HUD or message goes on: the scene the user is in when it appears, the same
/// scene while it shows, a pinned scene only, and the fallback of a pinned scene that went away.
@Suite("The scene the user is in")
struct HUDScenePreferenceOccasionTests {
    typealias Candidate = HUDScenePreference.Candidate

    /// Two iPad windows side by side: A (the last HUD's) and B, where the user works now (it has the key window).
    static let sideBySide: [Candidate] = [
        .init(identity: "A", activation: .foregroundActive),
        .init(identity: "B", activation: .foregroundActive, hasKeyWindow: true),
    ]
    static let aInBackground: [Candidate] = [
        .init(identity: "A", activation: .background),
        .init(identity: "B", activation: .foregroundActive, hasKeyWindow: true),
    ]
    static let bUnattached: [Candidate] = [
        .init(identity: "A", activation: .foregroundActive, hasKeyWindow: true),
        .init(identity: "B", activation: .unattached),
    ]

    struct Row: Sendable, CustomTestStringConvertible {
        let label: String
        let occasion: HUDHostPlan.Occasion
        let current: Int?
        let pin: HUDScenePreference.Pin
        let scenes: [Candidate]
        let expected: Int?
        var testDescription: String { label }
    }

    static let rows: [Row] = [
        Row(
            label: "a show goes where the user is, not where the last HUD was", occasion: .install, current: 0,
            pin: .none, scenes: sideBySide, expected: 1),
        Row(label: "a first show", occasion: .install, current: nil, pin: .none, scenes: sideBySide, expected: 1),
        Row(
            label: "a HUD on screen stays on its foreground scene", occasion: .scenesChanged, current: 0, pin: .none,
            scenes: sideBySide, expected: 0),
        Row(
            label: "a HUD whose scene went to the background moves", occasion: .scenesChanged, current: 0,
            pin: .none, scenes: aInBackground, expected: 1),
        Row(
            label: "an explicit show stays on its scene", occasion: .explicitShow, current: 0, pin: .none,
            scenes: sideBySide, expected: 0),
        Row(
            label: "a pinned HUD appears on its scene, not the user's", occasion: .install, current: nil,
            pin: .scene(identity: "A"), scenes: sideBySide, expected: 0),
        Row(
            label: "a pinned HUD stays on its scene in the background", occasion: .scenesChanged, current: 0,
            pin: .scene(identity: "A"), scenes: aInBackground, expected: 0),
        Row(
            label: "a pinned HUD waits while its scene is unattached", occasion: .install, current: nil,
            pin: .scene(identity: "B"), scenes: bUnattached, expected: nil),
        Row(
            label: "a pinned HUD waits while its scene is not connected", occasion: .install, current: nil,
            pin: .scene(identity: "C"), scenes: sideBySide, expected: nil),
        Row(
            label: "a pinned scene that went away: the user's scene", occasion: .install, current: nil, pin: .gone,
            scenes: sideBySide, expected: 1),
        Row(
            label: "no application-window scene: wait", occasion: .install, current: nil, pin: .none,
            scenes: [.init(identity: "TV", isApplicationWindow: false, activation: .foregroundActive)], expected: nil),
    ]

    @Test(arguments: rows)
    func eachLaneGoesToTheSceneTheRuleSays(_ row: Row) {
        #expect(
            HUDScenePreference.index(on: row.occasion, current: row.current, pin: row.pin, among: row.scenes)
                == row.expected)
    }
}
