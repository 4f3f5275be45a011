/// How the indefinite indicator is drawn, as `SVProgressHUDAnimationType`.
///
/// A struct with static members rather than an enum, so that a new kind does not break an app's `switch`.
///
/// ```swift
/// HUD.animationType = .native
/// ```
public struct HUDAnimationType: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    enum Storage: String, CaseIterable, Sendable {
        case flat, native
    }

    let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// The rotating, masked arc. The default.
    public static let flat = HUDAnimationType(.flat)
    /// The system's large activity indicator.
    public static let native = HUDAnimationType(.native)

    /// Every animation type, in declaration order.
    public static var allCases: [HUDAnimationType] { Storage.allCases.map(HUDAnimationType.init) }

    /// The animation type named `rawValue` (`"flat"`, `"native"`); `nil` for another name.
    public init?(rawValue: String) {
        guard let storage = Storage(rawValue: rawValue) else { return nil }
        self.storage = storage
    }

    /// The animation type's name, e.g. `"native"`.
    public var rawValue: String { storage.rawValue }
    /// The animation type's name.
    public var description: String { rawValue }
}
