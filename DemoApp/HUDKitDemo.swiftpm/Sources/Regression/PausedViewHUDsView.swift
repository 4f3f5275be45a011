import HUDKit
import SwiftUI
import UIKit

/// HUDs in views that leave the screen for a while: a `List` row scrolled away with
/// `.hudInView`, and a tab switch during a per-view load. The HUD follows the view's visibility and the binding
/// follows the app's state: nothing ends, and nothing writes the app's flags. A paused HUD is silent for VoiceOver.
/// (Cells that are reused for other items: the Uploads list of the HUDs-in-views demo keys each HUD to its item.)
@MainActor
struct PausedViewHUDsView: View {
    var body: some View {
        TabView {
            RowScrollWithHUDInView()
                .tabItem { Label("Row scroll", systemImage: "list.bullet") }
            TabSwitchDuringALoad()
                .tabItem { Label("Per-view load", systemImage: "square.and.arrow.down") }
            Text("Switch back to the other tab: its HUD is still there, its run still going.")
                .padding()
                .tabItem { Label("Elsewhere", systemImage: "ellipsis") }
        }
        .navigationTitle("HUDs in views that leave the screen")
    }
}

/// Row scroll with `.hudInView`: 60 rows, each with its own upload flag.
@MainActor
private struct RowScrollWithHUDInView: View {
    @State private var uploading: [Bool] = Array(repeating: false, count: 60)

    var body: some View {
        List {
            Section {
                ForEach(uploading.indices, id: \.self) { row in
                    HStack {
                        Text("file-\(row + 1).pdf")
                        Spacer()
                        Button("Upload") { upload(row) }
                            .disabled(uploading[row])
                    }
                    .frame(height: 56)
                    .hudInView(isPresented: $uploading[row], status: "Uploading")
                }
            } footer: {
                Text(
                    "Expected: tap Upload on row 1, scroll it off screen and back within 8 s: the HUD is there "
                        + "again and the button stays disabled (before the fix the flag turned false on scroll and a "
                        + "second upload could start). The flag turns false after 8 s, when the upload ends.")
            }
        }
    }

    private func upload(_ row: Int) {
        uploading[row] = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 8) { uploading[row] = false }
    }
}

/// Tab switch during a per-view load: `run(cancelButton:)` on `HUDHandle.controller` in a UIKit view.
@MainActor
private struct TabSwitchDuringALoad: View {
    @State private var box = UIView()
    @State private var outcome = "Not started"

    var body: some View {
        Form {
            Section {
                HostedUIView(view: box).frame(height: 200)
                DemoButton("Load for 6 s", code: "HUDHandle(view: box).controller.run(cancelButton: \"Cancel\") { … }") { load() }
                Text("Outcome: \(outcome)")
            } footer: {
                Text(
                    "Expected: start the load, switch to another tab and back within 6 s: the spinner and its "
                        + "Cancel button are still there (before the fix the HUD was removed and never came back), "
                        + "and the outcome reads Loaded, or Cancelled after a tap on Cancel. With VoiceOver on: "
                        + "nothing of this HUD is read while you are on another tab, and VoiceOver's focus never "
                        + "jumps to it; come back as the load ends (about 6 s) and \"Loaded\" is read once, with "
                        + "the focus staying on the tab bar; come back earlier and nothing new is read.")
            }
        }
    }

    private func load() {
        outcome = "Loading"
        let box = box
        Task {
            do {
                try await HUDHandle(view: box).controller.run(status: "Loading", success: "Loaded", cancelButton: "Cancel") {
                    try await Task.sleep(nanoseconds: 6_000_000_000)
                }
                outcome = "Loaded"
            } catch {
                outcome = "Cancelled"
            }
        }
    }
}
