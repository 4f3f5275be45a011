import Foundation

/// What is app-wide and what belongs to one controller: the shared controller holds the app-wide settings that live
/// beside the appearance, and every controller made from it (a scene's, a view's) inherits them when it is made and
/// follows their later changes, each until that controller sets its own.
///
/// - App-wide, inherited and followed (``Setting``): the status font, the details font (their family, which the
///   appearance cannot hold) and the glyph images. The values the `UIAppearance` proxy delivered are copied when an
///   heir is made (so its first view does not deliver them again over the heir's own styling); the proxy itself
///   delivers later ones to every HUD view.
/// - Per controller: the appearance (an heir starts from a copy of the shared one), the container view, the pinned
///   scene and the indicator view.
///
/// ```swift
/// var inheritance = HUDInheritance(source: "shared")
/// inheritance.inherit("scene")
/// inheritance.changed(.font, by: "shared")  // ["scene"]: the scene's HUD takes the new font
/// inheritance.changed(.font, by: "scene")   // []: the scene keeps its own font from now on
/// inheritance.changed(.font, by: "shared")  // []
/// ```
@_spi(HUDEngine) public struct HUDInheritance<Controller: Hashable & Sendable>: Sendable {
    /// An app-wide setting an heir follows.
    public enum Setting: Hashable, CaseIterable, Sendable {
        /// The status font (its family, size and weight).
        case font
        /// The details font.
        case detailsFont
        /// The replacements of the success, error and info glyphs.
        case glyphImages

        /// The app-wide setting a write of the appearance's `keyPath` changes (``font`` for
        /// ``HUDAppearance/font``, ``detailsFont`` for ``HUDAppearance/detailsFont``), however the app spelled the
        /// write (`HUD.font`, `HUDController.font`); `nil` for every other setting, which is per controller.
        ///
        /// ```swift
        /// HUDInheritance<String>.Setting(changing: \HUDAppearance.font)          // .font
        /// HUDInheritance<String>.Setting(changing: \HUDAppearance.cornerRadius)  // nil
        /// ```
        public init?(changing keyPath: PartialKeyPath<HUDAppearance>) {
            switch keyPath {
            case \HUDAppearance.font: self = .font
            case \HUDAppearance.detailsFont: self = .detailsFont
            default: return nil
            }
        }
    }

    /// The controller whose settings are app-wide (the shared one).
    public let source: Controller
    /// The heirs, and the settings each has set itself.
    private var ownSettings: [Controller: Set<Setting>] = [:]

    /// An inheritance from `source`, with no heirs yet.
    public init(source: Controller) {
        self.source = source
    }

    /// `heir` was made from the source: it follows every ``Setting`` from now on.
    public mutating func inherit(_ heir: Controller) {
        guard heir != source else { return }
        ownSettings[heir] = []
    }

    /// `controller` changed `setting`.
    ///
    /// - Returns: When the source changed it, the heirs that follow it, which take the source's new value; none
    ///   otherwise (an heir that set it keeps its own from now on).
    public mutating func changed(_ setting: Setting, by controller: Controller) -> Set<Controller> {
        guard controller == source else {
            ownSettings[controller]?.insert(setting)
            return []
        }
        return Set(ownSettings.compactMap { $0.value.contains(setting) ? nil : $0.key })
    }

    /// Whether `heir` follows the source's `setting`.
    public func follows(_ heir: Controller, _ setting: Setting) -> Bool {
        ownSettings[heir].map { !$0.contains(setting) } ?? false
    }

    /// `heir` went away: it is never told again.
    public mutating func forget(_ heir: Controller) {
        ownSettings[heir] = nil
    }
}
