import Testing

@_spi(HUDEngine) @testable import HUDCore

@MainActor
struct HUDAppearanceInViewTests {
    @Test func aHUDInAViewBlocksTouchesToItsViewByDefault() {
        // Given the window HUD's default appearance, whose mask lets touches through
        let window = HUDAppearance()
        #expect(window.maskType == .none)

        // When a view's HUD starts from it
        let inView = window.inView

        // Then the view's HUD blocks touches with a clear mask (MBProgressHUD's), and nothing else changes
        #expect(inView.maskType == .clear)
        var expected = window
        expected.maskType = .clear
        #expect(inView == expected)
    }

    @Test func aBlockingMaskOfTheWindowHUDIsKeptInAView() {
        for mask in HUDMaskType.allCases where mask != .none {
            #expect(HUDAppearance { $0.maskType = mask }.inView.maskType == mask, "\(mask)")
        }
    }

    @Test func aViewsHUDWithItsMaskSetBackToNoneLetsTouchesThrough() {
        // Given a view's HUD whose app let touches through, per HUD and per show
        let fixture = SessionFixture()
        fixture.session.appearance = HUDAppearance().inView
        fixture.session.show(HUDContent(status: "Loading"))
        let blocking = fixture.host.applied.last?.blocksTouches

        // When
        fixture.session.appearance.maskType = .none
        let perHUD = fixture.host.applied.last?.blocksTouches
        fixture.session.show(HUDContent(status: "Loading", options: HUDOptions(maskType: .black)))
        let perShow = fixture.host.applied.last?.blocksTouches

        // Then
        #expect(blocking == true)
        #expect(perHUD == false)
        #expect(perShow == true)
    }
}
