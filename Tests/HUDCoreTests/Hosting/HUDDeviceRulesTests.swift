import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The small device decisions: VoiceOver focus, the keyboard before its first notification, what the host
/// observes, the sibling watch's rate and the overlay window's key status.
@MainActor
struct HUDDeviceRulesTests {
    @Test(arguments: [(1.0, true), (0.5, true), (0.49, false), (0.1, false), (Double.nan, true)])
    func aBlockingHUDTakesFocusOnlyOverHalfTheScreenOrMore(coverage: Double, takesFocus: Bool) {
        #expect(HUDDeviceRules.takesAccessibilityFocus(screenCoverage: coverage) == takesFocus)
    }

    @Test func aBlockingHUDInASmallViewAnnouncesAndGivesNothingBack() {
        // Given: a card's HUD, a fifth of the screen
        let fixture = SessionFixture()
        fixture.host.finishesFadesAtOnce = true
        fixture.session.environment.screenCoverage = 0.2

        // When
        fixture.session.show(HUDContent(indicator: .spinner, status: "Saving", options: HUDOptions(maskType: .black)))
        fixture.host.finishFades(of: fixture.session)
        fixture.session.dismiss()
        fixture.host.finishFades(of: fixture.session)

        // Then: before, it took VoiceOver's focus from wherever the user was
        #expect(!fixture.host.calls.contains(.moveAccessibilityFocus))
        #expect(!fixture.host.calls.contains(.restoreAccessibilityFocus))
        #expect(fixture.host.calls.contains(.announce(.status("Saving"))))
    }

    @Test func aBlockingWindowHUDTakesTheFocusAndGivesItBack() {
        // Given
        let fixture = SessionFixture()
        fixture.host.finishesFadesAtOnce = true

        // When
        fixture.session.show(HUDContent(indicator: .spinner, status: "Saving", options: HUDOptions(maskType: .black)))
        fixture.host.finishFades(of: fixture.session)
        fixture.session.dismiss()
        fixture.host.finishFades(of: fixture.session)

        // Then
        #expect(fixture.host.calls.filter { $0 == .moveAccessibilityFocus }.count == 1)
        #expect(fixture.host.calls.filter { $0 == .restoreAccessibilityFocus }.count == 1)
    }

    @Test func focusGoesBackOnlyToAnElementStillInAWindow() {
        #expect(HUDDeviceRules.restoresAccessibilityFocus(elementIsInWindow: true))
        #expect(!HUDDeviceRules.restoresAccessibilityFocus(elementIsInWindow: false))
    }

    @Test(
        arguments: [
            // No keyboard: the guide spans the 34 pt home-indicator area only (before: a 34 pt keyboard).
            (CGRect(x: 0, y: 810, width: 390, height: 34), 34.0, 0.0),
            (CGRect(x: 0, y: 809.5, width: 390, height: 34.5), 34, 0),
            // A keyboard of 336 pt, docked at the bottom edge.
            (CGRect(x: 0, y: 508, width: 390, height: 336), 34, 336),
            // A Touch ID iPhone: no inset, no keyboard.
            (CGRect(x: 0, y: 844, width: 390, height: 0), 0, 0),
        ] as [(CGRect, CGFloat, CGFloat)])
    func theKeyboardGuidesHomeIndicatorAreaIsNoKeyboard(guide: CGRect, inset: CGFloat, expected: CGFloat) {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(
            HUDDeviceRules.keyboardOverlap(
                guideFrame: guide, bottomSafeArea: inset, containerFrame: screen, screenFrame: screen) == expected)
    }

    @Test func theHostObservesOnlyWhileItHasAHUDOrOneWaits() {
        #expect(HUDDeviceRules.observations(isInstalled: false, isWaiting: false) == [])
        #expect(HUDDeviceRules.observations(isInstalled: false, isWaiting: true) == .scenes)
        #expect(
            HUDDeviceRules.observations(isInstalled: true, isWaiting: false)
                == [.keyboard, .accessibilitySettings, .scenes])
    }

    @Test func theSiblingWatchLooksTenToFifteenTimesASecond() {
        let rates = HUDDeviceRules.siblingWatchFrameRates
        #expect([rates.minimum, rates.maximum, rates.preferred] == [10, 15, 15])
    }

    @Test func theOverlayBecomesKeyOnlyWhenAskedWhileABlockingHUDShowsInIt() throws {
        // Given
        let blocking = HUDRenderDescription.fixture(HUDContent(indicator: .spinner)) {
            $0.maskType = .black
            $0.overlayBecomesKeyWhenBlocking = true
        }
        let open = HUDRenderDescription.fixture(HUDContent(indicator: .spinner)) {
            $0.overlayBecomesKeyWhenBlocking = true
        }

        // Then
        #expect(!HUDAppearance().overlayBecomesKeyWhenBlocking)
        #expect(
            HUDDeviceRules.overlayIsKey(
                isOverlayWindow: true, blocksTouches: blocking.blocksTouches,
                option: blocking.overlayBecomesKeyWhenBlocking))
        #expect(
            !HUDDeviceRules.overlayIsKey(
                isOverlayWindow: true, blocksTouches: open.blocksTouches, option: open.overlayBecomesKeyWhenBlocking))
        #expect(
            !HUDDeviceRules.overlayIsKey(
                isOverlayWindow: false, blocksTouches: blocking.blocksTouches,
                option: blocking.overlayBecomesKeyWhenBlocking))
    }
}
