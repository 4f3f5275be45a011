import HUDKit
import SwiftUI
import UIKit

// The snippets of the documentation comments of the last features SVProgressHUD, MBProgressHUD and JGProgressHUD
// users reach for (every kind in place, `dismiss(animated:)`, interaction types and tap callbacks, synchronous and
// blocking work, the glyph images on the appearance proxy), as they appear there, so that the iOS build type-checks
// them. Nothing calls these functions.

nonisolated private struct Archive: Sendable {
    func compress() {}
}

private struct Database {
    func migrate() -> Int { 0 }
}

private enum ExportPhase {
    case writing
    case done

    var title: String { "Exporting" }
}

@MainActor
private func everyKindInPlace(card: UIView) {
    HUD.show(status: "Saving…")
    HUD.update(message: "Saved on this device only")
    HUD.dismiss(withDelay: 2)
    HUD.update(customView: UIImageView(image: UIImage(systemName: "wifi.slash")), status: "Offline")
    HUD.update(customView: Image(systemName: "icloud.slash").font(.largeTitle), status: "Offline")
    HUD.show(status: "Preparing…")
    HUD.update(mode: .annularDeterminate, status: "Uploading…")
    HUD.update(progress: 0.5)
    HUD.update(mode: .text, status: "Almost there")
    HUDController.shared.show(status: "Saving…")
    HUDController.shared.update(message: "Saved on this device only")
    HUDController.shared.dismiss(withDelay: 2)
    HUDController.shared.update(customView: UIImageView(image: UIImage(systemName: "wifi.slash")), status: "Offline")
    HUDController.shared.update(customView: Image(systemName: "icloud.slash").font(.largeTitle), status: "Offline")
    HUDController.shared.update(mode: .determinateHorizontalBar, status: "Uploading…")
    HUDController.shared.update(progress: 0.5)
    HUDHandle(view: card).controller.update(mode: .determinate)
}

private struct ModeSnippets: View {
    @State var isExporting = false
    @State var isBusy = false
    @State var phase = ExportPhase.writing
    @State var written = 0.4

    var body: some View {
        VStack {
            Text("Export")
                .hud(
                    isPresented: $isExporting, mode: phase == .writing ? .determinate : .indeterminate,
                    progress: written, status: phase.title)
            Text("Row")
                .hudInView(isPresented: $isBusy, mode: .determinateHorizontalBar, progress: written, status: "Up")
        }
    }
}

@MainActor
private func animatedDismiss(card: UIView) {
    HUD.dismiss(animated: false)
    HUD.dismiss(withDelay: 1, animated: true) { print("gone") }
    HUD.dismiss(animated: false) { dismissal in print(dismissal) }
    HUDHandle(view: card).hide(animated: false)
    HUDController.shared.dismiss(animated: false)
    HUDController.shared.dismiss(animated: false) { dismissal in print(dismissal) }
}

@MainActor
private func interaction() {
    HUD.show(status: "Syncing…", options: HUDOptions(maskType: .black, interaction: .blockBezel))
    HUD.maskType = .black
    HUD.interaction = .blockBezel  // dimmed, but the app stays usable
    HUD.blocksTouchesUntilHidden = true
    let options = HUDOptions(onBezelTap: { print("bezel") }, onOutsideTap: { HUD.dismiss() })
    HUD.show(status: "Tap", options: options)
}

@MainActor
private func work(card: UIView, archive: Archive, database: Database) {
    HUDController.shared.showWhileExecuting(status: "Compressing…") {
        archive.compress()  // blocking, off the main thread
    } completion: {
        print("done, and the HUD is gone")
    }
    HUD.showWhileExecuting(status: "Compressing…", on: .global(qos: .utility)) {
        archive.compress()
    } completion: {
        HUD.showSuccess(status: "Compressed")
    }
    HUDHandle(view: card).showWhileExecuting(status: "Resizing…") {
        archive.compress()
    }
    let rows = HUDController.shared.showWhileBlocking(status: "Migrating…") {
        database.migrate()  // must run on the main thread
    }
    HUD.showWhileBlocking(status: "Migrating…") {
        database.migrate()  // must run on the main thread
    }
    print(rows)
}

@MainActor
private func glyphImagesOnTheProxy() {
    HUDView.appearance().successImage = UIImage(systemName: "checkmark.seal") ?? UIImage()
    HUDView.appearance().errorImage = UIImage(systemName: "xmark.octagon") ?? UIImage()
    HUDView.appearance().infoImage = UIImage(systemName: "info.bubble") ?? UIImage()
}

@MainActor
private func perSceneHUD(windowScene: UIWindowScene) {
    let hud = HUDController(scene: windowScene)
    hud.show(status: "Syncing this document…")
    HUD.controller(for: windowScene).show(status: "Exporting this document…")
    HUD.controller(for: windowScene).dismiss()
}

private final class PulseIndicator: UIView, HUDIndicatorView {
    func showProgress(_ progress: Double?, color: UIColor) {
        backgroundColor = color.withAlphaComponent(progress.map { 0.2 + 0.8 * $0 } ?? 0.5)
    }
}

@MainActor
private func indicatorViews(navigationItem: UINavigationItem, cell: UITableViewCell) {
    let spinner = HUDSpinnerView()
    spinner.tintColor = .systemBlue
    spinner.lineWidth = 3
    navigationItem.titleView = spinner
    let pie = HUDProgressView(style: .pie)
    pie.progress = 0.4
    cell.accessoryView = pie
    HUD.indicatorView = PulseIndicator()
    HUD.indicatorView = HUDProgressView(style: .annular)
}

private struct IndicatorSnippets: View {
    let uploaded = 0.4

    var body: some View {
        VStack {
            HUDSpinner(color: .blue, lineWidth: 3)
                .frame(width: 24, height: 24)
            HUDProgress(value: uploaded, style: .pie, color: .green)
                .frame(width: 28, height: 28)
        }
    }
}
