#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// MBProgressHUD's per-instance settings: each reads and writes the settings of this object's view's HUD (`HUDHandle`,
// `HUDHandle+Settings.swift`) and restyles it at once; the texts, the button, the bezel and the background are the
// part objects (`label`, `detailsLabel`, `button`, `bezelView`, `backgroundView`).
extension HUDProgressHUD {
    /// `MBProgressMaxOffset`: an ``offset`` coordinate that puts the bezel at that edge of the view.
    ///
    /// ```objc
    /// hud.offset = CGPointMake(0, HUDProgressHUD.maxOffset);
    /// ```
    @objc public nonisolated static let maxOffset: CGFloat = 1_000_000

    /// `graceTime`: ``HUDHandle/graceTimeInterval``, used by the next show. `0` by default.
    @objc public var graceTime: TimeInterval {
        get { handle?.graceTimeInterval ?? 0 }
        set { handle?.graceTimeInterval = newValue }
    }

    /// `minShowTime`: ``HUDHandle/minimumDisplayTime``. `0` by default.
    @objc public var minShowTime: TimeInterval {
        get { handle?.minimumDisplayTime ?? 0 }
        set { handle?.minimumDisplayTime = newValue }
    }

    /// `offset`: how far the bezel moves from its centred place (``HUDHandle/position``: ``HUDPosition/center`` moved
    /// by it); the bezel stays inside the view's safe area, so ``maxOffset`` puts it at that edge. `CGPointZero` by
    /// default.
    @objc public var offset: CGPoint {
        get { handle?.position.map { CGPoint(x: $0.offset.horizontal, y: $0.offset.vertical) } ?? .zero }
        set { handle?.position = .center.offset(horizontal: newValue.x, vertical: newValue.y) }
    }

    /// `square`: ``HUDHandle/isSquare``. `NO` by default.
    @objc public var square: Bool {
        get { handle?.isSquare ?? false }
        set { handle?.isSquare = newValue }
    }

    /// `margin`: ``HUDHandle/margin``. `12` by default.
    @objc public var margin: CGFloat {
        get { handle?.margin ?? 12 }
        set { handle?.margin = newValue }
    }

    /// `minSize`: ``HUDHandle/minimumSize``. `CGSizeZero` by default.
    @objc public var minSize: CGSize {
        get { handle?.minimumSize ?? .zero }
        set { handle?.minimumSize = newValue }
    }

    /// `contentColor`: ``HUDHandle/contentColor``, the colour of the texts and the indicator; `nil` keeps the style's.
    /// `nil` by default.
    @objc public var contentColor: UIColor? {
        get { handle?.contentColor.map(UIColor.init) }
        set { handle?.contentColor = newValue.map(HUDColor.init) }
    }
}
#endif  // canImport(UIKit)
