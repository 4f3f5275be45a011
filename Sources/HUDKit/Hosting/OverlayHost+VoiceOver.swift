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
        assets.words(for: announcement)
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
