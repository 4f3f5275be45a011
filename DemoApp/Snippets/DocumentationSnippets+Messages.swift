import HUDKit
import SwiftUI
import UIKit

// The snippets of the messages documentation (the Messages article, the README and the doc comments of
// `HUD.showMessage`, `HUDController.showMessage`, `HUDMessageGlyph`, `HUDPosition` and `.hudMessage`), as they
// appear there, so that the iOS build type-checks them. Nothing calls these functions.

private func messages() {
    HUD.showMessage("Copied", glyph: .success)
    HUD.showMessage("Offline", glyph: .error, id: "network")
    HUD.showMessage("Back online", id: "network", policy: .replace)
    HUD.hideMessage(id: "network")
    HUD.showMessage("Link copied", options: HUDOptions(position: .top))
    HUD.showMessage("Copied", options: HUDOptions(position: .top))
    HUD.showMessage("Saved", options: HUDOptions(position: .bottom.offset(vertical: -40)))
    // A 50 pt button docked 16 pt above the tab bar: the message ends 16 pt above the button.
    HUD.showMessage("Added to Outbox", glyph: .success, options: HUDOptions(position: .bottom.offset(vertical: -66)))
    HUD.hideAllMessages()
    HUD.showMessage("Starred", glyph: .image(UIImage(systemName: "star.fill") ?? UIImage()))
}

@MainActor
private func controllerMessages(card: UIView) {
    HUDController.shared.showMessage("Copied", glyph: .success)
    HUDController.shared.showMessage("Back online", id: "network", policy: .replace)
    HUDController.shared.hideMessage(id: "network")
    HUDController.shared.hideAllMessages()
    HUD.showMessage(in: card, "Saved", glyph: .success)
    HUD.hideMessage(in: card, id: "save")
    let higher = HUDPosition.bottom.offset(vertical: -24)
    HUD.messagePosition = higher
}

private struct CopyLinkView: View {
    let link = "https://example.com"
    @State private var copied: String?

    var body: some View {
        Button("Copy") {
            UIPasteboard.general.string = link
            copied = "Copied"
        }
        .hudMessage($copied, glyph: .success)
    }
}
