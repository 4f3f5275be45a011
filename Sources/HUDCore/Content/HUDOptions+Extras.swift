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

        /// Whether every setting is left out.
        var isEmpty: Bool {
            details == nil && button == nil && onBezelTap == nil && onOutsideTap == nil && accessibilityLabel == nil
        }
    }

    /// ``ExtraValues`` out of line: an immutable box, replaced (never changed) when a setting changes, and equal to
    /// another when their values are.
    final class Extras: Hashable, Sendable {
        /// The settings.
        let values: ExtraValues

        /// A box for `values`, or `nil` when every setting is left out.
        init?(_ values: ExtraValues) {
            guard !values.isEmpty else { return nil }
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
