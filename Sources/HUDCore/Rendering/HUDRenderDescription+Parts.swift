import Foundation

extension HUDRenderDescription {
    /// The layer behind the bezel.
    public enum Mask: Equatable, Sendable {
        /// Nothing drawn.
        case none
        /// A solid fill of the whole canvas (`.clear` mask: a clear fill).
        case fill(HUDColor)
        /// A radial gradient from `inner` at `center` to `outer` at `radius`, `outer` beyond.
        case radialGradient(center: CGPoint, radius: CGFloat, inner: HUDColor, outer: HUDColor)
        /// The app blurred by a system material (``HUDMaskType/blur``).
        case blur(Material)
    }

    /// The material behind the bezel's fill.
    public enum Material: String, Hashable, Sendable {
        /// No material: the fill alone (custom style, Reduce Transparency).
        case none
        /// The light system material (`UIBlurEffect.Style.systemMaterialLight`).
        case light
        /// The dark system material (`UIBlurEffect.Style.systemMaterialDark`).
        case dark
    }

    /// The rounded rectangle that holds the content.
    public struct Bezel: Equatable, Sendable {
        /// Frame in the container's coordinates.
        public var frame: CGRect
        /// Corner radius.
        public var cornerRadius: CGFloat
        /// Colour drawn over the material.
        public var fill: HUDColor
        /// Material under the fill.
        public var material: Material
        /// Border colour.
        public var borderColor: HUDColor
        /// Border width (0: none).
        public var borderWidth: CGFloat
        /// The shadow under the bezel (``HUDPalette/shadow``). ``HUDShadow/none`` by default.
        public var shadow: HUDShadow = .none

