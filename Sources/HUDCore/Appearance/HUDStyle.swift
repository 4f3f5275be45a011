/// The HUD's colour scheme, as `SVProgressHUDStyle`.
///
/// A struct with static members rather than an enum, so that a new style does not break an app's `switch`.
///
/// ```swift
/// HUD.style = .dark
/// ```
public struct HUDStyle: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    enum Storage: String, CaseIterable, Sendable {
        case light, dark, automatic, custom
    }

    let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// Black content on a white, translucent bezel.
    public static let light = HUDStyle(.light)
    /// White content on a black, translucent bezel.
    public static let dark = HUDStyle(.dark)
    /// `.light` or `.dark`, following the system's appearance live (also while the HUD is visible). The default.
    public static let automatic = HUDStyle(.automatic)
    /// The appearance's own foreground and background colours on a solid bezel.
    public static let custom = HUDStyle(.custom)

    /// Every style, in declaration order.
    public static var allCases: [HUDStyle] { Storage.allCases.map(HUDStyle.init) }

    /// The style named `rawValue` (`"light"`, `"dark"`, `"automatic"`, `"custom"`); `nil` for another name.
    public init?(rawValue: String) {
        guard let storage = Storage(rawValue: rawValue) else { return nil }
        self.storage = storage
    }

    /// The style's name, e.g. `"dark"`.
    public var rawValue: String { storage.rawValue }
    /// The style's name.
    public var description: String { rawValue }
}
