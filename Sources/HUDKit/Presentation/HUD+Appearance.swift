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
    public nonisolated static var defaultStyle: HUDStyle {
        get { read { $0.appearance.style } }
        set { write { $0.appearance.style = newValue } }
    }

    /// What is drawn behind the bezel; every type but `.none` blocks touches to the app while the HUD appears and
    /// shows (from the start of its fade-out, touches reach the app again) and keeps VoiceOver on the HUD (unless an
    /// alert the app presented afterwards covers it). It does not block a hardware keyboard: the HUD never takes the
    /// first responder or hides the software keyboard, and key presses still reach the app. `.none` by default.
    public nonisolated static var defaultMaskType: HUDMaskType {
        get { read { $0.appearance.maskType } }
        set { write { $0.appearance.maskType = newValue } }
    }

    /// The indefinite indicator: the `.flat` masked arc or the `.native` activity indicator. `.flat` by default.
    public nonisolated static var defaultAnimationType: HUDAnimationType {
        get { read { $0.appearance.animationType } }
        set { write { $0.appearance.animationType = newValue } }
    }

    /// How a determinate progress is drawn: `.ring` (SVProgressHUD's), or MBProgressHUD's `.annular`, `.pie` or
    /// `.bar`; `HUDOptions.progressStyle` overrides it for one presentation. `.ring` by default.
    ///
    /// ```swift
    /// HUD.defaultProgressStyle = .pie
    /// ```
    public nonisolated static var defaultProgressStyle: HUDProgressStyle {
        get { read { $0.appearance.progressStyle } }
        set { write { $0.appearance.progressStyle = newValue } }
    }

    /// How the bezel moves while the HUD fades in and out: `.standard` (SVProgressHUD's 1.3 scale), or
    /// MBProgressHUD's `.fade`, `.zoomIn`, `.zoomOut` or `.zoom`; `HUDOptions.transition` overrides it for one
    /// presentation. `.standard` by default.
    ///
    /// ```swift
    /// HUD.defaultTransition = .zoom
    /// ```
    public nonisolated static var defaultTransition: HUDTransition {
        get { read { $0.appearance.transition } }
        set { write { $0.appearance.transition = newValue } }
    }

    /// The view that hosts the HUD instead of a window (required in app extensions); held weakly, used from
    /// the next appearance or explicit show (a HUD on screen moves there then). `nil` by default.
    public nonisolated static var containerView: UIView? {
        get { read { $0.containerView } }
        set { write { $0.containerView = newValue } }
    }

    /// The smallest bezel size. `.zero` by default.
    public nonisolated static var minimumSize: CGSize {
        get { read { $0.appearance.minimumSize } }
        set { write { $0.appearance.minimumSize = newValue } }
    }

    /// Line width of the ring and the spinner. `2` by default.
    public nonisolated static var ringThickness: CGFloat {
        get { read { $0.appearance.ringThickness } }
        set { write { $0.appearance.ringThickness = newValue } }
    }

    /// Radius of the ring and the spinner when there is a status. `18` by default.
    public nonisolated static var ringRadius: CGFloat {
        get { read { $0.appearance.ringRadius } }
        set { write { $0.appearance.ringRadius = newValue } }
    }

    /// Radius of the ring and the spinner without a status. `24` by default.
    public nonisolated static var ringNoTextRadius: CGFloat {
        get { read { $0.appearance.ringNoTextRadius } }
        set { write { $0.appearance.ringNoTextRadius = newValue } }
    }

    /// Bezel corner radius. `14` by default.
    public nonisolated static var cornerRadius: CGFloat {
        get { read { $0.appearance.cornerRadius } }
        set { write { $0.appearance.cornerRadius = newValue } }
    }

    /// Bezel border colour (a dynamic colour is resolved when set). `.clear` by default.
    public nonisolated static var borderColor: UIColor {
        get { read { UIColor($0.appearance.borderColor) } }
        set { write { $0.appearance.borderColor = HUDColor(newValue) } }
    }

    /// Bezel border width. `0` by default.
    public nonisolated static var borderWidth: CGFloat {
        get { read { $0.appearance.borderWidth } }
        set { write { $0.appearance.borderWidth = newValue } }
    }

    /// The status font, scaled with Dynamic Type by its text style (`.body`'s when it has none); see
    /// ``HUDController/font``. The subheadline style at 15 pt by default.
    public nonisolated static var font: UIFont {
        get { read { $0.font } }
        set { write { $0.font = newValue } }
    }

    /// Indicator and text colour of the `.custom` style. Setting it also sets ``defaultStyle`` to `.custom`, as
    /// SVProgressHUD's `setForegroundColor:` does, so the colour shows; set ``defaultStyle`` afterwards to choose
    /// another style. `.black` by default.
    ///
    /// ```swift
    /// HUD.foregroundColor = .white  // defaultStyle is now .custom
    /// ```
    public nonisolated static var foregroundColor: UIColor {
        get { read { UIColor($0.appearance.foregroundColor) } }
        set { write { $0.appearance.selectingCustomStyle(foregroundColor: HUDColor(newValue)) } }
    }

    /// Image and ring colour of the `.custom` style; `nil` uses ``foregroundColor``. Setting it also sets
    /// ``defaultStyle`` to `.custom`, as SVProgressHUD's `setForegroundImageColor:` does. `nil` by default.
    public nonisolated static var foregroundImageColor: UIColor? {
        get { read { $0.appearance.foregroundImageColor.map(UIColor.init) } }
        set { write { $0.appearance.selectingCustomStyle(foregroundImageColor: newValue.map(HUDColor.init)) } }
    }

    /// Bezel colour of the `.custom` style. Setting it also sets ``defaultStyle`` to `.custom`, as SVProgressHUD's
    /// `setBackgroundColor:` does. `.white` by default.
    public nonisolated static var backgroundColor: UIColor {
        get { read { UIColor($0.appearance.backgroundColor) } }
        set { write { $0.appearance.selectingCustomStyle(backgroundColor: HUDColor(newValue)) } }
    }

    /// Mask colour of the `.custom` mask type. Black at 0.4 alpha by default.
    public nonisolated static var backgroundLayerColor: UIColor {
        get { read { UIColor($0.appearance.backgroundLayerColor) } }
        set { write { $0.appearance.backgroundLayerColor = HUDColor(newValue) } }
    }

    /// Size of the success/error/info/custom image. 28×28 by default.
    public nonisolated static var imageViewSize: CGSize {
        get { read { $0.appearance.imageViewSize } }
        set { write { $0.appearance.imageViewSize = newValue } }
    }

    /// Whether images are drawn as templates in the foreground image colour. `true` by default.
    public nonisolated static var shouldTintImages: Bool {
        get { read { $0.appearance.shouldTintImages } }
        set { write { $0.appearance.shouldTintImages = newValue } }
    }

    /// The image of ``showInfo(status:options:onTap:onDisappear:)``. The bundled "i" by default.
    public nonisolated static var infoImage: UIImage {
        get { read { $0.infoImage } }
        set { write { $0.infoImage = newValue } }
    }

    /// The image of ``showSuccess(status:options:onTap:onDisappear:)``. The bundled checkmark by default.
    public nonisolated static var successImage: UIImage {
        get { read { $0.successImage } }
        set { write { $0.successImage = newValue } }
    }

    /// The image of ``showError(status:options:onTap:onDisappear:)``. The bundled cross by default.
    public nonisolated static var errorImage: UIImage {
        get { read { $0.errorImage } }
        set { write { $0.errorImage = newValue } }
    }

    /// Delay before a show becomes visible; a dismiss within it cancels the show (nothing appears, no events).
    /// `.infinity`: the show never appears by itself; it waits until a dismiss cancels it. `0` by default.
    public nonisolated static var graceTimeInterval: TimeInterval {
        get { read { $0.appearance.graceTimeInterval } }
        set { write { $0.appearance.graceTimeInterval = newValue } }
    }

    /// Once visible, the HUD stays at least this long, holding back dismisses. `.infinity`: it never leaves by itself
    /// and every dismiss takes it away at once. `0` by default.
    public nonisolated static var minimumDisplayTime: TimeInterval {
        get { read { $0.appearance.minimumDisplayTime } }
        set { write { $0.appearance.minimumDisplayTime = newValue } }
    }

    /// Shortest time an image HUD stays before dismissing itself; it wins over a smaller maximum, and `.infinity`
    /// keeps image HUDs up until dismissed. `1.5` s by default.
    public nonisolated static var minimumDismissTimeInterval: TimeInterval {
        get { read { $0.appearance.minimumDismissTimeInterval } }
        set { write { $0.appearance.minimumDismissTimeInterval = newValue } }
    }

    /// Longest time an image HUD stays before dismissing itself. `.infinity` by default.
    public nonisolated static var maximumDismissTimeInterval: TimeInterval {
        get { read { $0.appearance.maximumDismissTimeInterval } }
        set { write { $0.appearance.maximumDismissTimeInterval = newValue } }
    }

    /// Fade-in duration. `0.15` s by default.
    public nonisolated static var fadeInAnimationDuration: TimeInterval {
        get { read { $0.appearance.fadeInAnimationDuration } }
        set { write { $0.appearance.fadeInAnimationDuration = newValue } }
    }

    /// Fade-out duration. `0.15` s by default.
    public nonisolated static var fadeOutAnimationDuration: TimeInterval {
        get { read { $0.appearance.fadeOutAnimationDuration } }
        set { write { $0.appearance.fadeOutAnimationDuration = newValue } }
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
    public nonisolated static var windowMode: HUDWindowMode {
        get { read { $0.appearance.windowMode } }
        set { write { $0.appearance.windowMode = newValue } }
    }

    /// Level of the HUD's overlay window in the `.overlayWindow` ``windowMode``. `UIWindow.Level.alert + 1` by
    /// default.
    public nonisolated static var windowLevel: UIWindow.Level {
        get { read { UIWindow.Level($0.appearance.windowLevel) } }
        set { write { $0.appearance.windowLevel = Double(newValue.rawValue) } }
    }

    /// Whether success/error/info HUDs play a notification haptic. `false` by default.
    public nonisolated static var hapticsEnabled: Bool {
        get { read { $0.appearance.hapticsEnabled } }
        set { write { $0.appearance.hapticsEnabled = newValue } }
    }

    /// Whether the bezel tilts with the device (±10 pt; never with Reduce Motion). `true` by default.
    public nonisolated static var motionEffectEnabled: Bool {
        get { read { $0.appearance.motionEffectEnabled } }
        set { write { $0.appearance.motionEffectEnabled = newValue } }
    }

    /// Offset of the bezel's centre from its default position. `.zero` by default.
    public nonisolated static var offsetFromCenter: UIOffset {
        get { read { UIOffset($0.appearance.offsetFromCenter) } }
        set { write { $0.appearance.offsetFromCenter = HUDOffset(newValue) } }
    }

    /// Puts the bezel back at its default position (``offsetFromCenter`` `.zero`).
    ///
    /// ```swift
    /// HUD.resetOffsetFromCenter()
    /// ```
    public nonisolated static func resetOffsetFromCenter() {
        offsetFromCenter = .zero
    }
}
#endif  // canImport(UIKit)
