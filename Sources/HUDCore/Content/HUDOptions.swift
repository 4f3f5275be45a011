import Foundation

/// Settings for one presentation that override the global ``HUDAppearance`` without changing it.
///
/// Every `nil` property keeps the appearance's value.
///
/// ```swift
/// HUD.show(status: "Syncing…", options: HUDOptions(maskType: .black, dismissOnTap: true))
/// ```
public struct HUDOptions: Hashable, Sendable {
    /// The mask type for this presentation. `nil` by default: the appearance's. Messages never have a mask. To set
    /// the mask `.none` on this optional property, write it in full (`options.maskType = HUDMaskType.none`), or pass
    /// it to the initializer, `HUDOptions(maskType: .none)`, where `.none` can only mean the mask.
    public var maskType: HUDMaskType?
    /// The style for this presentation. `nil` by default.
    public var style: HUDStyle?
    /// The animation type for this presentation. `nil` by default.
    public var animationType: HUDAnimationType?
    /// How long this presentation stays before it dismisses itself, for any indicator; `nil` keeps the default
    /// (image HUDs: ``HUDAppearance/displayDuration(for:)``, others: until dismissed). Negative or NaN acts as `0`.
    /// `nil` by default.
    public var duration: TimeInterval?
    /// Whether a tap on the HUD or its blocking mask (a touch that lifts there, not the touch-down)
    /// dismisses it. `false` by default.
    public var dismissOnTap: Bool
    /// Whether image HUDs play a haptic. `nil` (the appearance's `hapticsEnabled`) by default.
    public var hapticsEnabled: Bool?
    /// How a determinate progress is drawn in this presentation. `nil` (the appearance's `progressStyle`) by
    /// default.
    public var progressStyle: HUDProgressStyle?
    /// How the bezel moves while this presentation fades in and out. `nil` (the appearance's `transition`) by
    /// default.
    public var transition: HUDTransition?
    /// Whether this presentation fades in and out; `false` shows and hides it at once (both fade durations `0`).
    /// `true` by default.
    public var animated: Bool
    /// Where the bezel sits for this presentation. `nil` by default: ``HUDPosition/center`` (moved by
    /// ``HUDAppearance/offsetFromCenter``); for a message, ``HUDAppearance/messagePosition``.
    public var position: HUDPosition?
    /// A second, smaller text under the status (MBProgressHUD's details label), in ``HUDAppearance/detailsFont``;
    /// it wraps and is cut with an ellipsis at ``HUDAppearance/maximumLabelSize``, and VoiceOver reads it after the
    /// status. `nil` or empty shows none. `nil` by default.
    public var details: String? {
        get { extras.details }
        set { extras.details = newValue }
    }
    /// A button under the texts, e.g. "Cancel" (``HUDButton``); its action runs on each tap while the HUD shows it:
    /// this presentation's, or, for a scoped activity or a run, while that activity is open and its content shown.
    /// A change in place to a kind that dismisses itself drops it. `nil` by default.
    public var button: HUDButton? {
        get { extras.button }
        set { extras.button = newValue }
    }
    /// Where a window HUD lives for this presentation, whatever ``HUDAppearance/windowMode`` says: one critical
    /// operation can show above everything (`.overlayWindow`) or in the app's window (`.appWindow`). A HUD on screen
    /// moves there when this presentation is shown; a HUD in a view stays in its view. `nil` (the appearance's) by
    /// default.
    ///
    /// ```swift
    /// HUD.show(status: "Restoring purchases…", options: HUDOptions(windowMode: .overlayWindow))
    /// ```
    public var windowMode: HUDWindowMode?
    /// Which touches this presentation keeps from the app (``HUDInteraction``). `nil` by default: the appearance's
    /// ``HUDAppearance/interaction``, else what the mask decides.
    public var interaction: HUDInteraction?
    /// Whether this presentation keeps blocking touches during its fade-out (see
    /// ``HUDAppearance/blocksTouchesUntilHidden``). `nil` (the appearance's) by default.
    public var blocksTouchesUntilHidden: Bool?
    /// Runs on the main actor when the bezel is tapped. `nil` by default.
    public var onBezelTap: TapAction? {
        get { extras.onBezelTap }
        set { extras.onBezelTap = newValue }
    }
    /// Runs on the main actor when the HUD is tapped outside its bezel; only where the HUD
    /// keeps those touches (a blocking mask, or ``HUDInteraction/blockAll``), since elsewhere they reach the app.
    /// `nil` by default.
    public var onOutsideTap: TapAction? {
        get { extras.onOutsideTap }
        set { extras.onOutsideTap = newValue }
    }
    /// What VoiceOver reads for what the HUD shows (its indicator, image or custom view) when it has no status and
    /// no details, instead of the kind's own words ("Loading", "Success", an image's or `UIView`'s own
    /// `accessibilityLabel`, else "Image"). Give it for a SwiftUI custom view: its `.accessibilityLabel` stays
    /// inside its hosting view, where the HUD cannot read it. `nil` or empty keeps the kind's words. `nil` by
    /// default.
    public var accessibilityLabel: String? {
        get { extras.accessibilityLabel }
        set { extras.accessibilityLabel = newValue }
    }
    /// Whether touches on the custom view (`show(customView:)`)
    /// reach it, so that a switch or a button inside it works; a touch on a part of it that takes no touches is a
    /// tap on the bezel. `false` by default: the custom view is part of the bezel.
    public var customViewIsInteractive: Bool
    /// The settings most presentations leave out, boxed (``ExtrasBox``); `nil` when all of them are.
    private var box: ExtrasBox?
    /// The settings most presentations leave out.
    private var extras: Extras {
        get { box?.extras ?? Extras() }
        set { box = newValue.isEmpty ? nil : ExtrasBox(newValue) }
    }

