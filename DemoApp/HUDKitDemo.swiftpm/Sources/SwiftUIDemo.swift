import HUDKit
import SwiftUI

/// The SwiftUI API: `.hud(isPresented:)`, its progress form and `.hud(item:)`. All three modifiers drive the
/// shared HUD, so showing one replaces another, and the replaced binding turns itself off.
@MainActor
struct SwiftUIDemo: View {
    @State private var isLoading = false
    @State private var isUploading = false
    @State private var uploaded = 0.0
    @State private var upload: Task<Void, Never>?
    @State private var job: Job?

    var body: some View {
        List {
            Section {
                Toggle("Loading", isOn: $isLoading)
                Button("Load for 2 seconds") { load() }
            } header: {
                Text(".hud(isPresented:)")
            } footer: {
                Text("Tap the HUD: it dismisses itself and the toggle turns off.")
            }
            Section {
                Button("Upload") { startUpload() }
                ProgressView(value: uploaded)
            } header: {
                Text(".hud(isPresented:progress:)")
            } footer: {
                Text("Tap the HUD to cancel the upload.")
            }
            Section {
                ForEach(Job.samples) { sample in
                    Button(sample.title) { job = sample }
                }
                Button("Rename the current job") { job?.title += " (renamed)" }
                Button("No job") { job = nil }
            } header: {
                Text(".hud(item:)")
            } footer: {
                Text("Another job replaces the HUD; a new title updates it; nil dismisses it.")
            }
        }
        .hud(isPresented: $isLoading, status: "Loading…", options: HUDOptions(dismissOnTap: true))
        .hud(
            isPresented: $isUploading, progress: uploaded, status: "Uploading…",
            options: HUDOptions(maskType: .black, onBezelTap: { upload?.cancel() })
        )
        .hud(item: $job) { job in job.title }
        .onChange(of: isUploading) { isUploading in
            if !isUploading { upload?.cancel() }
        }
        .navigationTitle("SwiftUI")
    }

    private func load() {
        isLoading = true
        Task {
            try? await Task.sleep(nanoseconds: 2_000_000_000)
            isLoading = false
        }
    }

    private func startUpload() {
        upload?.cancel()
        uploaded = 0
        isUploading = true
        upload = Task {
            while uploaded < 1, !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 50_000_000)
                uploaded = min(uploaded + 0.02, 1)
            }
            isUploading = false
        }
    }
}

/// Something the HUD of `.hud(item:)` is shown for.
private struct Job: Identifiable, Equatable {
    let id: Int
    var title: String

    static let samples = [
        Job(id: 1, title: "Syncing contacts…"),
        Job(id: 2, title: "Compressing photos…"),
        Job(id: 3, title: "Backing up…"),
    ]
}
