extension HUDContent {
    /// The input that shows this content in the running presentation, which shows `current`, without a new show
    /// (the activity count, a pending dismiss and the auto-dismiss are left alone): a ``HUDInput/setStatus(_:)``
    /// when only the status differs, a ``HUDInput/update(_:status:progressStyle:)`` when the progress ring moves
    /// or turns into the spinner or back (a followed progress), or when the work shown is drawn in another progress
    /// style (a mode switch); otherwise, when other options differ or an image, text or no indicator comes or goes, a
    /// ``HUDInput/show(_:status:options:)``, so that an image plays its haptic and dismisses itself.
    ///
    /// ```swift
    /// HUDContent(status: "Saving 2 of 3").updateInput(replacing: HUDContent(status: "Saving 1 of 3"))
    /// // .setStatus("Saving 2 of 3")
    /// ```
    /// - Parameter current: What the HUD shows now (``HUDState/content``); `nil` gives a show.
    public func updateInput(replacing current: HUDContent?) -> HUDInput {
        // What is read of `current` is read in place (a followed `Progress` asks on every frame).
        guard let currentOptions = current?.options, let currentIndicator = current?.indicator else {
            return .show(indicator, status: status, options: options)
        }
        let wanted = options.sanitized
        var restyled = currentOptions
        restyled.progressStyle = wanted.progressStyle ?? currentOptions.progressStyle
        guard restyled == wanted else { return .show(indicator, status: status, options: options) }
        let style = wanted.progressStyle == currentOptions.progressStyle ? nil : wanted.progressStyle
        if currentIndicator == indicator, style == nil { return .setStatus(status) }
        guard currentIndicator.rules.showsWork, indicator.rules.showsWork else {
            return .show(indicator, status: status, options: options)
        }
        return .update(indicator, status: status, progressStyle: style)
    }
}
