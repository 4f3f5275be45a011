import HUDKit
import SwiftUI
import UIKit

/// "Smaller device defects": VoiceOver focus, the keyboard guide before the first keyboard
/// notification, the sibling watch's frame rate, the key overlay window for a hardware keyboard, an app-wide
/// `backgroundColor` proxy, observers with `object: nil`, and a blocking HUD in a scroll view. HUDCore decides each
/// one on Linux (`HUDDeviceRules`); each row says what to look for on a device.
@MainActor
struct SmallerDeviceDefectsView: View {
    @State private var note = ""
    @State private var box = UIView()
    @State private var scroller = ScrollingButtons()
    @State private var heardByAll = 0
    @State private var heardByWindowHUD = 0

    var body: some View {
        List {
            RegressionCheck(
                "VoiceOver focus comes back quietly", code: "show(status:, options: maskType .black); dismiss(withDelay: 3)",
                expected: "with VoiceOver on, the HUD is focused and read; when it goes, focus is back on this row with "
                    + "no screen-change sound and without starting again at the top of the screen.") {
                HUD.show(status: "Blocking", options: HUDOptions(maskType: .black))
                HUD.dismiss(withDelay: 3)
            }
            RegressionCheck(
                "A small HUD in a view announces", code: "show(in: box, status:) with its blocking default",
                expected: "with VoiceOver on, \"Saving\" is announced and focus stays on this row (before: VoiceOver "
                    + "jumped into the box).") {
                HUDHandle(view: box).show(status: "Saving", options: HUDOptions(duration: 3))
            }
            Section("Box") {
                HostedUIView(view: box).frame(height: 120)
            }
            RegressionCheck(
                "Centred before the first keyboard", code: "relaunch; no keyboard yet; showInfo()",
                expected: "on a Face ID iPhone, right after launch and before any keyboard was up, the HUD is exactly "
                    + "as high as after a keyboard came and went (before: about 15 pt higher, the home-indicator "
                    + "area counted as a keyboard).") {
                HUD.showInfo(status: "Centred")
            }
            RegressionCheck(
                "The sibling watch at 10–15 Hz", code: "show(in: box) for 10 s",
                expected: "in Xcode's CPU gauge the app stays near 0 % while the spinner turns; on a ProMotion "
                    + "device the display does not stay at 120 Hz for the HUD.") {
                HUDHandle(view: box).show(status: "Watching siblings", options: HUDOptions(duration: 10))
            }
            RegressionCheck(
                "A hardware keyboard under a blocking HUD",
                code: "appearance.overlayBecomesKeyWhenBlocking = true; show(mask .black)",
                expected: "with a hardware keyboard, type in the field, then run: for 4 s typing, Return and Tab "
                    + "reach nothing behind the HUD; after it, the field takes typing again (off by default: the "
                    + "overlay never becomes key).") {
                blockTheHardwareKeyboard()
            }
            Section("Field") {
                TextField("Type here with a hardware keyboard", text: $note)
            }
            RegressionCheck(
                "An app-wide backgroundColor proxy", code: "HUDView.appearance().backgroundColor = .systemRed",
                expected: "the bezel keeps its style's colour and nothing red covers the app (the setter is "
                    + "ignored; before, it restyled the bezel). The proxy stays until the demo is relaunched.") {
                HUDView.appearance().backgroundColor = .systemRed
                HUD.showSuccess(status: "Not red")
            }
            RegressionCheck(
                "Observers with object: nil hear every HUD", code: "observe .hudDidAppear, object nil and .shared",
                expected: "after a HUD in the box: the nil observer counts it, the window HUD's observer does not "
                    + "(documented in both migration articles). Heard: all \(heardByAll), window HUD "
                    + "\(heardByWindowHUD).") {
                HUDHandle(view: box).showSuccess(status: "In the box")
            }
            RegressionCheck(
                "A blocking HUD in a scroll view", code: "show(in: scrollView) with its blocking default",
                expected: "the buttons in the scroll view below take no tap while the HUD shows, but the scroll view "
                    + "still scrolls (documented: it blocks taps, not scrolling).") {
                HUDHandle(view: scroller.view).show(status: "Blocking taps", options: HUDOptions(duration: 5))
            }
            Section("Scroll view") {
                HostedUIView(view: scroller.view).frame(height: 160)
            }
        }
        .navigationTitle("Smaller device defects")
        .hudDismissButton()
        .onReceive(NotificationCenter.default.publisher(for: .hudDidAppear)) { _ in heardByAll += 1 }
        .onReceive(NotificationCenter.default.publisher(for: .hudDidAppear, object: HUDController.shared)) { _ in
            heardByWindowHUD += 1
        }
    }

    private func blockTheHardwareKeyboard() {
        HUD.appearance.overlayBecomesKeyWhenBlocking = true
        HUD.show(status: "Keys blocked", options: HUDOptions(maskType: .black))
        HUD.dismiss(withDelay: 4) { HUD.appearance.overlayBecomesKeyWhenBlocking = false }
    }
}

/// A scroll view with a column of buttons that log their taps.
@MainActor
private final class ScrollingButtons {
    let view = UIScrollView()

    init() {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        for index in 1...12 {
            let button = UIButton(type: .system)
            button.setTitle("Button \(index)", for: .normal)
            button.addAction(UIAction { [weak button] _ in button?.setTitle("Tapped", for: .normal) }, for: .touchUpInside)
            stack.addArrangedSubview(button)
        }
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.contentLayoutGuide.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: view.contentLayoutGuide.bottomAnchor, constant: -8),
            stack.centerXAnchor.constraint(equalTo: view.frameLayoutGuide.centerXAnchor),
        ])
    }
}
