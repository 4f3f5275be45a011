import HUDKit
import UIKit

/// What a failed request does in many apps: a blocking HUD is up, and a "Retry?" alert is presented over the app
/// while it still shows. Its Stop button dismisses the HUD.
@MainActor
enum RetryAlert {
    /// Shows a blocking HUD and presents the alert on the app's topmost view controller a second later.
    static func showOverBlockingHUD() {
        HUD.show(status: "Loading…", options: HUDOptions(maskType: .black))
        let alert = UIAlertController(title: "Retry?", message: "The request failed.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stop", style: .cancel) { _ in HUD.dismiss() })
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
            var top = scene?.keyWindow?.rootViewController
            while let presented = top?.presentedViewController { top = presented }
            top?.present(alert, animated: true)
        }
    }
}
