/// One report of a followed `Foundation.Progress`, as the kit reads it (Sendable values only, never the `Progress`).
@_spi(HUDEngine) public struct HUDProgressReport: Hashable, Sendable {
    /// `fractionCompleted`; clamped, negative or non-finite values show the spinner.
    public var fraction: Double
    /// `isIndeterminate`; `true` shows the spinner.
    public var isIndeterminate: Bool
    /// `localizedDescription`, when the status follows it; `nil` otherwise.
    public var localizedDescription: String?
    /// `isCancelled`; `true` dismisses the HUD at once (a Cancel button called `cancel()`, or the work was
    /// cancelled), and following stops.
    public var isCancelled: Bool

    /// Creates a report.
    public init(
        fraction: Double, isIndeterminate: Bool = false, localizedDescription: String? = nil, isCancelled: Bool = false
    ) {
        self.fraction = fraction
        self.isIndeterminate = isIndeterminate
        self.localizedDescription = localizedDescription
        self.isCancelled = isCancelled
    }
}
