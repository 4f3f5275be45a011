/// Where the window HUD lives, which decides what the app presents over it: in an overlay window of its own above
/// everything (the default), or in the app's own window, as SVProgressHUD does.
///
/// Which to pick:
/// - **`.overlayWindow`** (the default): the HUD is always seen. A modal presented around the show, a HUD shown from
///   a presented screen's `viewDidLoad`, a window swap (onboarding → main) or another SDK's window never buries it.
///   The one trade-off: an alert the app presents while a *blocking* HUD shows sits under that HUD; dismiss the HUD
///   before asking the user anything.
/// - **`.appWindow`**: for apps that present alerts over a running HUD ("Retry?" while the spinner still turns), as
///   SVProgressHUD's model. The HUD comes to the front at every explicit show, follows the key window, and is
///   under whatever the app presents after it appeared.
///
/// One presentation can choose for itself with ``HUDOptions/windowMode``. A struct with static members rather than an
/// enum, so that new modes do not break callers' switches. A HUD in a view (`HUDHandle(view:).show()`, `HUD.containerView`)
/// is in that view whatever the mode.
///
/// ```swift
/// HUD.windowMode = .appWindow  // alerts presented while the HUD shows come above it
/// ```
public struct HUDWindowMode: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    enum Storage: String, Hashable, Sendable, CaseIterable {
        case appWindow
        case overlayWindow
    }

    let storage: Storage

    /// In the key window of the scene the HUD appears on; whatever the app presents or adds to that window after the
    /// HUD appeared — a "Retry?" alert, a sheet — comes above the HUD and takes touches (and VoiceOver) even while a
    /// blocking mask is up. Every explicit `show…`, `beginActivity` or `run` brings the HUD to the front (progress
    /// ticks, `setStatus` and binding updates do not); a view that covers the HUD while it appears (the transition
    /// view of a screen presented around the show) counts as under it; the HUD follows the key window within its
    /// scene (a window swap). An app whose only window is above `.normal` gets the overlay window instead. The status
    /// bar, rotation and light/dark setting are the app window's own.
    public static let appWindow = HUDWindowMode(.appWindow)
    /// In a window of its own at ``HUDAppearance/windowLevel`` (above alerts by default), which never becomes key
    /// (the keyboard and first responder stay with the app) and, with mask `.none`, passes every touch outside the
    /// bezel to the app. The HUD stays above everything the app presents until it goes, so a blocking HUD must be
    /// dismissed before the app asks the user anything. The status bar, rotation and light/dark setting follow the
    /// app's top screen; the HUD keeps clear of the keyboard. The default.
    public static let overlayWindow = HUDWindowMode(.overlayWindow)

    /// Every mode, in declaration order.
    public static var allCases: [HUDWindowMode] { Storage.allCases.map(HUDWindowMode.init) }

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// The mode named `rawValue` (`"appWindow"`, `"overlayWindow"`); `nil` for another name.
    public init?(rawValue: String) {
        guard let storage = Storage(rawValue: rawValue) else { return nil }
        self.storage = storage
    }

    /// The mode's name, as written in code: `"appWindow"` or `"overlayWindow"`.
    public var rawValue: String { storage.rawValue }
    /// The mode's name.
    public var description: String { rawValue }
}
