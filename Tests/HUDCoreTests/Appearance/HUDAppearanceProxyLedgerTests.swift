import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The `UIAppearance` proxy against the static settings: the latest setting wins. Each "HUD view" below is one
/// delivery of the proxy's value, as UIKit makes when a HUD view moves to a window; a static setting writes the
/// appearance directly, as `HUD.ringThickness = …` does.
struct HUDAppearanceProxyLedgerTests {
    private typealias Ledger = HUDAppearanceProxyLedger<AnyKeyPath, CGFloat>

    /// A controller's appearance and its ledger, written as `HUDView`'s proxy setters write them.
    private struct Controller {
        var appearance = HUDAppearance()
        var ledger = Ledger()

        init() {}

        /// A controller whose HUD views received `proxyValues`, in order, after which the app set `staticValue`.
        init(proxyValues: CGFloat..., thenStatic staticValue: CGFloat) {
            for value in proxyValues { hudViewReceives(ringThickness: value) }
            appearance.ringThickness = staticValue
        }

        mutating func hudViewReceives(ringThickness value: CGFloat) {
            guard ledger.takes(value, for: \HUDAppearance.ringThickness) else { return }
            appearance.ringThickness = value
        }
    }

    @Test func theFirstDeliveryOfAProxyValueIsWritten() {
        // Given
        var controller = Controller()

        // When
        controller.hudViewReceives(ringThickness: 4)

        // Then
        #expect(controller.appearance.ringThickness == 4)
    }

    @Test func aStaticSettingAfterTheProxyIsNotUndoneByTheNextHUDView() {
        // Given
        var controller = Controller(proxyValues: 4, thenStatic: 6)

        // When
        controller.hudViewReceives(ringThickness: 4)

        // Then
        #expect(controller.appearance.ringThickness == 6, "The proxy's old value undid the later static setting")
    }

    @Test func aNewProxyValueWinsOverAnEarlierStaticSetting() {
        // Given
        var controller = Controller(proxyValues: 4, thenStatic: 6)

        // When
        controller.hudViewReceives(ringThickness: 5)

        // Then
        #expect(controller.appearance.ringThickness == 5)
    }

    @Test func aProxyValueSetBackToAnEarlierOneIsWrittenAgain() {
        // Given
        var controller = Controller(proxyValues: 4, 5, thenStatic: 6)

        // When
        controller.hudViewReceives(ringThickness: 4)

        // Then
        #expect(controller.appearance.ringThickness == 4)
    }

    @Test func eachPropertyStandsAlone() {
        // Given
        var ledger = Ledger()
        ledger.takes(4, for: \HUDAppearance.ringThickness)

        // When
        let takesCornerRadius = ledger.takes(4, for: \HUDAppearance.cornerRadius)
        let takesThicknessAgain = ledger.takes(4, for: \HUDAppearance.ringThickness)

        // Then
        #expect(takesCornerRadius)
        #expect(!takesThicknessAgain)
    }

    @Test func aViewsControllerMadeFromTheWindowHUDKeepsItsOwnStylingAgainstValuesAlreadyTaken() {
        // Given: the window HUD took the proxy's value; a view's controller starts from its appearance and ledger
        var window = Controller()
        window.hudViewReceives(ringThickness: 4)
        var inView = window
        inView.appearance.ringThickness = 8

        // When: the view's first HUD view gets the proxy's value
        inView.hudViewReceives(ringThickness: 4)

        // Then
        #expect(inView.appearance.ringThickness == 8)
        #expect(window.appearance.ringThickness == 4)
    }

    @Test func aSettingIsNamedByItsKeyPathSoANewOneNeedsNoEntry() {
        // Given: two settings of different types, named only by their key paths
        var ledger = HUDAppearanceProxyLedger<AnyKeyPath, Double>()
        let settings: [AnyKeyPath] = [\HUDAppearance.margin, \HUDAppearance.graceTimeInterval]

        // When
        let first = settings.map { ledger.takes(1, for: $0) }
        let again = settings.map { ledger.takes(1, for: $0) }

        // Then
        #expect(first == [true, true])
        #expect(again == [false, false])
    }
}
