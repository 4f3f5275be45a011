#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Every conversion between HUDCore's platform-neutral values and UIKit/Core Graphics lives in this file.

extension UIColor {
    /// The sRGB colour `color` describes.
    ///
    /// ```swift
    /// let tint = UIColor(HUD.appearance.backgroundLayerColor)
    /// ```
    /// - Parameter color: The colour.
    public convenience init(_ color: HUDColor) {
        self.init(
            red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
            alpha: CGFloat(color.alpha))
    }
}

extension HUDColor {
    /// The colour's sRGB components, a dynamic colour resolved for the current trait collection; a colour without
    /// RGB components (a pattern) becomes `.clear`: how a `UIColor` goes into a ``HUDAppearance`` or a ``HUDHandle``
    /// setting.
    ///
    /// ```swift
    /// HUD.appearance.bezelColor = HUDColor(UIColor.systemIndigo)
    /// ```
    /// - Parameter color: The colour; a dynamic one is resolved for `UITraitCollection.current`.
    public init(_ color: UIColor) {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard color.resolvedColor(with: .current).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
            self = .clear
            return
        }
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension HUDFont.TextStyle {
    /// The UIKit text style.
    var uiTextStyle: UIFont.TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title1: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .body: .body
        case .callout: .callout
        case .subheadline: .subheadline
        case .footnote: .footnote
        case .caption1: .caption1
        case .caption2: .caption2
        }
    }

    /// The text style of a UIKit text style, `nil` for one HUDFont does not know.
    init?(_ style: UIFont.TextStyle) {
        guard let match = Self.allCases.first(where: { $0.uiTextStyle == style }) else { return nil }
        self = match
    }
}

extension HUDFont.Weight {
    /// The UIKit weight.
    var uiWeight: UIFont.Weight {
        switch self {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
    }

    /// The heaviest of HUDFont's weights that `weight` reaches (`.black` is `.bold`, `.light` is `.regular`).
    init(_ weight: UIFont.Weight) {
        self = Self.allCases.last { $0.uiWeight.rawValue <= weight.rawValue } ?? .regular
    }
}

extension HUDFont {
    /// The font `font` describes: its text style (`.body`, whose scaling `UIFontMetrics.default` uses, when it has
    /// none), its size at the default content size category and its weight.
    init(_ font: UIFont) {
        let descriptor = font.fontDescriptor
        let style = (descriptor.object(forKey: .textStyle) as? String).map(UIFont.TextStyle.init(rawValue:))
        let traits = descriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        let weight = (traits?[.weight] as? CGFloat).map(UIFont.Weight.init(rawValue:)) ?? .regular
        let defaultSize = style.map {
            UIFontDescriptor.preferredFontDescriptor(
                withTextStyle: $0, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)
            ).pointSize
        }
        self.init(
            textStyle: style.flatMap(TextStyle.init) ?? .body, pointSize: Double(defaultSize ?? font.pointSize),
            weight: Weight(weight))
    }

    /// The system font of this size and weight, before Dynamic Type scaling.
    var systemFont: UIFont {
        UIFont.systemFont(ofSize: CGFloat(pointSize), weight: weight.uiWeight)
    }

    /// The Dynamic Type metrics of the font's text style.
    var metrics: UIFontMetrics {
        UIFontMetrics(forTextStyle: textStyle.uiTextStyle)
    }
}

extension HUDOffset {
    /// The offset of a `UIOffset`.
    init(_ offset: UIOffset) {
        self.init(horizontal: offset.horizontal, vertical: offset.vertical)
    }
}

extension UIOffset {
    /// The `UIOffset` of an offset.
    init(_ offset: HUDOffset) {
        self.init(horizontal: offset.horizontal, vertical: offset.vertical)
    }
}

extension HUDEdgeInsets {
    /// The insets of `UIEdgeInsets`.
    init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension HUDEnvironment.ColorScheme {
    /// Dark for `.dark`, light otherwise (`.unspecified` included).
    init(_ style: UIUserInterfaceStyle) {
        self = style == .dark ? .dark : .light
    }
}

extension UIUserInterfaceStyle {
    /// The style of a colour scheme; `.unspecified` (follow the app) for none.
    init(_ scheme: HUDEnvironment.ColorScheme?) {
        switch scheme {
        case .light: self = .light
        case .dark: self = .dark
        case nil: self = .unspecified
        }
    }
}
extension HUDScenePreference.Activation {
    /// The same activation state (an unknown future state counts as unattached).
    init(_ state: UIScene.ActivationState) {
        switch state {
        case .foregroundActive: self = .foregroundActive
        case .foregroundInactive: self = .foregroundInactive
        case .background: self = .background
        case .unattached: self = .unattached
        @unknown default: self = .unattached
        }
    }
}

extension HUDRenderDescription.Material {
    /// The blur under the bezel's fill; `nil` for no material.
    @MainActor var blurEffect: UIBlurEffect? {
        switch self {
        case .none: nil
        case .light: UIBlurEffect(style: .systemMaterialLight)
        case .dark: UIBlurEffect(style: .systemMaterialDark)
        }
    }
}

extension NSWritingDirection {
    /// The writing direction of a paragraph HUDCore decided.
    init(_ direction: HUDTextDirection) {
        switch direction {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}

extension HUDHaptic {
    /// The feedback type of `UINotificationFeedbackGenerator`.
    var feedbackType: UINotificationFeedbackGenerator.FeedbackType {
        switch self {
        case .success: .success
        case .error: .error
        case .warning: .warning
        }
    }
}

extension UIWindow.Level {
    /// The level of HUDAppearance's `windowLevel`.
    init(_ level: Double) {
        self.init(rawValue: CGFloat(level))
    }
}

extension CGRect {
    /// The centre point, for setting a view's `center` (its `frame` is undefined while it is scaled).
    var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// The rectangle's size at the origin, for setting a view's `bounds`.
    var sizeAtOrigin: CGRect { CGRect(origin: .zero, size: size) }
}
extension HUDRenderDescription.LineCap {
    /// The shape layer's line cap.
    var shapeLayerLineCap: CAShapeLayerLineCap {
        switch self {
        case .round: .round
        case .butt: .butt
        case .square: .square
        }
    }
}
extension NSTextAlignment {
    /// The alignment of a label HUDCore laid out: `.natural` (the paragraph's leading edge) for a leading one.
    init(_ alignment: HUDRenderDescription.Label.Alignment) {
        switch alignment {
        case .center: self = .center
        case .leading: self = .natural
        }
    }
}
#endif  // canImport(UIKit)
