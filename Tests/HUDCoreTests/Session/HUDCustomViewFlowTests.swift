import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The app's view (``HUDIndicator/customView(_:)``): sized by its measured size, clamped; tinted unless the
/// appearance says not; staying until dismissed unless a `duration` is given; kept alive by id while it is used.
@MainActor
struct HUDCustomViewFlowTests: SessionSuite {
    let fixture = SessionFixture()

    private var released: [HUDAssetID] {
        fixture.host.calls.compactMap { call in
            if case .releaseContent(let id) = call { return id }
            return nil
        }
    }

    @Test func sizesAreClampedKeepingTheAspectRatio() {
        let id = HUDAssetID(1)
        let sizes = [
            CGSize(width: 60, height: 40), CGSize(width: 400, height: 100), CGSize(width: 4, height: 2),
            CGSize(width: -1, height: -1), CGSize(width: CGFloat.nan, height: CGFloat.infinity),
            CGSize(width: 30.2, height: 0),
            CGSize(width: 1e300, height: 1),
        ].map { HUDCustomView(id: id, size: $0).size }
        #expect(
            sizes == [
                CGSize(width: 60, height: 40), CGSize(width: 200, height: 50), CGSize(width: 16, height: 16),
                CGSize(width: 37, height: 37), CGSize(width: 37, height: 37), CGSize(width: 31, height: 37),
                CGSize(width: 200, height: 16),
            ])
    }

    @Test func theViewTakesTheIndicatorsPlaceTintedByDefault() throws {
        // Given
        let view = session.makeCustomView(size: CGSize(width: 60, height: 40))

        // When
        session.show(HUDContent(indicator: .customView(view), status: "Synced"))

        // Then: 60 wide, 40 high, the label 8 below; the foreground image colour as the tint
        let render = try #require(session.render)
        #expect(
            render.customView == .init(id: view.id, frame: CGRect(x: 12, y: 12, width: 60, height: 40), tint: .black))
        #expect(render.indicator == .none)
        #expect(render.image == nil)
        #expect(render.label?.frame.minY == 60)
    }

    @Test func tintingCanBeTurnedOff() {
        session.appearance.tintsCustomView = false
        session.show(HUDContent(indicator: .customView(session.makeCustomView(size: CGSize(width: 20, height: 20)))))
        #expect(session.render?.customView?.tint == nil)
    }

    @Test func staysUntilDismissedUnlikeAnImage() {
        session.show(HUDContent(indicator: .customView(session.makeCustomView(size: .zero)), status: "Done"))
        fixture.finishFade()
        fixture.advance(by: 3600)
        #expect(fixture.phase == .visible)
    }

    @Test func aDurationDismissesIt() {
        session.show(
            HUDContent(
                indicator: .customView(session.makeCustomView(size: .zero)), options: HUDOptions(duration: 2)))
        fixture.finishFade()
        fixture.advance(by: 2)
        #expect(fixture.phase == .disappearing)
    }

    @Test func theViewIsKeptWhileShownAndReleasedOnceGone() {
        // Given
        let view = session.makeCustomView(size: CGSize(width: 30, height: 30))
        session.show(HUDContent(indicator: .customView(view)))
        fixture.finishFade()

        // When
        session.dismiss()
        let whileFading = released
        fixture.finishFade()

        // Then
        #expect(whileFading == [])
        #expect(released == [view.id])
    }

    @Test func theDumpAndTheSVGShowTheView() throws {
        let view = session.makeCustomView(size: CGSize(width: 60, height: 40))
        session.show(HUDContent(indicator: .customView(view)))
        let render = try #require(session.render)
        #expect(render.description.contains("customView asset#1 x=12 y=12 w=60 h=40 tint=rgba(0,0,0,1)"))
        #expect(HUDSVGRenderer.svg(for: render).contains(#"<rect class="custom-view" x="12" y="12" width="60""#))
    }
}
