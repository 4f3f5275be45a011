#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The enumerations of the Objective-C façade, with SVProgressHUD's and MBProgressHUD's cases, each mapped to
// HUDKit's values.
extension HUDProgressHUD {
    /// `SVProgressHUDStyle`: ``HUDStyle``.
    @objc(HUDProgressHUDStyle) public enum Style: Int, Sendable {
        /// `SVProgressHUDStyleLight`.
        case light
        /// `SVProgressHUDStyleDark`.
        case dark
        /// `SVProgressHUDStyleCustom`.
        case custom
        /// `SVProgressHUDStyleAutomatic`, the default.
        case automatic

        var style: HUDStyle {
            switch self {
            case .light: .light
            case .dark: .dark
            case .custom: .custom
            case .automatic: .automatic
            }
        }
    }

    /// `SVProgressHUDMaskType`: ``HUDMaskType``.
    @objc(HUDProgressHUDMaskType) public enum MaskType: Int, Sendable {
        /// `SVProgressHUDMaskTypeNone`, the default: touches pass through.
        case none = 1
        /// `SVProgressHUDMaskTypeClear`.
        case clear
        /// `SVProgressHUDMaskTypeBlack`.
        case black
        /// `SVProgressHUDMaskTypeGradient`.
        case gradient
        /// `SVProgressHUDMaskTypeCustom`.
        case custom

        var maskType: HUDMaskType {
            switch self {
            case .none: .none
            case .clear: .clear
            case .black: .black
            case .gradient: .gradient
            case .custom: .custom
            }
        }
    }

    /// `SVProgressHUDAnimationType`: ``HUDAnimationType``.
    @objc(HUDProgressHUDAnimationType) public enum AnimationType: Int, Sendable {
        /// `SVProgressHUDAnimationTypeFlat`, the default.
        case flat
        /// `SVProgressHUDAnimationTypeNative`.
        case native

        var animationType: HUDAnimationType {
            switch self {
            case .flat: .flat
            case .native: .native
            }
        }
    }

    /// `MBProgressHUDMode`: ``HUDMode``, and a custom view.
    @objc(HUDProgressHUDMode) public enum Mode: Int, Sendable {
        /// `MBProgressHUDModeIndeterminate`, the default.
        case indeterminate
        /// `MBProgressHUDModeDeterminate`: the pie.
        case determinate
        /// `MBProgressHUDModeDeterminateHorizontalBar`.
        case determinateHorizontalBar
        /// `MBProgressHUDModeAnnularDeterminate`.
        case annularDeterminate
        /// `MBProgressHUDModeCustomView`: ``HUDProgressHUD/customView``.
        case customView
        /// `MBProgressHUDModeText`.
        case text

        /// The mode, or `nil` for a custom view.
        var mode: HUDMode? {
            switch self {
            case .indeterminate: .indeterminate
            case .determinate: .determinate
            case .determinateHorizontalBar: .determinateHorizontalBar
            case .annularDeterminate: .annularDeterminate
            case .customView: nil
            case .text: .text
            }
        }
    }
}
#endif  // canImport(UIKit)
