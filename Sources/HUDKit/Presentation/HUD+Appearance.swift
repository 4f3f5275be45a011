#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The settings of the shared HUD, in SVProgressHUD's names: each reads and writes `HUDController.shared` (its
// `appearance`, or the UIKit values the controller keeps beside it). A change restyles a HUD on screen. Colours are
// stored as sRGB `HUDColor`s: a dynamic `UIColor` is resolved for the current trait collection when it is set (the
// `.automatic` style is what follows light and dark mode).
extension HUD {
    /// The colour scheme: `.light`, `.dark`, `.automatic` (follows the system live) or `.custom`. `.automatic` by
    /// default.
    public static var defaultStyle: HUDStyle {
        get { HUDController.shared.appearance.style }
        set { HUDController.shared.appearance.style = newValue }
    }

    /// What is drawn behind the bezel; every type but `.none` blocks touches to the app while the HUD appears and
    /// shows (from the start of its fade-out, touches reach the app again) and keeps VoiceOver on the HUD (unless an
    /// alert the app presented afterwards covers it). It does not block a hardware keyboard: the HUD never takes the
    /// first responder or hides the software keyboard, and key presses still reach the app. `.none` by default.
    public static var defaultMaskType: HUDMaskType {
        get { HUDController.shared.appearance.maskType }
        set { HUDController.shared.appearance.maskType = newValue }
    }

    /// The indefinite indicator: the `.flat` masked arc or the `.native` activity indicator. `.flat` by default.
    public static var defaultAnimationType: HUDAnimationType {
        get { HUDController.shared.appearance.animationType }
        set { HUDController.shared.appearance.animationType = newValue }
    }

    /// How a determinate progress is drawn: `.ring` (SVProgressHUD's), or MBProgressHUD's `.annular`, `.pie` or
    /// `.bar`; `HUDOptions.progressStyle` overrides it for one presentation. `.ring` by default.
    ///
    /// ```swift
    /// HUD.defaultProgressStyle = .pie
    /// ```
    public static var defaultProgressStyle: HUDProgressStyle {
        get { HUDController.shared.appearance.progressStyle }
        set { HUDController.shared.appearance.progressStyle = newValue }
    }

    /// How the bezel moves while the HUD fades in and out: `.standard` (SVProgressHUD's 1.3 scale), or
    /// MBProgressHUD's `.fade`, `.zoomIn`, `.zoomOut` or `.zoom`; `HUDOptions.transition` overrides it for one
    /// presentation. `.standard` by default.
    ///
    /// ```swift
    /// HUD.defaultTransition = .zoom
    /// ```
    public static var defaultTransition: HUDTransition {
        get { HUDController.shared.appearance.transition }
        set { HUDController.shared.appearance.transition = newValue }
    }

    /// The view that hosts the HUD instead of a window (required in app extensions); held weakly, used from
    /// the next appearance or explicit show (a HUD on screen moves there then). `nil` by default.
    public static var containerView: UIView? {
        get { HUDController.shared.containerView }
        set { HUDController.shared.containerView = newValue }
    }

    /// The smallest bezel size. `.zero` by default.
    public static var minimumSize: CGSize {
        get { HUDController.shared.appearance.minimumSize }
        set { HUDController.shared.appearance.minimumSize = newValue }
    }

    /// Line width of the ring and the spinner. `2` by default.
    public static var ringThickness: CGFloat {
        get { HUDController.shared.appearance.ringThickness }
        set { HUDController.shared.appearance.ringThickness = newValue }
    }

    /// Radius of the ring and the spinner when there is a status. `18` by default.
    public static var ringRadius: CGFloat {
        get { HUDController.shared.appearance.ringRadius }
        set { HUDController.shared.appearance.ringRadius = newValue }
    }

    /// Radius of the ring and the spinner without a status. `24` by default.
    public static var ringNoTextRadius: CGFloat {
        get { HUDController.shared.appearance.ringNoTextRadius }
        set { HUDController.shared.appearance.ringNoTextRadius = newValue }
    }

