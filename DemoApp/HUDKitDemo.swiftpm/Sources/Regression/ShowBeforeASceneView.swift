import HUDKit
import SwiftUI

/// "No silent no-show": a HUD shown before the app has a window scene (here in `App.init`, as an app would
/// in `application(_:didFinishLaunchingWithOptions:)`) waits, with `isVisible` false and no notification, and
/// appears when the first scene connects; a message shown there too appears with it. Only a device can show it; turn the switch on and relaunch the app.
@MainActor
struct ShowBeforeASceneView: View {
    /// The `UserDefaults` key `DemoApp.init` reads.
    static let showAtLaunchKey = "showBeforeAScene.showAtLaunch"
    /// What `DemoApp.init` saw right after its show, for this screen to print.
    static var launchReport = "The switch was off at the last launch."

    @AppStorage(ShowBeforeASceneView.showAtLaunchKey) private var showAtLaunch = false

    var body: some View {
        List {
            Section {
                Toggle("Show a HUD in App.init", isOn: $showAtLaunch)
            } footer: {
                Text(
                    "Relaunch the app. Expected: the success HUD and a message appear as soon as the window does (the "
                        + "message does not wait forever), and the report "
                        + "below says isVisible was false right after the call in App.init.")
            }
            Section("Last launch") {
                Text(Self.launchReport).font(.footnote.monospaced())
            }
        }
        .navigationTitle("Show before a scene")
    }

    /// Called from `DemoApp.init`, before any scene connects.
    static func showIfAsked() {
        guard UserDefaults.standard.bool(forKey: showAtLaunchKey) else { return }
        HUD.showSuccess(status: "Shown in App.init")
        HUD.showMessage("A message shown in App.init")
        launchReport = "App.init: showSuccess(); isVisible right after = \(HUD.isVisible) (expected false)."
    }
}
