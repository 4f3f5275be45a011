import HUDKit
import SwiftUI
import UIKit

/// "Right on a real device": the cases only a device can decide, each with a button and what to check.
/// HUDCore decides each rule and tests it on Linux; this screen is where a person confirms UIKit carries it out.
@MainActor
struct DeviceChecksView: View {
    @State private var note = ""
    @State private var box = UIView()

    var body: some View {
        List {
            RegressionCheck(
                "Touches pass through (iPad too)", code: "show(status:) with mask .none",
                expected: "while the HUD shows, this list scrolls and its buttons work, on iPhone and iPad.") {
                HUD.show(status: "Scroll the list")
                HUD.dismiss(withDelay: 4)
            }
            RegressionCheck(
                "VoiceOver focus", code: "show(status:, options: maskType .black)",
                expected: "with VoiceOver on, the HUD is read and focused; after it goes, focus returns to this row.") {
                HUD.show(status: "Blocking", options: HUDOptions(maskType: .black))
                HUD.dismiss(withDelay: 3)
            }
            RegressionCheck(
                "VoiceOver hears the outcome, not every percent",
                code: "show(progress:status: \"n %\") × 100 in 3 s, then showSuccess()",
                expected: "with VoiceOver on: \"0 %\", then at most one percentage every 2 s, then \"Success\" "
                    + "(not \"Loading\"); the bezel's value reads the percentage.") {
                countPercent()
            }
            RegressionCheck(
                "A fast Progress", code: "200,000 increments on a background queue",
                expected: "the ring moves smoothly, the app stays responsive, and it reaches 100 %.") {
                fastProgress()
            }
            RegressionCheck(
                "Quick cycles reuse the window", code: "show(); dismiss() × 20",
                expected: "no flicker, and the spinner turns on every cycle.") {
                Task {
                    for index in 1...20 {
                        HUD.show(status: "Cycle \(index)")
                        try await Task.sleep(seconds: 0.25)
                        HUD.dismiss()
                        try await Task.sleep(seconds: 0.05)
                    }
                }
            }
            RegressionCheck(
                "Keyboard up before the first HUD", code: "type in the field below, then show",
                expected: "the HUD sits above the keyboard (also the very first HUD after launch).") {
                HUD.showInfo(status: "Above the keyboard")
            }
            Section("Field") {
                TextField("Tap to bring up the keyboard", text: $note)
            }
            RegressionCheck(
                "Undocked or split iPad keyboard", code: "undock the keyboard, then show",
                expected: "the HUD stays centred: only a docked keyboard moves it.") {
                HUD.showInfo(status: "Centred")
            }
            RegressionCheck(
                "In-app dark mode while visible", code: "show, then switch the app's override",
                expected: "the HUD follows the app's light/dark override while it is on screen.") {
                HUD.show(status: "Switching style")
                Task {
                    try await Task.sleep(seconds: 1)
                    toggleAppStyle()
                    try await Task.sleep(seconds: 2)
                    HUD.dismiss()
                }
            }
            RegressionCheck(
                "An alert over a blocking HUD", code: "windowMode .appWindow; show(mask .black); present(alert)",
                expected: "the alert appears above the HUD and its button works; with VoiceOver on, the alert is "
                    + "read and its button can be activated; Stop dismisses the HUD.") {
                showThenAlert()
            }
            RegressionCheck(
                "A new root view controller under the HUD", code: "show(); window.rootViewController = …",
                expected: "a login-style root swap: a blue screen replaces the app for 2 s and the HUD stays above "
                    + "it; then the app comes back.") {
                swapRootUnderHUD()
            }
            RegressionCheck(
                "A view added over a container HUD", code: "HUDHandle(view: box).show(); box.addSubview(cover)",
                expected: "the HUD stays visible above the red view added after it, and no frame shows the red "
                    + "view over the bezel.") {
                coverContainerHUD()
            }
            Section("Box") {
                HostedUIView(view: box).frame(height: 160)
            }
            RegressionCheck(
                "Scenes on iPad", code: "two windows side by side; show from the right one",
                expected: "the HUD shows in the active window with the key window, and moves when that one closes "
                    + "or goes to the background; a permission prompt or Slide Over in the other window (foreground "
                    + "but inactive) does not move it.") {
                HUD.show(status: "Which window?")
                HUD.dismiss(withDelay: 4)
            }
        }
        .navigationTitle("Checks on a device")
        .hudDismissButton()
    }


    private func countPercent() {
        Task {
            for percent in 0...100 {
                HUD.show(progress: Double(percent) / 100, status: "\(percent) %")
                try await Task.sleep(seconds: 0.03)
            }
            HUD.showSuccess()
        }
    }

    private func fastProgress() {
        let progress = Progress(totalUnitCount: 200_000)
        HUD.show(progress: progress, status: "Counting…")
        DispatchQueue.global().async {
            for _ in 0..<200_000 { progress.completedUnitCount += 1 }
            DispatchQueue.main.async { HUD.showSuccess(status: "Done") }
        }
    }

    private func showThenAlert() {
        HUD.windowMode = .appWindow
        RetryAlert.showOverBlockingHUD()
    }

    private func swapRootUnderHUD() {
        HUD.show(status: "Signing in…", options: HUDOptions(duration: 3))
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
            guard let window = scene?.keyWindow, let root = window.rootViewController else { return }
            let signedIn = UIViewController()
            signedIn.view.backgroundColor = .systemBlue
            window.rootViewController = signedIn
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { window.rootViewController = root }
        }
    }

    private func coverContainerHUD() {
        HUDHandle(view: box).show(status: "Stays in front", options: HUDOptions(duration: 3))
        let cover = UIView(frame: box.bounds.insetBy(dx: 20, dy: 20))
        cover.backgroundColor = .systemRed
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { box.addSubview(cover) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.5) { cover.removeFromSuperview() }
    }

    private func toggleAppStyle() {
        let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
        guard let window = scene?.keyWindow else { return }
        window.overrideUserInterfaceStyle = window.overrideUserInterfaceStyle == .dark ? .light : .dark
    }
}