    /// Creates options with a mask for this presentation; every other argument defaults to "use the appearance's
    /// value". `maskType` is not optional, so `.none` is ``HUDMaskType/none`` (touches pass through), never
    /// `Optional.none`; leave the argument out to keep the appearance's mask.
    ///
    /// ```swift
    /// HUDOptions(maskType: .none)  // lets touches through, also in a view's HUD
    /// ```
    public init(
        maskType: HUDMaskType,
        style: HUDStyle? = nil,
        animationType: HUDAnimationType? = nil,
        duration: TimeInterval? = nil,
        dismissOnTap: Bool = false,
        hapticsEnabled: Bool? = nil,
        progressStyle: HUDProgressStyle? = nil,
        transition: HUDTransition? = nil,
        animated: Bool = true,
        position: HUDPosition? = nil,
        details: String? = nil,
        button: HUDButton? = nil,
        windowMode: HUDWindowMode? = nil,
        interaction: HUDInteraction? = nil,
        blocksTouchesUntilHidden: Bool? = nil,
        onBezelTap: (@MainActor @Sendable () -> Void)? = nil,
        onOutsideTap: (@MainActor @Sendable () -> Void)? = nil,
        accessibilityLabel: String? = nil,
        customViewIsInteractive: Bool = false
    ) {
        self.init(
            style: style, animationType: animationType, duration: duration, dismissOnTap: dismissOnTap,
            hapticsEnabled: hapticsEnabled, progressStyle: progressStyle, transition: transition, animated: animated,
            position: position, details: details, button: button, windowMode: windowMode, interaction: interaction,
            blocksTouchesUntilHidden: blocksTouchesUntilHidden, onBezelTap: onBezelTap, onOutsideTap: onOutsideTap,
            accessibilityLabel: accessibilityLabel, customViewIsInteractive: customViewIsInteractive)
        self.maskType = maskType
    }

    /// Creates options that keep the appearance's mask; every argument defaults to "use the appearance's value".
    public init(
        style: HUDStyle? = nil,
        animationType: HUDAnimationType? = nil,
        duration: TimeInterval? = nil,
        dismissOnTap: Bool = false,
        hapticsEnabled: Bool? = nil,
        progressStyle: HUDProgressStyle? = nil,
        transition: HUDTransition? = nil,
        animated: Bool = true,
        position: HUDPosition? = nil,
        details: String? = nil,
        button: HUDButton? = nil,
        windowMode: HUDWindowMode? = nil,
        interaction: HUDInteraction? = nil,
        blocksTouchesUntilHidden: Bool? = nil,
        onBezelTap: (@MainActor @Sendable () -> Void)? = nil,
        onOutsideTap: (@MainActor @Sendable () -> Void)? = nil,
        accessibilityLabel: String? = nil,
        customViewIsInteractive: Bool = false
    ) {
        self.maskType = nil
        self.style = style
        self.animationType = animationType
        self.duration = duration
        self.dismissOnTap = dismissOnTap
        self.hapticsEnabled = hapticsEnabled
        self.progressStyle = progressStyle
        self.transition = transition
        self.animated = animated
        self.position = position
        self.windowMode = windowMode
        self.interaction = interaction
        self.blocksTouchesUntilHidden = blocksTouchesUntilHidden
        self.customViewIsInteractive = customViewIsInteractive
        extras = Extras(
            details: details, button: button, onBezelTap: onBezelTap.map(TapAction.init),
            onOutsideTap: onOutsideTap.map(TapAction.init), accessibilityLabel: accessibilityLabel)
    }
}
