#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The ledger of the values the `UIAppearance` proxy delivered to a controller's HUD views (HUDCore's rule: the
/// latest setting wins, see `HUDAppearanceProxyLedger`).
typealias AppearanceProxyLedger = HUDAppearanceProxyLedger<AppearanceProxyValue>

/// A value the `UIAppearance` proxy delivered to a `HUDView` property, as the ledger compares it: numbers, flags,
/// sizes, colours and fonts by value (`isEqual` for colours and fonts), images by identity.
enum AppearanceProxyValue: Equatable {
    /// A length or a radius.
    case number(CGFloat)
    /// A switch.
    case flag(Bool)
    /// A size.
    case size(CGSize)
    /// A colour; `nil` for "the style's".
    case color(UIColor?)
    /// A font.
    case font(UIFont)
    /// A glyph's replacement image.
    case image(UIImage)

    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.number(let lhs), .number(let rhs)): lhs == rhs
        case (.flag(let lhs), .flag(let rhs)): lhs == rhs
        case (.size(let lhs), .size(let rhs)): lhs == rhs
        case (.color(let lhs), .color(let rhs)): lhs == rhs
        case (.font(let lhs), .font(let rhs)): lhs == rhs
        case (.image(let lhs), .image(let rhs)): lhs === rhs
        default: false
        }
    }
}
#endif  // canImport(UIKit)
