#if canImport(UIKit)
import UIKit

extension UIFont {
    /// The same font with tabular (monospaced) digits, so that a status counting up ("Uploading 9 %" → "10 %")
    /// does not change width with every digit: the number spacing feature (type 6, `kNumberSpacingType`) set to
    /// monospaced numbers (selector 0, `kMonospacedNumbersSelector`).
    var withTabularDigits: UIFont {
        let feature: [UIFontDescriptor.FeatureKey: Int] = [.type: 6, .selector: 0]
        let descriptor = fontDescriptor.addingAttributes([.featureSettings: [feature]])
        return UIFont(descriptor: descriptor, size: 0)
    }
}
#endif  // canImport(UIKit)
