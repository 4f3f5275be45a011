import HUDKit
import UIKit

// The snippets of the documentation comments of MBProgressHUD's modes and parts (progress styles, transitions,
// in-place changes, bezel settings, `onDisappear`), as they appear there, so that the iOS build type-checks them.
// Nothing calls these functions.

@MainActor
private func progressStyles() {
    HUD.progressStyle = .pie
    HUD.show(progress: 0.4, status: "Uploading…", options: HUDOptions(progressStyle: .bar))
}

@MainActor
private func transitions() {
    HUD.transition = .zoom
    HUD.show(status: "Saving…", options: HUDOptions(transition: .fade))
}

@MainActor
private func updateInPlace() {
    HUD.show(status: "Preparing…", options: HUDOptions(progressStyle: .pie))
    HUD.update(progress: 0.3, status: "Uploading…")
    HUD.updateToSuccess(status: "Uploaded")
    HUD.updateToSpinner(status: "Finishing…")
    HUD.updateToError(status: "Upload failed")
    HUD.updateToInfo(status: "Queued for later")
    HUD.update(image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
}

@MainActor
private func controllerUpdateInPlace() {
    HUDController.shared.show(status: "Preparing…", options: HUDOptions(progressStyle: .pie))
    HUDController.shared.update(progress: 0.3, status: "Uploading…")  // the spinner becomes the pie
    HUDController.shared.updateToSuccess(status: "Uploaded")          // then the checkmark, which dismisses itself
    HUDController.shared.updateToSpinner(status: "Finishing…")
    HUDController.shared.updateToError(status: "Upload failed")
    HUDController.shared.updateToInfo(status: "Queued for later")
    HUDController.shared.update(image: UIImage(systemName: "star") ?? UIImage(), status: "Favourite")
}

@MainActor
private func bezelSettings() {
    HUD.margin = 20
    HUD.bezelMaterial = .none
    HUD.bezelColor = UIColor(white: 0.1, alpha: 0.9)
    HUD.contentColor = .white
}

@MainActor
private func onDisappear() {
    HUD.showSuccess(status: "Saved", onDisappear: { print("the checkmark is gone") })
}
