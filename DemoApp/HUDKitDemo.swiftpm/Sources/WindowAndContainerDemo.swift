import HUDKit
import SwiftUI

/// Where the HUD lives: the app's window or an overlay window (`HUD.windowMode`), the level of the overlay window
/// (`HUD.windowLevel`), or a view of the app instead of a window (`HUD.containerView`, what app extensions need).
@MainActor
struct WindowAndContainerDemo: View {
    @EnvironmentObject private var settings: HUDSettings
    /// The view the HUD is put in; the box below shows it.
    @State private var box = UIView()

    var body: some View {
        SettingsForm("Window and container") {
            Section {
                SegmentedPicker("Window mode", selection: $settings.windowMode, values: HUDWindowMode.allCases)
                DemoButton("Show, then present an alert", code: "HUD.show(…); present(UIAlertController)") {
                    showThenAlert()
                }
            } header: {
                Text("HUD.windowMode")
            } footer: {
                Text(
                    "overlayWindow (the default): the HUD stays above the alert until it goes. appWindow: the HUD is "
                        + "in your key window and the alert comes above it, usable despite the black mask.")
            }
            Section {
                Picker("Window level", selection: $settings.windowLevel) {
                    ForEach(Self.levels, id: \.level) { choice in
                        Text(choice.name).tag(choice.level)
                    }
                }
                DemoButton("Show in the window", code: "HUD.containerView = nil") {
                    show(in: nil, status: "Window level \(settings.windowLevel.rawValue)")
                }
            } header: {
                Text("HUD.windowLevel")
            } footer: {
                Text(
                    "The overlay window's level (overlayWindow mode): windows of a higher level cover the HUD. The "
                        + "window never becomes key. The level applies from the next time the HUD appears.")
            }
            Section {
                ContainerBox(view: box)
                    .frame(height: 220)
                DemoButton("Show in the box", code: "HUD.containerView = box") { show(in: box, status: "In the box") }
            } header: {
                Text("HUD.containerView")
            } footer: {
                Text(
                    "The HUD covers the box only and the rest of the screen stays usable, even with its black "
                        + "mask. The container is used from the next appearance, so each button dismisses first.")
            }
        }
        .onDisappear { HUD.containerView = nil }
    }

    /// Dismisses the HUD, then shows it for 2 s with a black mask in `container` (`nil`: the window, as `HUD.windowMode` says).
    private func show(in container: UIView?, status: String) {
        HUD.dismiss {
            HUD.containerView = container
            HUD.show(status: status, options: HUDOptions(maskType: .black, duration: 2))
        }
    }

    /// Dismisses the HUD, then shows a blocking one in the window and presents an alert over the app.
    private func showThenAlert() {
        HUD.dismiss {
            HUD.containerView = nil
            RetryAlert.showOverBlockingHUD()
        }
    }

    private static let levels: [(name: String, level: UIWindow.Level)] = [
        ("normal", .normal), ("statusBar", .statusBar), ("alert", .alert), ("alert + 1 (default)", .alert + 1),
    ]
}

/// Shows a UIKit view, so that the demo can hand it to `HUD.containerView`.
private struct ContainerBox: UIViewRepresentable {
    let view: UIView

    func makeUIView(context: Context) -> UIView {
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 12
        view.clipsToBounds = true
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}
