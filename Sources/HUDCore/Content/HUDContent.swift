/// What one presentation shows: the indicator, the status and its per-call options.
///
/// The presenter hands it to the host in ``HUDEffect/render(_:)``; the host derives a
/// ``HUDRenderDescription`` from it with the appearance and its environment.
@_spi(HUDEngine) public struct HUDContent: Hashable, Sendable {
    /// The indicator (progress already clamped). `.spinner` by default.
    public var indicator: HUDIndicator
    /// The status text under the indicator; `nil` or empty shows no label. `nil` by default.
    public var status: String?
    /// The presentation's options. Empty options by default.
    public var options: HUDOptions

    /// Creates content.
    public init(indicator: HUDIndicator = .spinner, status: String? = nil, options: HUDOptions = HUDOptions()) {
        self.indicator = indicator
        self.status = status
        self.options = options
    }
}
