import Foundation

/// The status label's font: a Dynamic Type text style with the point size it has at the default content size.
///
/// HUDKit builds a `UIFont` scaled by `UIFontMetrics(forTextStyle:)`; on Linux the approximate text measurer
/// multiplies ``pointSize`` by the environment's font scale.
///
/// ```swift
/// HUD.appearance.font = HUDFont(textStyle: .headline, pointSize: 17, weight: .semibold)
/// ```
public struct HUDFont: Hashable, Sendable {
    /// The Dynamic Type text styles of iOS.
    public enum TextStyle: String, CaseIterable, Sendable {
        /// `UIFont.TextStyle.largeTitle`, 34 pt at the default size.
        case largeTitle
        /// `UIFont.TextStyle.title1`, 28 pt.
        case title1
        /// `UIFont.TextStyle.title2`, 22 pt.
        case title2
        /// `UIFont.TextStyle.title3`, 20 pt.
        case title3
        /// `UIFont.TextStyle.headline`, 17 pt semibold.
        case headline
        /// `UIFont.TextStyle.body`, 17 pt.
        case body
        /// `UIFont.TextStyle.callout`, 16 pt.
        case callout
        /// `UIFont.TextStyle.subheadline`, 15 pt.
        case subheadline
        /// `UIFont.TextStyle.footnote`, 13 pt.
        case footnote
        /// `UIFont.TextStyle.caption1`, 12 pt.
        case caption1
        /// `UIFont.TextStyle.caption2`, 11 pt.
        case caption2
    }

    /// Font weights, as `UIFont.Weight`.
    public enum Weight: String, CaseIterable, Sendable {
        /// `UIFont.Weight.regular`.
        case regular
        /// `UIFont.Weight.medium`.
        case medium
        /// `UIFont.Weight.semibold`.
        case semibold
        /// `UIFont.Weight.bold`.
        case bold
    }

    /// The text style whose Dynamic Type scaling the font follows. `.subheadline` by default.
    public var textStyle: TextStyle
    /// The point size at the default content size (Large); non-finite or non-positive sizes, given to the
    /// initializer or assigned, become 1. `15` by default.
    public var pointSize: Double {
        didSet { pointSize = Self.valid(pointSize) }
    }
    /// The weight. `.regular` by default.
    public var weight: Weight

    /// Creates a font.
    public init(textStyle: TextStyle, pointSize: Double, weight: Weight = .regular) {
        self.textStyle = textStyle
        self.pointSize = Self.valid(pointSize)
        self.weight = weight
    }

    /// SVProgressHUD's font: the subheadline text style at 15 pt.
    public static let subheadline = HUDFont(textStyle: .subheadline, pointSize: 15)
    /// The details label's font: the footnote text style at 13 pt.
    public static let footnote = HUDFont(textStyle: .footnote, pointSize: 13)

    private static func valid(_ pointSize: Double) -> Double {
        pointSize.isFinite && pointSize > 0 ? pointSize : 1
    }
}
