/// What the HUD puts behind its bezel, as `SVProgressHUDMaskType`.
///
/// Every type except ``none`` blocks touches to the app below. A struct with static members rather than an enum, so
/// that a new mask does not break an app's `switch`.
///
/// ```swift
/// HUD.maskType = .black
/// ```
public struct HUDMaskType: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    enum Storage: String, CaseIterable, Sendable {
        case none, clear, black, gradient, custom, blur
    }

    let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// Nothing; every touch outside the bezel passes through to the app. The default.
    public static let none = HUDMaskType(.none)
    /// A clear mask that blocks touches.
    public static let clear = HUDMaskType(.clear)
    /// Black at 40 % opacity.
    public static let black = HUDMaskType(.black)
    /// A radial gradient from clear at the centre to black at 75 % at radius min(width, height).
    public static let gradient = HUDMaskType(.gradient)
    /// The appearance's `backgroundLayerColor` (black at 40 % by default).
    public static let custom = HUDMaskType(.custom)

    /// The app blurred behind the HUD (MBProgressHUD's `backgroundView` with its blur style): the light system
    /// material in light mode, the dark one in dark mode; with Reduce Transparency, black at 40 % instead.
    public static let blur = HUDMaskType(.blur)

    /// Every mask type, in declaration order.
    public static var allCases: [HUDMaskType] { Storage.allCases.map(HUDMaskType.init) }

    /// The mask type named `rawValue` (`"none"`, `"clear"`, `"black"`, `"gradient"`, `"custom"`, `"blur"`); `nil` for another.
    public init?(rawValue: String) {
        guard let storage = Storage(rawValue: rawValue) else { return nil }
        self.storage = storage
    }

    /// The mask type's name, e.g. `"black"`.
    public var rawValue: String { storage.rawValue }
    /// The mask type's name.
    public var description: String { rawValue }

    /// Whether the mask blocks touches to the app and keeps VoiceOver on the HUD: every type but ``none``.
    var blocksTouches: Bool {
        switch storage {
        case .none: false
        case .clear, .black, .gradient, .custom, .blur: true
        }
    }
}
