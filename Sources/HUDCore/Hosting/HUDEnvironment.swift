import Foundation

/// What the host knows about where the HUD is drawn: container, safe area, keyboard and system settings.
///
/// HUDKit fills it from the view the HUD is in, `UIKeyboardWillChangeFrameNotification`, trait collections and
/// `UIAccessibility`; tests and hud-preview build it directly.
@_spi(HUDEngine) public struct HUDEnvironment: Equatable, Sendable {
    /// The light or dark system appearance.
    public enum ColorScheme: String, Hashable, Sendable {
        /// Light mode.
        case light
        /// Dark mode.
        case dark
    }

    /// The container's bounds (the app's window, the overlay window or `containerView`). 390×844 (an iPhone 15) by
    /// default.
    public var bounds: CGRect
    /// The container's safe-area insets. `.zero` by default.
    public var safeAreaInsets: HUDEdgeInsets
    /// How much of the container's bottom the keyboard covers, in points. `0` by default.
    public var keyboardHeight: CGFloat
    /// The system appearance, which `.automatic` follows. `.light` by default.
    public var colorScheme: ColorScheme
    /// The Dynamic Type factor: the scaled font size divided by the size at the default category. `1` by default.
    public var fontScale: CGFloat
    /// Whether Reduce Motion is on (no scale animation, no motion effects). `false` by default.
    public var reduceMotion: Bool
    /// Whether Reduce Transparency is on (solid bezel). `false` by default.
    public var reduceTransparency: Bool
    /// Whether something the app put in the HUD's window after the HUD appeared is above it (an alert or a sheet
    /// over a HUD in the app's window): the HUD is then not modal for VoiceOver, which must reach what covers it.
    /// `false` by default.
    public var isCovered: Bool
    /// The app's layout direction (`effectiveUserInterfaceLayoutDirection`): a right-to-left app's bar fills from
    /// the right, as `UIProgressView` does, unless the status's own direction says otherwise. `.leftToRight` by
    /// default.
    public var layoutDirection: HUDTextDirection = .leftToRight
    /// The share of the screen's area the container covers, `0...1` (`1` for a window): a blocking HUD in a small
    /// view announces instead of taking VoiceOver's focus
    /// (``HUDDeviceRules/takesAccessibilityFocus(screenCoverage:)``). `1` by default.
    public var screenCoverage: Double = 1
    /// The display's scale, pixels per point (`UITraitCollection.displayScale`): the layout puts every part's origin
    /// on this pixel grid and the bezel's hairline is one pixel wide. `3` (an iPhone 15) by default.
    public var displayScale: CGFloat = 3
    /// The top screen's navigation bar, toolbar and tab bar, in the container's coordinates: a ``HUDPosition/top``
    /// HUD sits below the navigation bar and a ``HUDPosition/bottom`` one above the toolbar or tab bar, by the rule
    /// a message follows (``HUDMessageBars/insets(in:safeAreaInsets:)``); a centred HUD ignores them. None by
    /// default.
    public var bars = HUDMessageBars()

    /// ``displayScale`` when it is finite and at least `1`, else `1`: the pixel grid the layout rounds to.
    var pixelScale: CGFloat {
        displayScale.isFinite && displayScale >= 1 ? displayScale : 1
    }

    /// Creates an environment.
    public init(
        bounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
        safeAreaInsets: HUDEdgeInsets = .zero,
        keyboardHeight: CGFloat = 0,
        colorScheme: ColorScheme = .light,
        fontScale: CGFloat = 1,
        reduceMotion: Bool = false,
        reduceTransparency: Bool = false,
        isCovered: Bool = false
    ) {
        self.bounds = bounds
        self.safeAreaInsets = safeAreaInsets
        self.keyboardHeight = keyboardHeight
        self.colorScheme = colorScheme
        self.fontScale = fontScale
        self.reduceMotion = reduceMotion
        self.reduceTransparency = reduceTransparency
        self.isCovered = isCovered
    }
}
