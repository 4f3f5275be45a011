import HUDKit
import SwiftUI
import UIKit

// Every snippet about HUDs in views (HUD+View.swift, View+HUDInView.swift and the "HUDs in Views" article), as it
// appears there, so that the iOS build type-checks it.
// Nothing calls these functions.

@MainActor
private func viewHUDCalls(card: UIView, row: UIView, tableView: UITableView) {
    HUD.show(in: card, status: "Loading…")
    HUD.show(in: row, progress: 0.4, status: "Uploading…")
    HUD.show(in: card, image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
    HUD.showSuccess(in: card, status: "Saved")
    HUD.showError(in: card, status: "No connection")
    HUD.showInfo(in: card, status: "Pull to refresh")
    HUD.dismiss(in: card) { dismissal in print(dismissal) }
    HUD.dismissAll(in: tableView)
    HUD.controller(in: card).appearance.style = .dark
    if HUD.existingController(in: card)?.isVisible == true { HUD.dismiss(in: card) }
}

private func syncCard() async throws {}

@MainActor
private func viewHUDProgress(row: UIView, download: URLSessionDownloadTask) {
    HUD.show(in: row, progress: download.progress, status: "Downloading…")
}

@MainActor
private func viewHUDRun(card: UIView) async throws {
    try await HUD.run(in: card, status: "Saving…", success: "Saved") { try await syncCard() }
}

@MainActor
private func viewHUDActivity(card: UIView) async throws {
    let activity = HUD.beginActivity(in: card, status: "Syncing…")
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
        HUD.show(in: view, status: "Loading…")
    }

    func loaded() {
        HUD.dismiss(in: view)
    }
}

@MainActor
private func observeOneCard(card: UIView) {
    let cardHUD = HUD.controller(in: card)
    NotificationCenter.default.addObserver(forName: .hudDidDisappear, object: cardHUD, queue: .main) { _ in
        print("the card's HUD is gone")
    }
}

@MainActor
private func styleOneCard(card: UIView) {
    let controller = HUD.controller(in: card)
    controller.appearance.style = .dark
    controller.appearance.maskType = .black
    controller.show(status: "Dark, on this card only")
}

// HUD.controller(forItem:), HUD.attach(item:to:), HUD.forgetHUD(forItem:)
@MainActor
private func itemHUDs(cell: UITableViewCell, fileID: UUID) {
    HUD.attach(item: fileID, to: cell.contentView)
    HUD.controller(forItem: fileID).show(progress: 0.3, status: "Uploading…")
    HUD.forgetHUD(forItem: fileID)
}

/// HUDsInViews.md "Cells: a HUD keyed to the item" and `HUD.attach(item:to:)`.
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
        HUD.attach(item: file.id, to: cell.contentView)
        return cell
    }

    func uploadStarted(_ file: File) {
        HUD.controller(forItem: file.id).show(progress: 0.3, status: "Uploading…")
    }
}

@MainActor
private func viewHUDTouchesAndHandle(card: UIView) {
    HUD.show(in: card).maskType = .none
    HUD.show(in: card, status: "Refreshing…", options: HUDOptions(maskType: .none))
    let hud = HUD.show(in: card, status: "Uploading…")
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
    HUD.controller(in: card).appearance.margin = 20  // every show in the card
}

/// `HUDHandle.progressObject`: the HUD on screen follows a progress in its mode (MBProgressHUD's `progressObject`).
@MainActor
private func viewHUDProgressObject(view: UIView, download: URLSessionDownloadTask) {
    let hud = HUD.show(in: view)
    hud.mode = .determinate
    hud.progressObject = download.progress
}
