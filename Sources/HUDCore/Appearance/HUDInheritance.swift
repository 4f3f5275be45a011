import Foundation

/// What is app-wide and what belongs to one controller: the shared controller holds the app-wide settings, and every
/// controller made from it (a scene's, a view's) inherits them when it is made and follows their later changes, each
/// until that controller sets its own.
///
/// - App-wide, inherited and followed (``Setting``): the status font, the details font (their family, which the
///   appearance cannot hold) and the glyph images, by every heir; the appearance (`HUD`'s static style and timing
///   settings) by a scene's window HUD only: a view's HUD starts from the in-view variant of the shared appearance
///   (``HUDAppearance/inView``), and its view-wide defaults are set on its own controller.
/// - The values the `UIAppearance` proxy delivered are copied when an heir is made (so its first view does not
///   deliver them again over the heir's own styling); the proxy itself delivers later ones to every HUD view.
/// - Per controller: the container view, the pinned scene and the indicator view.
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
        /// The appearance: every style and timing setting (``HUDAppearance``), as a whole; an heir that sets any of
        /// it keeps its own from then on.
        case appearance

        /// What a view's HUD follows: everything but the appearance.
        public static var ofAView: Set<Setting> { [.font, .detailsFont, .glyphImages] }

        /// The app-wide setting a write of the appearance's `keyPath` changes (``font`` for
        /// ``HUDAppearance/font``, ``detailsFont`` for ``HUDAppearance/detailsFont``), however the app spelled the
        /// write (`HUD.font`, `HUDController.font`); `nil` for every other key path (every write also changes
        /// ``appearance``, which only a scene's window HUD follows).
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
    /// The heirs, and the settings each follows.
    private var followed: [Controller: Set<Setting>] = [:]

    /// An inheritance from `source`, with no heirs yet.
    public init(source: Controller) {
        self.source = source
    }

    /// `heir` was made from the source: it follows `settings` from now on.
    ///
    /// - Parameters:
    ///   - heir: A scene's or a view's controller.
    ///   - settings: What it follows: every ``Setting`` (a scene's window HUD) by default; ``Setting/ofAView`` for a
    ///     view's HUD.
    public mutating func inherit(_ heir: Controller, following settings: Set<Setting> = Set(Setting.allCases)) {
        guard heir != source else { return }
        followed[heir] = settings
    }

    /// `controller` changed `setting`.
    ///
    /// - Returns: When the source changed it, the heirs that follow it, which take the source's new value; none
    ///   otherwise (an heir that set it keeps its own from now on).
    public mutating func changed(_ setting: Setting, by controller: Controller) -> Set<Controller> {
        guard controller == source else {
            followed[controller]?.remove(setting)
            return []
        }
        return Set(followed.compactMap { $0.value.contains(setting) ? $0.key : nil })
    }

    /// Whether `heir` follows the source's `setting`.
    public func follows(_ heir: Controller, _ setting: Setting) -> Bool {
        followed[heir]?.contains(setting) ?? false
    }

    /// `heir` went away: it is never told again.
    public mutating func forget(_ heir: Controller) {
        followed[heir] = nil
    }
}
