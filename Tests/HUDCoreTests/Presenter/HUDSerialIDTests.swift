import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The session's numbered ids: one generic type, told apart by its tag.
struct HUDSerialIDTests {
    @Test func eachKindOfIdDescribesItselfByItsNameAndNumber() {
        // Given ids of each kind, as the dumps, the goldens and the invariant checker print them
        let descriptions = [
            HUDCompletionID(3).description, HUDActivityID(1).description, HUDAssetID(12).description,
        ]

        // Then
        #expect(descriptions == ["completion#3", "activity#1", "asset#12"])
    }

    @Test func idsOfOneKindAreEqualExactlyWhenTheirNumbersAre() {
        // Given
        let ids: Set = [HUDActivityID(1), HUDActivityID(2), HUDActivityID(1)]

        // Then
        #expect(ids == [HUDActivityID(1), HUDActivityID(2)])
        #expect(HUDActivityID(7).rawValue == 7)
    }

    @Test func idsOfDifferentKindsAreDifferentTypes() {
        // Given a completion's id with the number of an activity's
        let completion: Any = HUDCompletionID(1)

        // Then it is no activity's id, nor an asset's: the tag keeps the kinds apart
        #expect(!(completion is HUDActivityID))
        #expect(!(completion is HUDAssetID))
        #expect(completion is HUDCompletionID)
    }
}
