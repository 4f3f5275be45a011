import Foundation

extension HUDRenderDescription {
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
        content: HUDContent, appearance: HUDAppearance, environment: HUDEnvironment, measurer: any HUDTextMeasuring,
        steadySize: CGSize = .zero
    ) {
        var appearance = content.sanitizedAppearance(from: appearance)
        if content.options.details?.isEmpty == false {
            appearance.font = appearance.font.emphasized(over: appearance.detailsFont)
        }
        let environment = environment.clearingBars(at: content.position(in: appearance))
        let fontScale = environment.fontScale.isFinite && environment.fontScale > 0 ? environment.fontScale : 1
        let kind = Self.contentKind(of: content.indicator.rules.layout, appearance: appearance)
        let metrics = HUDLayout.Metrics(
            sanitized: appearance, fontScale: fontScale, displayScale: environment.pixelScale)
        let texts = Texts(
            content, appearance: appearance, environment: environment, kind: kind, metrics: metrics,
            fontScale: fontScale, measurer: measurer)
        let layout = HUDLayout(
            bounds: environment.bounds, safeAreaInsets: environment.safeAreaInsets,
            keyboardHeight: environment.keyboardHeight, labelSize: texts.status?.measurement.size, content: kind,
            metrics: metrics.holding(steadySize), position: content.position(in: appearance),
            detailsSize: texts.details?.measurement.size, buttonSize: texts.button?.size)
        let palette = HUDPalette(appearance: appearance, environment: environment)
        let canvas = HUDLayout.sanitized(environment.bounds)
        let interaction = appearance.effectiveInteraction
        let reduceMotion = environment.reduceMotion
        let direction = texts.status.flatMap { HUDTextDirection.strongDirection(in: $0.text) }
        let drawn = content.indicator.parts(
            layout: layout, appearance: appearance, palette: palette, options: content.options,
            direction: direction ?? environment.layoutDirection)
        let text = texts.parts(in: layout, appearance: appearance, palette: palette)

        self.init(
            canvas: canvas,
            mask: Self.mask(
                appearance: appearance, canvas: canvas, around: layout.bezelFrame, environment: environment),
            blocksTouches: interaction.blocksOutsideBezel,
            bezel: Self.bezel(frame: layout.bezelFrame, appearance: appearance, palette: palette),
            indicator: Self.moving(drawn.indicator, appearance: appearance, reduceMotion: reduceMotion)
                .pixelAligned(scale: metrics.displayScale),
            image: Self.drawing(drawn.image, appearance: appearance, reduceMotion: reduceMotion),
            label: text.label,
            transition: Self.transition(appearance: appearance, reduceMotion: reduceMotion),
            motionEffectAmplitude: appearance.motionEffectEnabled && !reduceMotion ? Self.motionEffectAmplitude : 0,
            accessibility: Self.accessibility(
                of: content, isModal: interaction.blocksOutsideBezel && !environment.isCovered,
                structure: Self.accessibilityStructure(
                    bezel: layout.bezelFrame.size, customView: drawn.customView, button: text.button,
                    hasText: text.label != nil || text.details != nil)))
        (details, button, customView) = (text.details, text.button, drawn.customView)
        blocksBezelTouches = interaction.blocksBezel
        blocksTouchesUntilHidden = appearance.blocksTouchesUntilHidden
        windowLevel = appearance.windowLevel
        overlayBecomesKeyWhenBlocking = appearance.overlayBecomesKeyWhenBlocking
    }

    /// How much bigger the bezel starts its fade-in (and how much smaller it ends its fade-out) with the
    /// ``HUDTransition/standard`` transition: `1.3`.
    public static let transitionScale: CGFloat = 1.3
    /// The alpha of the progress ring's track, drawn in the foreground image colour: `0.22`, so that a ring at 0 %
    /// shows its empty track (at SVProgressHUD's 0.1 it was 1.26:1 against the bezel, an empty bezel).
    public static let trackAlpha = 0.22
    /// How long an in-place change of the bezel's size animates, in seconds: `0.2`.
    public static let resizeAnimationDuration: TimeInterval = 0.2
    /// How far the bezel tilts with the device when motion effects are on, in points: `10`.
    public static let motionEffectAmplitude: CGFloat = 10

    /// The bezel at `frame`: the appearance's corner radius, the palette's fill, material and shadow, and the
    /// appearance's border when it has a width, else the palette's.
    static func bezel(frame: CGRect, appearance: HUDAppearance, palette: HUDPalette) -> Bezel {
        var bezel = Bezel(
            frame: frame, cornerRadius: appearance.cornerRadius, fill: palette.bezelFill, material: palette.material,
            borderColor: appearance.borderWidth > 0 ? appearance.borderColor : palette.borderColor,
            borderWidth: appearance.borderWidth > 0 ? appearance.borderWidth : palette.borderWidth)
        bezel.shadow = palette.shadow
        return bezel
    }

    /// The fades of the appearance, with its transition's scales and ``resizeAnimationDuration``; nothing scales or
    /// resizes in motion with Reduce Motion.
    static func transition(appearance: HUDAppearance, reduceMotion: Bool) -> Transition {
        var transition = Transition(
            appearDuration: appearance.fadeInAnimationDuration,
            appearFromScale: reduceMotion ? 1 : appearance.transition.scales.appearFrom,
            disappearDuration: appearance.fadeOutAnimationDuration,
            disappearToScale: reduceMotion ? 1 : appearance.transition.scales.disappearTo)
        transition.resizeDuration = reduceMotion ? 0 : resizeAnimationDuration
        transition.appearDamping = reduceMotion ? 1 : appearance.transition.appearDamping
        return transition
    }

    /// What VoiceOver reads of `content` (``HUDAnnouncement``, and a progress in whole percent), and whether the
    /// bezel is one element or a container of its controls (``accessibilityStructure(bezel:customView:button:hasText:)``).
    static func accessibility(
        of content: HUDContent, isModal: Bool, structure: Accessibility.Structure
    ) -> Accessibility {
        var accessibility = Accessibility(
            label: HUDAnnouncement(content),
            progressPercent: content.indicator.rules.progressFraction.flatMap(percent(of:)), isModal: isModal)
        accessibility.structure = structure
        return accessibility
    }

    static func contentKind(
        of rule: HUDIndicator.LayoutRule, appearance: HUDAppearance
    ) -> HUDLayout.ContentKind {
        switch rule {
        case .spinner: return appearance.animationType == .native ? .nativeIndicator : .ring
        case .progress: return appearance.progressStyle.layout
        case .image: return .image
        case .customView(let size): return .customView(size)
        case .none: return .none
        }
    }

    static func mask(
        appearance: HUDAppearance, canvas: CGRect, around bezel: CGRect, environment: HUDEnvironment
    ) -> Mask {
        switch appearance.maskType.storage {
        case .blur where environment.reduceTransparency:
            return .fill(HUDColor(white: 0, alpha: 0.4))
        case .blur:
            return .blur(environment.colorScheme == .dark ? .dark : .light)
        case .none:
            return .none
        case .clear:
            return .fill(.clear)
        case .black:
            return .fill(HUDColor(white: 0, alpha: 0.4))
        case .custom:
            return .fill(appearance.backgroundLayerColor)
        case .gradient:
            let side = min(canvas.width, canvas.height)
            let gradient = Mask.radialGradient(
                center: CGPoint(x: bezel.midX, y: bezel.midY),
                radius: side.isFinite && side > 0 ? side : 0, inner: .clear,
                outer: HUDColor(white: 0, alpha: 0.75))
            return gradient
        }
    }
}
