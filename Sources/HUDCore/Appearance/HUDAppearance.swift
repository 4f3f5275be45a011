import Foundation

/// Every style and timing setting of the HUD, with SVProgressHUD's defaults unless noted.
///
/// One `Sendable` value, and the one home of each setting's documentation: HUDKit's `HUD` reads and writes each
/// setting by its name here (`HUD.ringThickness = 4`), and the `UIAppearance` proxy of `HUDView` writes
/// into the shared controller's copy, per-call ``HUDOptions`` override parts of it for one presentation, and the
/// presenter, layout and render description read it.
///
/// ```swift
/// let appearance = HUDAppearance {
///     $0.style = .dark
///     $0.maskType = .black
///     $0.minimumDisplayTime = 0.5
/// }
/// ```
///
/// Invalid values never crash: negative or NaN durations act as `0` (``maximumDismissTimeInterval`` as `.infinity`),
/// `.infinity` means "never" where a duration has that meaning, and negative sizes act as `0`; see ``sanitized``.
public struct HUDAppearance: Equatable, Sendable {
    /// The colour scheme. `.automatic` by default.
    public var style: HUDStyle = .automatic
    /// What is drawn behind the bezel and whether touches are blocked: every type but `.none` blocks touches to the
    /// app while the HUD appears and shows (from the start of its fade-out, touches reach the app again, see
    /// ``blocksTouchesUntilHidden``) and keeps VoiceOver on the HUD (unless an alert the app presented afterwards
    /// covers it). It does not block a hardware keyboard: the HUD never takes the first responder or hides the
    /// software keyboard (see ``overlayBecomesKeyWhenBlocking``). `.none` by default.
    public var maskType: HUDMaskType = .none
    /// The indefinite indicator's look. `.flat` by default.
    public var animationType: HUDAnimationType = .flat
    /// How a determinate progress is drawn: the ring, the annular ring, the pie or the bar. `.ring` by default.
    public var progressStyle: HUDProgressStyle = .ring
    /// How the bezel moves while the HUD fades in and out. `.standard` (SVProgressHUD's 1.3 scale) by default.
    public var transition: HUDTransition = .standard

    /// Indicator and text colour for the `.custom` style. Setting it also selects that ``style``, as
    /// SVProgressHUD's `setForegroundColor:` does, so a colour an app sets is shown; set ``style`` afterwards to
    /// choose another one. `.black` by default.
    public var foregroundColor: HUDColor = .black {
        didSet { style = .custom }
    }
    /// Image and ring colour for the `.custom` style; `nil` means ``foregroundColor``. Setting it (`nil` included)
    /// also selects that ``style``, as SVProgressHUD's `setForegroundImageColor:` does. `nil` by default.
    public var foregroundImageColor: HUDColor? {
        didSet { style = .custom }
    }
    /// Bezel colour for the `.custom` style. Setting it also selects that ``style``, as SVProgressHUD's
    /// `setBackgroundColor:` does. `.white` by default.
    public var backgroundColor: HUDColor = .white {
        didSet { style = .custom }
    }
    /// Mask colour for ``HUDMaskType/custom``. Black at 0.4 alpha by default.
    public var backgroundLayerColor: HUDColor = HUDColor(white: 0, alpha: 0.4)
    /// Colour of the label, the indicator and tinted images in every style, over the style's and the `.custom`
    /// colours (MBProgressHUD's `contentColor`); `nil` keeps the style's. `nil` by default.
    public var contentColor: HUDColor?
    /// Bezel colour in every style, over the style's fill and ``backgroundColor`` (MBProgressHUD's
    /// `bezelView.color`); drawn over ``bezelMaterial``. `nil` keeps the style's. `nil` by default.
    public var bezelColor: HUDColor?
    /// The blur behind the bezel's fill. `.automatic` (the style's) by default.
    public var bezelMaterial: HUDBezelMaterial = .automatic
    /// Bezel border colour. `.clear` by default.
    public var borderColor: HUDColor = .clear
    /// Bezel border width in points; `0` keeps the style's edge (a hairline on the light and dark materials, see
    /// `HUDPalette`). `0` by default.
    public var borderWidth: CGFloat = 0
    /// The shadow under the bezel; `nil` keeps the style's (``HUDShadow/soft`` on the light material, none
    /// otherwise), ``HUDShadow/none`` removes it. `nil` by default.
    public var bezelShadow: HUDShadow?
    /// Status label font. `.subheadline` (15 pt, scaled by Dynamic Type) by default.
    public var font: HUDFont = .subheadline
    /// Details label font (``HUDOptions/details``). `.footnote` (13 pt, scaled by Dynamic Type) by default.
    public var detailsFont: HUDFont = .footnote
    /// Details label colour; `nil` draws the details in the style's secondary colour (the foreground at 60 %,
    /// `HUDPalette.secondaryForeground`). `nil` by default.
    public var detailsColor: HUDColor?

