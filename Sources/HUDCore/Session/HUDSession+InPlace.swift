import Foundation

// Changing the HUD on screen in place, as MBProgressHUD's apps set `mode` on a visible HUD: a spinner turns into a
// pie, then into a checkmark, in the same presentation, without a new fade-in.
extension HUDSession {
    /// Changes what the current presentation shows to `indicator`, in place: no new presentation (its tap and end
    /// handlers stay), no new fade-in, no `willAppear`. Nothing when no presentation is current or a dismiss was
    /// asked for.
    ///
    /// The presentation keeps its options (so a per-call progress style applies to a later progress), except what
    /// the new kind does not take over (``HUDOptions/carried(into:)``): a checkmark, cross, info glyph or image
    /// drops the button (its action belonged to the work); and a scoped activity's content changed by a show (a
    /// custom view, text only, a new mode) drops the activity's button, which must not outlive the activity. A
    /// spinner or
    /// progress becoming the other is an update that leaves the activity count and every timer alone, and a progress
    /// moving is only an `updateProgress`; an image (or no indicator) coming or going is applied as a show within
    /// the presentation: the count goes to 0, an image plays its haptic and dismisses itself after its display
    /// duration. A followed `Progress` stops: the app has taken the HUD over.
    ///
    /// ```swift
    /// session.show(HUDContent(status: "Preparing…"))
    /// session.updateCurrent(to: .progress(0.3), status: "Uploading…")
    /// session.updateCurrent(to: .success, status: "Done")
    /// ```
    /// - Parameters:
    ///   - indicator: What to show now.
    ///   - status: The new status; `nil` keeps the current one (``setStatus(_:)`` removes it).
    public func updateCurrent(to indicator: HUDIndicator, status: String?) {
        updateCurrent(status: status) { $0.indicator = indicator }
    }

    /// Switches the current presentation to `mode` in place (MBProgressHUD's `mode` set on a visible HUD), as
    /// ``updateCurrent(to:status:)`` does: a determinate mode keeps the progress shown (`0` when none was) and draws
    /// it in the mode's style from now on; between the spinner and the determinate modes that is an update that
    /// leaves the activity count and the timers alone, ``HUDMode/text`` is applied as a show within the
    /// presentation (the count goes to 0; it stays until dismissed).
    ///
    /// ```swift
    /// session.updateCurrent(mode: .determinateHorizontalBar, status: "Uploading…")
    /// ```
    /// - Parameters:
    ///   - mode: What to show now.
    ///   - status: The new status; `nil` keeps the current one.
    public func updateCurrent(mode: HUDMode, status: String?) {
        updateCurrent(status: status) { content in
            content.indicator = mode.indicator(progress: content.indicator.rules.progressFraction ?? 0)
            if let style = mode.progressStyle { content.options.progressStyle = style }
        }
    }

    private func updateCurrent(status: String?, _ change: @escaping @MainActor (inout HUDContent) -> Void) {
        step { [self] in
            guard let presentation = presentations.current, presentations.acceptsUpdates(from: presentation),
                let current = presenter.state.content
            else { return }
            if isFollowing(presentation) { stopFollowingProgress() }
            var content = current
            change(&content)
            content.options = content.options.carried(into: content.indicator)
            if let status { content.status = status }
            var input = content.updateInput(replacing: current)
            // A change applied as a show is the HUD's own from now on, no longer the open activity's: it must not
            // carry the activity's button past the activity's end. An update in place stays the activity's.
            if presenter.activityShown != nil, input.startsPresentation {
                content.options.button = nil
                input = content.updateInput(replacing: current)
            }
            apply(input)
        }
    }
}
