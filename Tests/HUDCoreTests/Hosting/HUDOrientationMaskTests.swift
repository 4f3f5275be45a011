import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDOrientationMaskTests {
    @Test func eachOrientationHasUIKitsBit() {
        // UIInterfaceOrientation: portrait 1, portraitUpsideDown 2, landscapeRight 3, landscapeLeft 4.
        let masks = (1...4).map(HUDOrientationMask.init(orientationRawValue:))
        #expect(masks == [.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft])
        #expect(masks.map(\.rawValue) == [2, 4, 8, 16])
        #expect(HUDOrientationMask.all.rawValue == 30)
    }

    @Test(arguments: [0, -1, 5, Int.max, Int.min])
    func unknownOrientationsPinNothing(rawValue: Int) {
        #expect(HUDOrientationMask(orientationRawValue: rawValue) == .all)
    }

    @Test func descriptionNamesTheOrientations() {
        #expect(HUDOrientationMask([.landscapeLeft, .portrait]).description == "[portrait, landscapeLeft]")
        #expect(HUDOrientationMask().description == "[]")
    }
}
