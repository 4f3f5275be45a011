#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDProgressHUD {
    /// A text of a ``HUDProgressHUD`` (MBProgressHUD's `label` and `detailsLabel`), so that `hud.label.text = …`
    /// migrates as it is: each property reads and writes a text of the view's HUD (``HUDHandle``), in place while it
    /// shows.
    ///
    /// ```objc
    /// hud.label.text = @"Uploading…";
    /// hud.detailsLabel.text = @"2 of 8";
    /// hud.detailsLabel.font = [UIFont systemFontOfSize:12];
    /// ```
    @objc(HUDProgressHUDLabel)
    @MainActor
    public final class Label: NSObject {
        private let handle: HUDHandle
        private let textPath: ReferenceWritableKeyPath<HUDHandle, String?>
        private let fontPath: ReferenceWritableKeyPath<HUDHandle, UIFont>
        private let colorPath: ReferenceWritableKeyPath<HUDHandle, HUDColor?>

        private init(
            _ handle: HUDHandle, text: ReferenceWritableKeyPath<HUDHandle, String?>,
            font: ReferenceWritableKeyPath<HUDHandle, UIFont>, color: ReferenceWritableKeyPath<HUDHandle, HUDColor?>
        ) {
            self.handle = handle
            textPath = text
            fontPath = font
            colorPath = color
        }

        /// `label`: ``HUDHandle/status``, ``HUDHandle/font`` and ``HUDHandle/contentColor``.
        static func status(of handle: HUDHandle) -> Label {
            Label(handle, text: \.status, font: \.font, color: \.contentColor)
        }

        /// `detailsLabel`: ``HUDHandle/details``, ``HUDHandle/detailsFont`` and ``HUDHandle/detailsColor``.
        static func details(of handle: HUDHandle) -> Label {
            Label(handle, text: \.details, font: \.detailsFont, color: \.detailsColor)
        }

        /// `text`: the status (``HUDHandle/status``) or the details (``HUDHandle/details``); `nil` or empty shows none.
        /// `nil` by default.
        @objc public var text: String? {
            get { handle[keyPath: textPath] }
            set { handle[keyPath: textPath] = newValue }
        }

        /// `font`: ``HUDHandle/font`` or ``HUDHandle/detailsFont``.
        @objc public var font: UIFont {
            get { handle[keyPath: fontPath] }
            set { handle[keyPath: fontPath] = newValue }
        }

        /// `textColor`: for `label`, the HUD's content colour (``HUDHandle/contentColor``, which MBProgressHUD's
        /// `contentColor` sets too: the indicator takes it as well); for `detailsLabel`, ``HUDHandle/detailsColor``.
        /// `nil` keeps the style's. `nil` by default.
        @objc public var textColor: UIColor? {
            get { handle[keyPath: colorPath].map(UIColor.init) }
            set { handle[keyPath: colorPath] = newValue.map(HUDColor.init) }
        }
    }
}
#endif  // canImport(UIKit)
