import HUDKit
import SwiftUI

// Every snippet of the DocC articles (HUDKit.docc: HUDKit.md, GettingStarted.md, SwiftUIAndConcurrency.md,
// MigratingFromSVProgressHUD.md) and the inline calls of the migration tables, so that the iOS build type-checks
// them. Nothing calls these functions; types that a snippet declares are declared here at file scope, `private`.
// MigratingFromMBProgressHUD.md's are in ArticleSnippets+MBProgressHUD.swift.

private func loadItems(_ completion: @escaping @Sendable (Result<[String], any Error>) -> Void) {}
private func reloadEverything() async throws {}
private func saveDocument() async throws {}

// MARK: HUDKit.md

private func moduleOverview() {
    HUD.show(status: "Loading…")
    HUD.showSuccess(status: "Saved")
    HUD.dismiss()
}

// MARK: GettingStarted.md

private func showAndDismiss() {
    HUD.show(status: "Loading…")
    loadItems { result in
        switch result {
        case .success:
            HUD.showSuccess(status: "Loaded")
        case .failure(let error):
            HUD.showError(status: error.localizedDescription)
        }
    }
}

private func dismissWithCompletion() {
    HUD.dismiss(withDelay: 0.5) {
        print("The HUD is gone")
    }
}

private final class UploadDelegate: NSObject, URLSessionTaskDelegate {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
        totalBytesSent: Int64, totalBytesExpectedToSend: Int64
    ) {
        HUD.show(progress: Double(totalBytesSent) / Double(totalBytesExpectedToSend), status: "Uploading…")
    }
}

private func perCallOptions() {
    HUD.show(status: "Signing in…", options: HUDOptions(maskType: .black))
    HUD.showInfo(status: "Copied", options: HUDOptions(duration: 0.8))
    HUD.show(status: "Tap to hide", options: HUDOptions(dismissOnTap: true))
}

@MainActor
private func staticSettings() {
    HUD.style = .dark
    HUD.maskType = .clear
    HUD.ringThickness = 3
    HUD.minimumDismissTimeInterval = 1
}

@MainActor
private func wholeAppearance() {
    HUD.appearance = HUDAppearance {
        $0.style = .dark
        $0.cornerRadius = 20
        $0.graceTimeInterval = 0.3
        $0.minimumDisplayTime = 0.6
    }
}

@MainActor
private func appearanceProxy() {
    HUDView.appearance().ringThickness = 3
    HUDView.appearance().foregroundColor = .systemIndigo
}

@MainActor
private func avoidFlicker() {
    HUD.graceTimeInterval = 0.25
    HUD.minimumDisplayTime = 0.75
}

private func activityCounting() {
    HUD.show(status: "Syncing…")
    HUD.show(status: "Syncing…")
    HUD.popActivity()  // still shown
    HUD.popActivity()  // dismissed
}

@MainActor
private func refresh() async throws {
    let activity = HUD.beginActivity(status: "Refreshing…")
    defer { activity.end() }
    try await reloadEverything()
}

private struct SaveButton: View {
    var body: some View {
        Button("Save") {
            Task {
                try? await HUD.run(status: "Saving…", success: "Saved") {
                    try await saveDocument()
                }
            }
        }
    }
}

private func observeTouches() {
    let observer = NotificationCenter.default.addObserver(
        forName: .hudDidReceiveTouchEvent, object: nil, queue: .main
    ) { _ in
        HUD.dismiss()
    }
    _ = observer
}

@MainActor
private func secondController() {
    let uploads = HUDController(appearance: HUDAppearance { $0.maskType = .black })
    uploads.show(progress: 0.3, status: "Uploading…")
}

// MARK: MigratingFromSVProgressHUD.md

@MainActor
private func migratedCalls() {
    HUD.maskType = .black
    HUD.show(status: "Uploading…")
    HUD.show(progress: 0.5, status: "Uploading…")
    HUD.showSuccess(status: "Uploaded")
    HUD.dismiss(withDelay: 1) {
        print("gone")
    }
}

