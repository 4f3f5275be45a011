import HUDKit
import UIKit

// Every snippet of MigratingFromMBProgressHUD.md and the calls of its tables, so that the iOS build type-checks
// them. Nothing calls these functions.

@MainActor
private func mbModeInPlace() {
    HUD.show(status: "Preparing…", options: HUDOptions(progressStyle: .pie))
    HUD.update(progress: 0.3, status: "Uploading…")
    HUD.updateToSuccess(status: "Uploaded")
}

@MainActor
private func mbCompletionBlock() {
    HUD.showSuccess(status: "Saved", onDisappear: { print("the checkmark is gone") })
}

@MainActor
private func mbTables(someProgress: Progress, image: UIImage) {
    HUD.show(status: "Loading")
    HUD.updateToSpinner(status: "Loading")
    HUD.show(progress: 0.4, status: "Uploading", options: HUDOptions(progressStyle: .pie))
    HUD.progressStyle = .pie
    HUD.progressStyle = .annular
    HUD.progressStyle = .bar
    HUD.showSuccess(status: "Done")
    HUD.updateToSuccess(status: "Done")
    HUD.show(image: image, status: "Starred")
    HUD.update(image: image, status: "Starred")
    HUD.update(progress: 0.5)
    HUD.show(progress: someProgress)
    HUD.transition = .fade
    HUD.transition = .zoomIn
    HUD.transition = .zoomOut
    HUD.transition = .zoom
    HUD.show(status: "Now", options: HUDOptions(animated: false))
    HUD.isSquare = true
    HUD.labelSpacing = 4
    HUD.bezelMaterial = .light
    HUD.contentColor = .white
}

private func mbOverview(view: UIView) {
    let hud = HUD.show(in: view)
    hud.mode = .annularDeterminate
    hud.status = "Uploading…"
    hud.progress = 0.3
    hud.hide(animated: true, afterDelay: 1)
}
