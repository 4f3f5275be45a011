import HUDKit
import SwiftUI

/// A live log of every notification HUDKit posts, with its `userInfo`, recorded since the app started, and
/// buttons that make the HUD post them.
@MainActor
struct NotificationLogDemo: View {
    @EnvironmentObject private var log: NotificationLog

    var body: some View {
        List {
            Section {
                DemoButton("Show, dismiss after 1 s", code: #"HUD.show(status: "Hi"); HUD.dismiss(withDelay: 1)"#) {
                    HUD.show(status: "Hi")
                    HUD.dismiss(withDelay: 1)
                }
                DemoButton("Without status: no userInfo", code: "HUD.show(); HUD.dismiss(withDelay: 1)") {
                    HUD.show()
                    HUD.dismiss(withDelay: 1)
                }
                DemoButton("Success", code: #"HUD.showSuccess(status: "Saved")"#) { HUD.showSuccess(status: "Saved") }
                DemoButton("Touch events", code: "HUDOptions(maskType: .black, duration: 4)") {
                    HUD.show(status: "Touch me", options: HUDOptions(maskType: .black, duration: 4))
                }
            } header: {
                Text("Make some")
            } footer: {
                Text(
                    "willDisappear is posted when the fade-out starts, not when a delayed dismiss is asked. "
                        + "Touching a blocking mask posts didReceiveTouchEvent; touching the bezel also posts "
                        + "didTouchDownInside.")
            }
            Section {
                if log.entries.isEmpty {
                    Text("No notification yet")
                        .foregroundColor(.secondary)
                }
                ForEach(log.entries.reversed()) { entry in
                    row(entry)
                }
            } header: {
                Text("Posted, newest first")
            }
        }
        .navigationTitle("Notifications")
        .toolbar {
            Button("Clear") { log.clear() }
        }
    }

    private func row(_ entry: NotificationLog.Entry) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text("." + Self.shortName(entry.name))
                    .font(.callout.monospaced().bold())
                Spacer()
                Text(Self.time.string(from: entry.date))
                    .font(.caption.monospaced())
                    .foregroundColor(.secondary)
            }
            Text(entry.userInfo)
                .font(.caption.monospaced())
            if !entry.isFromSharedController {
                Text("object: another HUDController")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
        .textSelection(.enabled)
    }

    /// `hudWillAppear` for the notification named "HUDWillAppear".
    private static func shortName(_ name: Notification.Name) -> String {
        let raw = name.rawValue
        guard raw.hasPrefix("HUD") else { return raw }
        return "hud" + raw.dropFirst(3)
    }

    private static let time: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss.SSS"
        return formatter
    }()
}
