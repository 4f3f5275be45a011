import Foundation

extension HUDLayout {
    /// The lengths of an appearance that the layout reads, sanitized and scaled for Dynamic Type once: a small value
    /// the layout and ``textRoom(bounds:safeAreaInsets:keyboardHeight:content:appearance:fontScale:buttonSize:)``
    /// share, so that a frame does not copy and sanitize the whole ``HUDAppearance`` for each.
    struct Metrics: Equatable, Sendable {
        /// How much the indicator and the image grow (``indicatorScale(fontScale:)``).
        var scale: CGFloat
        /// The ring's line width, scaled.
        var ringThickness: CGFloat
        /// The ring's radius with a label, not scaled.
        var ringRadius: CGFloat
        /// The ring's radius without a label, not scaled.
        var ringNoTextRadius: CGFloat
        /// The image's size, scaled and rounded.
        var imageViewSize: CGSize
        /// The space between the content and the label.
        var labelSpacing: CGFloat
        /// The space between the bezel's edges and its content.
        var margin: CGFloat
        /// The size the bezel does not shrink below.
        var minimumSize: CGSize
        /// Whether the bezel is square.
        var isSquare: Bool
        /// The bezel's offset from its place.
        var offsetFromCenter: HUDOffset
        /// The display's pixels per point, whose grid the parts' origins land on.
        var displayScale: CGFloat

        /// The metrics of `appearance`, which must be ``HUDAppearance/sanitized`` already, at `fontScale`, on a
        /// display of `displayScale` pixels per point.
        init(sanitized appearance: HUDAppearance, fontScale: CGFloat, displayScale: CGFloat = 1) {
            let scale = HUDLayout.indicatorScale(fontScale: fontScale)
            self.scale = scale
            ringThickness = appearance.ringThickness * scale
            ringRadius = appearance.ringRadius
            ringNoTextRadius = appearance.ringNoTextRadius
            let image = appearance.imageViewSize
            imageViewSize =
                scale == 1
                ? image : CGSize(width: (image.width * scale).rounded(), height: (image.height * scale).rounded())
            labelSpacing = appearance.labelSpacing
            margin = appearance.margin
            minimumSize = appearance.minimumSize
            isSquare = appearance.isSquare
            offsetFromCenter = appearance.offsetFromCenter
            self.displayScale = displayScale
        }

        /// These metrics with the bezel never smaller than `steadySize` either; a non-finite or negative side of the
        /// larger counts as `0`, as a sanitized minimum size would.
        func holding(_ steadySize: CGSize) -> Metrics {
            var metrics = self
            metrics.minimumSize = CGSize(
                width: HUDLayout.finiteLength(max(minimumSize.width, steadySize.width)),
                height: HUDLayout.finiteLength(max(minimumSize.height, steadySize.height)))
            return metrics
        }
    }
}
