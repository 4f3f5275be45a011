import HUDKit
import UIKit

// Every row of MigratingFromMBProgressHUD.md and of the README's MBProgressHUD table.
//
// Each row of the migration table, the code it replaces as a comment above it, type-checked by the iOS build in the
// two places real apps call it from: a `@MainActor` view controller and a helper that is on no actor (an `NSObject`
// helper, a plain class, a protocol extension). The bodies are the same on purpose: a row is done when it compiles
// in both. Nothing calls these functions.

/// The rows from a helper on no actor.
final class MBProgressHUDHelper: NSObject {
    func rows(view: UIView, customView: UIView, image: UIImage, fraction: Float, someProgress: Progress) {
        // MBProgressHUD.showAdded(to: view, animated: true): blocks touches to the view by default
        let hud = HUD.show(in: view)
        HUD.show(in: view, status: "Loading…", options: HUDOptions(animated: false))
        // hud.label.text, hud.detailsLabel.text
        hud.status = "Loading…"
        hud.details = "2 of 8"
        // hud.label.numberOfLines = 2
        hud.maximumStatusLines = 2
        HUD.maximumStatusLines = 2
        // hud.mode = MBProgressHUDModeIndeterminate / Determinate / AnnularDeterminate / DeterminateHorizontalBar
        hud.mode = .indeterminate
        hud.mode = .determinate
        hud.mode = .annularDeterminate
        hud.mode = .determinateHorizontalBar
        // hud.progress = floatValue
        hud.progress = Double(fraction)
        HUD.show(in: view, progress: fraction, status: "Uploading…")
        // hud.progressObject = progress, read back
        hud.progressObject = someProgress
        _ = hud.progressObject
        // hud.mode = MBProgressHUDModeText: centred, stays until hidden
        hud.mode = .text
        // hud.mode = MBProgressHUDModeCustomView; hud.customView = imageView
        HUD.show(in: view, customView: customView, status: "Done")
        HUD.show(in: view, image: image, status: "Done")
        HUD.showSuccess(in: view, status: "Saved")
        // [[MBProgressHUD alloc] initWithView:view]; [view addSubview:hud]; [hud showAnimated:YES]
        let made = ViewHUD(view: view)
        made.graceTimeInterval = 0.5
        made.minimumDisplayTime = 1
        made.status = "Syncing…"
        made.show(animated: true)
        // [hud hideAnimated:YES], [hud hideAnimated:YES afterDelay:2], hud.completionBlock
        hud.hide(animated: true)
        hud.hide(animated: false)
        hud.hide(animated: true, afterDelay: 2)
        hud.hide(animated: true, afterDelay: 2) { dismissal in print(dismissal) }
        HUD.show(in: view, status: "Saving…", onDisappear: { print("hidden") })
        // [MBProgressHUD hideHUDForView:view animated:YES], hideAllHUDsForView:
        HUD.dismiss(in: view)
        HUD.dismiss(in: view, animated: false)
        HUD.dismiss(in: view) { dismissal in print(dismissal) }
        _ = HUD.dismissAll(in: view)
        // [MBProgressHUD HUDForView:view]
        HUD.existingHUD(in: view)?.hide(animated: true)
        if HUD.isVisible(in: view) { HUD.dismiss(in: view) }
        // hud.hidden = YES / NO
        hud.isHidden = true
        hud.isHidden = false
        // hud.minShowTime, hud.graceTime, hud.square, hud.margin, hud.minSize
        hud.minimumDisplayTime = 0.5
        hud.graceTimeInterval = 0.3
        hud.isSquare = true
        hud.margin = 20
        hud.minimumSize = CGSize(width: 120, height: 120)
        // hud.label.font, hud.detailsLabel.font, hud.detailsLabel.textColor, hud.contentColor
        hud.font = .boldSystemFont(ofSize: 16)
        hud.detailsFont = .systemFont(ofSize: 12)
        hud.detailsColor = HUDColor(UIColor.lightGray)
        hud.contentColor = HUDColor(UIColor.white)
        hud.contentColor = HUDColor(.white)
        // hud.bezelView.color, .style = SolidColor, .blurEffectStyle
        hud.bezelColor = HUDColor(UIColor(white: 0.1, alpha: 0.9))
        hud.bezelMaterial = .none
        hud.bezelMaterial = .dark
        // hud.backgroundView.color (and style); hud.userInteractionEnabled = NO
        hud.maskType = .custom
        hud.backgroundLayerColor = HUDColor(UIColor(white: 0, alpha: 0.3))
        hud.maskType = .none
        // hud.offset = CGPointMake(0, 40); CGPointMake(0, MBProgressMaxOffset)
        hud.position = HUDPosition.center.offset(vertical: 40)
        hud.position = .center.offset(vertical: 40)
        hud.position = .bottom
        hud.position = .top
        HUD.show(in: view, status: "Saved", options: HUDOptions(position: .bottom))
        // hud.animationType = MBProgressHUDAnimationZoom
        hud.transition = .zoom
        // hud.button
        HUD.show(in: view, status: "Saving…", options: HUDOptions(maskType: .none))
        HUD.show(in: view, status: "Downloading…", options: HUDOptions(button: HUDButton("Cancel", role: .cancel) { print("cancel") }))
        // The window HUD: showHUDAddedTo: the key window, hideHUDForView: the key window
        HUD.show(status: "Loading…")
        HUD.dismiss()
        HUD.show(status: "Preparing…", options: HUDOptions(progressStyle: .pie))
        HUD.update(progress: fraction, status: "Uploading…")
        HUD.updateToSpinner(status: "Finishing…")
        HUD.updateToSuccess(status: "Uploaded")
        HUD.update(image: image, status: "Starred")
        HUD.show(progress: someProgress)
        HUD.show(customView: customView, status: "Done")
        HUD.defaultProgressStyle = .pie
        HUD.defaultTransition = .zoomIn
        HUD.margin = 20
        HUD.labelSpacing = 4
        HUD.isSquare = true
        HUD.minimumSize = CGSize(width: 120, height: 120)
        HUD.bezelColor = UIColor(white: 0.1, alpha: 0.9)
        HUD.bezelMaterial = .light
        HUD.contentColor = .white
        HUD.detailsFont = .systemFont(ofSize: 12)
        HUD.detailsColor = .lightGray
        HUD.graceTimeInterval = 0.3
        HUD.minimumDisplayTime = 0.5
        HUD.show(status: "Now", options: HUDOptions(animated: false))
        HUD.showSuccess(status: "Saved", onDisappear: { print("the checkmark is gone") })
        // showAnimated:whileExecutingBlock:onQueue:completionBlock:, the window HUD's modes in place, interaction
        HUD.showWhileExecuting(in: view, status: "Working…", { print("work") }, completion: { print("done") })
        HUD.showWhileExecuting(status: "Working…", { print("work") })
        HUD.update(mode: .text, status: "Almost there")
        HUD.update(message: "Almost there")
        HUD.update(customView: customView, status: "Offline")
        HUD.dismiss(withDelay: 0, animated: false)
        HUD.blocksTouchesUntilHidden = true
        HUD.defaultInteraction = .blockAll
        HUD.show(status: "Syncing…", options: HUDOptions(interaction: .blockBezel, onBezelTap: { print("bezel") }))
        // MBProgressHUDModeText as a toast: the messages lane
        HUD.showMessage("Copied", glyph: .success, id: "copy")
        HUD.hideMessage(id: "copy")
    }
}

