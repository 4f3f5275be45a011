#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDProgressHUD {
    /// The bezel or the background of a ``HUDProgressHUD`` (MBProgressHUD's `bezelView` and `backgroundView`), so that
    /// `hud.bezelView.color = …` migrates as it is: each property reads and writes a setting of the view's HUD
    /// (``HUDHandle/appearance``) and restyles it at once.
    ///
    /// ```objc
    /// hud.bezelView.style = HUDProgressHUDBackgroundStyleSolidColor;
    /// hud.bezelView.color = UIColor.blackColor;
    /// hud.backgroundView.color = [UIColor colorWithWhite:0 alpha:0.1];
    /// ```
    @objc(HUDProgressHUDBackgroundView)
    @MainActor
    public final class BackgroundView: NSObject {
        /// `MBProgressHUDBackgroundStyle`.
        @objc(HUDProgressHUDBackgroundStyle) public enum Style: Int, Sendable {
            /// `MBProgressHUDBackgroundStyleSolidColor`: ``color`` alone.
            case solidColor
            /// `MBProgressHUDBackgroundStyleBlur`: a blur under ``color``.
            case blur
        }

        private let handle: HUDHandle
        private let colorPath: WritableKeyPath<HUDAppearance, HUDColor?> & Sendable
        private let blurPath: WritableKeyPath<HUDAppearance, Bool> & Sendable

        private init(
            _ handle: HUDHandle, color: WritableKeyPath<HUDAppearance, HUDColor?> & Sendable,
            blur: WritableKeyPath<HUDAppearance, Bool> & Sendable
        ) {
            self.handle = handle
            colorPath = color
            blurPath = blur
        }

        /// `bezelView`: ``HUDHandle/bezelColor`` and ``HUDHandle/bezelMaterial``.
        static func bezel(of handle: HUDHandle) -> BackgroundView {
            BackgroundView(handle, color: \.bezelColor, blur: \.bezelViewIsBlurred)
        }

        /// `backgroundView`: the mask behind the bezel (``HUDHandle/maskType``, ``HUDHandle/backgroundLayerColor``).
        static func background(of handle: HUDHandle) -> BackgroundView {
            BackgroundView(handle, color: \.backgroundViewColor, blur: \.backgroundViewIsBlurred)
        }

        /// `color`: for `bezelView`, the bezel's colour (``HUDHandle/bezelColor``; `nil` keeps the style's); for
        /// `backgroundView`, the colour over the view behind the bezel (the ``HUDMaskType/custom`` mask in that
        /// colour; `nil`, the default, is the clear mask, which blocks touches). `nil` by default.
        @objc public var color: UIColor? {
            get { handle.setting(colorPath).map(UIColor.init) }
            set { handle.set(colorPath, newValue.map(HUDColor.init)) }
        }

        /// `style`: for `bezelView`, whether the bezel has a material (``HUDHandle/bezelMaterial``: `.solidColor` is
        /// ``HUDBezelMaterial/none``); for `backgroundView`, whether the view behind the bezel is blurred (the
        /// ``HUDMaskType/blur`` mask). `.blur` for the bezel and `.solidColor` for the background by default.
        @objc public var style: Style {
            get { handle.setting(blurPath) ? .blur : .solidColor }
            set { handle.set(blurPath, newValue == .blur) }
        }
    }
}
#endif  // canImport(UIKit)
