import Foundation

/// The `UIAppearance` rule between the proxy and the static settings: the latest setting wins.
///
/// UIKit delivers a proxy value (`HUDView.appearance().ringThickness = 4`) to every HUD view when it moves to a
/// window, and again each time a kept one moves to a window anew, long after the app set it. Written each time, a
/// static setting made after the proxy (`HUD.ringThickness = 6`) would be undone by the next HUD view. The ledger
/// remembers, per ``Property``, the value the proxy delivered last, so that:
/// - a delivery is written into the appearance only when the proxy had not delivered that value for that property
///   before (``takes(_:for:)``): a new proxy setting wins over an earlier static one;
/// - a static setting never goes through the ledger: it is written at once and stays until the proxy delivers a
///   value it had not delivered before, so a static setting wins over an earlier proxy one;
/// - each property stands alone, and a ledger copied into another HUD (a view's controller, made from the window
///   HUD's appearance) does not write the values that appearance already holds.
///
/// `Value` is what the kit compares deliveries by (in HUDKit, the `UIColor`, `UIFont`, number or image the proxy
/// delivered; images by identity).
///
/// ```swift
/// var ledger = HUDAppearanceProxyLedger<Double>()
/// ledger.takes(4, for: .ringThickness)  // true: write it
/// ledger.takes(4, for: .ringThickness)  // false: the next HUD view delivers it again; a static setting stands
/// ledger.takes(5, for: .ringThickness)  // true: the app set the proxy anew
/// ```
package struct HUDAppearanceProxyLedger<Value: Equatable> {
    /// The `HUDView` properties the `UIAppearance` proxy sets.
    public enum Property: String, CaseIterable, Hashable, Sendable {
        /// `ringThickness`.
        case ringThickness
        /// `ringRadius`.
        case ringRadius
        /// `ringNoTextRadius`.
        case ringNoTextRadius
        /// `cornerRadius`.
        case cornerRadius
        /// `borderWidth`.
        case borderWidth
        /// `borderColor`.
        case borderColor
        /// `foregroundColor`.
        case foregroundColor
        /// `foregroundImageColor`.
        case foregroundImageColor
        /// `backgroundLayerColor`.
        case backgroundLayerColor
        /// `font`.
        case font
        /// `imageViewSize`.
        case imageViewSize
        /// `minimumSize`.
        case minimumSize
        /// `margin`.
        case margin
        /// `labelSpacing`.
        case labelSpacing
        /// `isSquare`.
        case isSquare
        /// `bezelColor`.
        case bezelColor
        /// `contentColor`.
        case contentColor
        /// `detailsFont`.
        case detailsFont
        /// `detailsColor`.
        case detailsColor
        /// `tintsCustomView`.
        case tintsCustomView
        /// `successImage`.
        case successImage
        /// `errorImage`.
        case errorImage
        /// `infoImage`.
        case infoImage
    }

    /// The value the proxy delivered last for each property it delivered.
    private var delivered: [Property: Value] = [:]

    /// Creates a ledger in which the proxy delivered nothing yet.
    public init() {}

    /// Records that the proxy delivered `value` for `property` and says whether to write it: `true` unless it is
    /// the value the proxy delivered for `property` last time.
    ///
    /// - Parameters:
    ///   - value: The delivered value.
    ///   - property: The property the proxy delivered it for.
    /// - Returns: Whether to write `value` into the appearance.
    @discardableResult
    public mutating func takes(_ value: Value, for property: Property) -> Bool {
        if delivered[property] == value { return false }
        delivered[property] = value
        return true
    }
}

extension HUDAppearanceProxyLedger: Equatable {}
extension HUDAppearanceProxyLedger: Sendable where Value: Sendable {}
