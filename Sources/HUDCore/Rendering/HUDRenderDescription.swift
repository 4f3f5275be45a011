import Foundation

/// One frame of the HUD, fully resolved: geometry, colours, indicator, image, label, transitions and
/// accessibility. HUDKit maps it onto views and layers; the SVG renderer draws the same value.
///
/// Frames of the bezel and the mask are in the container's coordinates; frames and centres of the indicator,
/// image, custom view, label, details and button are in the bezel's own coordinates (origin at its top-left
/// corner).
@_spi(HUDEngine) public struct HUDRenderDescription: Equatable, Sendable {
    /// The container's bounds, standardized (empty when not finite).
    public var canvas: CGRect
    /// What is drawn behind the bezel.
    public var mask: Mask
    /// Whether touches outside the bezel are blocked (``HUDAppearance/effectiveInteraction``: by default every mask
    /// type except `.none`).
    public var blocksTouches: Bool
    /// Whether touches on the bezel are the HUD's; `false` only for ``HUDInteraction/blockNone``. `true` by default.
    public var blocksBezelTouches = true
    /// The bezel.
    public var bezel: Bezel
    /// The indicator inside the bezel.
    public var indicator: Indicator
    /// The image, for image HUDs.
    public var image: Image? {
        get { extras?.parts.image }
        set { extras = .changing(extras) { $0.image = newValue } }
    }
    /// The status label, when there is a non-empty status.
    public var label: Label?
    /// The details label under the status (``HUDOptions/details``), when there are non-empty details. `nil` by
    /// default.
    public var details: Label? {
        get { extras?.parts.details }
        set { extras = .changing(extras) { $0.details = newValue } }
    }
    /// The button under the texts (``HUDOptions/button``), when it has a title. `nil` by default.
    public var button: Button? {
        get { extras?.parts.button }
        set { extras = .changing(extras) { $0.button = newValue } }
    }
    /// The app's view, for custom-view HUDs (``HUDIndicator/customView(_:)``). `nil` by default.
    public var customView: CustomView? {
        get { extras?.parts.customView }
        set { extras = .changing(extras) { $0.customView = newValue } }
    }
    /// The appear and disappear animations.
    public var transition: Transition
    /// Motion-effect amplitude in points (10 when enabled, 0 when off or with Reduce Motion).
    public var motionEffectAmplitude: CGFloat
    /// What VoiceOver reads and whether the overlay is modal.
    public var accessibility: Accessibility
    /// The overlay window's level (``HUDAppearance/windowLevel``). `2001` (above alerts) by default.
    public var windowLevel: Double = Self.defaultWindowLevel
    /// Whether the overlay window becomes key while this frame blocks touches
    /// (``HUDAppearance/overlayBecomesKeyWhenBlocking``). `false` by default.
    public var overlayBecomesKeyWhenBlocking = false
    /// The parts most frames leave out (image, details, button, custom view), out of line so that a frame stays a
    /// small value to copy; `nil` when all of them are.
    private var extras: HUDOutOfLine<ExtraParts>?

    /// The window level of the default appearance, read once (not an appearance built per frame).
    static let defaultWindowLevel = HUDAppearance().windowLevel

    /// Creates a description (HUDCore's builder does; hosts read it).
    public init(
        canvas: CGRect, mask: Mask, blocksTouches: Bool, bezel: Bezel, indicator: Indicator, image: Image?,
        label: Label?, transition: Transition, motionEffectAmplitude: CGFloat, accessibility: Accessibility
    ) {
        self.canvas = canvas
        self.mask = mask
        self.blocksTouches = blocksTouches
        self.bezel = bezel
        self.indicator = indicator
        self.extras = HUDOutOfLine.boxing(ExtraParts(image: image))
        self.label = label
        self.transition = transition
        self.motionEffectAmplitude = motionEffectAmplitude
        self.accessibility = accessibility
    }

