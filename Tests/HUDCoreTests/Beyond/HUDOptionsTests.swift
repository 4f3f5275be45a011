import Foundation
import Testing

@testable import HUDCore

struct HUDOptionsTests {
    let global: HUDAppearance

    init() {
        global = HUDAppearance {
            $0.style = .dark
            $0.maskType = .clear
            $0.animationType = .native
            $0.hapticsEnabled = true
            $0.minimumDismissTimeInterval = 0.75
        }
    }

    @Test func emptyOptionsKeepEveryAppearanceValue() {
        // Given / When
        let effective = global.applying(HUDOptions())

        // Then
        #expect(effective == global)
    }

    @Test(arguments: HUDMaskType.allCases)
    func maskTypeOverridesOnlyTheMaskType(maskType: HUDMaskType) {
        // Given
        var expected = global
        expected.maskType = maskType

        // When
        let effective = global.applying(HUDOptions(maskType: maskType))

        // Then
        #expect(effective == expected)
    }

    @Test(arguments: HUDStyle.allCases)
    func styleOverridesOnlyTheStyle(style: HUDStyle) {
        // Given
        var expected = global
        expected.style = style

        // When
        let effective = global.applying(HUDOptions(style: style))

        // Then
        #expect(effective == expected)
    }

    @Test func animationTypeOverridesOnlyTheAnimationType() {
        // Given
        var expected = global
        expected.animationType = .flat

        // When
        let effective = global.applying(HUDOptions(animationType: .flat))

        // Then
        #expect(effective == expected)
    }

    @Test func hapticsCanBeTurnedOffAndOnPerCall() {
        // Given
        let quiet = HUDAppearance { $0.hapticsEnabled = false }

        // When
        let off = global.applying(HUDOptions(hapticsEnabled: false))
        let on = quiet.applying(HUDOptions(hapticsEnabled: true))

        // Then
        #expect(off.hapticsEnabled == false)
        #expect(on.hapticsEnabled == true)
        #expect(on == HUDAppearance { $0.hapticsEnabled = true })
    }

    @Test func durationAndDismissOnTapBelongToThePresentationNotTheAppearance() {
        // Given
        let options = HUDOptions(duration: 4, dismissOnTap: true)

        // When
        let effective = global.applying(options)

        // Then
        #expect(effective == global)
    }

    @Test func everyFieldAtOnceOverridesEachOne() {
        // Given
        let options = HUDOptions(
            maskType: .gradient, style: .custom, animationType: .flat, duration: 2, dismissOnTap: true,
            hapticsEnabled: false)
        var expected = global
        expected.maskType = .gradient
        expected.style = .custom
        expected.animationType = .flat
        expected.hapticsEnabled = false

        // When
        let effective = global.applying(options)

        // Then
        #expect(effective == expected)
    }

    @Test func applyingNeverChangesTheGlobalAppearance() {
        // Given
        let before = global
        let options = HUDOptions(maskType: .black, style: .light, animationType: .flat, hapticsEnabled: false)

        // When
        _ = global.applying(options)
        let second = global.applying(HUDOptions())

        // Then
        #expect(global == before)
        #expect(second == before)
    }

    @Test func defaultOptionsOverrideNothing() {
        // Given / When
        let options = HUDOptions()

        // Then
        #expect(options.maskType == nil)
        #expect(options.style == nil)
        #expect(options.animationType == nil)
        #expect(options.duration == nil)
        #expect(options.dismissOnTap == false)
        #expect(options.hapticsEnabled == nil)
    }
}
