import HUDKit
import SwiftUI
import UIKit

// The snippets of the Cancel buttons of runs and followed progresses, the SwiftUI custom view and the
// `onDisappear` handlers, type-checked by the iOS build.

private func upload() async throws -> Int { 1 }
private func syncCard() async throws {}

@MainActor
private func runCancelButtons(card: UIView) async throws {
    let report = try await HUD.run(status: "Uploading…", success: "Uploaded", cancelButton: "Cancel") {
        try await upload()
    }
    _ = report
    _ = try await HUD.run(status: "Uploading…", cancelButton: "Cancel") { try await upload() }
    try await HUDHandle(view: card).controller.run(status: "Syncing…", cancelButton: "Cancel") { try await syncCard() }
    let controller = HUDController.shared
    _ = try await controller.run(status: "Uploading…", cancelButton: "Cancel", onDisappear: { print("gone") }) {
        try await upload()
    }
}

@MainActor
private func runOnDisappear() async throws {
    try await HUD.run(status: "Saving…", success: "Saved", onDisappear: { print("the checkmark is gone") }) {
        try await syncCard()
    }
}

@MainActor
private func cancellingAProgress() {
    let upload = Progress(totalUnitCount: 100)
    HUD.show(progress: upload, status: "Uploading…", options: HUDOptions(button: .cancel(upload, title: "Cancel")))
}

@MainActor
private func customViewDisappears() {
    HUD.show(customView: UIImageView(image: UIImage(systemName: "wifi.slash")), status: "Offline", onDisappear: {
        print("gone")
    })
    HUD.show(customView: Image(systemName: "icloud.slash"), status: "Offline", onDisappear: { print("gone") })
}

private struct OfflineView: View {
    @State private var isOffline = false
    @State private var isSaving = false

    var body: some View {
        VStack {
            Button("Go offline") { isOffline = true }
                .hud(isPresented: $isOffline, status: "Offline") {
                    Image(systemName: "icloud.slash").font(.largeTitle)
                }
            Button("Save") { isSaving = true }
                .hud(isPresented: $isSaving, status: "Saving…", onDisappear: { print("gone") })
        }
    }
}
