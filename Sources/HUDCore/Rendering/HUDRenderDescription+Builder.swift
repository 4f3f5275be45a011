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
        content: borrowing HUDContent, appearance: borrowing HUDAppearance, environment: HUDEnvironment,
        measurer: any HUDTextMeasuring,
        steadySize: CGSize = .zero
    ) {
        let position = content.position(in: appearance)
        let appearance = content.sanitizedAppearance(from: appearance)
        let palette = HUDPalette(appearance: appearance, environment: environment)
        let status = content.status.flatMap { $0.isEmpty ? nil : $0 }
        let fontScale = environment.fontScale.isFinite && environment.fontScale > 0 ? environment.fontScale : 1
        let details = content.options.details.flatMap { $0.isEmpty ? nil : $0 }
        let button = content.options.button.flatMap { $0.isShown ? $0 : nil }
        let buttonMeasurement = button.map {
            Self.measureButton(
                $0, statusFont: appearance.font, fontScale: fontScale,
                maximumWidth: appearance.maximumLabelSize.width, measurer: measurer)
        }
        let rules = content.indicator.rules
        let kind = Self.contentKind(of: rules.layout, appearance: appearance)
        let metrics = HUDLayout.Metrics(sanitized: appearance, fontScale: fontScale)
        let room = HUDLayout.textRoom(
            bounds: environment.bounds, safeAreaInsets: environment.safeAreaInsets,
            keyboardHeight: environment.keyboardHeight, content: kind, metrics: metrics,
            buttonSize: buttonMeasurement?.size)
        let texts = Self.measureTexts(
            status: status, details: details, appearance: appearance, fontScale: fontScale, room: room,
            measurer: measurer)
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

        self.init(
            canvas: canvas, mask: mask, blocksTouches: blocksTouches,
            bezel: Bezel(
                frame: layout.bezelFrame, cornerRadius: appearance.cornerRadius, fill: palette.bezelFill,
                material: palette.material,
                borderColor: appearance.borderWidth > 0 ? appearance.borderColor : palette.borderColor,
                borderWidth: appearance.borderWidth > 0 ? appearance.borderWidth : palette.borderWidth),
            indicator: parts.indicator, image: nil,
            label: Self.all(status, measurement, layout.labelFrame).map { text, measured, frame in
                Label(
                    text: text, lines: measured.lines, frame: frame, color: palette.foreground,
                    font: appearance.font, pointSize: CGFloat(appearance.font.pointSize) * fontScale)
            },
            transition: Transition(
                appearDuration: appearance.fadeInAnimationDuration,
                appearFromScale: environment.reduceMotion ? 1 : appearance.transition.scales.appearFrom,
                disappearDuration: appearance.fadeOutAnimationDuration,
                disappearToScale: environment.reduceMotion ? 1 : appearance.transition.scales.disappearTo),
            motionEffectAmplitude: appearance.motionEffectEnabled && !environment.reduceMotion
                ? Self.motionEffectAmplitude : 0,
            accessibility: Accessibility(
                label: HUDAnnouncement(content),
                progressPercent: rules.progressFraction.flatMap(Self.percent(of:)),
                isModal: blocksTouches && !environment.isCovered))
        windowLevel = appearance.windowLevel
        blocksBezelTouches = appearance.effectiveInteraction.blocksBezel
        overlayBecomesKeyWhenBlocking = appearance.overlayBecomesKeyWhenBlocking
        bezel.shadow = palette.shadow
        transition.resizeDuration = environment.reduceMotion ? 0 : Self.resizeAnimationDuration
        let buttonPart = Self.all(button, buttonMeasurement, layout.buttonFrame).map { button, measured, frame in
            Button(
                title: button.title, line: measured.title.lines.first ?? button.title, frame: frame,
                role: button.role, font: measured.font, pointSize: CGFloat(measured.font.pointSize) * fontScale,
                titleColor: palette.foreground, fill: palette.foreground.withAlpha(Self.buttonFillAlpha))
        }
        setExtraParts(
            ExtraParts(
                image: parts.image,
                details: Self.all(details, detailsMeasurement, layout.detailsFrame).map { text, measured, frame in
                    Label(
                        text: text, lines: measured.lines, frame: frame,
                        color: appearance.detailsColor ?? palette.secondaryForeground,
                        font: appearance.detailsFont, pointSize: CGFloat(appearance.detailsFont.pointSize) * fontScale)
                },
                button: buttonPart, customView: parts.customView))
        accessibility.summaryFrame = buttonPart.map {
            CGRect(x: 0, y: 0, width: layout.bezelFrame.width, height: max($0.frame.minY, 0))
        }
        applyMotion(appearance: appearance, reduceMotion: environment.reduceMotion)
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

    private static func all<A, B, C>(_ a: A?, _ b: B?, _ c: C?) -> (A, B, C)? {
        guard let a, let b, let c else { return nil }
        return (a, b, c)
    }

    private static func contentKind(
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

    private static func mask(
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
