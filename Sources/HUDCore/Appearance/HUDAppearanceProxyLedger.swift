import Foundation

/// The `UIAppearance` rule between the proxy and the other spellings of a setting: the latest setting wins.
///
/// UIKit delivers a proxy value (`HUDView.appearance().ringThickness = 4`) to every HUD view when it moves to a
/// window, and again each time a kept one moves to a window anew, long after the app set it. Written each time, a
/// static setting made after the proxy (`HUD.ringThickness = 6`) would be undone by the next HUD view. The ledger
/// remembers, per setting, the value the proxy delivered last, so that:
/// - a delivery is written into the appearance only when the proxy had not delivered that value for that setting
///   before (``takes(_:for:)``): a new proxy setting wins over an earlier static one;
/// - a static setting never goes through the ledger: it is written at once and stays until the proxy delivers a
///   value it had not delivered before, so a static setting wins over an earlier proxy one;
/// - each setting stands alone, and a ledger copied into another HUD (a view's controller, made from the window
///   HUD's appearance) does not write the values that appearance already holds.
///
/// A setting is named by its `Key`: in HUDKit, the setting's key path (`\HUDAppearance.ringThickness`, or the
/// `HUDView` property of an image), so a new setting needs no entry here. `Value` is what the kit compares
/// deliveries by (the `UIColor`, `UIFont`, number or size the proxy delivered; images by identity).
///
/// ```swift
/// var ledger = HUDAppearanceProxyLedger<AnyKeyPath, Double>()
/// ledger.takes(4, for: \HUDAppearance.ringThickness)  // true: write it
/// ledger.takes(4, for: \HUDAppearance.ringThickness)  // false: the next HUD view delivers it again
/// ledger.takes(5, for: \HUDAppearance.ringThickness)  // true: the app set the proxy anew
/// ```
package struct HUDAppearanceProxyLedger<Key: Hashable, Value: Equatable> {
    /// The value the proxy delivered last for each setting it delivered.
    private var delivered: [Key: Value] = [:]

    /// Creates a ledger in which the proxy delivered nothing yet.
    package init() {}

    /// Records that the proxy delivered `value` for `setting` and says whether to write it: `true` unless it is
    /// the value the proxy delivered for `setting` last time.
    ///
    /// - Parameters:
    ///   - value: The delivered value.
    ///   - setting: The setting the proxy delivered it for.
    /// - Returns: Whether to write `value` into the appearance.
    @discardableResult
    package mutating func takes(_ value: Value, for setting: Key) -> Bool {
        if delivered[setting] == value { return false }
        delivered[setting] = value
        return true
    }
}

extension HUDAppearanceProxyLedger: Equatable {}
extension HUDAppearanceProxyLedger: Sendable where Key: Sendable, Value: Sendable {}
