/// The blur behind the bezel's fill, as MBProgressHUD's `bezelView.style` and `blurEffectStyle` choose it.
///
/// A struct with static members rather than an enum, so that a new material does not break an app's `switch`.
///
/// ```swift
/// HUD.bezelMaterial = .none
/// HUD.bezelColor = UIColor(white: 0.1, alpha: 0.9)
/// ```
public struct HUDBezelMaterial: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    enum Storage: String, CaseIterable, Sendable {
        case automatic, none, light, dark
    }

    let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// The style's: the light or dark system material for the `.light`, `.dark` and `.automatic` styles, none for
    /// `.custom`. The default.
    public static let automatic = HUDBezelMaterial(.automatic)
    /// No blur: the bezel is its fill colour alone (MBProgressHUD's `MBProgressHUDBackgroundStyleSolidColor`).
    public static let none = HUDBezelMaterial(.none)
    /// The light system material (`UIBlurEffect.Style.systemMaterialLight`), whatever the style.
    public static let light = HUDBezelMaterial(.light)
    /// The dark system material (`UIBlurEffect.Style.systemMaterialDark`), whatever the style.
    public static let dark = HUDBezelMaterial(.dark)

    /// Every material, in declaration order.
    public static var allCases: [HUDBezelMaterial] { Storage.allCases.map(HUDBezelMaterial.init) }

    /// The material named `rawValue` (`"automatic"`, `"none"`, `"light"`, `"dark"`); `nil` for another name.
    public init?(rawValue: String) {
        guard let storage = Storage(rawValue: rawValue) else { return nil }
        self.storage = storage
    }

    /// The material's name, e.g. `"none"`.
    public var rawValue: String { storage.rawValue }
    /// The material's name.
    public var description: String { rawValue }

    /// The material the bezel gets where the style would give it `material`.
    func resolve(_ material: HUDRenderDescription.Material) -> HUDRenderDescription.Material {
        switch storage {
        case .automatic: material
        case .none: .none
        case .light: .light
        case .dark: .dark
        }
    }
}