    /// Bezel corner radius. `14` by default.
    public static var cornerRadius: CGFloat {
        get { HUDController.shared.appearance.cornerRadius }
        set { HUDController.shared.appearance.cornerRadius = newValue }
    }

    /// Bezel border colour (a dynamic colour is resolved when set). `.clear` by default.
    public static var borderColor: UIColor {
        get { UIColor(HUDController.shared.appearance.borderColor) }
        set { HUDController.shared.appearance.borderColor = HUDColor(newValue) }
    }

    /// Bezel border width. `0` by default.
    public static var borderWidth: CGFloat {
        get { HUDController.shared.appearance.borderWidth }
        set { HUDController.shared.appearance.borderWidth = newValue }
    }

    /// The status font, scaled with Dynamic Type by its text style (`.body`'s when it has none); see
    /// ``HUDController/font``. The subheadline style at 15 pt by default.
    public static var font: UIFont {
        get { HUDController.shared.font }
        set { HUDController.shared.font = newValue }
    }

    /// Indicator and text colour of the `.custom` style (set ``defaultStyle`` to `.custom`). `.black` by default.
    public static var foregroundColor: UIColor {
        get { UIColor(HUDController.shared.appearance.foregroundColor) }
        set { HUDController.shared.appearance.foregroundColor = HUDColor(newValue) }
    }

    /// Image and ring colour of the `.custom` style; `nil` uses ``foregroundColor``. `nil` by default.
    public static var foregroundImageColor: UIColor? {
        get { HUDController.shared.appearance.foregroundImageColor.map(UIColor.init) }
        set { HUDController.shared.appearance.foregroundImageColor = newValue.map(HUDColor.init) }
    }

    /// Bezel colour of the `.custom` style. `.white` by default.
    public static var backgroundColor: UIColor {
        get { UIColor(HUDController.shared.appearance.backgroundColor) }
        set { HUDController.shared.appearance.backgroundColor = HUDColor(newValue) }
    }

    /// Mask colour of the `.custom` mask type. Black at 0.4 alpha by default.
    public static var backgroundLayerColor: UIColor {
        get { UIColor(HUDController.shared.appearance.backgroundLayerColor) }
        set { HUDController.shared.appearance.backgroundLayerColor = HUDColor(newValue) }
    }

    /// Size of the success/error/info/custom image. 28×28 by default.
    public static var imageViewSize: CGSize {
        get { HUDController.shared.appearance.imageViewSize }
        set { HUDController.shared.appearance.imageViewSize = newValue }
    }

    /// Whether images are drawn as templates in the foreground image colour. `true` by default.
    public static var shouldTintImages: Bool {
        get { HUDController.shared.appearance.shouldTintImages }
        set { HUDController.shared.appearance.shouldTintImages = newValue }
    }

    /// The image of ``showInfo(status:options:onTap:onDisappear:)``. The bundled "i" by default.
    public static var infoImage: UIImage {
        get { HUDController.shared.infoImage }
        set { HUDController.shared.infoImage = newValue }
    }

    /// The image of ``showSuccess(status:options:onTap:onDisappear:)``. The bundled checkmark by default.
    public static var successImage: UIImage {
        get { HUDController.shared.successImage }
        set { HUDController.shared.successImage = newValue }
    }

    /// The image of ``showError(status:options:onTap:onDisappear:)``. The bundled cross by default.
    public static var errorImage: UIImage {
        get { HUDController.shared.errorImage }
        set { HUDController.shared.errorImage = newValue }
    }

    /// Delay before a show becomes visible; a dismiss within it cancels the show (nothing appears, no events).
    /// `.infinity`: the show never appears by itself; it waits until a dismiss cancels it. `0` by default.
    public static var graceTimeInterval: TimeInterval {
        get { HUDController.shared.appearance.graceTimeInterval }
        set { HUDController.shared.appearance.graceTimeInterval = newValue }
    }

