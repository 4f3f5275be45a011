import Testing

@_spi(HUDEngine) @testable import HUDCore

/// MBProgressHUD's `bezelView` and `backgroundView` settings, as the Objective-C façade writes them.
struct HUDAppearanceBackgroundViewsTests {
    private let dim = HUDColor(white: 0, alpha: 0.1)

    @Test func aBackgroundColourIsTheCustomMaskInThatColourAndNilIsTheClearMask() {
        // Given a view's HUD, clear and blocking
        var appearance = HUDAppearance().inView

        // When the app colours the background
        appearance.backgroundViewColor = dim

        // Then the custom mask draws that colour, and reads back
        #expect(appearance.maskType == .custom && appearance.backgroundLayerColor == dim)
        #expect(appearance.backgroundViewColor == dim)

        // When it takes the colour away
        appearance.backgroundViewColor = nil

        // Then the mask is clear again (still blocking touches) and reads no colour
        #expect(appearance.maskType == .clear && appearance.backgroundViewColor == nil)
    }

    @Test func aBackgroundColourReadsNilUnderAnotherMask() {
        var appearance = HUDAppearance { $0.maskType = .black }
        #expect(appearance.backgroundViewColor == nil)
        appearance.maskType = .custom
        #expect(appearance.backgroundViewColor == appearance.backgroundLayerColor)
    }

    @Test func aBlurredBackgroundIsTheBlurMaskAndSolidUndoesOnlyTheBlur() {
        // Given a coloured background
        var appearance = HUDAppearance().inView
        appearance.backgroundViewColor = dim

        // When it is blurred, then made solid again
        appearance.backgroundViewIsBlurred = true
        let blurred = appearance.maskType
        appearance.backgroundViewIsBlurred = false

        // Then the blur was the blur mask, and solid is the clear mask
        #expect(blurred == .blur && appearance.maskType == .clear)

        // And solid leaves a mask that is not blurred as it is
        appearance.maskType = .black
        appearance.backgroundViewIsBlurred = false
        #expect(appearance.maskType == .black && !appearance.backgroundViewIsBlurred)
    }

    @Test func aBlurredBezelKeepsItsMaterialAndASolidOneHasNone() {
        // Given a dark material
        var appearance = HUDAppearance { $0.bezelMaterial = .dark }
        #expect(appearance.bezelViewIsBlurred)

        // When the bezel is said to be blurred, it keeps its material
        appearance.bezelViewIsBlurred = true
        #expect(appearance.bezelMaterial == .dark)

        // When it is made solid, it has none; blurred again, the automatic one
        appearance.bezelViewIsBlurred = false
        #expect(appearance.bezelMaterial == .none && !appearance.bezelViewIsBlurred)
        appearance.bezelViewIsBlurred = true
        #expect(appearance.bezelMaterial == .automatic)
    }
}