    /// Derives the frame for `content` from the appearance (with the content's mask rule and options applied, see
    /// ``HUDContent/appearance(from:)``), the environment and a text measurer.
    ///
    /// The style resolves through ``HUDPalette``, the geometry through ``HUDLayout``; the label is measured with
    /// the environment's font scale (a non-finite or non-positive scale counts as `1`), and only a non-empty
    /// status gets a label. The canvas is the container the layout uses: the bounds standardized, or empty when
    /// they are not finite.
    ///
    /// ```swift
    /// let render = HUDRenderDescription(
    ///     content: HUDContent(indicator: .spinner, status: "Loading"),
    ///     appearance: HUDAppearance(),
    ///     environment: HUDEnvironment(),
    ///     measurer: HUDApproximateTextMeasurer()
    /// )
    /// ```
    ///
    /// - Parameter steadySize: The size the bezel does not shrink below (the largest it has been in this
    ///   presentation, which ``HUDSession`` carries), so it never jitters while the status changes. `.zero` by
    ///   default.
    public init(
        content: borrowing HUDContent, appearance: borrowing HUDAppearance, environment: HUDEnvironment,
        measurer: any HUDTextMeasuring,
        steadySize: CGSize = .zero
    ) {
        let position = content.position(in: appearance)
        let environment = environment.clearingBars(at: position)
        var appearance = content.sanitizedAppearance(from: appearance)
        let palette = HUDPalette(appearance: appearance, environment: environment)
        let status = content.status.flatMap { $0.isEmpty ? nil : $0 }
        let fontScale = environment.fontScale.isFinite && environment.fontScale > 0 ? environment.fontScale : 1
        let details = content.options.details.flatMap { $0.isEmpty ? nil : $0 }
        if details != nil { appearance.font = appearance.font.emphasized(over: appearance.detailsFont) }
        let button = content.options.button.flatMap { $0.isShown ? $0 : nil }
        let buttonMeasurement = button.map {
            Self.measureButton(
                $0, statusFont: appearance.font, fontScale: fontScale,
                maximumWidth: appearance.maximumLabelSize.width, measurer: measurer)
        }
        let rules = content.indicator.rules
        let kind = Self.contentKind(of: rules.layout, appearance: appearance)
        let metrics = HUDLayout.Metrics(
            sanitized: appearance, fontScale: fontScale, displayScale: environment.pixelScale)
        let room = HUDLayout.textRoom(
            bounds: environment.bounds, safeAreaInsets: environment.safeAreaInsets,
            keyboardHeight: environment.keyboardHeight, content: kind, metrics: metrics,
            buttonSize: buttonMeasurement?.size)
        let texts = Self.measureTexts(
            status: status, details: details, appearance: appearance, fontScale: fontScale, room: room,
            measurer: measurer, reservesPercent: rules.progressFraction != nil)
        let (measurement, detailsMeasurement) = (texts.status, texts.details)
        let layout = HUDLayout(
            bounds: environment.bounds, safeAreaInsets: environment.safeAreaInsets,
            keyboardHeight: environment.keyboardHeight, labelSize: measurement?.size, content: kind,
            metrics: metrics.holding(steadySize), position: position, detailsSize: detailsMeasurement?.size,
            buttonSize: buttonMeasurement?.size)
        let canvas = HUDLayout.sanitized(environment.bounds)
        let mask = Self.mask(
            appearance: appearance, canvas: canvas, around: layout.bezelFrame, environment: environment)
        let blocksTouches = appearance.effectiveInteraction.blocksOutsideBezel

        let parts = content.indicator.parts(
            layout: layout, appearance: appearance, palette: palette, options: content.options,
            direction: status.flatMap(HUDTextDirection.strongDirection(in:)) ?? environment.layoutDirection)

        var bezel = Bezel(
            frame: layout.bezelFrame, cornerRadius: appearance.cornerRadius, fill: palette.bezelFill,
            material: palette.material,
            borderColor: appearance.borderWidth > 0 ? appearance.borderColor : palette.borderColor,
            borderWidth: appearance.borderWidth > 0 ? appearance.borderWidth : palette.borderWidth)
        bezel.shadow = palette.shadow
        let buttonPart = Self.all(button, buttonMeasurement, layout.buttonFrame).map { button, measured, frame in
            Button(
                title: button.title, line: measured.title.lines.first ?? button.title, frame: frame,
                role: button.role, font: measured.font, pointSize: CGFloat(measured.font.pointSize) * fontScale,
                titleColor: palette.foreground, fill: palette.foreground.withAlpha(Self.buttonFillAlpha))
        }
        let reduceMotion = environment.reduceMotion
        var transition = Transition(
            appearDuration: appearance.fadeInAnimationDuration,
            appearFromScale: reduceMotion ? 1 : appearance.transition.scales.appearFrom,
            disappearDuration: appearance.fadeOutAnimationDuration,
            disappearToScale: reduceMotion ? 1 : appearance.transition.scales.disappearTo)
        transition.resizeDuration = reduceMotion ? 0 : Self.resizeAnimationDuration
        transition.appearDamping = reduceMotion ? 1 : appearance.transition.appearDamping
        var accessibility = Accessibility(
            label: HUDAnnouncement(content),
            progressPercent: rules.progressFraction.flatMap(Self.percent(of:)),
            isModal: blocksTouches && !environment.isCovered)
        accessibility.summaryFrame = buttonPart.map {
            CGRect(x: 0, y: 0, width: layout.bezelFrame.width, height: max($0.frame.minY, 0))
        }

        // Every stored part set once, in place.
        self.canvas = canvas
        self.mask = mask
        self.blocksTouches = blocksTouches
        self.blocksBezelTouches = appearance.effectiveInteraction.blocksBezel
        self.bezel = bezel
        self.indicator = Self.moving(parts.indicator, appearance: appearance, reduceMotion: reduceMotion)
            .pixelAligned(scale: metrics.displayScale)
        self.extras = HUDOutOfLine.boxing(
            ExtraParts(
                image: Self.drawing(parts.image, appearance: appearance, reduceMotion: reduceMotion),
                details: Self.all(details, detailsMeasurement, layout.detailsFrame).map { text, measured, frame in
                    Label(
                        text: text, lines: measured.lines, frame: frame,
                        color: appearance.detailsColor ?? palette.secondaryForeground,
                        font: appearance.detailsFont, pointSize: CGFloat(appearance.detailsFont.pointSize) * fontScale)
                },
                button: buttonPart, customView: parts.customView))
        self.label = Self.all(status, measurement, layout.labelFrame).map { text, measured, frame in
            Label(
                text: text, lines: measured.lines, frame: frame, color: palette.foreground,
                font: appearance.font, pointSize: CGFloat(appearance.font.pointSize) * fontScale)
        }
        self.transition = transition
        self.motionEffectAmplitude = appearance.motionEffectEnabled && !reduceMotion ? Self.motionEffectAmplitude : 0
        self.accessibility = accessibility
        self.windowLevel = appearance.windowLevel
        self.overlayBecomesKeyWhenBlocking = appearance.overlayBecomesKeyWhenBlocking
    }
}
