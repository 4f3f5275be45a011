import HUDKit
import SwiftUI
import UIKit

// Every row of MigratingFromMBProgressHUD.md and of the README's MBProgressHUD table, called from a helper on no actor (an
// `NSObject` helper, a plain class, a protocol extension); `make snippets-main-actor` (part of `make ios`) type-checks the same rows
// again with the main actor as the default isolation, as a `@MainActor` view controller calls them. The code each row replaces is the comment above it. The iOS build type-checks
// both; `MigrationTableRowsTests` (Linux) checks that every code span of the tables' HUDKit column is in both, as
// written. Nothing calls these functions.

/// The rows from a helper on no actor.
final class MBProgressHUDHelper: NSObject {
    func rows(view: UIView, customView: UIView, image: UIImage, fraction: Float, color: UIColor, progress: Progress, scene: UIWindowScene) {
        // MBProgressHUD.showAdded(to: view, animated: true): blocks touches to the view by default
        let hud = HUDHandle(view: view).show()
        HUDHandle(view: view).show(status: "Loading…")
        HUDHandle(view: view).show(status: "Loading…", options: HUDOptions(animated: false))
        // [[MBProgressHUD alloc] initWithView:view]; [view addSubview:hud]; [hud showAnimated:YES]
        do {
            let hud = HUDHandle(view: view)
            hud.graceTimeInterval = 0.5
            hud.status = "Syncing…"
            hud.show(animated: true)
            hud.show(animated: false)
        }
        // hud.label.text, hud.detailsLabel.text, hud.label.numberOfLines = 2
        hud.status = "…"
        hud.details = "…"
        HUD.setStatus("Almost done…")
        HUD.show(status: "Loading…", options: HUDOptions(details: "2 of 8"))
        hud.maximumStatusLines = 2
        HUD.maximumStatusLines = 2
        // hud.mode = MBProgressHUDModeIndeterminate / Determinate / AnnularDeterminate / DeterminateHorizontalBar
        hud.mode = .indeterminate
        hud.mode = .determinate
        hud.mode = .annularDeterminate
        hud.mode = .determinateHorizontalBar
        HUD.updateToSpinner(status: "Finishing…")
        HUD.show(progress: 0.3, status: "Uploading…", options: HUDOptions(progressStyle: .pie))
        HUD.progressStyle = .annular
        HUD.progressStyle = .bar
        // hud.progress = x (a float)
        let x = fraction
        hud.progress = Double(x)
        HUD.update(progress: x)
        HUDHandle(view: view).show(progress: x)
        HUD.show(progress: x)
        HUDHandle(view: view).show(progress: fraction, status: "Uploading…")
        // hud.progressObject = progress, read back
        hud.progressObject = progress
        _ = hud.progressObject
        HUD.show(progress: progress)
        HUDHandle(view: view).show(progress: progress)
        // hud.mode = MBProgressHUDModeText: centred, stays until hidden
        hud.mode = .text
        HUD.update(mode: .text)
        HUD.update(mode: .text, status: "Almost there")
        HUD.update(message: "Almost there")
        // MBProgressHUDModeText as a toast: the messages lane, the window's or the view's
        HUD.showMessage("Copied")
        HUD.showMessage("Copied", glyph: .success, id: "copy")
        HUD.hideMessage(id: "copy")
        HUDHandle(view: view).showMessage("Saved")
        HUDHandle(view: view).showMessage("Saved", glyph: .success, id: "save")
        HUDHandle(view: view).hideMessage(id: "save")
        HUD.messagePosition = .top
        HUD.showMessage("Link copied", options: HUDOptions(position: .center))
        // hud.mode = MBProgressHUDModeCustomView; hud.customView = imageView
        HUDHandle(view: view).show(customView: customView)
        HUDHandle(view: view).show(customView: customView, status: "Done")
        HUDHandle(view: view).show(image: image)
        HUDHandle(view: view).show(image: image, status: "Done")
        HUDHandle(view: view).showSuccess()
        HUDHandle(view: view).showSuccess(status: "Saved")
        HUD.show(customView: customView, status: "Done")
        HUD.update(customView: customView, status: "Offline")
        HUD.updateToSuccess(status: "Uploaded")
        HUD.update(image: image, status: "Starred")
        // hud.button
        HUDHandle(view: view).show(status: "Downloading…", options: HUDOptions(button: HUDButton("Cancel", role: .cancel) { print("cancel") }))
        HUDHandle(view: view).show(status: "Downloading…", options: HUDOptions(button: HUDButton("Cancel") { print("cancel") }))
        HUD.show(progress: progress, options: HUDOptions(button: HUDButton.cancel(progress, title: "Cancel")))
        // [hud hideAnimated:YES], [hud hideAnimated:YES afterDelay:2], hud.completionBlock
        hud.hide(animated: true)
        hud.hide(animated: false)
        hud.hide(animated: true, afterDelay: 2)
        hud.hide(animated: true, afterDelay: 2) { dismissal in print(dismissal) }
        HUDHandle(view: view).show(status: "Saving…", onDisappear: { print("hidden") })
        HUD.showSuccess(status: "Saved", onDisappear: { print("the checkmark is gone") })
        // [MBProgressHUD hideHUDForView:view animated:YES], hideAllHUDsForView:, hideAnimated:NO
        HUDHandle(view: view).hide()
        HUDHandle(view: view).hide(animated: false)
        HUDHandle(view: view).hide { dismissal in print(dismissal) }
        HUD.dismiss(withDelay: 0, animated: false) { dismissal in print(dismissal) }
        HUDHandle(view: view).hide(animated: false) { dismissal in print(dismissal) }
        _ = HUDHandle(view: view).hideAll()
        // [MBProgressHUD HUDForView:view]
        HUDHandle.existing(in: view)?.hide(animated: true)
        if HUDHandle(view: view).isVisible { HUDHandle(view: view).hide() }
        // hud.hidden = YES / NO
        hud.isHidden = true
        hud.isHidden = false
        // hud.removeFromSuperViewOnHide, hud.userInteractionEnabled = NO
        hud.maskType = .none
        HUDHandle(view: view).show(status: "Saving…", options: HUDOptions(maskType: .none))
        // showAnimated:whileExecutingBlock:onQueue:completionBlock:
        HUDHandle(view: view).showWhileExecuting(status: "Working…", options: HUDOptions(), on: .global(), { print("work") }, completion: { print("done") })
        HUD.showWhileExecuting(status: "Working…", { print("work") })
        // Touches during the fade-out, JGProgressHUD's interaction
        HUD.blocksTouchesUntilHidden = true
        HUD.show(status: "Syncing…", options: HUDOptions(blocksTouchesUntilHidden: true))
        HUD.interaction = .blockNone
        HUD.show(status: "Syncing…", options: HUDOptions(interaction: .blockAll, onBezelTap: { print("bezel") }, onOutsideTap: { print("outside") }))
        HUD.show(status: "Syncing…", options: HUDOptions(interaction: .blockBezel, onBezelTap: { print("bezel") }))
        // The window HUD: showHUDAddedTo: the key window, hideHUDForView: the key window
        HUD.show(status: "Loading…")
        HUD.dismiss()
        HUD.show(status: "Now", options: HUDOptions(animated: false))
        // hud.minShowTime, hud.graceTime, hud.square, hud.margin, hud.minSize
        hud.minimumDisplayTime = 0.5
        hud.graceTimeInterval = 0.3
        hud.isSquare = true
        hud.margin = 20
        hud.minimumSize = CGSize(width: 120, height: 120)
        HUD.minimumDisplayTime = 0.5
        HUD.graceTimeInterval = 0.3
        HUD.isSquare = true
        HUD.margin = 20
        HUD.minimumSize = CGSize(width: 120, height: 120)
        HUD.labelSpacing = 4
        // hud.label.font, hud.detailsLabel.font, hud.detailsLabel.textColor, hud.contentColor
        hud.font = .boldSystemFont(ofSize: 16)
        hud.detailsFont = .systemFont(ofSize: 12)
        hud.detailsColor = HUDColor(UIColor.lightGray)
        hud.contentColor = HUDColor(.white)
        hud.contentColor = HUDColor(color)
        HUD.font = .boldSystemFont(ofSize: 16)
        HUD.detailsFont = .systemFont(ofSize: 12)
        HUD.detailsColor = .lightGray
        HUD.contentColor = .white
        // hud.bezelView.color, .style = SolidColor, .blurEffectStyle
        hud.bezelColor = HUDColor(color)
        hud.bezelMaterial = .none
        hud.bezelMaterial = .light
        hud.bezelMaterial = .dark
        HUD.bezelColor = UIColor(white: 0.1, alpha: 0.9)
        HUD.bezelMaterial = .light
        // hud.backgroundView.color, .style = Blur
        hud.maskType = .custom
        hud.backgroundLayerColor = HUDColor(color)
        hud.maskType = .blur
        HUD.maskType = .blur
        HUDHandle(view: view).show(status: "Saving…", options: HUDOptions(maskType: .blur))
        // hud.offset = CGPointMake(0, 40); CGPointMake(0, MBProgressMaxOffset)
        hud.position = HUDPosition.center.offset(vertical: 40)
        hud.position = .center.offset(vertical: 40)
        hud.position = .bottom
        hud.position = .top
        HUDHandle(view: view).show(status: "Saved", options: HUDOptions(position: .bottom))
        // hud.animationType = MBProgressHUDAnimationFade / ZoomIn / ZoomOut / Zoom
        hud.transition = .standard
        hud.transition = .fade
        hud.transition = .zoomIn
        hud.transition = .zoomOut
        hud.transition = .zoom
        HUD.transition = .zoomIn
        HUDHandle(view: view).show(status: "Saving…", options: HUDOptions(transition: .zoom))
        // Main-actor only, by design (the articles say why): from a helper, these hop to the main actor first
        Task { @MainActor in
                    // HUDs per scene, the HUD's views, the Objective-C façade's view calls, blocking work, SwiftUI's modes
                    HUDController(scene: scene).show(status: "On this scene")
                    HUD.controller(for: scene).dismiss()
                    HUD.indicatorView = HUDProgressView(style: .ring)
                    HUD.indicatorView = HUDProgressView(style: .bar)
                    HUD.indicatorView = HUDSpinnerView()
                    print(HUD.indicatorView as Any, HUDSpinner(), HUDProgress(value: 0.3, style: .pie))
                    _ = HUDProgressHUD.showHUDAdded(to: view, animated: true)
                    HUD.showWhileBlocking(status: "Rebuilding…") { print("work") }
                    _ = Color.clear.hud(isPresented: .constant(true), mode: .determinate, progress: 0.3, status: "Uploading…")
        }
    }

    func awaitedRows() async throws {
        // The cancel button of an awaited download
        _ = try await HUD.run(status: "Downloading…", cancelButton: "Cancel") { try await Task.sleep(nanoseconds: 1) }
    }
}