    /// Whether the progress ring (and the annular ring) animates from one value to the next, as SVProgressHUD's
    /// does, instead of jumping with each report (0.25 s; never with
    /// Reduce Motion). `false` by default.
    public var animatesProgress = false
    /// Whether the success, error and info glyphs are drawn stroke by stroke when they appear (relatedcode's
    /// ProgressHUD's live icons, 0.4 s; never with Reduce Motion). `false` by
    /// default.
    public var drawsGlyphs = false
    /// Line width of the ring and the spinner. `2` by default.
    public var ringThickness: CGFloat = 2
    /// Radius of the ring and spinner when there is a status. `18` by default.
    public var ringRadius: CGFloat = 18
    /// Radius of the ring and spinner without a status. `24` by default.
    public var ringNoTextRadius: CGFloat = 24
    /// Bezel corner radius. `14` by default.
    public var cornerRadius: CGFloat = 14
    /// Space between the bezel's edges and its content, in points (MBProgressHUD's `margin`). `12` by default.
    public var margin: CGFloat = 12
    /// Space between the indicator (or image) and the label, in points. `8` by default.
    public var labelSpacing: CGFloat = 8
    /// Whether the bezel is square: as high as it is wide, whichever is larger (MBProgressHUD's `square`). `false` by
    /// default.
    public var isSquare = false
    /// The smallest bezel size. `.zero` by default.
    public var minimumSize: CGSize = .zero
    /// Size of the success/error/info/custom image. 28×28 by default.
    public var imageViewSize = CGSize(width: 28, height: 28)
    /// The largest status label box; longer text wraps, then truncates. An infinite side does not limit. 200×300 by
    /// default.
    public var maximumLabelSize = CGSize(width: 200, height: 300)
    /// The most lines the status takes (MBProgressHUD's `label.numberOfLines`); longer text is cut with an ellipsis.
    /// `0` (or negative) wraps up to ``maximumLabelSize``. `0` by default.
    public var maximumStatusLines = 0
    /// Whether images are drawn as templates in the foreground image colour. `true` by default.
    public var shouldTintImages = true
    /// Whether custom views (`HUD.show(customView:)`) take the foreground image colour as their `tintColor`. `true` by
    /// default.
    public var tintsCustomView = true
    /// Offset of the bezel's centre from its default position. `.zero` by default.
    public var offsetFromCenter: HUDOffset = .zero
    /// Where messages (`HUD.showMessage(_:)`, the messages lane) sit unless a call's options say otherwise: `.bottom`
    /// is above the top screen's tab bar or toolbar, `.top` below its navigation bar. `.bottom` by default.
    public var messagePosition: HUDPosition = .bottom
    /// The most lines a message's text takes before it is cut with "…": a message is a toast, not a HUD. Values
    /// outside `1...3` are clamped. `2` by default.
    public var messageMaximumLines = 2

    /// Delay before a show becomes visible; a dismiss within it cancels the show (nothing appears, no events, its
    /// completion runs at once). `.infinity`: the show never appears by itself, it stays pending until a dismiss
    /// cancels it. Negative or NaN: `0`. `0` by default.
    public var graceTimeInterval: TimeInterval = 0
    /// Once visible, the HUD stays at least this long, holding dismisses back until then (new in HUDKit).
    /// `.infinity`: the HUD never leaves by itself (no auto-dismiss of images or of a `duration` option), and since
    /// an endless hold would leave it stuck, every dismiss the app asks for (`dismiss`, after its delay, the last
    /// `popActivity` or activity end, a `dismissOnTap` tap) takes it away at once. Negative or NaN: `0`. `0` by
    /// default.
    public var minimumDisplayTime: TimeInterval = 0
    /// Shortest auto-dismiss time of image HUDs; see ``displayDuration(for:)``. `.infinity`: image HUDs stay until
    /// dismissed. Negative or NaN: `0`. `1.5` s by default (SVProgressHUD: 5 s).
    public var minimumDismissTimeInterval: TimeInterval = 1.5
    /// Longest auto-dismiss time of image HUDs; see ``displayDuration(for:)``. Negative or NaN: `.infinity`.
    /// `.infinity` by default.
    public var maximumDismissTimeInterval: TimeInterval = .infinity
    /// Fade-in duration. `0.15` s by default.
    public var fadeInAnimationDuration: TimeInterval = 0.15
    /// Fade-out duration. `0.15` s by default.
    public var fadeOutAnimationDuration: TimeInterval = 0.15

