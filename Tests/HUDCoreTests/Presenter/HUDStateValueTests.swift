import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The small value helpers the presenter relies on.
struct HUDStateValueTests {
    static let durations: [(Double, Double)] = [
        (-1, 0), (.nan, 0), (-.infinity, 0), (0, 0), (2.5, 2.5), (.infinity, .infinity),
    ]

    @Test(arguments: durations)
    func sanitizedOptionsFixTheDuration(_ duration: TimeInterval, _ expected: TimeInterval) {
        #expect(HUDOptions(duration: duration).sanitized.duration == expected)
    }

    @Test func sanitizedOptionsKeepEverythingElse() {
        let options = HUDOptions(maskType: .gradient, style: .dark, dismissOnTap: true, hapticsEnabled: false)
        #expect(options.sanitized == options)
    }

    @Test func announcementOfAStatus() {
        #expect(HUDAnnouncement(status: "Saved") == .status("Saved"))
        #expect(HUDAnnouncement(status: "") == .loading)
        #expect(HUDAnnouncement(status: nil) == .loading)
    }

    @Test func imagesMapToTheirHaptics() {
        let haptics = [HUDImage.success, .error, .info, .custom(HUDAssetID(1))].map(\.haptic)
        #expect(haptics == [.success, .error, .warning, nil])
    }

    @Test func isVisibleOnlyWhileOnScreen() {
        let visible = HUDState.Phase.allCases.filter { phase in
            var state = HUDState()
            state.phase = phase
            return state.isVisible
        }
        #expect(visible == [.appearing, .visible, .disappearing])
    }
}
