import HUDKit
import UIKit

// Every row of MigratingFromSVProgressHUD.md and of the README's SVProgressHUD table.
//
// Each row of the migration table, the code it replaces as a comment above it, type-checked by the iOS build in the
// two places real apps call it from: a `@MainActor` view controller and a helper that is on no actor (an `NSObject`
// helper, a plain class, a protocol extension). The bodies are the same on purpose: a row is done when it compiles
// in both. Nothing calls these functions.

/// The rows from a helper on no actor.
final class SVProgressHUDHelper: NSObject {
    func rows(image: UIImage, fraction: Float, container: UIView, sendableCompletion: @escaping @Sendable () -> Void) {
        // Showing
        // SVProgressHUD.show()
        HUD.show()
        // SVProgressHUD.show(withStatus: "Loading…")
        HUD.show(status: "Loading…")
        // SVProgressHUD.show(withStatus: "Loading…", maskType: .black) (deprecated), showWithMaskType:
        HUD.show(status: "Loading…", options: HUDOptions(maskType: .black))
        HUD.show(options: HUDOptions(maskType: .none))
        HUD.show(status: "…", options: HUDOptions(maskType: .black))
        // SVProgressHUD.showProgress(0.4), showProgress(_:status:), with a Float
        HUD.show(progress: 0.4)
        HUD.show(progress: fraction, status: "Uploading…")
        HUD.show(progress: fraction, status: "Uploading…", options: HUDOptions(maskType: .clear))
        // SVProgressHUD.showInfo/Success/Error(withStatus:)
        HUD.showInfo(status: "Pull to refresh")
        HUD.showSuccess(status: "Saved")
        HUD.showError(status: "No connection")
        HUD.showSuccess(status: "Saved", options: HUDOptions(maskType: .black))
        // SVProgressHUD.show(image, status: "Starred")
        HUD.show(image: image, status: "Starred")
        // SVProgressHUD.setStatus("Almost done…")
        HUD.setStatus("Almost done…")
        // Dismissing and state
        // SVProgressHUD.dismiss(), dismiss(completion:), dismiss(withDelay:), dismiss(withDelay:completion:)
        HUD.dismiss()
        HUD.dismiss(completion: { print("gone") })
        HUD.dismiss(withDelay: 1)
        HUD.dismiss(withDelay: 1) { print("gone") }
        HUD.dismiss(withDelay: 1, completion: sendableCompletion)
        // SVProgressHUD.dismiss as a value: button actions, asyncAfter(execute:)
        let hide: () -> Void = HUD.dismiss
        hide()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: HUD.dismiss)
        // SVProgressHUD.popActivity()
        HUD.popActivity()
        // SVProgressHUD.isVisible()
        if HUD.isVisible { HUD.dismiss() }
        // SVProgressHUD.displayDuration(for: "Saved")
        _ = HUD.displayDuration(for: "Saved")
        // Settings: SVProgressHUD.setDefaultStyle(.dark) …
        HUD.defaultStyle = .dark
        HUD.defaultMaskType = .black
        HUD.defaultAnimationType = .native
        HUD.containerView = container
        HUD.minimumSize = CGSize(width: 100, height: 100)
        HUD.ringThickness = 4
        HUD.ringRadius = 20
        HUD.ringNoTextRadius = 26
        HUD.cornerRadius = 10
        HUD.borderColor = .gray
        HUD.borderWidth = 1
        HUD.font = .preferredFont(forTextStyle: .headline)
        HUD.foregroundColor = .white  // selects the .custom style, as SVProgressHUD does
        HUD.foregroundImageColor = .systemGreen
        HUD.backgroundColor = .black
        HUD.backgroundLayerColor = UIColor(white: 0, alpha: 0.5)
        HUD.imageViewSize = CGSize(width: 40, height: 40)
        HUD.shouldTintImages = false
        HUD.infoImage = image
        HUD.successImage = image
        HUD.errorImage = image
        HUD.graceTimeInterval = 0.3
        HUD.minimumDismissTimeInterval = 5
        HUD.maximumDismissTimeInterval = 10
        HUD.fadeInAnimationDuration = 0.2
        HUD.fadeOutAnimationDuration = 0.2
        HUD.windowMode = .overlayWindow
        HUD.windowLevel = .alert
        HUD.hapticsEnabled = true
        HUD.motionEffectEnabled = false
        HUD.offsetFromCenter = UIOffset(horizontal: 0, vertical: 40)
        HUD.resetOffsetFromCenter()
        HUD.minimumDisplayTime = 0.5
        HUD.appearance = HUDAppearance { $0.style = .dark }
        // Notifications and constants
        _ = NotificationCenter.default.addObserver(forName: .hudDidDisappear, object: nil, queue: .main) { _ in }
        _ = [Notification.Name.hudWillAppear, .hudDidAppear, .hudWillDisappear, .hudDidReceiveTouchEvent, .hudDidTouchDownInside]
        _ = HUD.statusUserInfoKey
        HUD.show(progress: -1)
        // New in HUDKit (rows without an SVProgressHUD call)
        HUD.dismiss(withDelay: 1, animated: false)
        HUD.dismiss(in: container, withDelay: 0, animated: false)
        HUD.showWhileExecuting(status: "Working…", { print("work") }, completion: { print("done") })
        HUD.update(message: "Almost there")
        HUD.update(customView: container, status: "Offline")
        HUD.update(mode: .annularDeterminate, status: "Uploading…")
        HUD.defaultInteraction = .blockBezel
        HUD.blocksTouchesUntilHidden = true
        HUD.show(status: "Syncing…", options: HUDOptions(interaction: .blockAll, blocksTouchesUntilHidden: true))
        // A text-only toast (+showImage:status: with an empty image): the messages lane
        HUD.showMessage("Copied", glyph: .success, id: "copy", policy: .replace)
        HUD.hideMessage(id: "copy")
    }
}

