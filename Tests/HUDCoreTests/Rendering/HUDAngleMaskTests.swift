import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDAngleMaskTests {
    @Test func alphaIsTheClockwiseFractionOfATurnFromTwelveOClock() {
        let angles: [Double] = [0, .pi / 2, .pi, 3 * .pi / 2, 2 * .pi, -.pi / 2, 5 * .pi, -4 * .pi]
        #expect(angles.map(HUDAngleMask.alpha(clockwiseAngle:)) == [0, 0.25, 0.5, 0.75, 0, 0.75, 0.5, 0])
    }

    @Test func nonFiniteAnglesAreTransparent() {
        #expect([Double.nan, .infinity, -.infinity].map(HUDAngleMask.alpha(clockwiseAngle:)) == [0, 0, 0])
    }

    @Test func pixelsAtTheClockPositionsHaveTheirFractionOfATurn() {
        // Given a 100 × 100 raster, When the pixels right of, below and left of the centre are sampled
        let threeOClock = HUDAngleMask.alpha(column: 90, row: 49, width: 100, height: 100)
        let sixOClock = HUDAngleMask.alpha(column: 50, row: 90, width: 100, height: 100)
        let nineOClock = HUDAngleMask.alpha(column: 9, row: 50, width: 100, height: 100)
        // Then they are a quarter, a half and three quarters opaque (their centres are half a pixel off the axes).
        #expect(abs(threeOClock - 0.25) < 0.005 && abs(sixOClock - 0.5) < 0.005 && abs(nineOClock - 0.75) < 0.005)
    }

    @Test func alphaRisesClockwiseAllTheWayRound() {
        // Given 24 samples on a circle, clockwise from just past 12 o'clock
        let samples = (0..<24).map { step -> Double in
            let angle = (Double(step) + 0.5) / 24 * 2 * .pi
            let column = Int((50 + 40 * sin(angle)).rounded(.down))
            let row = Int((50 - 40 * cos(angle)).rounded(.down))
            return HUDAngleMask.alpha(column: column, row: row, width: 100, height: 100)
        }
        // Then each is more opaque than the one before.
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 }, "\(samples)")
    }

    @Test func theSeamAtTwelveOClockIsAHardEdge() {
        // Given the two pixels either side of the line above the centre
        let before = HUDAngleMask.alpha(column: 49, row: 0, width: 100, height: 100)
        let after = HUDAngleMask.alpha(column: 50, row: 0, width: 100, height: 100)
        // Then the one before 12 o'clock is almost opaque and the one after almost transparent.
        #expect(before > 0.99 && after < 0.01)
    }

    @Test func everyPixelHasAnAlphaInTheUnitRange() {
        let alphas = (0..<(101 * 101)).map {
            HUDAngleMask.alpha(column: $0 % 101, row: $0 / 101, width: 101, height: 101)
        }
        #expect(alphas.allSatisfy { (0..<1).contains($0) })
    }

    @Test func theCentrePixelOfAnOddRasterAndMissingPixelsAreTransparent() {
        #expect(HUDAngleMask.alpha(column: 50, row: 50, width: 101, height: 101) == 0)
        #expect(HUDAngleMask.alpha(column: 100, row: 50, width: 100, height: 100) == 0)
        #expect(HUDAngleMask.alpha(column: 0, row: -1, width: 100, height: 100) == 0)
        #expect(HUDAngleMask.alpha(column: 0, row: 0, width: 0, height: 0) == 0)
    }
}
