import HUDKit
import UIKit

// The Objective-C façade (`HUDProgressHUD`) from an Objective-C-style call site: each line below is the Swift spelling
// of the Objective-C call in its comment, and each `#selector` checks that the selector the migration articles name
// is exposed to Objective-C under exactly that name. The iOS build type-checks them; nothing calls these functions.

@MainActor
private func svProgressHUDShapedCalls(image: UIImage) {
    HUDProgressHUD.show()  // [HUDProgressHUD show];
    HUDProgressHUD.show(withStatus: "Loading…")  // [HUDProgressHUD showWithStatus:@"Loading…"];
    HUDProgressHUD.showProgress(0.4)  // [HUDProgressHUD showProgress:0.4];
    HUDProgressHUD.showProgress(0.4, status: "Uploading…")  // [HUDProgressHUD showProgress:0.4 status:@"Uploading…"];
    HUDProgressHUD.showSuccess(withStatus: "Saved")  // [HUDProgressHUD showSuccessWithStatus:@"Saved"];
    HUDProgressHUD.showError(withStatus: "Failed")  // [HUDProgressHUD showErrorWithStatus:@"Failed"];
    HUDProgressHUD.showInfo(withStatus: "Note")  // [HUDProgressHUD showInfoWithStatus:@"Note"];
    HUDProgressHUD.show(image, status: "Starred")  // [HUDProgressHUD showImage:image status:@"Starred"];
    HUDProgressHUD.setStatus("Almost done")  // [HUDProgressHUD setStatus:@"Almost done"];
    HUDProgressHUD.popActivity()  // [HUDProgressHUD popActivity];
    HUDProgressHUD.dismiss()  // [HUDProgressHUD dismiss];
    HUDProgressHUD.dismiss(completion: { print("gone") })  // [HUDProgressHUD dismissWithCompletion:^{ … }];
    HUDProgressHUD.dismiss(withDelay: 1)  // [HUDProgressHUD dismissWithDelay:1];
    HUDProgressHUD.dismiss(withDelay: 1) { print("gone") }  // [HUDProgressHUD dismissWithDelay:1 completion:^{ … }];
    _ = HUDProgressHUD.isVisible()  // [HUDProgressHUD isVisible];
    HUDProgressHUD.setDefaultStyle(.dark)  // [HUDProgressHUD setDefaultStyle:HUDProgressHUDStyleDark];
    HUDProgressHUD.setDefaultMaskType(.black)  // [HUDProgressHUD setDefaultMaskType:HUDProgressHUDMaskTypeBlack];
    HUDProgressHUD.setDefaultAnimationType(.native)  // … HUDProgressHUDAnimationTypeNative];
    HUDProgressHUD.setForegroundColor(.white)  // [HUDProgressHUD setForegroundColor:UIColor.whiteColor];
    HUDProgressHUD.setBackgroundColor(.black)  // [HUDProgressHUD setBackgroundColor:UIColor.blackColor];
    HUDProgressHUD.setMinimumDismissTimeInterval(1)  // [HUDProgressHUD setMinimumDismissTimeInterval:1];
    HUDProgressHUD.setSuccessImage(image)  // [HUDProgressHUD setSuccessImage:image];
}

@MainActor
private func mbProgressHUDShapedCalls(view: UIView) {
    let hud = HUDProgressHUD.showHUDAdded(to: view, animated: true)  // [HUDProgressHUD showHUDAddedTo:view animated:YES];
    hud.mode = .annularDeterminate  // hud.mode = HUDProgressHUDModeAnnularDeterminate;
    hud.progress = 0.5  // hud.progress = 0.5;
    hud.label.text = "Uploading…"  // hud.label.text = @"Uploading…";
    hud.detailsLabel.text = "2 of 8"  // hud.detailsLabel.text = @"2 of 8";
    hud.customView = UIImageView(image: UIImage(systemName: "checkmark"))  // hud.customView = …;
    hud.mode = .customView  // hud.mode = HUDProgressHUDModeCustomView;
    hud.hide(animated: true, afterDelay: 1)  // [hud hideAnimated:YES afterDelay:1];
    hud.hide(animated: false)  // [hud hideAnimated:NO];
    HUDProgressHUD.hideHUD(for: view, animated: true)  // [HUDProgressHUD hideHUDForView:view animated:YES];
    _ = HUDProgressHUD.hud(for: view)  // [HUDProgressHUD HUDForView:view];
}

/// The Objective-C selectors the migration articles name, checked by the compiler.
@MainActor private var objectiveCSelectors: [Selector] {
    [
    #selector(HUDProgressHUD.show as () -> Void),
    #selector(HUDProgressHUD.show(withStatus:)),
    #selector(HUDProgressHUD.showProgress(_:) as (Float) -> Void),
    #selector(HUDProgressHUD.showProgress(_:status:)),
    #selector(HUDProgressHUD.showSuccess(withStatus:)),
    #selector(HUDProgressHUD.showError(withStatus:)),
    #selector(HUDProgressHUD.showInfo(withStatus:)),
    #selector(HUDProgressHUD.dismiss(withDelay:completion:)),
    #selector(HUDProgressHUD.setDefaultStyle(_:)),
    #selector(HUDProgressHUD.setDefaultMaskType(_:)),
    #selector(HUDProgressHUD.showHUDAdded(to:animated:)),
    #selector(HUDProgressHUD.hideHUD(for:animated:)),
    #selector(HUDProgressHUD.hide(animated:)),
        #selector(HUDProgressHUD.hide(animated:afterDelay:)),
    ]
}
