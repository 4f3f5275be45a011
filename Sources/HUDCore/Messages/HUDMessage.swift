/// One message of the messages lane: what it shows and how it queues.
///
/// HUDKit builds it from `HUD.showMessage(_:glyph:id:policy:swipeToHide:options:onTap:onDisappear:)`; tests and
/// hud-preview build it directly.
///
/// ```swift
/// let copied = HUDMessage("Copied", glyph: .success, id: "clipboard")
/// ```
@_spi(HUDEngine) public struct HUDMessage: Hashable, Sendable {
    /// The text; an empty text shows the glyph alone (or an empty pill).
    public var text: String
    /// The glyph before the text (on its leading side): a bundled glyph or the app's image. `nil` by default.
    public var glyph: HUDImage?
    /// The identity that de-duplicates: a message with the id of one on screen or waiting is not shown twice.
    /// `nil` (never a duplicate) by default.
    public var id: String?
    /// Queue or replace. ``HUDMessagePolicy/queue`` by default.
    public var policy: HUDMessagePolicy
    /// Whether a swipe on the message hides it (the bezel then takes touches). `false` by default.
    public var swipeToHide: Bool
    /// Whether the app gave a tap handler (the bezel then takes touches). `false` by default.
    public var hasTapHandler: Bool
    /// The per-call settings: position, duration, style, details, button, `dismissOnTap`, `animated`; the mask type
    /// is ignored (a message never has one). Empty options by default.
    public var options: HUDOptions

    /// Creates a message.
    public init(
        _ text: String, glyph: HUDImage? = nil, id: String? = nil, policy: HUDMessagePolicy = .queue,
        swipeToHide: Bool = false, hasTapHandler: Bool = false, options: HUDOptions = HUDOptions()
    ) {
        self.text = text
        self.glyph = glyph
        self.id = id
        self.policy = policy
        self.swipeToHide = swipeToHide
        self.hasTapHandler = hasTapHandler
        self.options = options
    }

    /// What the bezel shows: the glyph as the image, the text as the status, the options without a mask.
    public var content: HUDContent {
        var options = options
        options.maskType = HUDMaskType.none
        return HUDContent(indicator: glyph.map(HUDIndicator.image) ?? .none, status: text, options: options)
    }

    /// Whether the bezel takes touches: with a tap handler, `dismissOnTap`, a button or swipe to hide. Otherwise
    /// touches on it pass through to the app, as every touch outside it always does.
    public var takesTouches: Bool {
        hasTapHandler || options.dismissOnTap || swipeToHide || options.button?.isShown == true
    }
}
