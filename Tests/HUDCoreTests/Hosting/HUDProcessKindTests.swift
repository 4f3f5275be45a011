import Testing

@_spi(HUDEngine) @testable import HUDCore

@Suite("The process kind: an app, or an app extension without an overlay window")
struct HUDProcessKindTests {
    @Test(arguments: [
        ("/var/containers/Bundle/Application/1/Demo.app", HUDProcessKind.application),
        ("/var/containers/Bundle/Application/1/Demo.app/PlugIns/Share.appex", .appExtension),
        ("/var/containers/Bundle/Application/1/Demo.app/PlugIns/Share.appex/", .appExtension),
        ("/private/var/PlugIns/Widget.APPEX", .appExtension),
        ("/var/containers/Bundle/Application/1/appex.app", .application),
        ("", .application),
    ])
    func anAppexBundleIsAnExtension(path: String, kind: HUDProcessKind) {
        #expect(HUDProcessKind(bundlePath: path, infoDictionary: [:]) == kind)
    }

    @Test func anInfoPlistWithAnExtensionPointIsAnExtensionWhateverThePath() {
        let info: [String: Any] = ["NSExtension": ["NSExtensionPointIdentifier": "com.apple.share-services"]]
        #expect(HUDProcessKind(bundlePath: "/tmp/Demo.app", infoDictionary: info) == .appExtension)
    }

    @Test func aMissingInfoPlistCountsAsAnApp() {
        #expect(HUDProcessKind(bundlePath: "/tmp/Demo.app", infoDictionary: nil) == .application)
    }
}
