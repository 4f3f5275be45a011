import HUDKit
import SwiftUI

/// async/await with the HUD: `HUD.run` that succeeds, fails or is cancelled, overlapping runs, `await HUD.dismiss`,
/// and a HUD that follows a `Foundation.Progress`.
@MainActor
struct AsyncDemo: View {
    @State private var saving: Task<Void, Never>?
    @State private var log = "Nothing yet."

    var body: some View {
        List {
            Section("HUD.run") {
                Button("Save (succeeds)") { save(failing: false) }
                Button("Save (fails)") { save(failing: true) }
                Button("Save (fails, own message)") { saveWithOwnMessage() }
                Button("Save, cancelled after 1 s") { saveAndCancel() }
                Button("Cancel the save") { saving?.cancel() }
                Button("Two overlapping runs") { runTwo() }
                Button("Upload with a Cancel button") { uploadWithCancelButton() }
                Button("Two overlapping runs with Cancel buttons") { runTwoWithCancelButtons() }
            }
            Section("await HUD.dismiss") {
                Button("Show, then await the dismiss") { showThenAwaitDismiss() }
            }
            Section("Foundation.Progress") {
                Button("Import 200 items") { importItems() }
                Button("Download with a Cancel button") { downloadWithCancelButton() }
            }
            Section("Log") {
                Text(log)
            }
        }
        .navigationTitle("async/await")
    }

    /// `HUD.run(cancelButton:)`: the button cancels the upload's task and the HUD goes at once.
    private func uploadWithCancelButton() {
        Task {
            do {
                let parts = try await HUD.run(
                    status: "Uploading…", success: "Uploaded", cancelButton: "Cancel",
                    onDisappear: { log += "\nThe upload's HUD is gone." }
                ) {
                    for _ in 0..<5 { try await Task.sleep(nanoseconds: 1_000_000_000) }
                    return 5
                }
                log = "Uploaded \(parts) parts."
            } catch {
                log = "Upload ended: \(error is CancellationError ? "cancelled" : error.localizedDescription)."
            }
        }
    }

    /// Two runs with their own Cancel buttons: the HUD shows the later one's; its Cancel (or its end after 4 s)
    /// gives the HUD back to the earlier one, whose own status, details and Cancel come back, and its taps cancel
    /// the earlier run. The result is not `Sendable`: `HUD.run(cancelButton:)` takes the same closures as without
    /// the button.
    private func runTwoWithCancelButtons() {
        for (name, seconds) in [("photos", 8), ("videos", 4)] {
            Task {
                do {
                    let report = try await HUD.run(
                        status: "Uploading \(name)…", success: "Uploaded \(name)",
                        options: HUDOptions(details: "\(seconds) s"), cancelButton: "Cancel \(name)"
                    ) {
                        for _ in 0..<seconds { try await Task.sleep(nanoseconds: 1_000_000_000) }
                        return UploadReport(name: name)
                    }
                    log += "\nUploaded \(report.name)."
                } catch {
                    log += "\nThe \(name) upload ended: \(error is CancellationError ? "cancelled" : "failed")."
                }
            }
        }
    }

    /// A followed `Progress` with `HUDButton.cancel(_:title:)`: a tap cancels the progress, the HUD goes at once
    /// and the work sees `isCancelled`.
    private func downloadWithCancelButton() {
        let progress = Progress(totalUnitCount: 100)
        HUD.show(
            progress: progress, status: "Downloading…",
            options: HUDOptions(button: .cancel(progress, title: "Cancel")))
        Task {
            while !progress.isCancelled, progress.completedUnitCount < 100 {
                try? await Task.sleep(nanoseconds: 50_000_000)
                progress.completedUnitCount += 1
            }
            if progress.isCancelled {
                log = "The download was cancelled at \(progress.completedUnitCount) %."
            } else {
                HUD.showSuccess(status: "Downloaded")
            }
        }
    }

    private func save(failing: Bool) {
        saving = Task {
            do {
                try await HUD.run(status: "Saving…", success: "Saved") {
                    try await Task.sleep(nanoseconds: 1_500_000_000)
                    if failing { throw DemoError.diskFull }
                }
                log = "Saved."
            } catch {
                log = "Failed: \(error.localizedDescription)"
            }
        }
    }

    private func saveWithOwnMessage() {
        Task {
            try? await HUD.run(status: "Saving…", success: "Saved", failure: { _ in "Could not save" }) {
                try await Task.sleep(nanoseconds: 1_000_000_000)
                throw DemoError.diskFull
            }
        }
    }

    private func saveAndCancel() {
        save(failing: false)
        let task = saving
        Task {
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            task?.cancel()
        }
    }

    private func runTwo() {
        Task {
            try? await HUD.run(status: "Uploading…", success: "Uploaded") {
                try await Task.sleep(nanoseconds: 1_000_000_000)
            }
        }
        Task {
            let count = try? await HUD.run(status: "Indexing…", success: "Indexed") {
                try await Task.sleep(nanoseconds: 3_000_000_000)
                return 42
            }
            log = "Indexed \(count ?? 0) files; the first run left the spinner to this one."
        }
    }

    private func showThenAwaitDismiss() {
        Task {
            HUD.show(status: "Working…")
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            await HUD.dismissAndWait(withDelay: 0.5)
            log = "The HUD has disappeared: HUD.isVisible is \(HUD.isVisible)."
        }
    }

    private func importItems() {
        let progress = Progress(totalUnitCount: 200)
        HUD.show(progress: progress, options: HUDOptions(maskType: .clear))
        Task {
            for _ in 0..<40 {
                try? await Task.sleep(nanoseconds: 50_000_000)
                // Five updates between two frames render once.
                for _ in 0..<5 {
                    progress.completedUnitCount += 1
                }
            }
            HUD.showSuccess(status: "Imported 200 items")
        }
    }
}

/// What an upload of the overlapping runs returns: a class, not `Sendable`.
private final class UploadReport {
    let name: String

    init(name: String) {
        self.name = name
    }
}

/// The error of the failing saves.
private enum DemoError: LocalizedError {
    case diskFull

    var errorDescription: String? { "The disk is full." }
}
