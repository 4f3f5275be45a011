import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDAppearanceTests {
    @Test func displayDurationHonoursTheMinimum() {
        #expect(HUDAppearance().displayDuration(for: "Saved") == 1.5)
    }

    @Test func displayDurationGrowsWithTheStatusLength() {
        let status = String(repeating: "a", count: 100)
        #expect(abs(HUDAppearance().displayDuration(for: status) - 6.5) < 1e-9)
    }

    @Test func displayDurationIsCappedByTheMaximum() {
        let appearance = HUDAppearance { $0.maximumDismissTimeInterval = 3 }
        #expect(appearance.displayDuration(for: String(repeating: "a", count: 100_000)) == 3)
    }

    @Test func displayDurationKeepsTheMinimumWhenItIsAboveTheMaximum() {
        // Given a minimum above the maximum
        let appearance = HUDAppearance {
            $0.minimumDismissTimeInterval = 3
            $0.maximumDismissTimeInterval = 1
        }
        // Then the minimum wins, whatever the status length
        #expect(appearance.displayDuration(for: nil) == 3)
        #expect(appearance.displayDuration(for: String(repeating: "a", count: 1_000)) == 3)
    }

    @Test func infiniteMinimumDismissTimeMeansUntilDismissedEvenUnderAFiniteMaximum() {
        let appearance = HUDAppearance {
            $0.minimumDismissTimeInterval = .infinity
            $0.maximumDismissTimeInterval = 2
        }
        #expect(appearance.displayDuration(for: "Saved") == .infinity)
    }

    @Test func sanitizedKeepsEveryInfiniteTimeThatMeansNever() {
        let appearance = HUDAppearance {
            $0.graceTimeInterval = .infinity
            $0.minimumDisplayTime = .infinity
            $0.minimumDismissTimeInterval = .infinity
            $0.maximumDismissTimeInterval = .infinity
        }.sanitized
        let times = [
            appearance.graceTimeInterval, appearance.minimumDisplayTime, appearance.minimumDismissTimeInterval,
            appearance.maximumDismissTimeInterval,
        ]
        #expect(times == [.infinity, .infinity, .infinity, .infinity], "Before the fix, the first three became 0")
    }

    @Test(arguments: [-1, -TimeInterval.infinity, .nan])
    func sanitizedTurnsANegativeOrNaNTimeIntoZero(_ value: TimeInterval) {
        let appearance = HUDAppearance {
            $0.graceTimeInterval = value
            $0.minimumDisplayTime = value
            $0.minimumDismissTimeInterval = value
            $0.fadeInAnimationDuration = value
        }.sanitized
        let times = [
            appearance.graceTimeInterval, appearance.minimumDisplayTime, appearance.minimumDismissTimeInterval,
            appearance.fadeInAnimationDuration,
        ]
        #expect(times == [0, 0, 0, 0])
    }

    @Test func infiniteFadeIsInstant() {
        #expect(HUDAppearance { $0.fadeOutAnimationDuration = .infinity }.sanitized.fadeOutAnimationDuration == 0)
    }

    @Test func negativeAndNaNDurationsFallBackToDefinedValues() {
        let appearance = HUDAppearance {
            $0.minimumDismissTimeInterval = -4
            $0.maximumDismissTimeInterval = .nan
            $0.graceTimeInterval = -.infinity
        }
        #expect(appearance.displayDuration(for: nil) == 0.5)
        #expect(appearance.sanitized.graceTimeInterval == 0)
        #expect(appearance.sanitized.maximumDismissTimeInterval == .infinity)
    }
}
