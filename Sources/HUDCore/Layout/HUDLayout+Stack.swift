import Foundation

extension HUDLayout {
    /// The bezel's parts stacked top to bottom and centred: the indicator (or image), the label, the details label
    /// and the button, each present one apart from the one above it by its spacing — the label spacing below the
    /// indicator, ``detailsSpacing`` between the texts, ``buttonSpacing`` above the button.
    struct Stack {
        /// The parts' sizes in stacking order, `nil` for a part that is not shown.
        let parts: [CGSize?]
        /// The top of each shown part, from the stack's top.
        private let tops: [CGFloat?]
        /// The size of the whole stack: the widest part, and the parts' heights with their spacings.
        let size: CGSize

        /// Stacks `parts` (indicator, label, details, button), `labelSpacing` apart below the indicator.
        init(_ parts: [CGSize?], labelSpacing: CGFloat = HUDLayout.labelSpacing) {
            self.parts = parts
            var tops: [CGFloat?] = []
            var height: CGFloat = 0
            var previous: Int?
            for (index, part) in parts.enumerated() {
                guard let part else {
                    tops.append(nil)
                    continue
                }
                if let previous { height += Self.spacing(below: previous, above: index, labelSpacing: labelSpacing) }
                tops.append(height)
                height += part.height
                previous = index
            }
            self.tops = tops
            size = CGSize(width: parts.compactMap { $0?.width }.max() ?? 0, height: height)
        }

        /// Each part's frame in a bezel of `bezelSize`, the stack centred in it; `nil` for a part not shown.
        func frames(centeredIn bezelSize: CGSize) -> [CGRect?] {
            let top = (bezelSize.height - size.height) / 2
            return zip(parts, tops).map { part, partTop in
                guard let part, let partTop else { return nil }
                return CGRect(
                    x: (bezelSize.width - part.width) / 2, y: top + partTop, width: part.width, height: part.height)
            }
        }

        /// The space between the shown parts at `upper` and `lower` (indices into indicator, label, details,
        /// button).
        private static func spacing(below upper: Int, above lower: Int, labelSpacing: CGFloat) -> CGFloat {
            if lower == 3 { return buttonSpacing }
            return upper == 0 ? labelSpacing : detailsSpacing
        }
    }

    /// A size rounded up to whole points (see ``wholePoints(_:)``).
    static func wholePoints(_ size: CGSize) -> CGSize {
        CGSize(width: wholePoints(size.width), height: wholePoints(size.height))
    }
}
