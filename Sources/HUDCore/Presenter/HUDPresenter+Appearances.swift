import Foundation

extension HUDPresenter {
    /// An appearance and its ``HUDAppearance/sanitized`` form, out of line: immutable, replaced when the presenter's
    /// appearance is set.
    final class Appearances: Sendable {
        /// The appearance as it was set.
        let appearance: HUDAppearance
        /// The appearance with every invalid value replaced by its fallback.
        let sanitized: HUDAppearance

        init(_ appearance: HUDAppearance) {
            self.appearance = appearance
            sanitized = appearance.sanitized
        }
    }
}
