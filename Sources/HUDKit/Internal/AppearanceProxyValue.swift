#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The ledger of the values the `UIAppearance` proxy delivered to a controller's HUD views (HUDCore's rule: the
/// latest setting wins, see `HUDAppearanceProxyLedger`), keyed by each setting's key path.
typealias AppearanceProxyLedger = HUDAppearanceProxyLedger<AnyKeyPath, AppearanceProxyValue>

/// A value the `UIAppearance` proxy delivered to a `HUDView` property, as the ledger compares it: by value (`isEqual`
/// for colours and fonts), or by identity for an image.
struct AppearanceProxyValue: Equatable {
    /// Whether a value delivered later is this one.
    private let matches: (AppearanceProxyValue) -> Bool
    /// The delivered value.
    private let value: Any

    /// A value compared by `==`.
    init<Value: Equatable>(_ value: Value) {
        self.value = value
        matches = { ($0.value as? Value) == value }
    }

    /// An object compared by identity.
    init(identityOf object: AnyObject) {
        value = object
        matches = { ($0.value as AnyObject) === object }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.matches(rhs)
    }
}
#endif  // canImport(UIKit)
