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
        case none
    }

    let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// The indefinite spinner (flat or native, per the animation type).
    public static let spinner = HUDIndicator(.spinner)
    /// No indicator: the status alone, MBProgressHUD's text mode. A HUD kind like the others: centred, with the
    /// appearance's mask, counted as an activity like the spinner and shown until dismissed. Messages (toasts) are
    /// not this kind: they have a lane of their own (``HUDMessageQueue``).
    public static let none = HUDIndicator(.none)

    /// Text only (MBProgressHUD's text mode): the same kind as ``none``, named for `HUDMode.text`.
    public static let text = HUDIndicator(.none)

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
