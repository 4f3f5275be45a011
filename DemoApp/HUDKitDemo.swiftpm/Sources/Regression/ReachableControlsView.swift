import HUDKit
import SwiftUI
import UIKit

/// "Controls are reachable": a message's button and the controls of an interactive custom view are reached by
/// VoiceOver and Full Keyboard Access; a HUD without controls is one element. Only a device with VoiceOver or Full
/// Keyboard Access on (Settings › Accessibility) can tell.
@MainActor
struct ReachableControlsView: View {
    @State private var log: [String] = []

    var body: some View {
        List {
            RegressionCheck(
                "VoiceOver reaches a message's button",
                code: "HUD.showMessage(\"Message deleted\", options: HUDOptions(duration: 10, button: undo))",
                expected: "with VoiceOver on, swipe right from this button: VoiceOver reads \"Message deleted\", then "
                    + "\"Undo, button\"; a double tap runs Undo (the log below says so) and the message goes. Swiping "
                    + "past the button leaves the message for the app, whose screen stays reachable."
            ) {
                showMessageWithButton()
            }
            RegressionCheck(
                "Full Keyboard Access reaches a message's button",
                code: "the same message, with a hardware keyboard and Full Keyboard Access on",
                expected: "Tab moves the focus ring onto Undo (the message's pill first if it is tappable); Space runs "
                    + "it, once. The app's own controls stay in the Tab order after it."
            ) {
                showMessageWithButton()
            }
            RegressionCheck(
                "VoiceOver and Full Keyboard Access reach an interactive custom view's controls",
                code: "HUD.show(customView: [switch, Retry], options: HUDOptions(customViewIsInteractive: true))",
                expected: "with VoiceOver on, the HUD is a container: VoiceOver reads \"Choose\", then the switch "
                    + "(\"Wi-Fi only, switch button, off\") and \"Retry, button\", each on its own; a double tap flips "
                    + "the switch or runs Retry (the log below). With Full Keyboard Access, Tab reaches the switch and "
                    + "Retry, Space operates each. The HUD stays 10 s."
            ) {
                HUD.show(
                    customView: makeControls(), status: "Choose",
                    options: HUDOptions(duration: 10, customViewIsInteractive: true))
            }
            RegressionCheck(
                "A HUD without controls is one element",
                code: "HUD.show(customView: a switch, status: \"Not interactive\") (customViewIsInteractive off)",
                expected: "VoiceOver reads the HUD once, as one element (\"Not interactive\"), and never focuses the "
                    + "switch inside it; Full Keyboard Access never puts its focus ring on the switch."
            ) {
                HUD.show(customView: UISwitch(), status: "Not interactive", options: HUDOptions(duration: 5))
            }
            Section("What the controls did") {
                ForEach(Array(log.enumerated()), id: \.offset) { entry in
                    Text(entry.element)
                }
            }
        }
        .navigationTitle("Reachable controls")
    }

    private func showMessageWithButton() {
        let undo = HUDButton("Undo") { [self] in
            log.append("Undo ran")
            HUD.hideMessage(id: "reachable")
        }
        HUD.showMessage("Message deleted", id: "reachable", options: HUDOptions(duration: 10, button: undo))
    }

    private func makeControls() -> UIView {
        let label = UILabel()
        label.text = "Wi-Fi only"
        let toggle = UISwitch()
        toggle.accessibilityLabel = "Wi-Fi only"
        toggle.addAction(UIAction { _ in log.append("Switch flipped") }, for: .valueChanged)
        let retry = UIButton(type: .system)
        retry.setTitle("Retry", for: .normal)
        retry.addAction(UIAction { _ in log.append("Retry ran") }, for: .touchUpInside)
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.spacing = 8
        let stack = UIStackView(arrangedSubviews: [row, retry])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        return stack
    }
}
