import Foundation

extension HUDOptions {
    /// The settings of ``HUDOptions`` that most presentations leave out: ``details``, ``button``, ``onBezelTap``,
    /// ``onOutsideTap`` and ``accessibilityLabel``.
    struct ExtraValues: Hashable, HUDOutOfLineParts {
        var details: String?
        var button: HUDButton?
        var onBezelTap: TapAction?
        var onOutsideTap: TapAction?
        var accessibilityLabel: String?

        /// Whether every setting is left out. Matched as patterns: `== nil` would pick the `Equatable` overload and
        /// compare whole values.
        var isEmpty: Bool {
            guard case .none = details, case .none = button, case .none = onBezelTap, case .none = onOutsideTap,
                case .none = accessibilityLabel
            else { return false }
            return true
        }
    }

}
