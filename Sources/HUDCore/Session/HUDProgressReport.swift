/// One report of a followed `Foundation.Progress`, as the kit reads it (Sendable values only, never the `Progress`).
@_spi(HUDEngine) public struct HUDProgressReport: Hashable, Sendable {
    /// `fractionCompleted`; clamped, negative or non-finite values show the spinner.
    public var fraction: Double
    /// `isIndeterminate`; `true` shows the spinner.
    public var isIndeterminate: Bool
    /// `localizedDescription`, when the status follows it; `nil` otherwise.
    public var localizedDescription: String?

    /// Creates a report.
    public init(fraction: Double, isIndeterminate: Bool = false, localizedDescription: String? = nil) {
        self.fraction = fraction
        self.isIndeterminate = isIndeterminate
        self.localizedDescription = localizedDescription
    }
}
