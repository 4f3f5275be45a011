import Foundation

// The drawing parts of the determinate styles other than the ring (``HUDProgressStyle``).
extension HUDRenderDescription {
    /// How the ends of a stroked arc are drawn.
    public enum LineCap: String, Hashable, Sendable {
        /// Half a line width of round end beyond the arc.
        case round
        /// The arc ends square, where it ends.
        case butt
        /// The arc ends square, half a line width beyond where it ends (MBProgressHUD's annular progress).
        case square
    }

    /// A progress pie: a circle outline and, inside it, a filled sector from 12 o'clock clockwise to `strokeEnd`.
    /// The outline is drawn in ``trackColor``, so an empty pie reads as empty (a faint circle), not as a full ring.
    ///
    /// HUDKit draws the sector as a circle of radius `fillRadius / 2` stroked `fillRadius` wide, so that a tick only
    /// sets `strokeEnd`.
    public struct Pie: Equatable, Sendable {
        /// Centre in bezel coordinates.
        public var center: CGPoint
        /// Radius of the outline's centre line.
        public var radius: CGFloat
        /// The outline's width.
        public var lineWidth: CGFloat
        /// The radius of the sector, inside the outline with a gap of half a line width.
        public var fillRadius: CGFloat
        /// The sector's colour.
        public var color: HUDColor
        /// Fraction of the disc filled, `0...1`.
        public var strokeEnd: Double
        /// The outline's colour: the foreground at ``HUDRenderDescription/annularTrackAlpha``. ``color`` when
        /// created with the memberwise initializer.
        public var trackColor: HUDColor

        /// The colour the outline is drawn in: ``trackColor`` while the pie fills, ``color`` once it is full, so a
        /// finished pie is one solid shape with no faint halo around it.
        public var outlineColor: HUDColor {
            strokeEnd >= 1 ? color : trackColor
        }

        /// Creates a pie; its outline is in `color` until ``trackColor`` is set.
        public init(
            center: CGPoint, radius: CGFloat, lineWidth: CGFloat, fillRadius: CGFloat, color: HUDColor,
            strokeEnd: Double
        ) {
            self.center = center
            self.radius = radius
            self.lineWidth = lineWidth
            self.fillRadius = fillRadius
            self.color = color
            self.strokeEnd = strokeEnd
            self.trackColor = color
        }
    }

    /// A horizontal progress bar: a rounded outline and, inside it, a rounded fill from the leading edge: the left,
    /// or the right when ``direction`` is right to left (as `UIProgressView` fills in Arabic and Hebrew).
    ///
    /// The fill's full extent is ``fillFrame``; at `strokeEnd` `f > 0` it is `h + f × (w − h)` wide (`h`, `w`: the
    /// fill frame's height and width), as a line of width `h` with round ends stroked to `f` draws it; at `0`
    /// nothing is filled.
    public struct Bar: Equatable, Sendable {
        /// The outline's outer frame in bezel coordinates.
        public var frame: CGRect
        /// The outline's width.
        public var lineWidth: CGFloat
        /// The outline's and the fill's colour.
        public var color: HUDColor
        /// Fraction of the bar filled, `0...1`.
        public var strokeEnd: Double
        /// Where the fill starts: the left for `.leftToRight`, the right for `.rightToLeft`. `.leftToRight` by
        /// default.
        public var direction: HUDTextDirection = .leftToRight

        /// Creates a bar.
        public init(frame: CGRect, lineWidth: CGFloat, color: HUDColor, strokeEnd: Double) {
            self.frame = frame
            self.lineWidth = lineWidth
            self.color = color
            self.strokeEnd = strokeEnd
        }

        /// The frame the fill takes at `1`: the outline's frame inset by the line width and a 1 pt gap.
        public var fillFrame: CGRect {
            let inset = min(lineWidth + 1, frame.height / 2)
            return frame.insetBy(dx: inset, dy: inset)
        }

        /// The outline's corner radius: half its height, so its ends are round.
        public var cornerRadius: CGFloat { frame.height / 2 }
    }
}

extension HUDRenderDescription {
    /// The alpha of the annular ring's track, drawn in the foreground image colour: `0.25`, clearly visible
    /// (the thin ring's is ``trackAlpha``).
    public static let annularTrackAlpha = 0.25

