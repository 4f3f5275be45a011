import Foundation

extension HUDLayout {
    /// The bezel's parts stacked top to bottom and centred: the indicator (or image), the label, the details label
    /// and the button, each present one apart from the one above it by its spacing — the label spacing below the
    /// indicator, ``detailsSpacing`` between the texts, ``buttonSpacing`` above the button.
    ///
    /// Four named parts, not an array: laying a show out allocates nothing.
    struct Stack {
        /// A value for each part, `nil` for a part that is not shown.
        struct Parts<Value> {
            /// The indicator, image or custom view.
            var indicator: Value?
            /// The status label.
            var label: Value?
            /// The details label.
            var details: Value?
            /// The button.
            var button: Value?
        }

        /// The parts' sizes.
        let parts: Parts<CGSize>
        /// The top of each shown part, from the stack's top.
        private let tops: Parts<CGFloat>
        /// The size of the whole stack: the widest part, and the parts' heights with their spacings.
        let size: CGSize

        /// Stacks `parts`, `labelSpacing` apart below the indicator.
        init(_ parts: Parts<CGSize>, labelSpacing: CGFloat = HUDLayout.labelSpacing) {
            self.parts = parts
            var cursor = Cursor(labelSpacing: labelSpacing)
            tops = Parts(
                indicator: cursor.place(parts.indicator, at: .indicator), label: cursor.place(parts.label, at: .label),
                details: cursor.place(parts.details, at: .details), button: cursor.place(parts.button, at: .button))
            size = CGSize(width: cursor.widest ?? 0, height: cursor.height)
        }

        /// Each part's frame in a bezel of `bezelSize`, the stack centred in it; `nil` for a part not shown.
        func frames(centeredIn bezelSize: CGSize) -> Parts<CGRect> {
            let top = (bezelSize.height - size.height) / 2
            func frame(_ part: CGSize?, _ partTop: CGFloat?) -> CGRect? {
                guard let part, let partTop else { return nil }
                return CGRect(
                    x: (bezelSize.width - part.width) / 2, y: top + partTop, width: part.width, height: part.height)
            }
            return Parts(
                indicator: frame(parts.indicator, tops.indicator), label: frame(parts.label, tops.label),
                details: frame(parts.details, tops.details), button: frame(parts.button, tops.button))
        }

        /// Where the parts are, in stacking order.
        private enum Slot {
            case indicator, label, details, button
        }

        /// Walks down the stack, part by part.
        private struct Cursor {
            let labelSpacing: CGFloat
            /// The height stacked so far.
            var height: CGFloat = 0
            /// The widest part so far; `nil` before the first shown part.
            var widest: CGFloat?
            /// The last shown part.
            var previous: Slot?

            /// Places `part` (if shown) below the parts placed so far, and returns its top.
            mutating func place(_ part: CGSize?, at slot: Slot) -> CGFloat? {
                guard let part else { return nil }
                if let previous { height += Self.spacing(below: previous, above: slot, labelSpacing: labelSpacing) }
                let top = height
                height += part.height
                widest = max(widest ?? part.width, part.width)
                previous = slot
                return top
            }

            /// The space between the shown parts at `upper` and `lower`.
            private static func spacing(below upper: Slot, above lower: Slot, labelSpacing: CGFloat) -> CGFloat {
                if lower == .button { return buttonSpacing }
                return upper == .indicator ? labelSpacing : detailsSpacing
            }
        }
    }

    /// A size rounded up to whole points (see ``wholePoints(_:)``).
    static func wholePoints(_ size: CGSize) -> CGSize {
        CGSize(width: wholePoints(size.width), height: wholePoints(size.height))
    }
}

extension HUDLayout.Stack.Parts: Equatable where Value: Equatable {}
