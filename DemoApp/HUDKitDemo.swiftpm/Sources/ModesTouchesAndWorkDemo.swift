import HUDKit
import SwiftUI

/// What SVProgressHUD, MBProgressHUD and JGProgressHUD users reach for last: every kind switched in place (text only,
/// a custom view, MBProgressHUD's modes), hiding with or without the fade at hide time, which touches the HUD keeps
/// and its two tap callbacks, and synchronous work off and on the main thread.
@MainActor
struct ModesTouchesAndWorkDemo: View {
    @State private var mode = HUDMode.indeterminate
    @State private var isPresented = false
    @State private var lastTap = "—"

    var body: some View {
        Form {
            Section {
                DemoButton("Spinner → text only → custom view", code: "HUD.update(message:), HUD.update(customView:)") {
                    switchKinds()
                }
                DemoButton("Walk through every mode", code: "HUD.update(mode: .annularDeterminate, status:) …") {
                    walkModes()
                }
                SegmentedPicker("Mode", selection: $mode, values: HUDMode.allCases)
                Toggle(".hud(isPresented:mode:progress:status:)", isOn: $isPresented)
            } header: {
                Text("In place")
            } footer: {
                Text("One presentation each: no new fade-in, one hudWillAppear.")
            }
            Section {
                DemoButton("This scene's own HUD", code: "HUD.controller(for: windowScene).show(status:)") {
                    guard let scene = Self.foregroundScene else { return }
                    let hud = HUD.controller(for: scene)
                    hud.show(status: "Only in this window")
                    hud.dismiss(withDelay: 2)
                }
            } header: {
                Text("Per-scene HUD")
            } footer: {
                Text("On iPad, open a second window: each scene's HUD stays in its own window.")
            }
            Section {
                DemoButton("Objective-C façade", code: "[HUDProgressHUD showHUDAddedTo:… animated:YES] …") {
                    objectiveCStyle()
                }
            } header: {
                Text("HUDProgressHUD")
            } footer: {
                Text("SVProgressHUD's class methods and MBProgressHUD's view calls under the same selectors.")
            }
            Section("dismiss(animated:)") {
                DemoButton("Hide without the fade", code: "HUD.dismiss(withDelay: 1, animated: false)") {
                    HUD.show(status: "Going at once in 1 s")
                    HUD.dismiss(withDelay: 1, animated: false)
                }
                DemoButton("Shown at once, faded out", code: "HUDOptions(animated: false) … dismiss(animated: true)") {
                    HUD.show(status: "Fading out in 1 s", options: HUDOptions(animated: false))
                    HUD.dismiss(withDelay: 1, animated: true)
                }
            }
            Section {
                DemoButton("Dimmed, app usable", code: "HUDOptions(maskType: .black, interaction: .blockBezel)") {
                    showTouches(HUDOptions(maskType: .black, interaction: .blockBezel))
                }
                DemoButton("Clear, every touch held", code: "HUDOptions(interaction: .blockAll)") {
                    showTouches(HUDOptions(interaction: .blockAll))
                }
                DemoButton("Nothing held", code: "HUDOptions(interaction: .blockNone)") {
                    showTouches(HUDOptions(interaction: .blockNone))
                }
                DemoButton("Blocks until hidden", code: "HUDOptions(maskType: .black, blocksTouchesUntilHidden: true)") {
                    let options = HUDOptions(
                        maskType: .black, transition: .zoom, blocksTouchesUntilHidden: true)
                    HUD.show(status: "Tap during the fade-out", options: options)
                    HUD.dismiss(withDelay: 1.5)
                }
                Text("Last tap: \(lastTap)")
            } header: {
                Text("Touches")
            } footer: {
                Text("Each HUD dismisses itself after 3 s; onBezelTap and onOutsideTap report where it was tapped.")
            }
            Section {
                DemoButton("Synchronous work on a queue", code: "HUD.showWhileExecuting(status:on:_:completion:)") {
                    HUD.showWhileExecuting(status: "Compressing…") {
                        Thread.sleep(forTimeInterval: 2)
                    } completion: {
                        HUD.showSuccess(status: "Compressed")
                    }
                }
                DemoButton("Blocking the main thread", code: "HUD.showWhileBlocking(status:) { … }") {
                    HUD.showWhileBlocking(status: "Blocking for 2 s") {
                        Thread.sleep(forTimeInterval: 2)
                    }
                }
            } header: {
                Text("Work")
            } footer: {
                Text(
                    "While the main thread blocks, the fade-in and the spinner still move (Core Animation runs "
                        + "them), but nothing else on screen changes until the work returns.")
            }
        }
        .navigationTitle("Modes, touches, work")
        .hud(isPresented: $isPresented, mode: mode, progress: 0.6, status: mode.rawValue)
        .hudDismissButton()
    }

    /// The scene of the key window.
    private static var foregroundScene: UIWindowScene? {
        UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            .first { $0.windows.contains(where: \.isKeyWindow) }
    }

    private func objectiveCStyle() {
        guard let view = Self.foregroundScene?.windows.first(where: \.isKeyWindow)?.rootViewController?.view
        else { return }
        let hud = HUDProgressHUD.showHUDAdded(to: view, animated: true)
        hud.label.text = "Objective-C style"
        hud.mode = .annularDeterminate
        hud.progress = 0.6
        hud.hide(animated: true, afterDelay: 2)
    }

    private func switchKinds() {
        HUD.show(status: "Preparing…")
        Task {
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            HUD.update(message: "Waiting for the server")
            try? await Task.sleep(nanoseconds: 1_500_000_000)
            HUD.update(customView: Image(systemName: "icloud.slash").font(.largeTitle), status: "Offline")
            HUD.dismiss(withDelay: 1.5)
        }
    }

    private func walkModes() {
        HUD.show(status: "indeterminate")
        Task {
            for mode in HUDMode.allCases.dropFirst() {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                HUD.update(mode: mode, status: mode.rawValue)
                HUD.update(progress: 0.6)
            }
            HUD.dismiss(withDelay: 1)
        }
    }

    private func showTouches(_ options: HUDOptions) {
        var options = options
        options.duration = 3
        options.onBezelTap = HUDOptions.TapAction { lastTap = "bezel" }
        options.onOutsideTap = HUDOptions.TapAction { lastTap = "outside" }
        HUD.show(status: "Tap me, or beside me", options: options)
    }
}