    /// The drawing of a determinate progress at `fraction` in `style`, in the content box `box`, with the style's
    /// constants (``HUDProgressStyle/Drawing``):
    ///
    /// - The ring: radius and line width of the layout, round ends, a track at ``trackAlpha``.
    /// - The annular ring: twice the line width with the same outer edge (so the same box), butt ends, a track at
    ///   ``annularTrackAlpha``.
    /// - The pie: the ring's outline in the track colour at ``annularTrackAlpha``, so that 0 % is a faint circle.
    /// - The bar: ``HUDLayout/barSize`` (120 × 10) centred in its box, an outline of the ring's line width up to
    ///   2 pt, filling from the leading edge of `direction`.
    static func progress(
        _ fraction: Double, style: HUDProgressStyle, in box: CGRect, layout: HUDLayout, color: HUDColor,
        direction: HUDTextDirection = .leftToRight
    ) -> Indicator {
        let frame: CGRect
        switch style.rules.drawing {
        case .ring, .pie:
            frame = box
        case .bar(let size, _):
            frame = CGRect(
                x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
        }
        return progress(
            fraction, style: style, in: frame, radius: layout.ringRadius, lineWidth: layout.ringThickness,
            color: color, direction: direction)
    }

    /// The part of a determinate `style` filled to `fraction`, centred in `box` (a bar fills it, from the leading
    /// edge of `direction`), its ring of `radius` and `width`.
    static func progress(
        _ fraction: Double, style: HUDProgressStyle, in box: CGRect, radius: CGFloat, lineWidth width: CGFloat,
        color: HUDColor, direction: HUDTextDirection = .leftToRight
    ) -> Indicator {
        let center = CGPoint(x: box.midX, y: box.midY)
        switch style.rules.drawing {
        case .ring(let scale, let lineCap, let trackAlpha):
            return .ring(
                Ring(
                    center: center, radius: radius - (scale - 1) * width / 2, lineWidth: scale * width,
                    trackColor: color.withAlpha(trackAlpha), color: color, strokeEnd: fraction, lineCap: lineCap))
        case .pie(let trackAlpha):
            var pie = Pie(
                center: center, radius: radius, lineWidth: width, fillRadius: max(radius - width, 0), color: color,
                strokeEnd: fraction)
            pie.trackColor = color.withAlpha(trackAlpha)
            return .pie(pie)
        case .bar(_, let maximumLineWidth):
            var bar = Bar(frame: box, lineWidth: min(width, maximumLineWidth), color: color, strokeEnd: fraction)
            bar.direction = direction
            return .bar(bar)
        }
    }

    /// The same frame with only the progress's `strokeEnd` changed (no relayout), whatever its style; unchanged
    /// when the indicator shows no progress.
    ///
    /// `fraction` is clamped to `0...1` (so `±∞` give `0` and `1`); NaN keeps the current value.
    ///
    /// ```swift
    /// let next = render.updatingProgress(0.6)
    /// ```
    public func updatingProgress(_ fraction: Double) -> HUDRenderDescription {
        var copy = self
        copy.updateProgress(fraction)
        return copy
    }

    /// Changes only the progress's `strokeEnd` in place, as ``updatingProgress(_:)`` does, without copying the
    /// frame (a progress tick's hot path).
    ///
    /// - Returns: Whether the `strokeEnd` changed; `false` for NaN, the same value, or an indicator without
    ///   progress.
    @discardableResult
    public mutating func updateProgress(_ fraction: Double) -> Bool {
        guard !fraction.isNaN, let current = indicator.strokeEnd else { return false }
        let value = min(max(fraction, 0), 1)
        guard current != value else { return false }
        indicator.strokeEnd = value
        if accessibility.progressPercent != nil { accessibility.progressPercent = Self.percent(of: value) }
        return true
    }

    /// Moves the progress in place, as ``updateProgress(_:)`` does, and answers that tick's part changes
    /// (``HUDPartChanges/tick(_:previousPercent:)``), read from this frame where it is, without a copy of it: what a
    /// host does with its frame for ``HUDHosting/moveProgress(to:)``.
    ///
    /// - Returns: The changes to apply with this frame; `nil` when the `strokeEnd` did not move.
    public mutating func tick(to fraction: Double) -> HUDPartChanges? {
        let percent = accessibility.progressPercent
        guard updateProgress(fraction) else { return nil }
        return .tick(self, previousPercent: percent)
    }
}
