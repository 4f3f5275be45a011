import HUDKit
import UIKit

// The snippets of the documentation comments of the looks beyond SVProgressHUD's and MBProgressHUD's defaults (the
// bezel's shadow, the ring easing between values, drawn glyphs, the pop transition and the blurred mask), as they
// appear there, so that the iOS build type-checks them. Nothing calls these functions.

@MainActor
private func looks() {
    HUD.bezelShadow = HUDShadow(color: HUDColor(white: 0, alpha: 0.3), radius: 8, offset: HUDOffset(vertical: 2))
    HUD.animatesProgress = true
    HUD.drawsGlyphs = true
    HUD.showSuccess(status: "Saved")
    HUD.transition = .pop
    HUD.maskType = .blur
}
