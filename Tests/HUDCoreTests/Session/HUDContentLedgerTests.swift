import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The app's content a session has not released (`HUDContentLedger.swift`).
struct HUDContentLedgerTests {
    @Test func contentNothingUsesIsReleasedOnce() {
        // Given two registered images, one of them on screen
        var contents = HUDContentLedger()
        let shown = HUDAssetID(1)
        let gone = HUDAssetID(2)
        contents.register(shown)
        contents.register(gone)

        // When the unused content is released twice
        let released = contents.release(unusedBy: [shown, nil])
        let again = contents.release(unusedBy: [shown, nil])

        // Then only the unused one is released, once, and the one on screen stays
        #expect(released == [gone])
        #expect(again.isEmpty)
        #expect(contents.release(unusedBy: [nil]) == [shown])
        #expect(contents.isEmpty)
    }
}
