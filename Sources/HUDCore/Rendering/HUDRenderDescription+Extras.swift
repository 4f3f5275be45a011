import Foundation

extension HUDRenderDescription {
    /// The parts of a frame that most frames leave out: ``image``, ``details``, ``button`` and ``customView``.
    struct ExtraParts: Equatable, Sendable {
        var image: Image?
        var details: Label?
        var button: Button?
        var customView: CustomView?

        /// Whether every part is left out. Matched as patterns: `== nil` would pick the `Equatable` overload and
        /// compare whole parts.
        var isEmpty: Bool {
            guard case .none = image, case .none = details, case .none = button, case .none = customView else {
                return false
            }
            return true
        }
    }

    /// ``ExtraParts`` out of line: an immutable box, replaced (never changed) when a part changes, and equal to
    /// another when their parts are.
    final class Extras: Equatable, Sendable {
        /// The parts.
        let parts: ExtraParts

        /// A box for `parts`, or `nil` when every part is left out (checked before a box is allocated: a
        /// failable class initializer would allocate first).
        static func boxing(_ parts: ExtraParts) -> Extras? {
            parts.isEmpty ? nil : Extras(parts)
        }

        private init(_ parts: ExtraParts) {
            self.parts = parts
        }

        static func == (lhs: Extras, rhs: Extras) -> Bool {
            lhs === rhs || lhs.parts == rhs.parts
        }
    }
}
