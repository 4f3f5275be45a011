import Foundation

extension HUDAppearance {
    /// The box the status is measured and drawn in: ``maximumLabelSize``, no taller than ``maximumStatusLines``
    /// lines of ``font`` at `fontScale` (each 1.2 × the scaled size high, as
    /// `HUDApproximateTextMeasurer` counts them, which holds a system font's line) when a limit is set.
    ///
    /// ```swift
    /// HUDAppearance { $0.maximumStatusLines = 2 }.statusLabelSize(fontScale: 1)  // 200 × 36
    /// ```
    /// - Parameter fontScale: The Dynamic Type scale of the font.
    /// - Returns: The largest status box.
    public func statusLabelSize(fontScale: CGFloat) -> CGSize {
        guard maximumStatusLines > 0 else { return maximumLabelSize }
        let lineHeight = CGFloat(font.pointSize) * fontScale * HUDApproximateTextMeasurer.lineHeightFactor
        let height = CGFloat(maximumStatusLines) * lineHeight
        guard height.isFinite, height >= 0 else { return maximumLabelSize }
        return CGSize(width: maximumLabelSize.width, height: min(maximumLabelSize.height, height))
    }
}
