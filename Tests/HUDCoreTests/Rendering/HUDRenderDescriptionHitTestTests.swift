import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDRenderDescriptionHitTestTests {
    typealias Result = HUDRenderDescription.HitTestResult

    /// The bare spinner: its bezel is at (153, 337, 84, 84), centred on (195, 379).
    let open = HUDRenderDescription.fixture(HUDContent(indicator: .spinner))
    let blocking = HUDRenderDescription.fixture(HUDContent(indicator: .spinner)) { $0.maskType = .black }

    @Test func theLaidOutBezelIsHitWithoutOffsetOrScale() {
        let inside = CGPoint(x: 195, y: 380)
        let outside = CGPoint(x: 10, y: 10)
        let rightEdge = CGPoint(x: 237, y: 380)
        #expect(
            [open.hitTest(inside), open.hitTest(outside), open.hitTest(rightEdge)] == [
                .bezel, .passThrough, .passThrough,
            ])
        #expect([blocking.hitTest(inside), blocking.hitTest(outside)] == [.bezel, .mask])
    }

    @Test func aFrameFadingOutPassesEveryTouchUnlessItBlocksUntilHidden() {
        // Given a blocking HUD, and the same one set to keep blocking until it is hidden (by the appearance or by
        // its presentation's options)
        let keeping = HUDRenderDescription.fixture(HUDContent(indicator: .spinner)) {
            $0.maskType = .black
            $0.blocksTouchesUntilHidden = true
        }
        let keepingByOption = HUDRenderDescription.fixture(
            HUDContent(indicator: .spinner, options: HUDOptions(blocksTouchesUntilHidden: true))
        ) { $0.maskType = .black }
        let points = [CGPoint(x: 195, y: 380), CGPoint(x: 10, y: 10)]
        func landings(_ frame: HUDRenderDescription, fadingOut: Bool) -> [Result] {
            points.map { frame.hitTest($0, bezelOffset: .zero, scale: 1, fadingOut: fadingOut) }
        }
        // Then while they show, each takes the touches on its bezel and its mask
        #expect(landings(blocking, fadingOut: false) == [.bezel, .mask])
        #expect(landings(keeping, fadingOut: false) == [.bezel, .mask])
        // and once they fade out, the first passes every touch to the app, the others keep taking them.
        #expect(landings(blocking, fadingOut: true) == [.passThrough, .passThrough])
        #expect(landings(keeping, fadingOut: true) == [.bezel, .mask])
        #expect(landings(keepingByOption, fadingOut: true) == [.bezel, .mask])
    }

    @Test(
        arguments: [
            // Moved 10 pt right by the motion effect: the bezel spans x 163..<247.
            (240, 379, 10, 0, 1, Result.bezel),
            (155, 379, 10, 0, 1, .passThrough),
            // Moved up and left.
            (150, 330, -10, -10, 1, .bezel),
            (230, 415, -10, -10, 1, .passThrough),
            // Zooming in from 1.3 (x 140.4..<249.6) and out to 0.5 (x 174..<216).
            (145, 379, 0, 0, 1.3, .bezel),
            (160, 379, 0, 0, 0.5, .passThrough),
            (175, 379, 0, 0, 0.5, .bezel),
            // Both: centred on (185, 389), 109.2 pt wide.
            (135, 440, -10, 10, 1.3, .bezel),
            (245, 389, -10, 10, 1.3, .passThrough),
        ] as [(CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, Result)])
    func theBezelIsHitWhereItIsOnScreen(
        x: CGFloat, y: CGFloat, dx: CGFloat, dy: CGFloat, scale: CGFloat, expected: Result
    ) {
        let offset = HUDOffset(horizontal: dx, vertical: dy)
        #expect(open.hitTest(CGPoint(x: x, y: y), bezelOffset: offset, scale: scale) == expected)
        let blocked = expected == .passThrough ? Result.mask : expected
        #expect(blocking.hitTest(CGPoint(x: x, y: y), bezelOffset: offset, scale: scale) == blocked)
    }

    @Test(
        arguments: [
            // A non-finite scale counts as 1, a negative one as its magnitude.
            (154, 0, CGFloat.nan, Result.bezel),
            (154, 0, CGFloat.infinity, .bezel),
            (154, 0, -1, .bezel),
            (145, 0, -1.3, .bezel),
            // A scale of 0 leaves no bezel.
            (195, 0, 0, .passThrough),
            // A non-finite offset counts as 0.
            (154, CGFloat.nan, 1, .bezel),
            (154, -CGFloat.infinity, 1, .bezel),
        ] as [(CGFloat, CGFloat, CGFloat, Result)])
    func unusableOffsetsAndScalesHaveADefinedMeaning(x: CGFloat, dx: CGFloat, scale: CGFloat, expected: Result) {
        let offset = HUDOffset(horizontal: dx, vertical: dx)
        #expect(open.hitTest(CGPoint(x: x, y: 379), bezelOffset: offset, scale: scale) == expected)
    }
}
