import Testing

@_spi(HUDEngine) @testable import HUDCore

struct HUDModalChainTests {
    typealias Node = HUDModalChain.Node

    /// A chain as short labels, root first: `F` full screen, `S` a sheet, form sheet or popover, `C` a sheet that
    /// captures the status bar appearance; then the orientations it supports: `p` portrait, `l` landscape (both
    /// sides), `a` all, `0` none.
    static func chain(_ labels: String) -> [Node] {
        labels.split(separator: " ").map { label in
            let orientations: HUDOrientationMask =
                switch label.last {
                case "p": .portrait
                case "l": [.landscapeLeft, .landscapeRight]
                case "0": []
                default: .all
                }
            return Node(
                isFullScreen: label.first == "F", capturesStatusBarAppearance: label.first == "C",
                supportedOrientations: orientations)
        }
    }

    @Test(
        arguments: [
            ("", nil, nil),
            ("Fp", 0, 0),
            ("Fp Sa", 0, 0),
            ("Fp Ca", 1, 0),
            ("Fp Fl", 1, 1),
            ("Fp Fl Sa", 1, 1),
            ("Fp Sa Fl", 2, 2),
            ("Fp Ca Sa", 1, 0),
            ("Sp Sa", 0, 0),
        ] as [(String, Int?, Int?)])
    func onlyFullScreenModalsTakeOver(labels: String, statusBar: Int?, screen: Int?) {
        let chain = Self.chain(labels)
        #expect(HUDModalChain.statusBarIndex(in: chain) == statusBar)
        #expect(HUDModalChain.screenIndex(in: chain) == screen)
    }

    @Test(
        arguments: [
            // A portrait-only app under a sheet or popover that supports everything stays portrait.
            ("Fp Sa", "portrait"),
            ("Fp Ca", "portrait"),
            ("Fp Fl", "landscape"),
            ("Fl Fp Sa", "portrait"),
            // No app window: the scene's current orientation, never every orientation.
            ("", "landscapeLeft"),
            // A view controller that supports nothing (UIKit would throw): the scene's current orientation.
            ("F0", "landscapeLeft"),
            ("Fp F0", "landscapeLeft"),
        ] as [(String, String)])
    func orientationsFollowTheScreenOwnerElseTheCurrentOrientation(labels: String, expected: String) {
        let masks: [String: HUDOrientationMask] = [
            "portrait": .portrait, "landscape": [.landscapeLeft, .landscapeRight], "landscapeLeft": .landscapeLeft,
        ]
        let supported = HUDModalChain.supportedOrientations(of: Self.chain(labels), current: .landscapeLeft)
        #expect(supported == masks[expected])
    }

    @Test func unknownBitsAreDropped() {
        let strange = HUDOrientationMask(rawValue: 1 << 1 | 1 << 9)
        let chain = [Node(supportedOrientations: strange)]
        #expect(HUDModalChain.supportedOrientations(of: chain, current: .all) == .portrait)
        #expect(HUDModalChain.supportedOrientations(of: [], current: HUDOrientationMask(rawValue: 1)) == .all)
    }
}
