import HUDKit
import SwiftUI
import UIKit

// Every snippet of HUDKit's documentation comments and of the README, as it appears there, so that the iOS build
// type-checks it. Nothing calls these functions.

@MainActor
private func facadeOverview() {
    HUD.show(status: "Loading…")
    HUD.showSuccess(status: "Saved")
    HUD.dismiss()
}

private func statusUserInfoKey(_ notification: Notification) {
    let status = notification.userInfo?[HUD.statusUserInfoKey] as? String
    _ = status
}

@MainActor
private func isVisible() {
    if HUD.isVisible { HUD.dismiss() }
}

@MainActor
private func wholeAppearance() {
    HUD.appearance = HUDAppearance { $0.style = .dark; $0.maskType = .black }
}

private func showingFromAnyThread() {
    HUD.show(status: "Loading…")
    HUD.show(progress: 0.4, status: "Uploading…")
    HUD.show(image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
    HUD.showSuccess(status: "Saved")
    HUD.showError(status: "No connection")
    HUD.showInfo(status: "Pull to refresh")
    HUD.setStatus("Almost done…")
    HUD.dismiss(withDelay: 0.5) { print("gone") }
    HUD.show(status: "Syncing…", options: HUDOptions(maskType: .black, dismissOnTap: true))
}

private func popActivity() {
    HUD.show()      // 1
    HUD.show()      // 2
    HUD.popActivity() // 1: still shown
    HUD.popActivity() // 0: dismissed
}

private func sync() async throws {}

@MainActor
private func scopedActivity() async throws {
    let activity = HUD.beginActivity(status: "Syncing…")
    defer { activity.end() }
    try await sync()
}

@MainActor
private func scopedActivityAcrossAwait() async throws {
    let activity = HUD.beginActivity(status: "Syncing…")
    try await sync()
    activity.end()
}

private func endingFromAnyThread(_ activity: HUDActivity) {
    activity.end()
}

@MainActor
private func displayDuration() {
    _ = HUD.appearance.displayDuration(for: "Saved") // 1.5
}

@MainActor
private func offsetFromCenter() {
    HUD.offsetFromCenter = .zero
}

@MainActor
private func controller() {
    let controller = HUDController(appearance: HUDAppearance { $0.maskType = .black })
    controller.show(status: "Syncing…")
    controller.dismiss(withDelay: 1)
}

@MainActor
private func controllerInit() {
    let controller = HUDController(appearance: HUDAppearance { $0.style = .dark })
    _ = controller
}

@MainActor
private func sharedController() {
    HUDController.shared.show(status: "Loading…")
    HUDController.shared.show(progress: 0.4, status: "Uploading…")
    HUDController.shared.show(image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
    HUDController.shared.showSuccess(status: "Saved")
    HUDController.shared.showError(status: "No connection")
    HUDController.shared.showInfo(status: "Pull to refresh")
    HUDController.shared.setStatus("Almost done…")
    HUDController.shared.dismiss(withDelay: 0.5) { print("gone") }
    HUDController.shared.popActivity()
    let seconds = HUDController.shared.displayDuration(for: "Saved")
    _ = seconds
}

@MainActor
private func controllerActivity() async throws {
    let activity = HUDController.shared.beginActivity(status: "Syncing…")
    defer { activity.end() }
    try await sync()
}

private func notifications() {
    NotificationCenter.default.addObserver(forName: .hudWillAppear, object: nil, queue: .main) { _ in }
}

@MainActor
private func appearanceProxy() {
    HUDView.appearance().ringThickness = 4
}

@MainActor
private func staticSettings() {
    HUD.style = .dark
    HUD.maskType = .black
    HUD.animationType = .native
}

// MARK: Beyond SVProgressHUD

private struct Upload {
    func cancel() {}
}

private struct Document {}

private func save() async throws -> Document { Document() }

private func showWithTapHandler(upload: Upload) {
    HUD.show(status: "Loading…")
    HUD.show(status: "Uploading…", options: HUDOptions(dismissOnTap: true)) { upload.cancel() }
}

private func awaitDismiss() async {
    await HUD.dismissAndWait(withDelay: 0.5)
    await HUDController.shared.dismissAndWait(withDelay: 0.5)
}

private func dismissWithoutWaiting() async {
    HUD.dismiss(withDelay: 0, completion: nil)
}

@MainActor
private func run() async throws {
    try await HUD.run(status: "Saving…", success: "Saved") { try await save() }
    let document = try await HUDController.shared.run(status: "Saving…", success: "Saved") {
        try await save()
    }
    _ = document
}

@MainActor
private func followProgress() {
    let progress = Progress(totalUnitCount: 10)
    HUD.show(progress: progress, status: "Importing…")
    progress.completedUnitCount = 4  // from any thread: the ring moves to 40 %
}

@MainActor
private func controllerFollowsProgress() {
    let progress = Progress(totalUnitCount: 10)
    HUDController.shared.show(progress: progress, status: "Importing…")
}

private struct Operation: Identifiable {
    let id: Int
    let title: String
}

private struct SavingForm: View {
    @State private var isSaving = false

    var body: some View {
        Button("Save") { isSaving = true }
            .hud(isPresented: $isSaving, status: "Saving…")
    }
}

private struct OperationList: View {
    let operations: [Operation]
    @State private var operation: Operation?

    var body: some View {
        List(operations) { Text($0.title) }
            .hud(item: $operation) { operation in operation.title }
    }
}

// MARK: README.md

private final class EditedDocument {
    func save(_ completion: @escaping @Sendable ((any Error)?) -> Void) {}
}

private func saveDocument() async throws {}

private func uploadPost() async throws {}

@objc(AppHUD) private final class AppHUD: NSObject {
    @objc static func show(status: String?) { HUD.show(status: status) }
    @objc static func showSuccess(status: String?) { HUD.showSuccess(status: status) }
    @objc static func dismiss() { HUD.dismiss() }
}

private func readmeUIKit(document: EditedDocument) {
    HUD.show(status: "Saving…")
    document.save { error in  // runs on any thread
        if let error {
            HUD.showError(status: error.localizedDescription)
        } else {
            HUD.showSuccess(status: "Saved")
        }
    }
}

private func readmeProgress() {
    HUD.show(progress: 0.4, status: "Uploading…")  // call again for every new fraction
    HUD.dismiss()
}

private struct SaveButton: View {
    @State private var isSaving = false

    var body: some View {
        Button("Save") {
            isSaving = true
            Task {
                try? await saveDocument()
                isSaving = false
            }
        }
        .hud(isPresented: $isSaving, status: "Saving…")
    }
}

@MainActor
private func publish() async throws {
    try await HUD.run(status: "Publishing…", success: "Published") {
        try await uploadPost()
    }
}

@MainActor
private func readmeStyleOnce() {
    HUD.style = .dark
    HUD.maskType = .black
    HUD.minimumDismissTimeInterval = 1
}

@MainActor
private func dismissalReason() {
    HUD.dismiss(withDelay: 1) { dismissal in
        if dismissal == .disappeared { print("gone") }
    }
    HUDController.shared.dismiss(withDelay: 1) { dismissal in
        guard dismissal != .superseded else { return }
        print("gone")
    }
    HUD.dismiss { print("gone, or superseded") }
    HUD.dismiss()
}

// HUD.windowMode, HUDWindowMode
@MainActor
private func windowMode() {
    HUD.windowMode = .overlayWindow
    HUD.windowMode = .appWindow
}

// HUDOptions.windowMode
@MainActor
private func windowModeForOnePresentation() {
    HUD.show(status: "Restoring purchases…", options: HUDOptions(windowMode: .overlayWindow))
}

// HUD.detailsFont, HUD.detailsColor, HUD.tintsCustomView
@MainActor
private func detailsStyle() {
    HUD.detailsFont = .preferredFont(forTextStyle: .caption1)
    HUD.detailsColor = .secondaryLabel
    HUD.tintsCustomView = false
    HUDController.shared.detailsFont = .italicSystemFont(ofSize: 13)
    HUDView.appearance().detailsColor = .systemGray
}
