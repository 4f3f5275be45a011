import HUDKit
import SwiftUI

/// Styling through SVProgressHUD's other way: the `UIAppearance` proxy of `HUDView`. Each button sets some of its
/// properties and shows a HUD; the values reach the HUD the next time it appears.
@MainActor
struct AppearanceProxyDemo: View {
    var body: some View {
        SettingsForm("Appearance proxy") {
            Section {
                DemoButton("Ring and bezel", code: "HUDView.appearance().ringThickness = 5 …") {
                    let proxy = HUDView.appearance()
                    proxy.ringThickness = 5
                    proxy.ringRadius = 22
                    proxy.ringNoTextRadius = 30
                    proxy.cornerRadius = 28
                    proxy.borderWidth = 2
                    proxy.borderColor = .systemOrange
                    showAgain { HUD.show(progress: 0.6, status: "Proxy ring", options: Self.twoSeconds) }
                }
                DemoButton("Colours of the .custom style", code: "HUDView.appearance().foregroundColor = …") {
                    let proxy = HUDView.appearance()
                    proxy.foregroundColor = .systemIndigo
                    proxy.foregroundImageColor = .systemPink
                    proxy.bezelColor = .systemYellow
                    proxy.backgroundLayerColor = UIColor.systemIndigo.withAlphaComponent(0.3)
                    showAgain {
                        HUD.showSuccess(status: "Proxy colours", options: HUDOptions(maskType: .custom, style: .custom))
                    }
                }
                DemoButton("Font and sizes", code: "HUDView.appearance().font = …") {
                    let proxy = HUDView.appearance()
                    proxy.font = .preferredFont(forTextStyle: .title3)
                    proxy.imageViewSize = CGSize(width: 48, height: 48)
                    proxy.minimumSize = CGSize(width: 200, height: 160)
                    showAgain { HUD.showInfo(status: "Proxy font and sizes") }
                }
                DemoButton("Success, error and info images", code: "HUDView.appearance().successImage = …") {
                    let proxy = HUDView.appearance()
                    proxy.successImage = UIImage(systemName: "checkmark.seal") ?? UIImage()
                    proxy.errorImage = UIImage(systemName: "xmark.octagon") ?? UIImage()
                    proxy.infoImage = UIImage(systemName: "info.bubble") ?? UIImage()
                    showAgain { HUD.showSuccess(status: "Proxy images") }
                }
            } header: {
                Text("HUDView.appearance()")
            } footer: {
                Text(
                    "Whichever you set last wins: a static setting (HUD.cornerRadius = …, the other screens) made "
                        + "after a proxy value keeps its value. The other screens' controls don't read proxy values "
                        + "back; Reset puts every setting back to its default.")
            }
        }
        .hudDismissButton()
    }

    /// Dismisses the HUD, so that the proxy's values reach the next one, then runs `show`.
    private func showAgain(_ show: @escaping @MainActor @Sendable () -> Void) {
        HUD.dismiss(completion: show)
    }

    private static let twoSeconds = HUDOptions(duration: 2)
}
