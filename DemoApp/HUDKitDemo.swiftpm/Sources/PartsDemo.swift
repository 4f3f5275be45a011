import HUDKit
import SwiftUI

/// The parts MBProgressHUD users know, on the one engine: messages (toasts) at each position, the details label,
/// the button and custom views, each row with the call it makes.
@MainActor
struct PartsDemo: View {
    @State private var message: String?
    @State private var typed = ""
    @State private var isOffline = false

    var body: some View {
        List {
            messages
            details
            buttons
            customViews
        }
        .navigationTitle("Messages and parts")
        .hudMessage($message, glyph: .success)
        .hudDismissButton()
    }

    private var details: some View {
        Section("Details label") {
            DemoButton("Spinner with details", code: #"HUDOptions(details: "3 of 10 files")"#) {
                HUD.show(status: "Uploading", options: HUDOptions(details: "3 of 10 files"))
            }
            DemoButton("Error with long details", code: #"HUD.showError(status:options:)"#) {
                HUD.showError(
                    status: "Couldn’t sync",
                    options: HUDOptions(
                        details: "The server did not answer in time. Your changes are kept on this device and will "
                            + "be sent again as soon as the connection is back."))
            }
            DemoButton("Message with details", code: #"HUD.showMessage("Copied", options:)"#) {
                HUD.showMessage("Copied", options: HUDOptions(details: "The link is on the clipboard"))
            }
        }
    }

    private var buttons: some View {
        Section {
            DemoButton("Cancel a followed Progress", code: #"HUDButton.cancel(upload, title: "Cancel")"#) {
                let upload = Progress(totalUnitCount: 100)
                HUD.show(
                    progress: upload, status: "Uploading",
                    options: HUDOptions(details: "Tap Cancel to stop", button: .cancel(upload, title: "Cancel")),
                    onDisappear: { if upload.isCancelled { HUD.showMessage("Upload cancelled") } })
                Task {
                    while !upload.isCancelled, upload.completedUnitCount < 100 {
                        try await Task.sleep(seconds: 0.1)
                        upload.completedUnitCount += 2
                    }
                    if !upload.isCancelled { HUD.showSuccess(status: "Uploaded") }
                }
            }
            DemoButton("A button that does not dismiss", code: #"HUDButton("Count") { HUD.setStatus(…) }"#) {
                let button = HUDButton("Count") { HUD.setStatus("Tapped") }
                HUD.show(status: "Tap the button", options: HUDOptions(button: button))
            }
        } header: {
            Text("Button")
        } footer: {
            Text("The button takes its touches even with mask .none; only its action dismisses the HUD.")
        }
    }

    private var customViews: some View {
        Section {
            DemoButton("UIImageView", code: #"HUD.show(customView: UIImageView(image: …), status: "Offline")"#) {
                HUD.show(customView: UIImageView(image: UIImage(systemName: "wifi.slash")), status: "Offline")
            }
            DemoButton("Animated images", code: "UIImageView.animationImages") {
                let symbols = ["circle", "circle.lefthalf.filled", "circle.fill", "circle.righthalf.filled"]
                let view = UIImageView(image: UIImage(systemName: "circle"))
                view.animationImages = symbols.compactMap { UIImage(systemName: $0) }
                view.animationDuration = 1
                view.startAnimating()
                HUD.show(customView: view, status: "Animating", options: HUDOptions(dismissOnTap: true))
            }
            DemoButton("SwiftUI view, for 2 s", code: #"HUD.show(customView: Image(…), options: HUDOptions(duration: 2))"#) {
                HUD.show(
                    customView: Image(systemName: "icloud.slash").font(.largeTitle), status: "Offline",
                    options: HUDOptions(duration: 2))
            }
            DemoButton("SwiftUI binding with a view", code: #".hud(isPresented: $offline) { Image(…) }"#) {
                isOffline = true
            }
            .hud(isPresented: $isOffline, status: "Offline", options: HUDOptions(dismissOnTap: true)) {
                Image(systemName: isOffline ? "icloud.slash" : "icloud").font(.largeTitle)
            }
        } header: {
            Text("Custom view")
        } footer: {
            Text(
                "Sized by its intrinsic size (16…200 pt), tinted unless tintsCustomView is off; stays until dismissed.")
        }
    }

    private var messages: some View {
        Section {
            DemoButton("Message", code: #"HUD.showMessage("Copied")"#) { HUD.showMessage("Copied") }
            DemoButton("At the top", code: "HUDOptions(position: .top)") {
                HUD.showMessage("Link copied", options: HUDOptions(position: .top))
            }
            DemoButton("At the centre, moved down", code: ".center.offset(vertical: 120)") {
                HUD.showMessage("Moved", options: HUDOptions(position: .center.offset(vertical: 120)))
            }
            DemoButton("Until dismissed", code: "HUDOptions(duration: .infinity)") {
                HUD.showMessage("Tap to close", options: HUDOptions(duration: .infinity, dismissOnTap: true))
            }
            DemoButton("With a glyph", code: #"HUD.showMessage("Copied", glyph: .success)"#) {
                HUD.showMessage("Copied", glyph: .success)
            }
            DemoButton("SwiftUI binding", code: ".hudMessage($message, glyph: .success)") { message = "Saved to Photos" }
            TextField("Type: a bottom message stays above the keyboard", text: $typed)
                .onSubmit { HUD.showMessage(typed.isEmpty ? "Nothing typed" : typed) }
        } header: {
            Text("Messages")
        } footer: {
            Text(
                "A message goes to the messages lane: queued, above the tab bar and below the navigation bar, never "
                    + "blocking the app and never touching the HUD. See \"Messages in a tab bar controller\".")
        }
    }
}
