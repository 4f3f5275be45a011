import HUDKit
import SwiftUI

/// Every way to show the HUD: spinner, ring, images, per-call options, activity counting, scoped activities and
/// dismissing, each row with the call it makes.
@MainActor
struct ShowVariantsDemo: View {
    @StateObject private var results = ResultLog()

    var body: some View {
        List {
            indefinite
            progress
            images
            options
            activities
            dismissing
            ResultLogSection(log: results)
        }
        .navigationTitle("Show variants")
        .hudDismissButton()
    }

    private var indefinite: some View {
        Section {
            DemoButton("Spinner", code: "HUD.show()") { HUD.show() }
            DemoButton("Spinner with status", code: #"HUD.show(status: "Loading…")"#) {
                HUD.show(status: "Loading…")
            }
            DemoButton("Long status (wraps, then truncates)", code: "HUD.show(status: longStatus)") {
                HUD.show(status: Self.longStatus)
            }
            DemoButton("Native indicator for one call", code: "HUDOptions(animationType: .native)") {
                HUD.show(status: "Native", options: HUDOptions(animationType: .native))
            }
            DemoButton("Change the status after 1 s", code: #"HUD.setStatus("Step 2 of 2")"#) {
                HUD.show(status: "Step 1 of 2")
                Task {
                    try await Task.sleep(seconds: 1)
                    HUD.setStatus("Step 2 of 2")
                }
            }
            DemoButton("isVisible right after show()", code: "HUD.show(); HUD.isVisible") {
                HUD.show()
                results.add("HUD.isVisible right after HUD.show(): \(HUD.isVisible) (true unless a grace time is set)")
            }
        } header: {
            Text("Indefinite")
        } footer: {
            Text("Each show adds one activity: dismiss or popActivity takes it away.")
        }
    }

    private var progress: some View {
        Section("Progress") {
            DemoButton("Ring at 40 %", code: "HUD.show(progress: 0.4)") { HUD.show(progress: 0.4) }
            DemoButton("Ring with status", code: #"HUD.show(progress: 0.7, status: "Uploading…")"#) {
                HUD.show(progress: 0.7, status: "Uploading…")
            }
            DemoButton("1.7 is clamped to a full ring", code: #"HUD.show(progress: 1.7, status: "Clamped")"#) {
                HUD.show(progress: 1.7, status: "Clamped")
            }
            DemoButton("-1 shows the spinner", code: #"HUD.show(progress: -1, status: "Indefinite")"#) {
                HUD.show(progress: -1, status: "Indefinite")
            }
            DemoButton("NaN shows the spinner", code: #"HUD.show(progress: .nan, status: "Not a number")"#) {
                HUD.show(progress: .nan, status: "Not a number")
            }
        }
    }

    private var images: some View {
        Section {
            DemoButton("Success", code: #"HUD.showSuccess(status: "Saved")"#) { HUD.showSuccess(status: "Saved") }
            DemoButton("Success without status", code: "HUD.showSuccess()") { HUD.showSuccess() }
            DemoButton("Error", code: #"HUD.showError(status: "No connection")"#) {
                HUD.showError(status: "No connection")
            }
            DemoButton("Info", code: #"HUD.showInfo(status: "Pull to refresh")"#) {
                HUD.showInfo(status: "Pull to refresh")
            }
            DemoButton("Custom image", code: #"HUD.show(image: star, status: "Favourite")"#) {
                HUD.show(image: UIImage(systemName: "star.fill") ?? UIImage(), status: "Favourite")
            }
        } header: {
            Text("Images")
        } footer: {
            Text("Image HUDs dismiss themselves after HUD.appearance.displayDuration(for: status).")
        }
    }

    private var options: some View {
        Section("Per-call options") {
            DemoButton(
                "Black mask, tap to dismiss",
                code: "HUDOptions(maskType: .black, dismissOnTap: true)"
            ) {
                HUD.show(status: "Tap me", options: HUDOptions(maskType: .black, dismissOnTap: true))
            }
            DemoButton("Dark style for 2 s", code: "HUDOptions(style: .dark, duration: 2)") {
                HUD.show(status: "Dark for 2 s", options: HUDOptions(style: .dark, duration: 2))
            }
            DemoButton("Success that stays 5 s", code: "HUDOptions(duration: 5)") {
                HUD.showSuccess(status: "Stays 5 s", options: HUDOptions(duration: 5))
            }
            DemoButton("Error with a haptic", code: "HUDOptions(hapticsEnabled: true)") {
                HUD.showError(status: "Felt that?", options: HUDOptions(hapticsEnabled: true))
            }
        }
    }

    private var activities: some View {
        Section {
            DemoButton("show ×2, then popActivity ×2", code: "HUD.show(); HUD.show(); HUD.popActivity() …") {
                countActivities()
            }
            DemoButton("Scoped activity for 2 s", code: #"let activity = HUD.beginActivity(status: "Syncing…")"#) {
                let activity = HUD.beginActivity(status: "Syncing…")
                Task {
                    try await results.add(after: 2, activity.end, "activity.end(): the HUD goes away")
                }
            }
            DemoButton("Two overlapping activities", code: "first.end() after 1 s, second.end() after 3 s") {
                overlapActivities()
            }
        } header: {
            Text("Activities")
        } footer: {
            Text("popActivity cannot dismiss a HUD held by an open activity token.")
        }
    }

    private var dismissing: some View {
        Section("Dismissing") {
            DemoButton("Dismiss", code: "HUD.dismiss()") { HUD.dismiss() }
            DemoButton("Dismiss after 1 s, with completion", code: "HUD.dismiss(withDelay: 1) { … }") {
                results.add("dismiss(withDelay: 1) asked")
                HUD.dismiss(withDelay: 1) { [results] in results.add("completion ran (exactly once)") }
            }
            DemoButton("popActivity", code: "HUD.popActivity()") { HUD.popActivity() }
        }
    }

    private func countActivities() {
        Task {
            HUD.show(status: "Activity 1")
            results.add("show(): 1 activity")
            try await results.add(after: 1, { HUD.show(status: "Activity 2") }, "show(): 2 activities")
            try await results.add(
                after: 1, { HUD.popActivity() }, "popActivity(): 1 left, still shown: \(HUD.isVisible)")
            try await results.add(after: 1, { HUD.popActivity() }, "popActivity(): 0 left, the HUD fades out")
        }
    }

    private func overlapActivities() {
        let first = HUD.beginActivity(status: "Two activities")
        let second = HUD.beginActivity(status: "Two activities")
        Task {
            try await results.add(after: 1, first.end, "first.end(): still shown: \(HUD.isVisible)")
            try await results.add(after: 2, second.end, "second.end(): the HUD fades out")
        }
    }

    private static let longStatus = String(
        repeating: "A status long enough to wrap over several lines and finally be truncated. ", count: 12)
}
