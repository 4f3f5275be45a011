#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The progress view's style for Objective-C, which cannot see `HUDProgressStyle` (a Swift struct).
extension HUDProgressView {
    /// ``HUDProgressStyle`` in Objective-C: `HUDProgressViewStyleRing`, `…Annular`, `…Pie`, `…Bar`.
    @objc(HUDProgressViewStyle) public enum ObjectiveCStyle: Int, CaseIterable, Sendable {
        /// ``HUDProgressStyle/ring``.
        case ring
        /// ``HUDProgressStyle/annular`` (MBProgressHUD's `MBRoundProgressView` with `annular = YES`).
        case annular
        /// ``HUDProgressStyle/pie`` (MBProgressHUD's `MBRoundProgressView`).
        case pie
        /// ``HUDProgressStyle/bar`` (MBProgressHUD's `MBBarProgressView`).
        case bar

        var style: HUDProgressStyle {
            switch self {
            case .ring: .ring
            case .annular: .annular
            case .pie: .pie
            case .bar: .bar
            }
        }
    }

    /// `-initWithStyle:`: a progress view drawn in `style`, from Objective-C.
    ///
    /// ```objc
    /// HUDProgressView *pie = [[HUDProgressView alloc] initWithStyle:HUDProgressViewStylePie];
    /// pie.progress = 0.4;
    /// ```
    /// - Parameter style: How the progress is drawn.
    @objc(initWithStyle:) public convenience init(objectiveCStyle style: ObjectiveCStyle) {
        self.init(style: style.style)
    }

    /// `style` in Objective-C: ``style``. `HUDProgressViewStyleRing` by default.
    @objc(style) public var objectiveCStyle: ObjectiveCStyle {
        get { ObjectiveCStyle.allCases.first { $0.style == style } ?? .ring }
        set { style = newValue.style }
    }
}
#endif  // canImport(UIKit)
