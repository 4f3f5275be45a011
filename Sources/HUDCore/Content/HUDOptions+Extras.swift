import Foundation

extension HUDOptions {
    /// The settings of ``HUDOptions`` that most presentations leave out: ``details``, ``button``, ``onBezelTap``,
    /// ``onOutsideTap`` and ``accessibilityLabel``.
    struct ExtraValues: Hashable, Sendable {
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

    /// ``ExtraValues`` out of line: an immutable box, replaced (never changed) when a setting changes, and equal to
    /// another when their values are.
    final class Extras: Hashable, Sendable {
        /// The settings.
        let values: ExtraValues

        /// A box for `values`, or `nil` when every setting is left out (checked before a box is allocated: a
        /// failable class initializer would allocate first).
        static func boxing(_ values: ExtraValues) -> Extras? {
            values.isEmpty ? nil : Extras(values)
        }

        private init(_ values: ExtraValues) {
            self.values = values
        }

        static func == (lhs: Extras, rhs: Extras) -> Bool {
            lhs === rhs || lhs.values == rhs.values
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(values)
        }
    }
}
