extension HUDContent {
    /// The input that shows this content in the running presentation, which shows `current`: a
    /// ``HUDInput/setStatus(_:)`` when only the status differs (no new show, so the activity count is untouched),
    /// otherwise a ``HUDInput/show(_:status:options:)`` (a progress ring that only moves renders as a progress
    /// update).
    ///
    /// ```swift
    /// HUDContent(status: "Saving 2 of 3").updateInput(replacing: HUDContent(status: "Saving 1 of 3"))
    /// // .setStatus("Saving 2 of 3")
    /// ```
    /// - Parameter current: What the HUD shows now (``HUDState/content``); `nil` gives a show.
    public func updateInput(replacing current: HUDContent?) -> HUDInput {
        if let current, current.indicator == indicator, current.options == options {
            return .setStatus(status)
        }
        return .show(indicator, status: status, options: options)
    }
}
