import Foundation

/// The port through which layout measures the status text.
///
/// HUDKit measures with UIKit (`NSString.boundingRect`); Linux, tests and hud-preview use
/// ``HUDApproximateTextMeasurer``.
@_spi(HUDEngine) public protocol HUDTextMeasuring: Sendable {
    /// Measures `text` set in `font` scaled by `fontScale`, wrapped to `maximumSize.width` and cut at
    /// `maximumSize.height`.
    func measure(_ text: String, font: HUDFont, fontScale: CGFloat, maximumSize: CGSize) -> HUDTextMeasurement
}

/// The result of measuring a status.
@_spi(HUDEngine) public struct HUDTextMeasurement: Equatable, Sendable {
    /// The size the text occupies, never larger than the maximum size it was measured in.
    public var size: CGSize
    /// The text broken into the lines it occupies, the last one ending in "…" when truncated. A measurer that
    /// leaves wrapping to its label (UIKit's) returns the whole text as one entry.
    public var lines: [String]
    /// Whether the text did not fit and was cut.
    public var isTruncated: Bool

    /// Creates a measurement.
    public init(size: CGSize, lines: [String], isTruncated: Bool) {
        self.size = size
        self.lines = lines
        self.isTruncated = isTruncated
    }
}
