import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

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

    private func globalChanging(_ change: (inout HUDAppearance) -> Void) -> HUDAppearance {
        var copy = global
        change(&copy)
        return copy
    }

    @Test func emptyOptionsKeepEveryAppearanceValue() {
        // Given / When
        let effective = global.applying(HUDOptions())

        // Then
        #expect(effective == global)
    }

    @Test func eachStyleFieldOverridesOnlyItself() {
        // Given
        let cases: [(HUDOptions, HUDAppearance)] =
            HUDMaskType.allCases.map { type in (HUDOptions(maskType: type), globalChanging { $0.maskType = type }) }
            + HUDStyle.allCases.map { style in (HUDOptions(style: style), globalChanging { $0.style = style }) }
            + HUDAnimationType.allCases.map { type in
                (HUDOptions(animationType: type), globalChanging { $0.animationType = type })
            }

        // When
        let effective = cases.map { global.applying($0.0) }

        // Then
        #expect(effective == cases.map(\.1))
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

extension HUDOptionsTests {
    @Test func theMaskNoneInOptionsIsTheMaskNotTheAppearancesMask() {
        // Given a view's HUD, which blocks touches by default
        let inView = HUDAppearance().inView

        // When one show asks for the mask `.none`
        let options = HUDOptions(maskType: .none, dismissOnTap: true)

        // Then it is the mask `.none` (before the fix it was `Optional.none`: the appearance's blocking mask)
        #expect(options.maskType == HUDMaskType.none)
        #expect(inView.applying(options).maskType == .none)
        #expect(HUDOptions(dismissOnTap: true).maskType == nil)
    }
}
