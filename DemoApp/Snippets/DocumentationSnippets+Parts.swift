import HUDKit
import SwiftUI
import UIKit

// The snippets of the documentation comments of MBProgressHUD's parts (details, buttons, custom views), as they appear there, so that
// the iOS build type-checks them. Nothing calls these functions.

@MainActor
private func details() {
    HUD.show(status: "Uploading", options: HUDOptions(details: "3 of 10 files"))
    HUD.appearance.detailsFont = HUDFont(textStyle: .caption1, pointSize: 12)
}

@MainActor
private func cancelButton() {
    let upload = Progress(totalUnitCount: 100)
    let cancel = HUDButton("Cancel", role: .cancel) {
        upload.cancel()
        HUD.dismiss()
    }
    HUD.show(progress: upload, status: "Uploading", options: HUDOptions(button: cancel))
}

@MainActor
private func customViews() {
    HUDController.shared.show(customView: UIImageView(image: UIImage(systemName: "wifi.slash")), status: "Offline")
    HUDController.shared.show(customView: Image(systemName: "icloud.slash").font(.largeTitle), status: "Offline")
    HUD.show(customView: UIImageView(image: UIImage(systemName: "wifi.slash")), status: "Offline")
    HUD.show(customView: Image(systemName: "icloud.slash").font(.largeTitle), status: "Offline")
}
