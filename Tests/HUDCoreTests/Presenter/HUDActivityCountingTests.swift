import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The counting rules the presenter counts with and the reliability checker expects with.
struct HUDActivityCountingTests {
    private let spinner = HUDContent(indicator: .spinner, status: "Loading")
    private let progress = HUDContent(indicator: .progress(0.3))

    @Test(arguments: [HUDIndicator.spinner, .text])
    func aSpinnerOrTextOnlyAddsOneWhateverIsShown(indicator: HUDIndicator) {
        // Given / When
        let counts = [nil, spinner, progress].map {
            HUDActivityCounting.count(afterShowing: indicator, over: $0, count: 2)
        }

        // Then
        #expect(counts == [3, 3, 3])
    }

    @Test func aProgressAddsOneUnlessACountedProgressIsShown() {
        // Given / When
        let overNothing = HUDActivityCounting.count(afterShowing: .progress(0.5), over: nil, count: 0)
        let overCounted = HUDActivityCounting.count(afterShowing: .progress(0.5), over: progress, count: 1)
        let overUncounted = HUDActivityCounting.count(afterShowing: .progress(0.5), over: progress, count: 0)
        let overSpinner = HUDActivityCounting.count(afterShowing: .progress(0.5), over: spinner, count: 1)

        // Then: a progress HUD updated by repeated shows counts once
        let counts = [overNothing, overCounted, overUncounted, overSpinner]
        #expect(counts == [1, 1, 1, 2])
    }

    @Test func anImageOrACustomViewResetsTheCount() {
        // Given
        let view = HUDIndicator.customView(HUDCustomView(id: HUDAssetID(1), size: CGSize(width: 40, height: 40)))

        // When
        let counts = [HUDIndicator.success, .error, .info, view].map {
            HUDActivityCounting.count(afterShowing: $0, over: spinner, count: 3)
        }

        // Then
        #expect(counts == [0, 0, 0, 0])
    }

    @Test func aPopRemovesOneAndNeverGoesBelowZero() {
        // Given / When
        let counts = [2, 1, 0].map(HUDActivityCounting.count(afterPop:))

        // Then
        #expect(counts == [1, 0, 0])
    }
}
