import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A handle's settings are kept as changes over the view's defaults: one per setting, the whole appearance replacing
/// them all, later ones after earlier ones.
struct HUDAppearanceChangesTests {
    @Test func aSettingSetAgainReplacesTheEarlierChange() {
        var changes = HUDAppearanceChanges()
        changes.set(\.margin, to: 20)
        changes.set(\.isSquare, to: true)
        changes.set(\.margin, to: 30)

        let applied = changes.applied(to: HUDAppearance())
        #expect(applied.margin == 30)
        #expect(applied.isSquare)
    }

    @Test func theDefaultsShowWhereNothingWasSet() {
        var changes = HUDAppearanceChanges()
        changes.set(\.margin, to: 20)

        // The view's defaults change after the handle's setting: both show
        let applied = changes.applied(to: HUDAppearance { $0.minimumDisplayTime = 2 })
        #expect(applied.margin == 20)
        #expect(applied.minimumDisplayTime == 2)
    }

    @Test func theWholeAppearanceReplacesEveryEarlierChange() {
        var changes = HUDAppearanceChanges()
        changes.set(\.margin, to: 20)
        changes.set(\.self, to: HUDAppearance { $0.isSquare = true })
        changes.set(\.minimumDisplayTime, to: 1)

        let applied = changes.applied(to: HUDAppearance { $0.margin = 40 })
        #expect(applied.margin == HUDAppearance().margin, "The whole appearance set after the margin replaces it")
        #expect(applied.isSquare)
        #expect(applied.minimumDisplayTime == 1)
    }

    @Test func appendedChangesComeAfterAndReplaceTheSameSettings() {
        var earlier = HUDAppearanceChanges()
        earlier.set(\.margin, to: 20)
        earlier.set(\.isSquare, to: true)
        var later = HUDAppearanceChanges()
        later.set(\.margin, to: 30)

        earlier.append(later)

        let applied = earlier.applied(to: HUDAppearance())
        #expect(applied.margin == 30)
        #expect(applied.isSquare)
    }

    @Test func aSettingSetAtEveryFrameKeepsOneChange() {
        var changes = HUDAppearanceChanges()
        for frame in 0..<600 {
            changes.set(\.bezelColor, to: HUDColor(white: Double(frame) / 600))
        }
        changes.set(\.margin, to: 20)

        #expect(changes.count == 2, "One change per setting, however often it is set")
    }
}
