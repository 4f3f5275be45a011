#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// A `HUDAppearance` setting's value and its UIKit spelling: a `HUDColor` is a `UIColor`, a `HUDOffset` a
/// `UIOffset`, a `HUDFont` a `UIFont`, and a length, size, switch, duration or count is itself. ``HUD``'s settings and
/// ``HUDView``'s `UIAppearance` properties read and write every setting through it (`HUDController[spelled:]`,
/// `HUDView[proxied:]`), so a new setting of an existing type needs no conversion of its own.
@MainActor
protocol AppearanceSetting {
    /// The UIKit type an app reads and writes.
    associatedtype Spelling
    /// The UIKit spelling of this value; `fonts` draws a font the app set in its own family.
    func spelling(fonts: StatusFont) -> Spelling
    /// The value of `spelling`; `fonts` keeps the family of a font the app set.
    init(spelling: Spelling, fonts: StatusFont)
}

/// A setting an app reads and writes as it is stored.
protocol AppearanceSettingSpelledAsItself: AppearanceSetting where Spelling == Self {}

extension AppearanceSettingSpelledAsItself {
    func spelling(fonts: StatusFont) -> Self { self }
    init(spelling: Self, fonts: StatusFont) { self = spelling }
}

extension CGFloat: AppearanceSettingSpelledAsItself {}
extension Double: AppearanceSettingSpelledAsItself {}
extension Int: AppearanceSettingSpelledAsItself {}
extension Bool: AppearanceSettingSpelledAsItself {}
extension CGSize: AppearanceSettingSpelledAsItself {}

extension HUDColor: AppearanceSetting {
    func spelling(fonts: StatusFont) -> UIColor { UIColor(self) }
    init(spelling: UIColor, fonts: StatusFont) { self.init(spelling) }
}

extension HUDOffset: AppearanceSetting {
    func spelling(fonts: StatusFont) -> UIOffset { UIOffset(self) }
    init(spelling: UIOffset, fonts: StatusFont) { self.init(spelling) }
}

extension HUDFont: AppearanceSetting {
    func spelling(fonts: StatusFont) -> UIFont { fonts.unscaled(self) }
    init(spelling: UIFont, fonts: StatusFont) { self = fonts.set(spelling) }
}

extension Optional: AppearanceSetting where Wrapped: AppearanceSetting {
    func spelling(fonts: StatusFont) -> Wrapped.Spelling? { map { $0.spelling(fonts: fonts) } }
    init(spelling: Wrapped.Spelling?, fonts: StatusFont) { self = spelling.map { Wrapped(spelling: $0, fonts: fonts) } }
}
#endif  // canImport(UIKit)
