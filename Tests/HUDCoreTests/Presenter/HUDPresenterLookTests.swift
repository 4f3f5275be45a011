import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The presenter reads a small `Look` instead of the whole appearance; it must read what the appearance with the
/// options applied and sanitized says, whatever the appearance and the options.
struct HUDPresenterLookTests {
    /// An appearance with settings away from the defaults, some of them invalid.
    private func appearance(_ generator: inout SplitMix64) -> HUDAppearance {
        let times: [TimeInterval] = [0, 0.3, 2, -1, .nan, .infinity]
        var appearance = HUDAppearance()
        appearance.maskType = [.none, .clear, .black, .gradient][generator.below(4)]
        appearance.interaction = [nil, .blockAll, .blockBezel, .blockNone][generator.below(4)]
        appearance.hapticsEnabled = generator.below(2) == 0
        appearance.blocksTouchesUntilHidden = generator.below(2) == 0
        appearance.windowMode = [.overlayWindow, .appWindow][generator.below(2)]
        appearance.graceTimeInterval = times[generator.below(times.count)]
        appearance.minimumDisplayTime = times[generator.below(times.count)]
        appearance.minimumDismissTimeInterval = times[generator.below(times.count)]
        appearance.maximumDismissTimeInterval = times[generator.below(times.count)]
        appearance.fadeInAnimationDuration = times[generator.below(times.count)]
        appearance.fadeOutAnimationDuration = times[generator.below(times.count)]
        return appearance
    }

    /// Options that override some of those settings, or none.
    private func options(_ generator: inout SplitMix64) -> HUDOptions {
        HUDOptions(
            hapticsEnabled: [nil, true, false][generator.below(3)], animated: generator.below(3) != 0,
            windowMode: [nil, .overlayWindow, .appWindow][generator.below(3)],
            interaction: [nil, .blockAll, .blockNone][generator.below(3)],
            blocksTouchesUntilHidden: [nil, true, false][generator.below(3)])
    }

    @Test func theLookReadsWhatTheSanitizedAppearanceWithTheOptionsSays() {
        // Given 2,000 seeded appearances, each with a presentation's options
        var generator = SplitMix64(seed: 0x100C_0022)
        var mismatches: [String] = []
        for _ in 0..<2_000 {
            let appearance = appearance(&generator)
            var options = options(&generator)
            options.maskType = [nil, .black, HUDMaskType.none][generator.below(3)]
            var presenter = HUDPresenter(appearance: appearance)
            _ = presenter.handle(.show(.success, status: "Saved", options: options), now: 0)

            // When the presenter reads its look
            let look = presenter.look
            let expected = appearance.applying(options.sanitized).sanitized

            // Then every setting it reads is the appearance's, with the options applied, sanitized
            let agrees =
                look.interactionInForce == expected.effectiveInteraction
                && look.hapticsEnabled == expected.hapticsEnabled && look.windowMode == expected.windowMode
                && look.blocksTouchesUntilHidden == expected.blocksTouchesUntilHidden
                && look.fadeInAnimationDuration == expected.fadeInAnimationDuration
                && look.fadeOutAnimationDuration == expected.fadeOutAnimationDuration
                && look.graceTimeInterval == expected.graceTimeInterval
                && look.minimumDisplayTime == expected.minimumDisplayTime
                && look.displayDuration(for: "Saved") == expected.displayDuration(for: "Saved")
            if !agrees { mismatches.append("\(look) for \(expected.maskType), \(options)") }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) looks differ; the first: \(mismatches.first ?? "")")
    }
}