    /// Whether success/error/info HUDs play a notification haptic. `false` by default.
    public var hapticsEnabled = false
    /// Whether the bezel tilts with the device (±10 pt). `true` by default.
    public var motionEffectEnabled = true
    /// Where the window HUD lives: an overlay window of its own above everything, or the app's key window, under
    /// whatever the app presents afterwards (see ``HUDWindowMode``; one presentation can choose with
    /// ``HUDOptions/windowMode``). `.overlayWindow` by default.
    public var windowMode: HUDWindowMode = .overlayWindow
    /// Level of the HUD's overlay window in ``HUDWindowMode/overlayWindow`` mode: just above alerts
    /// (`UIWindow.Level.alert + 1`). `2001` by default.
    public var windowLevel: Double = 2001
    /// Which touches the HUD keeps from the app (``HUDInteraction``); `nil` lets ``maskType`` decide (a blocking
    /// mask keeps them all, `.none` only the bezel's). `nil` by default.
    public var interaction: HUDInteraction?
    /// Whether the HUD keeps blocking the touches its ``effectiveInteraction`` blocks until it is gone, fade-out
    /// included (MBProgressHUD's behaviour); `false` lets every touch through as soon as the fade-out begins, so a
    /// HUD on its way out never holds the app back. `false` by default.
    public var blocksTouchesUntilHidden = false
    /// Whether the overlay window becomes key while a blocking HUD shows in it, so that a hardware keyboard, Return
    /// and Full Keyboard Access cannot operate the app behind the mask (as SwiftMessages' `becomeKeyWindow`); the
    /// app's key window gets key status back afterwards. Off, the overlay never becomes key: the app keeps its
    /// first responder and its keyboard, and a blocking mask stops touches only. `false` by default.
    public var overlayBecomesKeyWhenBlocking = false

    /// Creates the default appearance.
    public init() {}

    /// Creates the default appearance and lets `configure` change it.
    ///
    /// ```swift
    /// let appearance = HUDAppearance { $0.minimumDismissTimeInterval = 0.5 }
    /// ```
    public init(_ configure: (inout HUDAppearance) -> Void) {
        configure(&self)
    }

    /// How long an image HUD with `status` stays before it dismisses itself:
    /// `max(min(characters × 0.06 + 0.5, maximumDismissTimeInterval), minimumDismissTimeInterval)`, on the
    /// ``sanitized`` values.
    ///
    /// The one rule for both limits: the time grows with the status, the maximum caps it, and the minimum wins over
    /// the maximum when it is the larger (a minimum of 3 s and a maximum of 1 s give 3 s). A `nil` or empty status
    /// counts 0 characters; the result is never negative or NaN, and `.infinity` (an infinite
    /// ``minimumDismissTimeInterval``) means the HUD stays until dismissed.
    ///
    /// ```swift
    /// HUDAppearance().displayDuration(for: "Saved") // 1.5
    /// ```
    public func displayDuration(for status: String?) -> TimeInterval {
        let sane = sanitized
        let characters = Double(status?.count ?? 0)
        return max(min(characters * 0.06 + 0.5, sane.maximumDismissTimeInterval), sane.minimumDismissTimeInterval)
    }

    /// The appearance with every invalid value replaced by its defined fallback: negative or NaN durations become
    /// `0` (a NaN or negative ``maximumDismissTimeInterval`` becomes `.infinity`); `.infinity` stays where it means
    /// "never" (``graceTimeInterval``, ``minimumDisplayTime``, ``minimumDismissTimeInterval``,
    /// ``maximumDismissTimeInterval``) and becomes `0` for the fades; negative or non-finite lengths and sizes become
    /// `0`, except that an infinite side of ``maximumLabelSize`` stays (no limit).
    public var sanitized: HUDAppearance {
        var copy = self
        copy.sanitize()
        return copy
    }

    /// Replaces every invalid value by its fallback in place (see ``sanitized``), so that a copy already made (an
    /// appearance with options applied) is not copied again.
    mutating func sanitize() {
        graceTimeInterval = Self.limit(graceTimeInterval)
        minimumDisplayTime = Self.limit(minimumDisplayTime)
        minimumDismissTimeInterval = Self.limit(minimumDismissTimeInterval)
        maximumDismissTimeInterval = maximumDismissTimeInterval >= 0 ? maximumDismissTimeInterval : .infinity
        fadeInAnimationDuration = Self.duration(fadeInAnimationDuration)
        fadeOutAnimationDuration = Self.duration(fadeOutAnimationDuration)
        borderWidth = Self.length(borderWidth)
        ringThickness = Self.length(ringThickness)
        ringRadius = Self.length(ringRadius)
        ringNoTextRadius = Self.length(ringNoTextRadius)
        cornerRadius = Self.length(cornerRadius)
        margin = Self.length(margin)
        labelSpacing = Self.length(labelSpacing)
        minimumSize = Self.size(minimumSize)
        imageViewSize = Self.size(imageViewSize)
        maximumLabelSize = CGSize(
            width: Self.limit(maximumLabelSize.width), height: Self.limit(maximumLabelSize.height))
        if !offsetFromCenter.horizontal.isFinite { offsetFromCenter.horizontal = 0 }
        if !offsetFromCenter.vertical.isFinite { offsetFromCenter.vertical = 0 }
    }

    private static func duration(_ value: TimeInterval) -> TimeInterval {
        value.isFinite && value > 0 ? value : 0
    }

    private static func length(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }

    /// A limit or a time that may be "never": `.infinity` stays, NaN and negative values become `0`.
    private static func limit<Value: FloatingPoint>(_ value: Value) -> Value {
        value >= 0 ? value : 0
    }

    private static func size(_ value: CGSize) -> CGSize {
        CGSize(width: length(value.width), height: length(value.height))
    }
}
