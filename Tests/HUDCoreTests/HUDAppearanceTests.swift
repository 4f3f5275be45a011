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
