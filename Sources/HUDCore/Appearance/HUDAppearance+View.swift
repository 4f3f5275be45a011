import Foundation

extension HUDAppearance {
    /// The appearance a HUD shown in a view starts from: this one (the window HUD's), with a ``HUDMaskType/none``
    /// mask turned into ``HUDMaskType/clear``, so that the HUD blocks touches to its view as MBProgressHUD's does
    /// while the window HUD keeps SVProgressHUD's pass-through `.none`. Every other mask, and every other setting,
    /// stays.
    ///
    /// To let touches through to one view, set its HUD's mask back to `.none`: for every show in the view with
    /// `HUD.controller(in:).appearance.maskType = .none`, for one presentation with `hud.maskType = .none` on the
    /// view's `HUDHandle`, or with `HUDOptions(maskType: .none)` for one show.
    ///
    /// ```swift
    /// HUDAppearance().inView.maskType                          // .clear
    /// HUDAppearance { $0.maskType = .black }.inView.maskType   // .black
    /// ```
    public var inView: HUDAppearance {
        var copy = self
        if !copy.maskType.blocksTouches { copy.maskType = .clear }
        return copy
    }
}
