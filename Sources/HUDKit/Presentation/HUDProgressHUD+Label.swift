#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDProgressHUD {
    /// A text of a ``HUDProgressHUD`` (MBProgressHUD's `label` and `detailsLabel`), so that `hud.label.text = …`
    /// migrates as it is: each property reads and writes a text of the view's HUD (``ViewHUD``), in place while it
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
        private let handle: ViewHUD
        private let textPath: ReferenceWritableKeyPath<ViewHUD, String?>
        private let fontPath: ReferenceWritableKeyPath<ViewHUD, UIFont>
        private let colorPath: ReferenceWritableKeyPath<ViewHUD, HUDColor?>

        private init(
            _ handle: ViewHUD, text: ReferenceWritableKeyPath<ViewHUD, String?>,
            font: ReferenceWritableKeyPath<ViewHUD, UIFont>, color: ReferenceWritableKeyPath<ViewHUD, HUDColor?>
        ) {
            self.handle = handle
            textPath = text
            fontPath = font
            colorPath = color
        }

        /// `label`: ``ViewHUD/status``, ``ViewHUD/font`` and ``ViewHUD/contentColor``.
        static func status(of handle: ViewHUD) -> Label {
            Label(handle, text: \.status, font: \.font, color: \.contentColor)
        }

        /// `detailsLabel`: ``ViewHUD/details``, ``ViewHUD/detailsFont`` and ``ViewHUD/detailsColor``.
        static func details(of handle: ViewHUD) -> Label {
            Label(handle, text: \.details, font: \.detailsFont, color: \.detailsColor)
        }

        /// `text`: the status (``ViewHUD/status``) or the details (``ViewHUD/details``); `nil` or empty shows none.
        /// `nil` by default.
        @objc public var text: String? {
            get { handle[keyPath: textPath] }
            set { handle[keyPath: textPath] = newValue }
        }

        /// `font`: ``ViewHUD/font`` or ``ViewHUD/detailsFont``.
        @objc public var font: UIFont {
            get { handle[keyPath: fontPath] }
            set { handle[keyPath: fontPath] = newValue }
        }

        /// `textColor`: for `label`, the HUD's content colour (``ViewHUD/contentColor``, which MBProgressHUD's
        /// `contentColor` sets too: the indicator takes it as well); for `detailsLabel`, ``ViewHUD/detailsColor``.
        /// `nil` keeps the style's. `nil` by default.
        @objc public var textColor: UIColor? {
            get { handle[keyPath: colorPath].map(UIColor.init) }
            set { handle[keyPath: colorPath] = newValue.map(HUDColor.init) }
        }
    }
}
#endif  // canImport(UIKit)
