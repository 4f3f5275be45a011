import Foundation

extension HUDRenderDescription {
    /// The side of a message's glyph at the default text size, in points: `20` (it grows with Dynamic Type as the
    /// HUD's images do, ``HUDLayout/indicatorScale(fontScale:)``).
    public static let messageGlyphSide: CGFloat = 20
    /// How many lines a message's text may take (``HUDAppearance/messageMaximumLines`` is clamped to it): `1...3`.
    /// A message is a toast; a text that needs more belongs in a HUD.
    public static let messageLineRange = 1...3
    /// The accessibility identifier of a message: `"HUDMessage"` (a HUD's is `"HUD"`).
    public static let messageAccessibilityIdentifier = "HUDMessage"

    /// The frame of a message, a toast: the glyph on the text's leading side (the right for right-to-left text) and
    /// centred on the text's first line, the text, details and button in a column beside it aligned to their
    /// leading edge, the text cut with "…" after ``HUDAppearance/messageMaximumLines`` lines; the HUD's style,
    /// fonts, Dynamic Type and margins, never a mask, placed clear of the app's bars (``HUDMessageBars``) and the
    /// keyboard at the message's position (its options' `position`, else ``HUDAppearance/messagePosition``). A
    /// one-line message is a capsule; a taller one (more lines, details or a button) has the bezel's
    /// ``HUDAppearance/cornerRadius``, never a radius in between. Every part's origin is on the pixel grid.
    ///
    /// ```swift
    /// let render = HUDRenderDescription(
    ///     message: HUDMessage("Copied", glyph: .success), appearance: HUDAppearance(),
    ///     environment: HUDEnvironment(), bars: HUDMessageBars(), measurer: HUDApproximateTextMeasurer())
    /// ```
    public init(
        message: HUDMessage, appearance: HUDAppearance, environment: HUDEnvironment, bars: HUDMessageBars,
        measurer: any HUDTextMeasuring
    ) {
        var environment = environment
        environment.safeAreaInsets = bars.insets(in: environment.bounds, safeAreaInsets: environment.safeAreaInsets)
        var text = message.content
        let position = text.options.position ?? appearance.messagePosition
        text.indicator = .none
        text.options.position = position
        var toast = appearance
        toast.maximumStatusLines = min(
            max(appearance.messageMaximumLines, Self.messageLineRange.lowerBound), Self.messageLineRange.upperBound)
        self.init(content: text, appearance: toast, environment: environment, measurer: measurer)
        let style = message.content.sanitizedAppearance(from: appearance)
        accessibility.label = HUDAnnouncement(message.content)
        let glyph = message.glyph.map { kind in
            let side = Self.messageGlyphSide * HUDLayout.indicatorScale(fontScale: environment.fontScale)
            let tint =
                style.shouldTintImages ? HUDPalette(appearance: style, environment: environment).foregroundImage : nil
            return Image(kind: kind, frame: CGRect(x: 0, y: 0, width: side, height: side), tint: tint)
        }
        layOutToast(glyph: glyph, margin: style.margin, spacing: style.labelSpacing, scale: environment.pixelScale)
        bezel.frame = HUDLayout.position(
            bezel.frame.size, in: environment.bounds, safeAreaInsets: environment.safeAreaInsets,
            keyboardHeight: environment.keyboardHeight, offset: style.offsetFromCenter, at: position)
        let isOneLine = (label?.lines.count ?? 0) <= 1 && details == nil && button == nil
        bezel.cornerRadius = isOneLine ? bezel.frame.height / 2 : style.cornerRadius
        // A message never blocks the app nor tilts; VoiceOver finds it as "HUDMessage", its button reachable.
        motionEffectAmplitude = 0
        accessibility.isModal = false
        accessibility.identifier = Self.messageAccessibilityIdentifier
        accessibility.structure = Self.accessibilityStructure(
            bezel: bezel.frame.size, customView: nil, button: button, hasText: true)
    }

    /// Puts `glyph` beside the text column the builder laid out, growing the bezel; aligns the texts and the button
    /// to the column's leading edge and the glyph to the first line's middle, each origin on the pixel grid.
    private mutating func layOutToast(glyph: Image?, margin: CGFloat, spacing: CGFloat, scale: CGFloat) {
        let hasText = label != nil || details != nil || button != nil
        let column = bezel.frame.size
        let side = glyph?.frame.width ?? 0
        let glyphRoom = glyph == nil || !hasText ? 0 : side + spacing
        let width = hasText ? column.width + glyphRoom : side + 2 * margin
        let height = max(hasText ? column.height : 0, glyph == nil ? 0 : side + 2 * margin)
        let rightToLeft = label?.direction == .rightToLeft
        let top = (height - column.height) / 2
        // The column's leading and trailing edges.
        let (start, end) = rightToLeft ? (margin, width - glyphRoom - margin) : (margin + glyphRoom, width - margin)
        func placed(_ frame: CGRect) -> CGRect {
            let x = rightToLeft ? end - frame.width : start
            return HUDLayout.pixelAligned(
                CGRect(x: x, y: frame.minY + top, width: frame.width, height: frame.height), scale: scale)
        }
        func leading(_ part: Label) -> Label {
            var part = part
            part.frame = placed(part.frame)
            part.alignment = .leading
            return part
        }
        label = label.map(leading)
        if let part = details { details = leading(part) }
        if var part = button {
            part.frame = placed(part.frame)
            button = part
        }
        if var glyph {
            // The middle of the first line of text (a lone glyph: the pill's middle).
            let first = label ?? details
            let middle = first.map { $0.frame.minY + $0.frame.height / CGFloat(max($0.lines.count, 1)) / 2 }
            glyph.frame.origin =
                HUDLayout.pixelAligned(
                    CGRect(
                        x: rightToLeft ? width - margin - side : margin, y: (middle ?? height / 2) - side / 2,
                        width: side, height: side), scale: scale
                ).origin
            image = glyph
        }
        bezel.frame.size = CGSize(width: width.rounded(.up), height: height.rounded(.up))
    }
}
