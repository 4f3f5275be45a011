import Foundation

/// Parts of a value that most instances leave out, kept out of line in a ``HUDOutOfLine`` box.
protocol HUDOutOfLineParts: Sendable {
    /// No part at all.
    init()
    /// Whether every part is left out (then no box is made).
    var isEmpty: Bool { get }
}

/// Parts kept out of line: an immutable box, replaced (never changed) when a part changes, made only when some part
/// is there, and equal to another when their parts are. It keeps a value that carries it small to copy (options,
/// contents, effects, frames) without `@unchecked Sendable`.
final class HUDOutOfLine<Parts: HUDOutOfLineParts>: Sendable {
    /// The parts.
    let parts: Parts

    private init(_ parts: Parts) {
        self.parts = parts
    }

    /// A box for `parts`, or `nil` when every part is left out (checked before a box is allocated: a failable class
    /// initializer would allocate first).
    static func boxing(_ parts: Parts) -> HUDOutOfLine? {
        parts.isEmpty ? nil : HUDOutOfLine(parts)
    }

    /// The parts of `box` (none when `nil`) changed by `change`, in a new box, or `nil` when every part is left out.
    static func changing(_ box: HUDOutOfLine?, _ change: (inout Parts) -> Void) -> HUDOutOfLine? {
        var parts = box?.parts ?? Parts()
        change(&parts)
        return boxing(parts)
    }
}

extension HUDOutOfLine: Equatable where Parts: Equatable {
    static func == (lhs: HUDOutOfLine, rhs: HUDOutOfLine) -> Bool {
        lhs === rhs || lhs.parts == rhs.parts
    }
}

extension HUDOutOfLine: Hashable where Parts: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(parts)
    }
}