/// The same rows from a view controller, on the main actor.
@MainActor
final class SVProgressHUDViewController: UIViewController {
    func rows(image: UIImage, fraction: Float, container: UIView, sendableCompletion: @escaping @Sendable () -> Void) {
        // Showing
        // SVProgressHUD.show()
        HUD.show()
        // SVProgressHUD.show(withStatus: "Loading…")
        HUD.show(status: "Loading…")
        // SVProgressHUD.show(withStatus: "Loading…", maskType: .black) (deprecated), showWithMaskType:
        HUD.show(status: "Loading…", options: HUDOptions(maskType: .black))
        HUD.show(options: HUDOptions(maskType: .none))
        HUD.show(status: "…", options: HUDOptions(maskType: .black))
        // SVProgressHUD.showProgress(0.4), showProgress(_:status:), with a Float
        HUD.show(progress: 0.4)
        HUD.show(progress: fraction, status: "Uploading…")
        HUD.show(progress: fraction, status: "Uploading…", options: HUDOptions(maskType: .clear))
        // SVProgressHUD.showInfo/Success/Error(withStatus:)
        HUD.showInfo(status: "Pull to refresh")
        HUD.showSuccess(status: "Saved")
        HUD.showError(status: "No connection")
        HUD.showSuccess(status: "Saved", options: HUDOptions(maskType: .black))
        // SVProgressHUD.show(image, status: "Starred")
        HUD.show(image: image, status: "Starred")
        // SVProgressHUD.setStatus("Almost done…")
        HUD.setStatus("Almost done…")
        // Dismissing and state
        // SVProgressHUD.dismiss(), dismiss(completion:), dismiss(withDelay:), dismiss(withDelay:completion:)
        HUD.dismiss()
        HUD.dismiss(completion: { print("gone") })
        HUD.dismiss(withDelay: 1)
        HUD.dismiss(withDelay: 1) { print("gone") }
        HUD.dismiss(withDelay: 1, completion: sendableCompletion)
        // SVProgressHUD.dismiss as a value: button actions, asyncAfter(execute:)
        let hide: () -> Void = HUD.dismiss
        hide()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: HUD.dismiss)
        // SVProgressHUD.popActivity()
        HUD.popActivity()
        // SVProgressHUD.isVisible()
        if HUD.isVisible { HUD.dismiss() }
        // SVProgressHUD.displayDuration(for: "Saved")
        _ = HUD.displayDuration(for: "Saved")
        // Settings: SVProgressHUD.setDefaultStyle(.dark) …
        HUD.defaultStyle = .dark
        HUD.defaultMaskType = .black
        HUD.defaultAnimationType = .native
        HUD.containerView = container
        HUD.minimumSize = CGSize(width: 100, height: 100)
        HUD.ringThickness = 4
        HUD.ringRadius = 20
        HUD.ringNoTextRadius = 26
        HUD.cornerRadius = 10
        HUD.borderColor = .gray
        HUD.borderWidth = 1
        HUD.font = .preferredFont(forTextStyle: .headline)
        HUD.foregroundColor = .white  // selects the .custom style, as SVProgressHUD does
        HUD.foregroundImageColor = .systemGreen
        HUD.backgroundColor = .black
        HUD.backgroundLayerColor = UIColor(white: 0, alpha: 0.5)
        HUD.imageViewSize = CGSize(width: 40, height: 40)
        HUD.shouldTintImages = false
        HUD.infoImage = image
        HUD.successImage = image
        HUD.errorImage = image
        HUD.graceTimeInterval = 0.3
        HUD.minimumDismissTimeInterval = 5
        HUD.maximumDismissTimeInterval = 10
        HUD.fadeInAnimationDuration = 0.2
        HUD.fadeOutAnimationDuration = 0.2
        HUD.windowMode = .overlayWindow
        HUD.windowLevel = .alert
        HUD.hapticsEnabled = true
        HUD.motionEffectEnabled = false
        HUD.offsetFromCenter = UIOffset(horizontal: 0, vertical: 40)
        HUD.resetOffsetFromCenter()
        HUD.minimumDisplayTime = 0.5
        HUD.appearance = HUDAppearance { $0.style = .dark }
        // Notifications and constants
        _ = NotificationCenter.default.addObserver(forName: .hudDidDisappear, object: nil, queue: .main) { _ in }
        _ = [Notification.Name.hudWillAppear, .hudDidAppear, .hudWillDisappear, .hudDidReceiveTouchEvent, .hudDidTouchDownInside]
        _ = HUD.statusUserInfoKey
        HUD.show(progress: -1)
        // New in HUDKit (rows without an SVProgressHUD call)
        HUD.dismiss(withDelay: 1, animated: false)
        HUD.dismiss(in: container, withDelay: 0, animated: false)
        HUD.showWhileExecuting(status: "Working…", { print("work") }, completion: { print("done") })
        HUD.update(message: "Almost there")
        HUD.update(customView: container, status: "Offline")
        HUD.update(mode: .annularDeterminate, status: "Uploading…")
        HUD.defaultInteraction = .blockBezel
        HUD.blocksTouchesUntilHidden = true
        HUD.show(status: "Syncing…", options: HUDOptions(interaction: .blockAll, blocksTouchesUntilHidden: true))
        // A text-only toast (+showImage:status: with an empty image): the messages lane
        HUD.showMessage("Copied", glyph: .success, id: "copy", policy: .replace)
        HUD.hideMessage(id: "copy")
    }

    /// A completion stored as a plain closure in a main-actor type (SVProgressHUDDismissCompletion).
    var onHidden: (() -> Void)?

    func dismissWithStoredCompletion() {
        // SVProgressHUD.dismiss(withDelay: 1, completion: onHidden)
        HUD.dismiss(withDelay: 1, completion: onHidden)
    }

    func blockingWork() {
        // The FAQ's "show, then block the main thread": on the main actor only (it blocks the main thread).
        HUD.showWhileBlocking(status: "Rebuilding…") { print("work") }
    }
}
