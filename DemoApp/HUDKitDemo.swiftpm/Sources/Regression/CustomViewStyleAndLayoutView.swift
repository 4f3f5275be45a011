import HUDKit
import SwiftUI
import UIKit

/// Custom views in the bezel: they draw in the HUD's style (not the app's), a view built with constraints keeps its
/// size and layout, an interactive one takes touches, and VoiceOver reads the label the call gives.
@MainActor
struct CustomViewStyleAndLayoutView: View {
    @State private var switchedOn = false

    var body: some View {
        List {
            RegressionCheck(
                "A dark custom view in light mode", code: "options style .dark; show(customView: Image(systemName:))",
                expected: "in light mode, the cloud is white on the dark bezel (before: black on black).") {
                HUD.show(
                    customView: Image(systemName: "icloud.slash").font(.largeTitle), status: "Offline",
                    options: HUDOptions(style: .dark, duration: 3))
            }
            RegressionCheck(
                "A light custom view in dark mode", code: "options style .light; show(customView: Text(…))",
                expected: "in dark mode, the text is black on the light bezel.") {
                HUD.show(
                    customView: Text("42").font(.largeTitle.bold()), status: "Answer",
                    options: HUDOptions(style: .light, duration: 3))
            }
            RegressionCheck(
                "An Auto Layout custom view", code: "show(customView: a view built with constraints)",
                expected: "the badge is its constraints' size (about 140 × 44), not 37 × 37, and its label is not "
                    + "cut.") {
                HUD.show(customView: Self.makeBadge(), status: "Constrained", options: HUDOptions(duration: 3))
            }
            RegressionCheck(
                "An interactive custom view", code: "options customViewIsInteractive; a UISwitch",
                expected: "the switch flips on a tap; a tap beside it, on the bezel, does nothing.") {
                let toggle = UISwitch()
                toggle.isOn = switchedOn
                toggle.addAction(UIAction { _ in switchedOn.toggle() }, for: .valueChanged)
                HUD.show(
                    customView: toggle, status: "Flip me",
                    options: HUDOptions(duration: 4, customViewIsInteractive: true))
            }
            RegressionCheck(
                "VoiceOver reads the call's label", code: "options accessibilityLabel \"Offline\", no status",
                expected: "with VoiceOver on, the HUD reads \"Offline\", not \"Image\".") {
                HUD.show(
                    customView: Image(systemName: "wifi.slash").font(.largeTitle),
                    options: HUDOptions(duration: 3, accessibilityLabel: "Offline"))
            }
        }
        .navigationTitle("Custom views")
    }

    /// A badge built with constraints only: no frame, no intrinsic size of its own.
    private static func makeBadge() -> UIView {
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 8
        let label = UILabel()
        label.text = "Constraints"
        label.textColor = .white
        label.translatesAutoresizingMaskIntoConstraints = false
        badge.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: badge.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: badge.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: -12),
        ])
        return badge
    }
}
