import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDScenePreferenceTests {
    @Test func noSceneGivesNoIndex() {
        #expect(HUDScenePreference.preferredIndex(among: []) == nil)
    }

    @Test func theForegroundActiveSceneWinsWhereverItIs() {
        // Given
        let scenes: [HUDScenePreference.Activation] = [.background, .foregroundInactive, .foregroundActive]

        // When / Then
        #expect(HUDScenePreference.preferredIndex(among: scenes) == 2)
    }

    @Test func eachStateIsAFallbackForTheOnesBeforeIt() {
        #expect(HUDScenePreference.preferredIndex(among: [.unattached, .background, .foregroundInactive]) == 2)
        #expect(HUDScenePreference.preferredIndex(among: [.unattached, .background]) == 1)
        #expect(HUDScenePreference.preferredIndex(among: [.unattached]) == 0)
    }

    @Test func amongEqualScenesTheFirstIsChosen() {
        #expect(HUDScenePreference.preferredIndex(among: [.background, .foregroundActive, .foregroundActive]) == 1)
    }
}
