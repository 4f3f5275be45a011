import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Whether a progress HUD's status follows the `Progress`'s description: the kit reads the description only when
/// HUDCore says the status follows it.
struct HUDProgressDescriptionTests {
    @Test(arguments: [(String?.none, true), ("", false), ("Uploading…", false)])
    func theDescriptionIsFollowedOnlyWithoutAnExplicitStatus(explicit: String?, follows: Bool) {
        // Given / When
        let followed = HUDProgressFollower.followsDescription(explicit: explicit)

        // Then
        #expect(followed == follows, "An explicit status, even an empty one, wins over the description")
    }

    @Test(arguments: [String?.none, "", "Uploading…"])
    func aProgressFollowedInPlaceNeverFollowsTheDescription(explicit: String?) {
        // Given / When
        let followed = HUDProgressFollower.followsDescription(explicit: explicit, inPlace: true)

        // Then
        #expect(!followed, "MBProgressHUD's progressObject moves only the progress: the HUD keeps its own texts")
    }

    @Test(arguments: [String?.none, "", "Uploading…"])
    func theStatusShowsTheDescriptionExactlyWhenItIsFollowed(explicit: String?) {
        // Given
        let description = "30% completed"

        // When
        let status = HUDProgressFollower.status(explicit: explicit, localizedDescription: description)

        // Then: the kit never reads a description the status would not show, nor misses one it would
        #expect((status == description) == HUDProgressFollower.followsDescription(explicit: explicit))
    }
}
