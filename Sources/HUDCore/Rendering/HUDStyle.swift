/// The HUD's colour scheme, as `SVProgressHUDStyle`.
///
/// ```swift
/// HUD.defaultStyle = .dark
/// ```
public enum HUDStyle: String, CaseIterable, Hashable, Sendable {
    /// Black content on a white, translucent bezel.
    case light
    /// White content on a black, translucent bezel.
    case dark
    /// `.light` or `.dark`, following the system's appearance live (also while the HUD is visible). The default.
    case automatic
    /// The appearance's own foreground and background colours on a solid bezel.
    case custom
}

/// What the HUD puts behind its bezel, as `SVProgressHUDMaskType`.
///
/// Every type except ``none`` blocks touches to the app below.
///
/// ```swift
/// HUD.defaultMaskType = .black
/// ```
public enum HUDMaskType: String, CaseIterable, Hashable, Sendable {
    /// Nothing; every touch outside the bezel passes through to the app. The default.
    case none
    /// A clear mask that blocks touches.
    case clear
    /// Black at 40 % opacity.
    case black
    /// A radial gradient from clear at the centre to black at 75 % at radius min(width, height).
    case gradient
    /// The appearance's `backgroundLayerColor` (black at 40 % by default).
    case custom
}

/// How the indefinite indicator is drawn, as `SVProgressHUDAnimationType`.
///
/// ```swift
/// HUD.defaultAnimationType = .native
/// ```
public enum HUDAnimationType: String, CaseIterable, Hashable, Sendable {
    /// The rotating, masked arc. The default.
    case flat
    /// The system's large activity indicator.
    case native
}
