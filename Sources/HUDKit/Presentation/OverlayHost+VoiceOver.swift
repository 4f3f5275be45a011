#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// What VoiceOver reads for the HUD: HUDCore decides what to say (the text, or what a HUD without text shows, and
// the progress in whole percent), and HUDKit puts it into localized words.
extension OverlayHost {
    /// The words for `announcement`: the text itself, the localized "Loading", "Success", "Error" or "Info", or the
    /// accessibility label the app gave its image or view (the localized "Image" when it gave none), followed by
    /// the localized "…, Cancel, button" when it says the HUD's button.
    func words(for announcement: HUDAnnouncement) -> String {
        switch announcement {
        case .status(let text): text
        case .loading: BundledAssets.loading
        case .success: BundledAssets.success
        case .error: BundledAssets.error
        case .info: BundledAssets.info
        case .appContent(let id):
            (controller?.customImages[id]?.accessibilityLabel ?? controller?.customView(id)?.accessibilityLabel)
                .flatMap { $0.isEmpty ? nil : $0 } ?? BundledAssets.image
        case .withButton(let announcement, let title):
            String(format: BundledAssets.withButton, words(for: announcement), title)
        }
    }

    /// A whole `percent` as a localized percentage ("40 %", "40%", "%40"), for the progress's accessibility value.
    static func percentText(_ percent: Int) -> String {
        percentFormatter.string(from: NSNumber(value: Double(percent) / 100)) ?? "\(percent) %"
    }

    private static let percentFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.maximumFractionDigits = 0
        return formatter
    }()
}
#endif  // canImport(UIKit)
