import HUDKit
import SwiftUI

/// A simulated upload: the progress ring follows the bytes sent, the status counts them, touching the HUD
/// cancels, and a success HUD ends it.
@MainActor
struct UploadDemo: View {
    @StateObject private var results = ResultLog()
    @State private var megabytes = 8
    @State private var blocksTouches = false
    @State private var showsPercentage = true
    @State private var fraction = 0.0
    @State private var upload: Task<Void, Never>?

    var body: some View {
        Form {
            Section {
                Stepper("File size: \(megabytes) MB", value: $megabytes, in: 1...64)
                Toggle("Block touches (mask .black)", isOn: $blocksTouches)
                Toggle("Percentage in the status", isOn: $showsPercentage)
            } footer: {
                Text("Touch the HUD to cancel: this screen listens for .hudDidReceiveTouchEvent.")
            }
            Section {
                ProgressView(value: fraction)
                if upload == nil {
                    Button("Start upload") { start() }
                } else {
                    Button("Cancel upload", role: .destructive) { cancel() }
                }
            } footer: {
                Text("HUD.show(progress:status:) for every chunk; the ring only moves, nothing is laid out again.")
            }
            ResultLogSection(log: results)
        }
        .navigationTitle("Upload")
        .onReceive(NotificationCenter.default.publisher(for: .hudDidReceiveTouchEvent)) { _ in cancel() }
        .onDisappear { cancel() }
    }

    private func start() {
        let chunks = megabytes * 10
        let options = blocksTouches ? HUDOptions(maskType: .black) : HUDOptions()
        let total = megabytes
        results.add("upload of \(total) MB started")
        fraction = 0
        upload = Task {
            for chunk in 0...chunks {
                let done = Double(chunk) / Double(chunks)
                fraction = done
                HUD.show(progress: done, status: status(sent: done, of: total), options: options)
                do {
                    try await Task.sleep(seconds: 0.05)
                } catch {
                    return  // cancelled: `cancel()` dismissed the HUD
                }
            }
            upload = nil
            HUD.showSuccess(status: "Uploaded \(total) MB", options: options)
            results.add("upload finished: showSuccess")
        }
    }

    private func cancel() {
        guard let upload else { return }
        upload.cancel()
        self.upload = nil
        HUD.dismiss()
        results.add("upload cancelled at \(Int(fraction * 100)) %: dismiss()")
    }

    private func status(sent fraction: Double, of megabytes: Int) -> String {
        if showsPercentage {
            return "Uploading… \(Int(fraction * 100)) %"
        }
        return String(format: "Uploading… %.1f of %d MB", fraction * Double(megabytes), megabytes)
    }
}