@MainActor
private func migrationTableCalls(_ image: UIImage) {
    HUD.show()
    HUD.show(options: HUDOptions(maskType: .black))
    HUD.show(progress: 0.5)
    HUD.show(progress: 0.5, options: HUDOptions(maskType: .black))
    HUD.dismiss(completion: { print("gone") })
    HUD.dismiss(withDelay: 1)
    HUD.minimumDismissTimeInterval = 5
    HUD.ringThickness = 4
    HUDView.appearance().ringThickness = 4
}

// MARK: SwiftUIAndConcurrency.md

private struct Account: Identifiable {
    let id: Int
    var name: String
}

private struct Photo {}

private func exportDocument() async {}
private func loadPhotos() async throws -> [Photo] { [] }
private func display(_ photos: [Photo]) {}
private func clearCaches() async {}
private func showSignIn() {}
private func importFile(at url: URL) async {}
nonisolated private func importFileSynchronously(_ url: URL) {}
nonisolated private func fetchMail() async {}
private func fetchEvents() async {}

@MainActor
private struct ExportButton: View {
    @State private var isExporting = false

    var body: some View {
        Button("Export") { isExporting = true }
            .hud(isPresented: $isExporting, status: "Exporting…", options: HUDOptions(dismissOnTap: true))
            .task(id: isExporting) {
                guard isExporting else { return }
                await exportDocument()
                isExporting = false
            }
    }
}

// Also the snippet of `.hud(isPresented:progress:status:)`'s documentation comment.
@MainActor
private struct UploadProgress: View {
    @State private var isUploading = false
    @State private var uploaded = 0.0

    var body: some View {
        ProgressView(value: uploaded)
            .hud(isPresented: $isUploading, progress: uploaded, status: "Uploading…")
    }
}

@MainActor
private struct AccountList: View {
    let accounts: [Account]
    @State private var syncing: Account?

    var body: some View {
        List(accounts) { account in
            Button(account.name) { syncing = account }
        }
        .hud(item: $syncing) { account in "Syncing \(account.name)…" }
    }
}

@MainActor
private func saveAndReload() async throws {
    try await HUD.run(status: "Saving…", success: "Saved") {
        try await saveDocument()
    }
    let photos = try await HUD.run(status: "Loading…", failure: { _ in "Couldn't load the photos" }) {
        try await loadPhotos()
    }
    display(photos)
}

@MainActor
private func signOut() async {
    HUD.show(status: "Signing out…")
    await clearCaches()
    await HUD.dismissAndWait()  // returns once the HUD has faded out
    showSignIn()
}

@MainActor
private func importFiles(_ urls: [URL]) async {
    let progress = Progress(totalUnitCount: Int64(urls.count))
    HUD.show(progress: progress, status: "Importing…")
    for url in urls {
        await importFile(at: url)
        progress.completedUnitCount += 1
    }
    HUD.showSuccess(status: "Imported")
}

private func showUpload(_ upload: Task<Void, Never>) {
    HUD.show(
        status: "Uploading…",
        options: HUDOptions(maskType: .black, dismissOnTap: true, onBezelTap: { upload.cancel() }))
}

private func confirmCopy() {
    HUD.showSuccess(status: "Copied", options: HUDOptions(duration: 0.8, hapticsEnabled: true))
}

@MainActor
private func refreshInbox() async {
    let activity = HUD.beginActivity(status: "Refreshing…")
    defer { activity.end() }
    await fetchMail()
}

@MainActor
private func refreshCalendar() async {
    let activity = HUD.beginActivity(status: "Refreshing…")
    defer { activity.end() }
    await fetchEvents()
}

@MainActor
private func refreshEverything() async {
    async let inbox: Void = refreshInbox()
    async let calendar: Void = refreshCalendar()
    _ = await (inbox, calendar)
}

private func importInBackground(_ urls: [URL]) {
    DispatchQueue.global().async {
        HUD.show(status: "Importing…")
        for (index, url) in urls.enumerated() {
            importFileSynchronously(url)
            HUD.setStatus("Imported \(index + 1) of \(urls.count)")
        }
        HUD.showSuccess(status: "Imported")
    }
}

nonisolated private func syncInBackground() async {
    let activity = await HUD.beginActivity(status: "Syncing…")
    await fetchMail()
    activity.end()
}