        /// Creates a bezel.
        public init(
            frame: CGRect, cornerRadius: CGFloat, fill: HUDColor, material: Material, borderColor: HUDColor,
            borderWidth: CGFloat
        ) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.fill = fill
            self.material = material
            self.borderColor = borderColor
            self.borderWidth = borderWidth
        }
    }

    /// A progress ring: a faint full-circle track and an arc from 12 o'clock clockwise to `strokeEnd`.
    public struct Ring: Equatable, Sendable {
        /// Centre in bezel coordinates.
        public var center: CGPoint
        /// Radius of the stroke's centre line.
        public var radius: CGFloat
        /// Stroke width.
        public var lineWidth: CGFloat
        /// Track colour (the foreground image colour at 0.1 alpha).
        public var trackColor: HUDColor
        /// Ring colour.
        public var color: HUDColor
        /// Fraction of the circle drawn, `0...1`.
        public var strokeEnd: Double
        /// The ends of the arc: round for the ring, butt (square) for the annular ring.
        public var lineCap: LineCap
        /// How long a change of ``strokeEnd`` animates (``HUDAppearance/animatesProgress``); `0` jumps. `0` by
        /// default.
        public var animationDuration: TimeInterval = 0

        /// Creates a ring; its ends are round unless `lineCap` says otherwise.
        public init(
            center: CGPoint, radius: CGFloat, lineWidth: CGFloat, trackColor: HUDColor, color: HUDColor,
            strokeEnd: Double, lineCap: LineCap = .round
        ) {
            self.center = center
            self.radius = radius
            self.lineWidth = lineWidth
            self.trackColor = trackColor
            self.color = color
            self.strokeEnd = strokeEnd
            self.lineCap = lineCap
        }
    }

    /// The flat spinner: an arc masked by the rotating angle mask, with animated stroke start and end.
    public struct Spinner: Equatable, Sendable {
        /// Centre in bezel coordinates.
        public var center: CGPoint
        /// Radius of the stroke's centre line.
        public var radius: CGFloat
        /// Stroke width.
        public var lineWidth: CGFloat
        /// Stroke colour.
        public var color: HUDColor
        /// Arc start angle in radians (3π/2).
        public var startAngle: Double
        /// Arc end angle in radians (π/2 + 5π).
        public var endAngle: Double
        /// `strokeStart` animates from `lowerBound` to `upperBound` (0.015 → 0.515).
        public var strokeStart: ClosedRange<Double>
        /// `strokeEnd` animates from `lowerBound` to `upperBound` (0.485 → 0.985).
        public var strokeEnd: ClosedRange<Double>
        /// Duration of one stroke animation cycle in seconds (1).
        public var strokeDuration: TimeInterval
        /// Duration of one full turn of the mask in seconds (1).
        public var rotationDuration: TimeInterval

        /// Creates a spinner.
        public init(
            center: CGPoint, radius: CGFloat, lineWidth: CGFloat, color: HUDColor, startAngle: Double,
            endAngle: Double, strokeStart: ClosedRange<Double>, strokeEnd: ClosedRange<Double>,
            strokeDuration: TimeInterval, rotationDuration: TimeInterval
        ) {
            self.center = center
            self.radius = radius
            self.lineWidth = lineWidth
            self.color = color
            self.startAngle = startAngle
            self.endAngle = endAngle
            self.strokeStart = strokeStart
            self.strokeEnd = strokeEnd
            self.strokeDuration = strokeDuration
            self.rotationDuration = rotationDuration
        }
    }

    /// The image of an image HUD.
    public struct Image: Equatable, Sendable {
        /// Which image.
        public var kind: HUDImage
        /// Frame in bezel coordinates.
        public var frame: CGRect
        /// Template tint, or `nil` to draw the image's own colours (`shouldTintImages` off).
        public var tint: HUDColor?
        /// How long the bundled glyph takes to draw itself stroke by stroke when it appears
        /// (``HUDAppearance/drawsGlyphs``); `0` shows it at once, as does an app's image. `0` by default.
        public var drawDuration: TimeInterval = 0

        /// Creates an image.
        public init(kind: HUDImage, frame: CGRect, tint: HUDColor?) {
            self.kind = kind
            self.frame = frame
            self.tint = tint
        }
    }

    /// The status label.
    public struct Label: Equatable, Sendable {
        /// The full status text.
        public var text: String
        /// The measured lines (see ``HUDTextMeasurement/lines``).
        public var lines: [String]
        /// Frame in bezel coordinates.
        public var frame: CGRect
        /// Text colour.
        public var color: HUDColor
        /// The font before Dynamic Type scaling.
        public var font: HUDFont
        /// The point size after Dynamic Type scaling.
        public var pointSize: CGFloat
        /// The paragraph's base direction, from the text's first strong character (``HUDTextDirection/init(of:)``).
        public var direction: HUDTextDirection
        /// Where the lines sit in the frame: centred in a HUD, at the leading edge in a message. `.center` by
        /// default.
        public var alignment: Alignment = .center

        /// Creates a label; `direction` is the text's own (``HUDTextDirection/init(of:)``) when `nil`, the default.
        public init(
            text: String, lines: [String], frame: CGRect, color: HUDColor, font: HUDFont, pointSize: CGFloat,
            direction: HUDTextDirection? = nil
        ) {
            self.text = text
            self.lines = lines
            self.frame = frame
            self.color = color
            self.font = font
            self.pointSize = pointSize
            self.direction = direction ?? HUDTextDirection(of: text)
        }
    }

    /// The appear and disappear animations of the whole HUD.
    public struct Transition: Equatable, Sendable {
        /// Fade-in duration.
        public var appearDuration: TimeInterval
        /// The bezel's scale when the fade-in starts (1.3; 1 with Reduce Motion). Alpha goes 0 → 1.
        public var appearFromScale: CGFloat
        /// Fade-out duration.
        public var disappearDuration: TimeInterval
        /// The bezel's scale when the fade-out ends (1/1.3; 1 with Reduce Motion). Alpha goes 1 → 0.
        public var disappearToScale: CGFloat
        /// How long the bezel takes to change size in place while it shows (a longer status, a spinner turning into
        /// a checkmark): ``HUDRenderDescription/resizeAnimationDuration``, `0` with Reduce Motion. `0` by default.
        public var resizeDuration: TimeInterval = 0
        /// The damping ratio of the spring the bezel's scale settles on as it appears: below `1` it overshoots its
        /// size a little before it settles (``HUDTransition/pop``); `1` eases out without overshoot. `1` by default.
        public var appearDamping: Double = 1

        /// Creates a transition.
        public init(
            appearDuration: TimeInterval, appearFromScale: CGFloat, disappearDuration: TimeInterval,
            disappearToScale: CGFloat
        ) {
            self.appearDuration = appearDuration
            self.appearFromScale = appearFromScale
            self.disappearDuration = disappearDuration
            self.disappearToScale = disappearToScale
        }
    }

    /// What assistive technologies see.
    public struct Accessibility: Equatable, Sendable {
        /// The element's label: the status and details, or what the HUD shows when it has no text ("Loading",
        /// "Success", "Error", "Info", the app's image), as HUDKit puts it into words.
        public var label: HUDAnnouncement
        /// The element's value while it shows a determinate progress: the fraction in whole percent, `0...100`
        /// (HUDKit reads it as a localized percentage, "40 %"); `nil` otherwise.
        public var progressPercent: Int?
        /// Whether the overlay is `accessibilityViewIsModal`: a blocking mask that nothing covers
        /// (``HUDEnvironment/isCovered``).
        public var isModal: Bool
        /// The accessibility identifier, `"HUD"`.
        public var identifier: String
        /// Whether the bezel is one element or a container of its summary and its controls, in reading order
        /// (``HUDRenderDescription/accessibilityStructure(bezel:customView:button:)``). ``Structure/element`` by
        /// default.
        public var structure: Structure = .element

        /// Creates accessibility information.
        public init(label: HUDAnnouncement, progressPercent: Int? = nil, isModal: Bool, identifier: String = "HUD") {
            self.label = label
            self.progressPercent = progressPercent
            self.isModal = isModal
            self.identifier = identifier
        }
    }

    /// The whole percent VoiceOver reads for a progress `fraction`, clamped to `0...100`; `nil` for NaN.
    ///
    /// ```swift
    /// HUDRenderDescription.percent(of: 0.404) // 40
    /// ```
    public static func percent(of fraction: Double) -> Int? {
        guard !fraction.isNaN else { return nil }
        return Int((min(max(fraction, 0), 1) * 100).rounded())
    }

    /// Where a point in the container lands.
    public enum HitTestResult: Hashable, Sendable {
        /// Outside the bezel with mask `.none`: the touch goes to the app below.
        case passThrough
        /// On the blocking mask.
        case mask
        /// On the bezel.
        case bezel
        /// On the button (``HUDRenderDescription/button``), which takes the touch itself.
        case button
        /// On an interactive custom view (``CustomView/isInteractive``): the view finds the control under the point
        /// itself, and a part of it that takes no touches counts as the bezel.
        case customContent
    }
}
