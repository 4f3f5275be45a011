import HUDKit
import SwiftUI

/// Success, error and info HUDs, custom images (tinted or in their own colours) and their size, replacing the bundled
/// images, and how long an image HUD stays for a given status.
@MainActor
struct ImagesDemo: View {
    @EnvironmentObject private var settings: HUDSettings
    @State private var status = "Saved"

    var body: some View {
        Form {
            Section("Bundled images") {
                DemoButton("Success", code: #"HUD.showSuccess(status: "Saved")"#) { HUD.showSuccess(status: "Saved") }
                DemoButton("Error", code: #"HUD.showError(status: "Upload failed")"#) {
                    HUD.showError(status: "Upload failed")
                }
                DemoButton("Info", code: #"HUD.showInfo(status: "Offline copy")"#) {
                    HUD.showInfo(status: "Offline copy")
                }
                Toggle("Haptics (HUD.hapticsEnabled)", isOn: $settings.hapticsEnabled)
            }
            Section {
                ForEach(Self.symbols, id: \.self) { name in
                    DemoButton(name, code: #"HUD.show(image: UIImage(systemName: "\#(name)"), status: …)"#) {
                        showSymbol(name)
                    }
                }
                Toggle("Tint images (HUD.shouldTintImages)", isOn: $settings.shouldTintImages)
                TuningSlider("imageViewSize (square)", value: $settings.imageViewSide, in: 12...96, step: 4, unit: "pt")
            } header: {
                Text("Custom images")
            } footer: {
                Text(
                    "Tinted images are templates in the style's colour; untinted ones keep their own colours. "
                        + "imageViewSize applies to every image, the bundled ones too.")
            }
            Section("Replace the bundled images") {
                DemoButton("Use SF Symbols", code: "HUD.successImage = UIImage(systemName: …)") { replaceImages() }
                DemoButton("Put the bundled images back", code: "HUD.successImage = bundled") {
                    settings.restoreBundledImages()
                }
            }
            Section {
                TextField("Status", text: $status)
                Text("HUD.appearance.displayDuration(for:) = \(HUD.appearance.displayDuration(for: status), specifier: "%.2f") s")
                    .font(.callout.monospaced())
                DemoButton("Show success with this status", code: "HUD.showSuccess(status: status)") {
                    HUD.showSuccess(status: status)
                }
            } header: {
                Text("How long an image HUD stays")
            } footer: {
                Text("characters × 0.06 + 0.5 s, at least minimumDismissTimeInterval (1.5 s by default).")
            }
        }
        .navigationTitle("Images")
        .hudDismissButton()
    }

    private func showSymbol(_ name: String) {
        let configuration = UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue])
        let image = UIImage(systemName: name, withConfiguration: configuration) ?? UIImage()
        HUD.show(image: image, status: name)
    }

    private func replaceImages() {
        HUD.successImage = UIImage(systemName: "hand.thumbsup.fill") ?? HUD.successImage
        HUD.errorImage = UIImage(systemName: "bolt.slash.fill") ?? HUD.errorImage
        HUD.infoImage = UIImage(systemName: "lightbulb.fill") ?? HUD.infoImage
        HUD.showSuccess(status: "New success image")
    }

    private static let symbols = ["star.fill", "heart.fill", "wifi.slash", "person.crop.circle.badge.checkmark"]
}
