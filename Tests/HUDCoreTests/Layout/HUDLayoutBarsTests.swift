import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// A HUD at the top or the bottom clears the app's bars by the rule a message follows.
struct HUDLayoutBarsTests {
    let navigationBar = CGRect(x: 0, y: 47, width: 390, height: 96)
    let tabBar = CGRect(x: 0, y: 761, width: 390, height: 83)

    private var phone: HUDEnvironment {
        var phone = HUDEnvironment(safeAreaInsets: HUDEdgeInsets(top: 47, bottom: 34))
        phone.bars = HUDMessageBars(navigationBar: navigationBar, tabBar: tabBar)
        return phone
    }

    private func bezel(_ position: HUDPosition) -> CGRect {
        HUDRenderDescription(
            content: HUDContent(indicator: .spinner, status: "Syncing", options: HUDOptions(position: position)),
            appearance: HUDAppearance(), environment: phone, measurer: HUDApproximateTextMeasurer()
        ).bezel.frame
    }

    @Test func aTopHUDClearsTheNavigationBarAsATopMessageDoes() {
        // Before, a .top HUD sat 16 pt below the status bar, over the navigation bar's Back button and title.
        let message = HUDRenderDescription(
            message: HUDMessage("Offline", options: HUDOptions(position: .top)), appearance: HUDAppearance(),
            environment: HUDEnvironment(safeAreaInsets: HUDEdgeInsets(top: 47, bottom: 34)),
            bars: HUDMessageBars(navigationBar: navigationBar), measurer: HUDApproximateTextMeasurer())
        #expect(bezel(.top).minY == navigationBar.maxY + HUDLayout.edgeSpacing)
        #expect(bezel(.top).minY == message.bezel.frame.minY)
    }

    @Test func aBottomHUDClearsTheTabBar() {
        #expect(bezel(.bottom).maxY == tabBar.minY - HUDLayout.edgeSpacing)
    }

    @Test func aCentredHUDIgnoresTheBars() {
        var plain = phone
        plain.bars = HUDMessageBars()
        let centred = HUDRenderDescription(
            content: HUDContent(indicator: .spinner, status: "Syncing"), appearance: HUDAppearance(),
            environment: plain, measurer: HUDApproximateTextMeasurer())
        #expect(bezel(.center) == centred.bezel.frame)
    }
}
