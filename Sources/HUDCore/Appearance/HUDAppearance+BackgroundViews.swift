import Foundation

// MBProgressHUD's `bezelView` and `backgroundView` (a colour and a solid or blurred style each) as the appearance's
// settings, for the Objective-C façade (`HUDProgressHUD.BackgroundView` in HUDKit).
extension HUDAppearance {
    /// MBProgressHUD's `backgroundView.color`: a colour over the container behind the bezel is the ``HUDMaskType/custom``
    /// mask in that colour (``backgroundLayerColor``); `nil` is the ``HUDMaskType/clear`` mask, which draws nothing
    /// and blocks touches as MBProgressHUD's does. Reads `nil` for every mask but `.custom`.
    package var backgroundViewColor: HUDColor? {
        get { maskType == .custom ? backgroundLayerColor : nil }
        set {
            guard let newValue else {
                maskType = .clear
                return
            }
            maskType = .custom
            backgroundLayerColor = newValue
        }
    }

    /// MBProgressHUD's `backgroundView.style` set to `MBProgressHUDBackgroundStyleBlur`: the ``HUDMaskType/blur``
    /// mask. Setting `false` turns a blurred mask back into the clear one and leaves any other mask alone.
    package var backgroundViewIsBlurred: Bool {
        get { maskType == .blur }
        set {
            if newValue {
                maskType = .blur
            } else if maskType == .blur {
                maskType = .clear
            }
        }
    }

    /// MBProgressHUD's `bezelView.style` set to `MBProgressHUDBackgroundStyleBlur`: a bezel with a material (any
    /// ``bezelMaterial`` but ``HUDBezelMaterial/none``). Setting `true` keeps a material already chosen and gives a
    /// solid bezel ``HUDBezelMaterial/automatic``; `false` is ``HUDBezelMaterial/none``, the bezel colour alone.
    package var bezelViewIsBlurred: Bool {
        get { bezelMaterial != .none }
        set {
            guard newValue != bezelViewIsBlurred else { return }
            bezelMaterial = newValue ? .automatic : .none
        }
    }
}
