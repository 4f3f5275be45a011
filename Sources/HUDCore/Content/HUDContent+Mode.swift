import Foundation

extension HUDContent {
    /// The content's ``HUDMode``: a progress by its style (the options', else `appearance`'s), an image or app view
    /// as ``HUDMode/customView``, no indicator as ``HUDMode/text``.
    ///
    /// ```swift
    /// HUDContent(indicator: .progress(0.5), options: HUDOptions(progressStyle: .pie)).mode(in: HUDAppearance())
    /// // .determinate
    /// ```
    /// - Parameter appearance: The appearance whose progress style applies when the options set none.
    public func mode(in appearance: HUDAppearance) -> HUDMode {
        switch indicator.storage {
        case .spinner: return .indeterminate
        case .image, .customView: return .customView
        case .none: return .text
        case .progress:
            let style = options.progressStyle ?? appearance.progressStyle
            return HUDMode.allCases.first { $0.progressStyle == style } ?? .ring
        }
    }

    /// Turns the content into `mode`, as setting MBProgressHUD's `mode` does:
    /// - ``HUDMode/indeterminate``: the spinner;
    /// - a determinate mode: its progress style, at the content's progress (`0` when it showed none);
    /// - ``HUDMode/text``: no indicator, centred and staying until hidden unless the options say otherwise, with
    ///   `appearance`'s mask (so a view's text HUD blocks touches as MBProgressHUD's does), where a message would
    ///   pass them through;
    /// - ``HUDMode/customView``: nothing changes — the image or view comes with the call that shows it.
    ///
    /// ```swift
    /// var content = HUDContent(status: "Copied")
    /// content.setMode(.text, appearance: HUDAppearance().inView)
    /// ```
    /// - Parameters:
    ///   - mode: The new mode.
    ///   - appearance: The appearance of the HUD the content shows in.
    public mutating func setMode(_ mode: HUDMode, appearance: HUDAppearance) {
        switch mode {
        case .indeterminate:
            indicator = .spinner
        case .determinate, .annularDeterminate, .determinateHorizontalBar, .ring:
            indicator = .progress(indicator.rules.progressFraction ?? 0)
            options.progressStyle = mode.progressStyle
        case .text:
            indicator = .none
            if options.position == nil { options.position = .center }
            if options.duration == nil { options.duration = .infinity }
            if options.maskType == nil { options.maskType = appearance.maskType }
        case .customView:
            break
        }
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
