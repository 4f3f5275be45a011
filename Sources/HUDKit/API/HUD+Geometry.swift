#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The sizes of the shared HUD, in SVProgressHUD's and MBProgressHUD's names (margin, spacing, square bezel): each
// reads and writes `HUDController.shared.appearance`, and a change restyles a HUD on screen; the defaults keep
// SVProgressHUD's look. The "Sizes and geometry" topic of the HUD page.
extension HUD {
    /// The smallest bezel size. `.zero` by default.
    public nonisolated static var minimumSize: CGSize {
        get { read { $0.appearance.minimumSize } }
        set { write { $0.appearance.minimumSize = newValue } }
    }

    /// Space between the bezel's edges and its content, in points (MBProgressHUD's `margin`); negative or
    /// non-finite acts as `0`. `12` by default.
    ///
    /// ```swift
    /// HUD.margin = 20
    /// ```
    public nonisolated static var margin: CGFloat {
        get { read { $0.appearance.margin } }
        set { write { $0.appearance.margin = newValue } }
    }

    /// Space between the indicator (or image) and the label, in points; negative or non-finite acts as `0`. `8` by
    /// default.
    public nonisolated static var labelSpacing: CGFloat {
        get { read { $0.appearance.labelSpacing } }
        set { write { $0.appearance.labelSpacing = newValue } }
    }

    /// Whether the bezel is square, as high as it is wide (MBProgressHUD's `square`). `false` by default.
    public nonisolated static var isSquare: Bool {
        get { read { $0.appearance.isSquare } }
        set { write { $0.appearance.isSquare = newValue } }
    }

    /// Bezel corner radius. `14` by default.
    public nonisolated static var cornerRadius: CGFloat {
        get { read { $0.appearance.cornerRadius } }
        set { write { $0.appearance.cornerRadius = newValue } }
    }

    /// Bezel border width. `0` by default.
    public nonisolated static var borderWidth: CGFloat {
        get { read { $0.appearance.borderWidth } }
        set { write { $0.appearance.borderWidth = newValue } }
    }

    /// Line width of the ring and the spinner. `2` by default.
    public nonisolated static var ringThickness: CGFloat {
        get { read { $0.appearance.ringThickness } }
        set { write { $0.appearance.ringThickness = newValue } }
    }

    /// Radius of the ring and the spinner when there is a status. `18` by default.
    public nonisolated static var ringRadius: CGFloat {
        get { read { $0.appearance.ringRadius } }
        set { write { $0.appearance.ringRadius = newValue } }
    }

    /// Radius of the ring and the spinner without a status. `24` by default.
    public nonisolated static var ringNoTextRadius: CGFloat {
        get { read { $0.appearance.ringNoTextRadius } }
        set { write { $0.appearance.ringNoTextRadius = newValue } }
    }

    /// Size of the success/error/info/custom image. 28×28 by default.
    public nonisolated static var imageViewSize: CGSize {
        get { read { $0.appearance.imageViewSize } }
        set { write { $0.appearance.imageViewSize = newValue } }
    }

    /// Offset of the bezel's centre from its default position. `.zero` by default.
    public nonisolated static var offsetFromCenter: UIOffset {
        get { read { UIOffset($0.appearance.offsetFromCenter) } }
        set { write { $0.appearance.offsetFromCenter = HUDOffset(newValue) } }
    }

    /// Puts the bezel back at its default position (``offsetFromCenter`` `.zero`).
    ///
    /// ```swift
    /// HUD.resetOffsetFromCenter()
    /// ```
    public nonisolated static func resetOffsetFromCenter() {
        offsetFromCenter = .zero
    }
}
#endif  // canImport(UIKit)
