import HUDKit
import UIKit

// Every row of MigratingFromSVProgressHUD.md and of the README's SVProgressHUD table, called from a helper on no actor (an
// `NSObject` helper, a plain class, a protocol extension); `make snippets-main-actor` (part of `make ios`) type-checks the same rows
// again with the main actor as the default isolation, as a `@MainActor` view controller calls them. The code each row replaces is the comment above it. The iOS build type-checks
// both; `MigrationTableRowsTests` (Linux) checks that every code span of the tables' HUDKit column is in both, as
// written. Nothing calls these functions.

/// The rows from a helper on no actor.
final class SVProgressHUDHelper: NSObject {
    func rows(image: UIImage, fraction: Float, container: UIView, scene: UIWindowScene, sendableCompletion: @escaping @Sendable () -> Void) {
        // Showing
        // SVProgressHUD.show()
        HUD.show()
        // SVProgressHUD.show(withStatus: "Loading…")
        HUD.show(status: "Loading…")
        // SVProgressHUD.show(withStatus: "Loading…", maskType: .black) (deprecated), showWithMaskType:
        HUD.show(options: HUDOptions(maskType: .black))
        HUD.show(status: "Loading…", options: HUDOptions(maskType: .black))
        HUD.show(options: HUDOptions(maskType: .none))
        HUD.show(status: "…", options: HUDOptions(maskType: .black))
        // SVProgressHUD.showProgress(0.4), showProgress(_:maskType:), showProgress(_:status:), with a Float
        HUD.show(progress: 0.4)
        HUD.show(progress: 0.4, options: HUDOptions(maskType: .black))
        HUD.show(progress: fraction, status: "Uploading…")
        HUD.show(progress: fraction, status: "Uploading…", options: HUDOptions(maskType: .clear))
        // SVProgressHUD.showInfo/Success/Error(withStatus:), and their maskType: variants
        HUD.showInfo(status: "Pull to refresh")
        HUD.showSuccess(status: "Saved")
        HUD.showError(status: "No connection")
        HUD.showInfo(status: "Pull to refresh", options: HUDOptions(maskType: .black))
        HUD.showSuccess(status: "Saved", options: HUDOptions(maskType: .black))
        HUD.showError(status: "No connection", options: HUDOptions(maskType: .black))
        // SVProgressHUD.show(image, status: "Starred"), showImage:status:maskType:
        HUD.show(image: image, status: "Starred")
        HUD.show(image: image, status: "Starred", options: HUDOptions(maskType: .black))
        // SVProgressHUD.setStatus("Almost done…")
        HUD.setStatus("Almost done…")
        // [SVProgressHUD showWithStatus:@"Loading…"] from Objective-C, migrating call by call: HUDProgressHUD
        HUDProgressHUD.show(withStatus: "Loading…")
        HUDProgressHUD.dismiss(withDelay: 1) { print("gone") }
        // A text-only toast (+showImage:status: with an empty image): the messages lane, the window's or a view's
        HUD.showMessage("Copied", glyph: .success, id: "copy", policy: .replace)
        HUD.hideMessage(id: "copy")
        HUDHandle(view: container).showMessage("Saved", glyph: .success, id: "save")
        HUDHandle(view: container).hideMessage(id: "save")
        HUD.hideAllMessages()
        HUD.messagePosition = .top
        // Dismissing and state
        // SVProgressHUD.dismiss(), dismiss(completion:), dismiss(withDelay:), dismiss(withDelay:completion:)
        HUD.dismiss()
        HUD.dismiss(completion: { print("gone") })
        HUD.dismiss(withDelay: 1)
        HUD.dismiss(withDelay: 1) { print("gone") }
        HUD.dismiss(withDelay: 1, completion: sendableCompletion)
        // SVProgressHUDDismissCompletion
        let completion: @MainActor @Sendable () -> Void = { print("gone") }
        HUD.dismiss(withDelay: 1, completion: completion)
        // SVProgressHUD.dismiss as a value: button actions, asyncAfter(execute:)
        let hide: () -> Void = HUD.dismiss
        hide()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: HUD.dismiss)
        // SVProgressHUD.popActivity()
        HUD.popActivity()
        // SVProgressHUD.isVisible()
        if HUD.isVisible { HUD.dismiss() }
        // SVProgressHUD.appearance.displayDuration(for: "Saved")
        _ = HUD.appearance.displayDuration(for: "Saved")
        // New: dismiss with or without the fade-out, decided at hide time
        HUD.dismiss(withDelay: 1, animated: false)
        HUD.dismiss(withDelay: 1, animated: false) { dismissal in print(dismissal) }
        HUDHandle(view: container).hide(animated: false)
        HUDHandle(view: container).hide(animated: false) { dismissal in print(dismissal) }
        // New: work under the spinner, changes in place
        HUD.showWhileExecuting(status: "Working…", { print("work") }, completion: { print("done") })
        HUD.update(message: "Almost there")
        HUD.update(customView: container, status: "Offline")
        HUD.update(mode: .annularDeterminate, status: "Uploading…")
        // Settings: SVProgressHUD.setDefaultStyle(.dark) …
        HUD.style = .dark
        HUD.maskType = .black
        HUD.animationType = .native
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
        HUD.windowMode = .appWindow
        HUD.windowLevel = .alert
        HUD.hapticsEnabled = true
        HUD.motionEffectEnabled = false
        HUD.offsetFromCenter = UIOffset(horizontal: 0, vertical: 40)
        HUD.offsetFromCenter = .zero
        HUD.minimumDisplayTime = 0.5
        HUD.appearance = HUDAppearance { $0.style = .dark }
        HUD.interaction = .blockBezel
        HUD.blocksTouchesUntilHidden = true
        HUD.show(status: "Syncing…", options: HUDOptions(interaction: .blockAll))
        HUD.show(status: "Syncing…", options: HUDOptions(blocksTouchesUntilHidden: true))
        HUD.show(status: "Syncing…", options: HUDOptions(onBezelTap: { print("bezel") }, onOutsideTap: { print("out") }))
        // Notifications and constants
        _ = NotificationCenter.default.addObserver(forName: .hudDidDisappear, object: nil, queue: .main) { _ in }
        _ = [
            Notification.Name.hudWillAppear,
            Notification.Name.hudDidAppear,
            Notification.Name.hudWillDisappear,
            Notification.Name.hudDidDisappear,
            Notification.Name.hudDidReceiveTouchEvent,
            Notification.Name.hudDidTouchDownInside,
        ]
        _ = HUD.statusUserInfoKey
        HUD.show(progress: -1)
        // Enumerations
        let styles: [HUDStyle] = [HUDStyle.light, HUDStyle.dark, HUDStyle.custom, HUDStyle.automatic]
        let masks: [HUDMaskType] = [HUDMaskType.none, HUDMaskType.clear, HUDMaskType.black, HUDMaskType.gradient, HUDMaskType.custom]
        let animations: [HUDAnimationType] = [HUDAnimationType.flat, HUDAnimationType.native]
        print(styles, masks, animations)
        // Main-actor only, by design (the articles say why): from a helper, these hop to the main actor first
        Task { @MainActor in
                    // SVProgressHUD.appearance(), a scoped activity, the HUD's views, a HUD per scene, blocking work
                    let activity = HUD.beginActivity(status: "Syncing…")
                    activity.end()
                    HUDView.appearance().successImage = image
                    HUDView.appearance().errorImage = image
                    HUDView.appearance().infoImage = image
                    HUD.indicatorView = HUDProgressView(style: .pie)
                    HUD.indicatorView = HUDProgressView(style: .bar)
                    HUD.indicatorView = HUDSpinnerView()
                    let indicator: (any HUDIndicatorView)? = HUD.indicatorView
                    print(indicator as Any, HUDSpinner(), HUDProgress(value: 0.3, style: .annular))
                    HUDController(scene: scene).show(status: "On this scene")
                    HUD.controller(for: scene).dismiss()
                    HUD.showWhileBlocking(status: "Rebuilding…") { print("work") }
        }
    }

    func awaitedRows() async throws {
        // SVProgressHUD.dismiss(withDelay:completion:), awaited
        await HUD.dismissAndWait(withDelay: 1)
    }
}
