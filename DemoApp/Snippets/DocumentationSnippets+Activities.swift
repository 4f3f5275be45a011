import HUDKit
import UIKit

// The snippets of activities and runs with options of their own (issue 21), type-checked by the iOS build.

/// A document: a class that is not `Sendable`, returned through `HUD.run(cancelButton:)`.
private final class Doc {}

private func loadDocument() async throws -> Doc { Doc() }

@MainActor
private func runReturnsANonSendableValueWithTheCancelButton(card: UIView) async throws {
    let doc = try await HUD.run(status: "Opening…", cancelButton: "Cancel") { try await loadDocument() }
    let same = try await HUD.run(status: "Opening…") { try await loadDocument() }
    let inCard = try await HUD.run(in: card, status: "Opening…", cancelButton: "Cancel") { try await loadDocument() }
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
    let inCard = HUD.beginActivity(in: card, status: "Syncing…", options: HUDOptions(details: "3 items"))
    inCard.end()
}