/// The same rows from a view controller, on the main actor.
@MainActor
final class MBProgressHUDViewController: UIViewController {
    func rows(view: UIView, customView: UIView, image: UIImage, fraction: Float, someProgress: Progress) {
        // MBProgressHUD.showAdded(to: view, animated: true): blocks touches to the view by default
        let hud = HUD.show(in: view)
        HUD.show(in: view, status: "Loading…", options: HUDOptions(animated: false))
        // hud.label.text, hud.detailsLabel.text
        hud.status = "Loading…"
        hud.details = "2 of 8"
        // hud.label.numberOfLines = 2
        hud.maximumStatusLines = 2
        HUD.maximumStatusLines = 2
        // hud.mode = MBProgressHUDModeIndeterminate / Determinate / AnnularDeterminate / DeterminateHorizontalBar
        hud.mode = .indeterminate
        hud.mode = .determinate
        hud.mode = .annularDeterminate
        hud.mode = .determinateHorizontalBar
        // hud.progress = floatValue
        hud.progress = Double(fraction)
        HUD.show(in: view, progress: fraction, status: "Uploading…")
        // hud.progressObject = progress, read back
        hud.progressObject = someProgress
        _ = hud.progressObject
        // hud.mode = MBProgressHUDModeText: centred, stays until hidden
        hud.mode = .text
        // hud.mode = MBProgressHUDModeCustomView; hud.customView = imageView
        HUD.show(in: view, customView: customView, status: "Done")
        HUD.show(in: view, image: image, status: "Done")
        HUD.showSuccess(in: view, status: "Saved")
        // [[MBProgressHUD alloc] initWithView:view]; [view addSubview:hud]; [hud showAnimated:YES]
        let made = ViewHUD(view: view)
        made.graceTimeInterval = 0.5
        made.minimumDisplayTime = 1
        made.status = "Syncing…"
        made.show(animated: true)
        // [hud hideAnimated:YES], [hud hideAnimated:YES afterDelay:2], hud.completionBlock
        hud.hide(animated: true)
        hud.hide(animated: false)
        hud.hide(animated: true, afterDelay: 2)
        hud.hide(animated: true, afterDelay: 2) { dismissal in print(dismissal) }
        HUD.show(in: view, status: "Saving…", onDisappear: { print("hidden") })
        // [MBProgressHUD hideHUDForView:view animated:YES], hideAllHUDsForView:
        HUD.dismiss(in: view)
        HUD.dismiss(in: view, animated: false)
        HUD.dismiss(in: view) { dismissal in print(dismissal) }
        _ = HUD.dismissAll(in: view)
        // [MBProgressHUD HUDForView:view]
        HUD.existingHUD(in: view)?.hide(animated: true)
        if HUD.isVisible(in: view) { HUD.dismiss(in: view) }
        // hud.hidden = YES / NO
        hud.isHidden = true
        hud.isHidden = false
        // hud.minShowTime, hud.graceTime, hud.square, hud.margin, hud.minSize
        hud.minimumDisplayTime = 0.5
        hud.graceTimeInterval = 0.3
        hud.isSquare = true
        hud.margin = 20
        hud.minimumSize = CGSize(width: 120, height: 120)
        // hud.label.font, hud.detailsLabel.font, hud.detailsLabel.textColor, hud.contentColor
        hud.font = .boldSystemFont(ofSize: 16)
        hud.detailsFont = .systemFont(ofSize: 12)
        hud.detailsColor = HUDColor(UIColor.lightGray)
        hud.contentColor = HUDColor(UIColor.white)
        hud.contentColor = HUDColor(.white)
        // hud.bezelView.color, .style = SolidColor, .blurEffectStyle
        hud.bezelColor = HUDColor(UIColor(white: 0.1, alpha: 0.9))
        hud.bezelMaterial = .none
        hud.bezelMaterial = .dark
        // hud.backgroundView.color (and style); hud.userInteractionEnabled = NO
        hud.maskType = .custom
        hud.backgroundLayerColor = HUDColor(UIColor(white: 0, alpha: 0.3))
        hud.maskType = .none
        // hud.offset = CGPointMake(0, 40); CGPointMake(0, MBProgressMaxOffset)
        hud.position = HUDPosition.center.offset(vertical: 40)
        hud.position = .center.offset(vertical: 40)
        hud.position = .bottom
        hud.position = .top
        HUD.show(in: view, status: "Saved", options: HUDOptions(position: .bottom))
        // hud.animationType = MBProgressHUDAnimationZoom
        hud.transition = .zoom
        // hud.button
        HUD.show(in: view, status: "Saving…", options: HUDOptions(maskType: .none))
        HUD.show(in: view, status: "Downloading…", options: HUDOptions(button: HUDButton("Cancel", role: .cancel) { print("cancel") }))
        // The window HUD: showHUDAddedTo: the key window, hideHUDForView: the key window
        HUD.show(status: "Loading…")
        HUD.dismiss()
        HUD.show(status: "Preparing…", options: HUDOptions(progressStyle: .pie))
        HUD.update(progress: fraction, status: "Uploading…")
        HUD.updateToSpinner(status: "Finishing…")
        HUD.updateToSuccess(status: "Uploaded")
        HUD.update(image: image, status: "Starred")
        HUD.show(progress: someProgress)
        HUD.show(customView: customView, status: "Done")
        HUD.defaultProgressStyle = .pie
        HUD.defaultTransition = .zoomIn
        HUD.margin = 20
        HUD.labelSpacing = 4
        HUD.isSquare = true
        HUD.minimumSize = CGSize(width: 120, height: 120)
        HUD.bezelColor = UIColor(white: 0.1, alpha: 0.9)
        HUD.bezelMaterial = .light
        HUD.contentColor = .white
        HUD.detailsFont = .systemFont(ofSize: 12)
        HUD.detailsColor = .lightGray
        HUD.graceTimeInterval = 0.3
        HUD.minimumDisplayTime = 0.5
        HUD.show(status: "Now", options: HUDOptions(animated: false))
        HUD.showSuccess(status: "Saved", onDisappear: { print("the checkmark is gone") })
        // showAnimated:whileExecutingBlock:onQueue:completionBlock:, the window HUD's modes in place, interaction
        HUD.showWhileExecuting(in: view, status: "Working…", { print("work") }, completion: { print("done") })
        HUD.showWhileExecuting(status: "Working…", { print("work") })
        HUD.update(mode: .text, status: "Almost there")
        HUD.update(message: "Almost there")
        HUD.update(customView: customView, status: "Offline")
        HUD.dismiss(withDelay: 0, animated: false)
        HUD.blocksTouchesUntilHidden = true
        HUD.defaultInteraction = .blockAll
        HUD.show(status: "Syncing…", options: HUDOptions(interaction: .blockBezel, onBezelTap: { print("bezel") }))
        // MBProgressHUDModeText as a toast: the messages lane
        HUD.showMessage("Copied", glyph: .success, id: "copy")
        HUD.hideMessage(id: "copy")
    }
}
