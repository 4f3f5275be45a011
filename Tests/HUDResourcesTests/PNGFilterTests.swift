import Testing

@testable import hud_preview

struct PNGFilterTests {
    @Test func paethPicksTheNeighbourNearestToTheEstimate() {
        // The estimate is left + above − upper left; ties go to left, then above.
        #expect(PNGFilter.paeth.predictor(left: 10, above: 20, upperLeft: 15) == 15)
        #expect(PNGFilter.paeth.predictor(left: 10, above: 20, upperLeft: 10) == 20)
        #expect(PNGFilter.paeth.predictor(left: 10, above: 20, upperLeft: 20) == 10)
        #expect(PNGFilter.paeth.predictor(left: 7, above: 7, upperLeft: 7) == 7)
    }

    @Test func averageRoundsDown() {
        #expect(PNGFilter.average.predictor(left: 255, above: 254, upperLeft: 0) == 254)
    }

    @Test func aRisingRowIsStoredAsDifferencesToTheLeft() {
        // Given one row of three pixels whose alpha rises by 10
        let row: [UInt8] = [0, 0, 0, 10, 0, 0, 0, 20, 0, 0, 0, 30]
        // When filtered, Then the cheapest filter is Sub (type 1), which stores the steps.
        let filtered = PNGFilter.filterScanlines(row, rowLength: 12, bytesPerPixel: 4)
        #expect(filtered == [1, 0, 0, 0, 10, 0, 0, 0, 10, 0, 0, 0, 10])
    }

    @Test func aRowLikeTheOneAboveIsStoredAsZeros() {
        // Given two equal rows of noise
        let row = DeflateEncoderTests.noise(count: 16)
        // When filtered, Then the second row is Up (type 2) and all zeros.
        let filtered = PNGFilter.filterScanlines(row + row, rowLength: 16, bytesPerPixel: 4)
        #expect(Array(filtered[17...]) == [2] + [UInt8](repeating: 0, count: 16))
    }

    @Test func differencesWrapAroundModulo256() {
        #expect(
            PNGFilter.sub.apply(to: [200, 0, 0, 0, 10], above: [0, 0, 0, 0, 0], bytesPerPixel: 4) == [200, 0, 0, 0, 66])
    }

    @Test func noRowLengthGivesNoScanlines() {
        #expect(PNGFilter.filterScanlines([1, 2, 3], rowLength: 0, bytesPerPixel: 4) == [])
    }
}
