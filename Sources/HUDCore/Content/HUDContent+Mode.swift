import Foundation

extension HUDContent {
    /// The content's ``HUDMode`` (what MBProgressHUD's `mode` reads): a progress by its style (the options', else
    /// `appearance`'s); `nil` for what no mode names — an image, an app view, SVProgressHUD's ring.
    ///
    /// ```swift
    /// HUDContent(indicator: .progress(0.5), options: HUDOptions(progressStyle: .pie)).mode(in: HUDAppearance())
    /// // .determinate
    /// ```
    /// - Parameter appearance: The appearance whose progress style applies when the options set none.
    public func mode(in appearance: HUDAppearance) -> HUDMode? {
        switch indicator.rules.mode {
        case .mode(let mode): return mode
        case .none: return nil
        case .progressStyle:
            let style = options.progressStyle ?? appearance.progressStyle
            return HUDMode.allCases.first { $0.progressStyle == style }
        }
    }

    /// Turns the content into `mode`, as setting MBProgressHUD's `mode` does: a determinate mode draws in its style
    /// at the content's progress (`0` when it showed none); ``HUDMode/text`` is the text kind (centred, under the
    /// HUD's mask, until hidden).
    ///
    /// ```swift
    /// var content = HUDContent(status: "Copied")
    /// content.setMode(.text)
    /// ```
    /// - Parameter mode: The new mode.
    public mutating func setMode(_ mode: HUDMode) {
        indicator = mode.indicator(progress: indicator.rules.progressFraction ?? 0)
        if let style = mode.progressStyle { options.progressStyle = style }
    }

    /// The fraction a determinate mode shows; `0` for the others (MBProgressHUD's `progress`).
    public var progressFraction: Double { indicator.rules.progressFraction ?? 0 }

    /// Sets the fraction a determinate mode shows (clamped to `0...1`; negative or non-finite shows the spinner);
    /// in another mode it changes nothing, as MBProgressHUD's `progress` does not.
    ///
    /// - Parameter fraction: The fraction done.
    public mutating func setProgress(_ fraction: Double) {
        guard indicator.rules.progressFraction != nil else { return }
        indicator = .progress(fraction)
    }
}