    /// Once visible, the HUD stays at least this long, holding back dismisses. `.infinity`: it never leaves by itself
    /// and every dismiss takes it away at once. `0` by default.
    public static var minimumDisplayTime: TimeInterval {
        get { HUDController.shared.appearance.minimumDisplayTime }
        set { HUDController.shared.appearance.minimumDisplayTime = newValue }
    }

    /// Shortest time an image HUD stays before dismissing itself; it wins over a smaller maximum, and `.infinity`
    /// keeps image HUDs up until dismissed. `1.5` s by default.
    public static var minimumDismissTimeInterval: TimeInterval {
        get { HUDController.shared.appearance.minimumDismissTimeInterval }
        set { HUDController.shared.appearance.minimumDismissTimeInterval = newValue }
    }

    /// Longest time an image HUD stays before dismissing itself. `.infinity` by default.
    public static var maximumDismissTimeInterval: TimeInterval {
        get { HUDController.shared.appearance.maximumDismissTimeInterval }
        set { HUDController.shared.appearance.maximumDismissTimeInterval = newValue }
    }

    /// Fade-in duration. `0.15` s by default.
    public static var fadeInAnimationDuration: TimeInterval {
        get { HUDController.shared.appearance.fadeInAnimationDuration }
        set { HUDController.shared.appearance.fadeInAnimationDuration = newValue }
    }

    /// Fade-out duration. `0.15` s by default.
    public static var fadeOutAnimationDuration: TimeInterval {
        get { HUDController.shared.appearance.fadeOutAnimationDuration }
        set { HUDController.shared.appearance.fadeOutAnimationDuration = newValue }
    }

    /// Where the window HUD lives: `.overlayWindow`, a window of its own above everything, which is never buried
    /// by a modal, a window swap or another SDK's window (an alert presented while a *blocking* HUD shows sits under
    /// it); or `.appWindow`, the app's key window, where alerts and sheets the app presents after the HUD appeared come
    /// above it (SVProgressHUD's model). One presentation can choose for itself with ``HUDOptions/windowMode``. Used
    /// from the next explicit show. `.overlayWindow` by default.
    ///
    /// ```swift
    /// HUD.windowMode = .appWindow
    /// ```
    public static var windowMode: HUDWindowMode {
        get { HUDController.shared.appearance.windowMode }
        set { HUDController.shared.appearance.windowMode = newValue }
    }

    /// Level of the HUD's overlay window in the `.overlayWindow` ``windowMode``. `UIWindow.Level.alert + 1` by
    /// default.
    public static var windowLevel: UIWindow.Level {
        get { UIWindow.Level(HUDController.shared.appearance.windowLevel) }
        set { HUDController.shared.appearance.windowLevel = Double(newValue.rawValue) }
    }

    /// Whether success/error/info HUDs play a notification haptic. `false` by default.
    public static var hapticsEnabled: Bool {
        get { HUDController.shared.appearance.hapticsEnabled }
        set { HUDController.shared.appearance.hapticsEnabled = newValue }
    }

    /// Whether the bezel tilts with the device (±10 pt; never with Reduce Motion). `true` by default.
    public static var motionEffectEnabled: Bool {
        get { HUDController.shared.appearance.motionEffectEnabled }
        set { HUDController.shared.appearance.motionEffectEnabled = newValue }
    }

    /// Offset of the bezel's centre from its default position. `.zero` by default.
    public static var offsetFromCenter: UIOffset {
        get { UIOffset(HUDController.shared.appearance.offsetFromCenter) }
        set { HUDController.shared.appearance.offsetFromCenter = HUDOffset(newValue) }
    }

    /// Puts the bezel back at its default position (``offsetFromCenter`` `.zero`).
    ///
    /// ```swift
    /// HUD.resetOffsetFromCenter()
    /// ```
    public static func resetOffsetFromCenter() {
        offsetFromCenter = .zero
    }
}
#endif  // canImport(UIKit)
