import HUDKit
import UIKit

/// The status fonts the demo offers for `HUD.font`, each with the assignment it makes.
enum DemoFont: String, CaseIterable, Identifiable {
    case standard = "Default"
    case headline = "Headline"
    case monospaced = "Monospaced"
    case serif = "Georgia"

    var id: Self { self }

    /// The code `apply()` runs, shown under the picker.
    var code: String {
        switch self {
        case .standard: "HUD.appearance.font = HUDAppearance().font"
        case .headline: "HUD.font = .preferredFont(forTextStyle: .headline)"
        case .monospaced: "HUD.font = .monospacedSystemFont(ofSize: 15, weight: .medium)"
        case .serif: #"HUD.font = UIFont(name: "Georgia", size: 17)"#
        }
    }

    /// Sets `HUD.font`; `.standard` puts HUDKit's default font (the subheadline style at 15 pt) back.
    @MainActor
    func apply() {
        switch self {
        case .standard: HUD.appearance.font = HUDAppearance().font
        case .headline: HUD.font = .preferredFont(forTextStyle: .headline)
        case .monospaced: HUD.font = .monospacedSystemFont(ofSize: 15, weight: .medium)
        case .serif: HUD.font = UIFont(name: "Georgia", size: 17) ?? .systemFont(ofSize: 17)
        }
    }
}
