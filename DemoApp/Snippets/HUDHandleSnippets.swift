import HUDKit
import SwiftUI
import UIKit

// Every snippet about HUDs in views (HUD+View.swift, View+HUDInView.swift and the "HUDs in Views" article), as it
// appears there, so that the iOS build type-checks it.
// Nothing calls these functions.

@MainActor
private func viewHUDCalls(card: UIView, row: UIView, tableView: UITableView) {
    HUDHandle(view: card).show(status: "Loading…")
    HUDHandle(view: row).show(progress: 0.4, status: "Uploading…")
    HUDHandle(view: card).show(image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
    HUDHandle(view: card).showSuccess(status: "Saved")
    HUDHandle(view: card).showError(status: "No connection")
    HUDHandle(view: card).showInfo(status: "Pull to refresh")
    HUDHandle(view: card).hide { dismissal in print(dismissal) }
    HUDHandle(view: tableView).hideAll()
    HUDHandle(view: card).controller.appearance.style = .dark
    if HUDHandle.existing(in: card)?.controller.isVisible == true { HUDHandle(view: card).hide() }
}

private func syncCard() async throws {}

@MainActor
private func viewHUDProgress(row: UIView, download: URLSessionDownloadTask) {
    HUDHandle(view: row).show(progress: download.progress, status: "Downloading…")
}

@MainActor
private func viewHUDRun(card: UIView) async throws {
    try await HUDHandle(view: card).controller.run(status: "Saving…", success: "Saved") { try await syncCard() }
}

@MainActor
private func viewHUDActivity(card: UIView) async throws {
    let activity = HUDHandle(view: card).controller.beginActivity(status: "Syncing…")
    defer { activity.end() }
    try await syncCard()
}

// MARK: View+HUDInView.swift

private struct CardView: View {
    var body: some View { Color.gray }
}

private struct RowView: View {
    let file: String
    var body: some View { Text(file) }
}

private struct Job: Identifiable {
    let id: Int
    let title: String
}

private struct CardWithHUD: View {
    @State private var isLoading = false
    @State private var isUploading = false
    @State private var uploaded = 0.0
    @State private var job: Job?

    var body: some View {
        VStack {
            CardView()
                .hudInView(isPresented: $isLoading, status: "Loading…")
            RowView(file: "photo.heic")
                .hudInView(isPresented: $isUploading, progress: uploaded, status: "Uploading…")
            CardView()
                .hudInView(item: $job) { job in job.title }
        }
    }
}

// MARK: HUDsInViews.md

@MainActor
private final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Shown before the view is in a window: the HUD appears with it.
        HUDHandle(view: view).show(status: "Loading…")
    }

    func loaded() {
        HUDHandle(view: view).hide()
    }
}

@MainActor
private func observeOneCard(card: UIView) {
    let cardHUD = HUDHandle(view: card).controller
    NotificationCenter.default.addObserver(forName: .hudDidDisappear, object: cardHUD, queue: .main) { _ in
        print("the card's HUD is gone")
    }
}

@MainActor
private func styleOneCard(card: UIView) {
    let controller = HUDHandle(view: card).controller
    controller.appearance.style = .dark
    controller.appearance.maskType = .black
    controller.show(status: "Dark, on this card only")
}

// HUDController.forItem(_:), HUDController.attach(item:to:), HUDController.forget(item:)
@MainActor
private func itemHUDs(cell: UITableViewCell, fileID: UUID) {
    HUDController.attach(item: fileID, to: cell.contentView)
    HUDController.forItem(fileID).show(progress: 0.3, status: "Uploading…")
    HUDController.forget(item: fileID)
}

/// HUDsInViews.md "Cells: a HUD keyed to the item" and `HUDController.attach(item:to:)`.
@MainActor
private final class FilesDataSource: NSObject, UITableViewDataSource {
    struct File: Identifiable {
        let id = UUID()
        let name: String
    }

    var files: [File] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { files.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "File", for: indexPath)
        let file = files[indexPath.row]
        cell.textLabel?.text = file.name
        HUDController.attach(item: file.id, to: cell.contentView)
        return cell
    }

    func uploadStarted(_ file: File) {
        HUDController.forItem(file.id).show(progress: 0.3, status: "Uploading…")
    }
}

@MainActor
private func viewHUDTouchesAndHandle(card: UIView) {
    HUDHandle(view: card).show().maskType = .none
    HUDHandle(view: card).show(status: "Refreshing…", options: HUDOptions(maskType: .none))
    let hud = HUDHandle(view: card).show(status: "Uploading…")
    hud.mode = .annularDeterminate
    hud.progress = 0.3
    hud.details = "2 of 8"
    hud.hide(animated: true, afterDelay: 0.5)
}

/// HUDsInViews.md "Change one view's HUD": each show starts fresh; the view's defaults go on its controller.
@MainActor
private func viewHUDStartsFresh(card: UIView) {
    let hud = HUDHandle(view: card)
    hud.status = "Loading"  // set, then show: for this presentation
    hud.margin = 20
    hud.show(animated: true)
    hud.hide(animated: true)
    hud.show(animated: true)  // fresh: a spinner, no status, the default margin
    HUDHandle(view: card).controller.appearance.margin = 20  // every show in the card
}

/// `HUDHandle.progressObject`: the HUD on screen follows a progress in its mode (MBProgressHUD's `progressObject`).
@MainActor
private func viewHUDProgressObject(view: UIView, download: URLSessionDownloadTask) {
    let hud = HUDHandle(view: view).show()
    hud.mode = .determinate
    hud.progressObject = download.progress
}
