extension HUDContent {
    /// The input that shows this content in the running presentation, which shows `current`, without a new show
    /// (the activity count, a pending dismiss and the auto-dismiss are left alone): a ``HUDInput/setStatus(_:)``
    /// when only the status differs, a ``HUDInput/update(_:status:)`` when the progress ring moves or turns into
    /// the spinner or back (a followed progress); otherwise, when the options differ or an image or no indicator
    /// comes or goes, a ``HUDInput/show(_:status:options:)``, so that an image plays its haptic and dismisses
    /// itself.
    ///
    /// ```swift
    /// HUDContent(status: "Saving 2 of 3").updateInput(replacing: HUDContent(status: "Saving 1 of 3"))
    /// // .setStatus("Saving 2 of 3")
    /// ```
    /// - Parameter current: What the HUD shows now (``HUDState/content``); `nil` gives a show.
    public func updateInput(replacing current: HUDContent?) -> HUDInput {
        guard let current, current.options == options.sanitized else {
            return .show(indicator, status: status, options: options)
        }
        if current.indicator == indicator { return .setStatus(status) }
        if current.indicator.rules.showsWork, indicator.rules.showsWork { return .update(indicator, status: status) }
        return .show(indicator, status: status, options: options)
    }
}
