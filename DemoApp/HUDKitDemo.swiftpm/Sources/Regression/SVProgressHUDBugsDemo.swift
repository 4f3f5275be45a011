import HUDKit
import SwiftUI

/// The behaviours where SVProgressHUD went wrong and HUDKit has a rule, each with a button, what you should see,
/// and a verdict the screen works out itself.
@MainActor
struct SVProgressHUDBugsDemo: View {
    @EnvironmentObject private var notifications: NotificationLog
    @StateObject private var results = ResultLog()

    var body: some View {
        List {
            RegressionCheck(
                "Dismiss during the grace time", code: "grace 1 s: show(); 0.3 s later dismiss()",
                expected: "nothing appears and no notification is posted.", action: dismissDuringGrace)
            RegressionCheck(
                "Four completions, one dismissal", code: "show(); dismiss {…} ×3; later dismiss {…}",
                expected: "every completion runs exactly once, the last one at once (nothing was shown).",
                action: completionsRunOnce)
            RegressionCheck(
                "A stale auto-dismiss timer", code: #"showSuccess(); 0.5 s later show(status: "Stays")"#,
                expected: "the success HUD's timer does not dismiss the spinner shown after it.",
                action: staleTimerKeepsLaterHUD)
            RegressionCheck(
                "willDisappear of a delayed dismiss", code: "show(); dismiss(withDelay: 2)",
                expected: ".hudWillDisappear comes when the fade-out starts, 2 s after the call.",
                action: willDisappearWhenFadeStarts)
            RegressionCheck(
                "isVisible right after show()", code: "show(); isVisible",
                expected: "true at once on the main thread (SVProgressHUD hopped to the main queue first).",
                action: visibleAtOnce)
            ResultLogSection(log: results)
        }
        .navigationTitle("SVProgressHUD bugs")
        .hudDismissButton()
    }


    private func dismissDuringGrace() {
        let controller = Self.graceController
        let before = notifications.entries.count
        controller.show(status: "You should never see this")
        Task {
            try await Task.sleep(seconds: 0.3)
            controller.dismiss()
            try await Task.sleep(seconds: 1.5)
            let posted = notifications.entries.count - before
            verdict(
                !controller.isVisible && posted == 0,
                "grace: isVisible \(controller.isVisible), \(posted) notifications posted")
        }
    }

    private func completionsRunOnce() {
        let tally = Tally()
        HUD.show(status: "Dismissed three times")
        for _ in 1...3 {
            HUD.dismiss { tally.count += 1 }
        }
        Task {
            try await Task.sleep(seconds: 1)
            HUD.dismiss { tally.count += 1 }
            try await Task.sleep(seconds: 1 + HUD.minimumDisplayTime)
            verdict(tally.count == 4, "completions: \(tally.count) of 4 ran")
        }
    }

    private func staleTimerKeepsLaterHUD() {
        HUD.showSuccess(status: "Success")
        Task {
            try await Task.sleep(seconds: 0.5)
            HUD.show(status: "Stays")
            try await Task.sleep(seconds: 3)
            verdict(HUD.isVisible, "stale timer: the later spinner is visible: \(HUD.isVisible)")
            HUD.dismiss()
        }
    }

    private func willDisappearWhenFadeStarts() {
        HUD.show(status: "Dismissing in 2 s")
        let asked = Date()
        HUD.dismiss(withDelay: 2)
        Task {
            try await Task.sleep(seconds: 3)
            let willDisappear = notifications.entries.last { $0.name == .hudWillDisappear && $0.date > asked }
            guard let willDisappear else {
                verdict(false, "willDisappear: not posted")
                return
            }
            let delay = willDisappear.date.timeIntervalSince(asked)
            verdict(delay > 1.9, "willDisappear: posted \(String(format: "%.2f", delay)) s after dismiss(withDelay: 2)")
        }
    }

    private func visibleAtOnce() {
        HUD.show()
        let visible = HUD.isVisible
        HUD.dismiss()
        verdict(visible || HUD.graceTimeInterval > 0, "isVisible right after show(): \(visible)")
    }

    private func verdict(_ passed: Bool, _ text: String) {
        results.add((passed ? "✅ " : "❌ ") + text)
    }

    /// A controller of its own with a 1 s grace time, so the check leaves the shared HUD's settings alone.
    private static let graceController = HUDController(appearance: HUDAppearance { $0.graceTimeInterval = 1 })
}

/// Counts completions on the main actor.
@MainActor
private final class Tally {
    var count = 0
}
