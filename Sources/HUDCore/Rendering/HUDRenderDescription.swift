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
    /// Whether the HUD keeps taking touches while it fades out (``HUDAppearance/blocksTouchesUntilHidden``, with the
    /// presentation's options applied; see ``hitTest(_:bezelOffset:scale:fadingOut:)``). `false` by default.
    public var blocksTouchesUntilHidden = false
    /// The bezel.
    public var bezel: Bezel
    /// The indicator inside the bezel.
    public var indicator: Indicator
    /// The image, for image HUDs.
    public var image: Image?
    /// The status label, when there is a non-empty status.
    public var label: Label?
    /// The details label under the status (``HUDOptions/details``), when there are non-empty details. `nil` by
    /// default.
    public var details: Label?
    /// The button under the texts (``HUDOptions/button``), when it has a title. `nil` by default.
    public var button: Button?
    /// The app's view, for custom-view HUDs (``HUDIndicator/customView(_:)``). `nil` by default.
    public var customView: CustomView?
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
        self.image = image
        self.label = label
        self.transition = transition
        self.motionEffectAmplitude = motionEffectAmplitude
        self.accessibility = accessibility
    }
}
