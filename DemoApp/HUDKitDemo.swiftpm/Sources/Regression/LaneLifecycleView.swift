import HUDKit
import SwiftUI
import UIKit

/// "Every lane lives and dies like the HUD": what only a device shows of the HUD's and the messages' shared
/// lifecycle — a released controller or a deallocated view ends its HUD and its messages, an alert presented while the
/// HUD fades in stays above it, a HUD and a message go to the window the user is in, and a message reads the keyboard
/// that is up now.
@MainActor
struct LaneLifecycleView: View {
    @State private var note = ""

    var body: some View {
        List {
            RegressionCheck(
                "A released controller ends its HUD and its messages",
                code: "var hud: HUDController? = HUDController(); …; hud = nil",
                expected: "the HUD and the message vanish together after 1.5 s; no toast stays, and the app keeps "
                    + "scrolling smoothly (no display link left running)."
            ) {
                var hud: HUDController? = HUDController()
                hud?.show(status: "Owned by a screen")
                hud?.showMessage("Owned by the same screen", options: HUDOptions(duration: .infinity))
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { hud = nil }
            }
            RegressionCheck(
                "A message in a view that goes away mid-message",
                code: "HUDHandle(view: card).showMessage(…); card.removeFromSuperview()",
                expected: "the message shows in the grey card, and both vanish after 1.5 s; no toast stays."
            ) {
                guard let window = Self.keyWindow else { return }
                let card = UIView(frame: CGRect(x: 20, y: 120, width: window.bounds.width - 40, height: 220))
                card.backgroundColor = .systemGray5
                window.addSubview(card)
                HUDHandle(view: card).showMessage("In a card that is about to go", options: HUDOptions(duration: .infinity))
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { card.removeFromSuperview() }
            }
            RegressionCheck(
                "An alert presented while the HUD fades in stays above it",
                code: "HUD.show(options: HUDOptions(windowMode: .appWindow)); present(alert)",
                expected: "the alert is above the HUD and takes the touches; the HUD stays under it until OK."
            ) {
                HUD.show(status: "Under the alert", options: HUDOptions(windowMode: .appWindow))
                let alert = UIAlertController(title: "Above the HUD", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in HUD.dismiss() })
                Self.topViewController?.present(alert, animated: true)
            }
            RegressionCheck(
                "Two iPad windows: the HUD and a message go where you are",
                code: "HUD.showSuccess(…); HUD.showMessage(…) after 3 s",
                expected: "with two windows of this app side by side, tap into the other window within 3 s: the HUD "
                    + "and the message appear in the window you tapped, not this one; a blocking HUD never blocks "
                    + "the other window."
            ) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
                    HUD.showSuccess(status: "Where you are")
                    HUD.showMessage("Also where you are")
                }
            }
            Section {
                TextField("Type here to raise the keyboard", text: $note)
                DemoButton("A message after the keyboard went", code: "HUD.showMessage(…) after 3 s") {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 3) { HUD.showMessage("Above the tab bar") }
                }
            } footer: {
                Text(
                    "Raise the keyboard, tap the button, then dismiss the keyboard within 3 s. Expected: the "
                        + "message sits above the bottom bar, not where the keyboard was; with the keyboard still up "
                        + "it sits above the keyboard, even if no HUD was ever shown. Switch the app to dark mode: the "
                        + "message follows like the HUD.")
            }
        }
        .navigationTitle("Lanes: lifecycle")
    }

    private static var keyWindow: UIWindow? {
        UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
    }

    private static var topViewController: UIViewController? {
        var top = keyWindow?.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }
}
