import Foundation

extension HUDPresenter {
    /// An appearance, its ``HUDAppearance/sanitized`` form and its ``Look``, out of line: immutable, replaced when the presenter's
    /// appearance is set.
    final class Appearances: Sendable {
        /// The appearance as it was set.
        let appearance: HUDAppearance
        /// The appearance with every invalid value replaced by its fallback.
        let sanitized: HUDAppearance
        /// What the presenter reads of the sanitized appearance.
        let look: Look

        init(_ appearance: HUDAppearance) {
            self.appearance = appearance
            sanitized = appearance.sanitized
            look = Look(sanitized: sanitized)
        }
    }
}
