import Foundation

extension HUDRenderDescription {
    /// The side of a message's glyph at the default text size, in points: `20` (it grows with Dynamic Type as the
    /// HUD's images do, ``HUDLayout/indicatorScale(fontScale:)``).
    public static let messageGlyphSide: CGFloat = 20
    /// The largest corner radius of a message: `22`, or the appearance's ``HUDAppearance/cornerRadius`` when
    /// larger. A one-line message is a capsule (its radius is half its height).
    public static let messageCornerRadius: CGFloat = 22
    /// The accessibility identifier of a message: `"HUDMessage"` (a HUD's is `"HUD"`).
    public static let messageAccessibilityIdentifier = "HUDMessage"

    /// The frame of a message: a pill with the glyph on the text's leading side (the right for right-to-left text),
    /// the text, details and button in a column beside it, the HUD's style, fonts, Dynamic Type and margins, never
    /// a mask, placed clear of the app's bars (``HUDMessageBars``) and the keyboard at the message's position (its
    /// options' `position`, else ``HUDAppearance/messagePosition``).
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
        self.init(content: text, appearance: appearance, environment: environment, measurer: measurer)
        let style = message.content.sanitizedAppearance(from: appearance)
        accessibility.label = HUDAnnouncement(message.content)
        let glyph = message.glyph.map { kind in
            let side = Self.messageGlyphSide * HUDLayout.indicatorScale(fontScale: environment.fontScale)
            let tint =
                style.shouldTintImages ? HUDPalette(appearance: style, environment: environment).foregroundImage : nil
            return Image(kind: kind, frame: CGRect(x: 0, y: 0, width: side, height: side), tint: tint)
        }
        layOutPill(glyph: glyph, margin: style.margin, spacing: style.labelSpacing)
        bezel.frame = HUDLayout.position(
            bezel.frame.size, in: environment.bounds, safeAreaInsets: environment.safeAreaInsets,
            keyboardHeight: environment.keyboardHeight, offset: style.offsetFromCenter, at: position)
        bezel.cornerRadius = min(bezel.frame.height / 2, max(style.cornerRadius, Self.messageCornerRadius))
        // A message never blocks the app nor tilts; VoiceOver finds it as "HUDMessage", its button reachable.
        motionEffectAmplitude = 0
        accessibility.isModal = false
        accessibility.identifier = Self.messageAccessibilityIdentifier
        accessibility.structure = Self.accessibilityStructure(
            bezel: bezel.frame.size, customView: nil, button: button, hasText: true)
    }

    /// Puts `glyph` beside the text column the builder laid out, growing the bezel, and centres both vertically.
    private mutating func layOutPill(glyph: Image?, margin: CGFloat, spacing: CGFloat) {
        guard var glyph else { return }
        let side = glyph.frame.width
        let hasText = label != nil || details != nil || button != nil
        let column = bezel.frame.size
        let width = hasText ? column.width + side + spacing : side + 2 * margin
        let height = max(hasText ? column.height : 0, side + 2 * margin)
        let rightToLeft = label?.direction == .rightToLeft
        let shift = CGPoint(x: rightToLeft || !hasText ? 0 : side + spacing, y: (height - column.height) / 2)
        label?.frame.origin.x += shift.x
        label?.frame.origin.y += shift.y
        details?.frame.origin.x += shift.x
        details?.frame.origin.y += shift.y
        button?.frame.origin.x += shift.x
        button?.frame.origin.y += shift.y
        glyph.frame.origin = CGPoint(x: rightToLeft ? width - margin - side : margin, y: (height - side) / 2)
        image = glyph
        bezel.frame.size = CGSize(width: width.rounded(.up), height: height.rounded(.up))
    }
}
