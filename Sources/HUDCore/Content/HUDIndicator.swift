/// What the HUD shows above its status: the indefinite spinner, a progress ring, an image, or nothing (a message).
///
/// A struct with static members rather than an enum, so that new indicators do not break callers' switches.
///
/// ```swift
/// presenter.handle(.show(.progress(0.4), status: "Uploading…"), now: 0)
/// ```
@_spi(HUDEngine) public struct HUDIndicator: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case spinner
        case progress(Double)
        case image(HUDImage)
        case customView(HUDCustomView)
        case text
        case none
    }

    let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// The indefinite spinner (flat or native, per the animation type).
    public static let spinner = HUDIndicator(.spinner)
    /// No indicator: the status alone, as a message (a toast): it dismisses itself after
    /// ``HUDAppearance/displayDuration(for:)``, never blocks the app (no mask unless the call's options ask for one),
    /// does not count as an activity and sits at ``HUDAppearance/messagePosition`` (``HUDPosition/bottom``).
    public static let none = HUDIndicator(.none)

    /// Text only (MBProgressHUD's text mode): the HUD without an indicator, its status alone in the bezel. Unlike a
    /// message (``none``) it follows the HUD's rules: centred, under the appearance's mask, and it stays until
    /// dismissed (unless the call's options give a `duration`), like a custom view; a show resets the activity
    /// count.
    public static let text = HUDIndicator(.text)

    /// A progress ring filled to `fraction`.
    ///
    /// `fraction` is clamped to `0...1`; a negative or non-finite value gives the indefinite ``spinner``
    /// (SVProgressHUD's convention that `-1` means "indefinite").
    public static func progress(_ fraction: Double) -> HUDIndicator {
        guard fraction.isFinite, fraction >= 0 else { return .spinner }
        return HUDIndicator(.progress(min(fraction, 1)))
    }

    /// An image; image HUDs dismiss themselves after ``HUDAppearance/displayDuration(for:)``.
    public static func image(_ image: HUDImage) -> HUDIndicator {
        HUDIndicator(.image(image))
    }

    /// A view the app supplies; it stays until dismissed (unless the call's options give a `duration`) and is
    /// tinted with the foreground image colour when ``HUDAppearance/tintsCustomView`` is on.
    public static func customView(_ view: HUDCustomView) -> HUDIndicator {
        HUDIndicator(.customView(view))
    }

    /// The success checkmark.
    public static let success = image(.success)
    /// The error cross.
    public static let error = image(.error)
    /// The info glyph.
    public static let info = image(.info)
}
