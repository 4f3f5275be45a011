import HUDKit
import UIKit

// The snippets of activities and runs with options of their own, type-checked by the iOS build.

/// A document: a class that is not `Sendable`, returned through `HUD.run(cancelButton:)`.
private final class Doc {}

private func loadDocument() async throws -> Doc { Doc() }

@MainActor
private func runReturnsANonSendableValueWithTheCancelButton(card: UIView) async throws {
    let doc = try await HUD.run(status: "Opening…", cancelButton: "Cancel") { try await loadDocument() }
    let same = try await HUD.run(status: "Opening…") { try await loadDocument() }
    let inCard = try await HUDHandle(view: card).controller.run(status: "Opening…", cancelButton: "Cancel") { try await loadDocument() }
    _ = (doc, same, inCard)
}

@MainActor
private func activitiesWithOptions(card: UIView, task: Task<Void, Never>) {
    final class Mail: Sendable { func stop() {} }
    let mail = Mail()
    let sync = HUDController.shared.beginActivity(
        status: "Syncing…", options: HUDOptions(details: "Mail", button: HUDButton("Stop") { mail.stop() }))
    defer { sync.end() }
    let upload = HUD.beginActivity(
        status: "Uploading…", options: HUDOptions(button: HUDButton("Cancel", role: .cancel) { task.cancel() }))
    defer { upload.end() }
    let inCard = HUDHandle(view: card).controller.beginActivity(status: "Syncing…", options: HUDOptions(details: "3 items"))
    inCard.end()
}

/// The albums of the article's overlapping runs.
private enum Album: Sendable {
    case photos
    case videos
}

private func upload(_ album: Album) async throws -> Int { 1 }

// SwiftUIAndConcurrency.md, "Give each activity its own content and button".
@MainActor
private func uploadTwoAlbums() async {
    async let photos = try? await HUD.run(status: "Uploading photos…", cancelButton: "Cancel") {
        try await upload(.photos)
    }
    async let videos = try? await HUD.run(status: "Uploading videos…", cancelButton: "Cancel") {
        try await upload(.videos)
    }
    // The HUD shows the later run with its Cancel; once that one ends, the other's status and Cancel come back.
    _ = await (photos, videos)
}
