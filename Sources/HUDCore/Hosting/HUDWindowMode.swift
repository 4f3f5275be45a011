/// Where the window HUD lives, which decides what the app presents over it: in the app's own window (the default,
/// as SVProgressHUD and MBProgressHUD do), or in an overlay window of its own above everything.
///
/// A struct with static members rather than an enum, so that new modes do not break callers' switches. A HUD in a
/// view (`HUD.show(in:)`, `HUD.containerView`) is in that view whatever the mode.
///
/// ```swift
/// HUD.windowMode = .overlayWindow  // the HUD stays above alerts the app presents while it shows
/// ```
public struct HUDWindowMode: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    enum Storage: String, Hashable, Sendable, CaseIterable {
        case appWindow
        case overlayWindow
    }

    let storage: Storage

    /// In the key window of the scene the HUD appears on, as its topmost subview when it appears; whatever the app
    /// presents or adds to that window afterwards — a "Retry?" alert, a sheet — comes above the HUD and takes
    /// touches (and VoiceOver) even while a blocking mask is up. A HUD on screen that changes stays where it is; one
    /// that appears again after it has gone comes in front. The status bar, rotation and light/dark setting are the
    /// app window's own. The default.
    public static let appWindow = HUDWindowMode(.appWindow)
    /// In a window of its own at ``HUDAppearance/windowLevel`` (above alerts by default): the HUD stays above
    /// everything the app presents until it goes, so a blocking HUD must be dismissed before the app asks the
    /// user anything. The status bar and rotation follow the app's full-screen view controllers.
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
