import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The overlay window's light or dark style follows the app's top screen, and the chain starts from the app's
/// window, never from the overlay.
struct HUDModalChainStyleTests {
    typealias Node = HUDModalChain.Node

    /// (chain, system style, expected overlay style): `nil` follows the system.
    static let styles: [([Node], HUDEnvironment.ColorScheme, HUDEnvironment.ColorScheme?)] = [
        // Nothing overrides the system: follow it, so a system change while the HUD shows is followed at once.
        ([Node(interfaceStyle: .light)], .light, nil),
        ([Node(interfaceStyle: .dark)], .dark, nil),
        // An in-app setting on the window (every view controller resolves to it).
        ([Node(interfaceStyle: .dark)], .light, .dark),
        // A dark `.fullScreenCover` over a light app: before the fix, the key window's override (none) won.
        ([Node(interfaceStyle: .light), Node(interfaceStyle: .dark)], .light, .dark),
        // A light modal over an app forced dark, in dark mode.
        ([Node(interfaceStyle: .dark), Node(isFullScreen: false, interfaceStyle: .light)], .dark, .light),
        // A page sheet with a style of its own: the HUD shows over it too.
        ([Node(interfaceStyle: .light), Node(isFullScreen: false, interfaceStyle: .dark)], .light, .dark),
        // The top screen follows the system although the root is forced: the top screen wins.
        ([Node(interfaceStyle: .dark), Node(interfaceStyle: .light)], .light, nil),
        // No app window.
        ([], .dark, nil),
    ]

    @Test(arguments: styles)
    func theOverlayTakesTheTopScreensStyleWhenItDiffersFromTheSystems(
        chain: [Node], system: HUDEnvironment.ColorScheme, expected: HUDEnvironment.ColorScheme?
    ) {
        #expect(HUDModalChain.interfaceStyle(of: chain, system: system) == expected)
    }

    @Test func theChainStartsFromTheKeyAppWindow() {
        let windows = [HUDHostPlan.Window(), HUDHostPlan.Window(isKey: true), HUDHostPlan.Window(isOverlay: true)]
        #expect(HUDModalChain.appWindowIndex(in: windows) == 1)
    }

    @Test func aKeyOverlayWindowIsNotTheAppsWindow() {
        // Given: the overlay is key while a blocking HUD shows (`overlayBecomesKeyWhenBlocking`)
        let windows = [HUDHostPlan.Window(), HUDHostPlan.Window(isKey: true, isOverlay: true)]
        // Then: before the fix the overlay followed its own view controller (its status bar style asked itself)
        #expect(HUDModalChain.appWindowIndex(in: windows) == 0)
    }

    @Test func onlyOverlaysMeanNoAppWindow() {
        #expect(HUDModalChain.appWindowIndex(in: [HUDHostPlan.Window(isKey: true, isOverlay: true)]) == nil)
        #expect(HUDModalChain.appWindowIndex(in: []) == nil)
    }
}
