import Foundation

// The calls a HUD takes, as HUDKit's `HUDController` forwards them. Each is one step (see ``HUDSession``); made
// while a step applies, it is queued and applied after it, in order. Ids are handed out at once, so a queued call
// still answers at once.
extension HUDSession {
    /// Shows `content` (a spinner, progress, image or text) as a new presentation.
    ///
    /// ```swift
    /// session.show(HUDContent(indicator: .progress(0.4), status: "Uploading…"), onTap: { upload.cancel() })
    /// ```
    /// - Parameters:
    ///   - content: What to show and the presentation's options.
    ///   - onTap: Runs when this presentation is tapped. `nil` by default.
    ///   - onEnd: Runs once, when this presentation ends or another supersedes it. `nil` by default.
    /// - Returns: The new presentation.
    @discardableResult
    public func show(
        _ content: HUDContent,
        onTap: (@MainActor () -> Void)? = nil,
        onEnd: PresentationEndHandler? = nil
    ) -> HUDPresentationID {
        let presentation = nextPresentation()
        stepShow(presentation, content, onTap: onTap, onEnd: onEnd)
        return presentation
    }

    /// Changes the status of the HUD on screen; nothing while hidden.
    public func setStatus(_ status: String?) {
        send(.setStatus(status))
    }

    /// Dismisses after `delay` seconds, whatever the activity count; the current presentation takes no more
    /// updates and a followed progress stops. `completion` runs exactly once, told how the dismiss ended (see
    /// ``HUDInput/dismiss(delay:completion:)``).
    ///
    /// - Parameters:
    ///   - delay: Seconds; negative or NaN: at once; infinite: only when a later call decides. `0` by default.
    ///   - completion: Runs when the HUD is gone (``HUDDismissal/disappeared``), at once when nothing is shown
    ///     (``HUDDismissal/notShown``), or when a show supersedes the dismiss (``HUDDismissal/superseded``). `nil`
    ///     by default.
    ///   - animated: Whether the fade-out is animated; `nil` keeps the presentation's (see
    ///     ``HUDInput/dismiss(delay:completion:animated:)``). `nil` by default.
    public func dismiss(
        delay: TimeInterval = 0, animated: Bool? = nil, completion: (@MainActor (HUDDismissal) -> Void)? = nil
    ) {
        let id = completion.map { completion in
            let id = HUDCompletionID(nextSerial())
            completions.keep(completion, for: id)
            return id
        }
        step { [self] in
            presentations.close()
            stopFollowingProgress()
            apply(.dismiss(delay: delay, completion: id, animated: animated))
        }
    }

    /// Balances one indefinite show.
    public func popActivity() {
        send(.popActivity)
    }

    /// Opens a scoped activity with its spinner, status and own options, as a new presentation. The activity keeps
    /// them: when a later activity ends, the HUD shows this one's content again and its button's taps reach this
    /// one's action, until it ends (see ``HUDInput/beginActivity(_:status:options:)``).
    ///
    /// ```swift
    /// let sync = session.beginActivity(status: "Syncing", options: HUDOptions(details: "Mail"))
    /// session.endActivity(sync)
    /// ```
    /// - Parameters:
    ///   - status: The spinner's status.
    ///   - options: The activity's options (a `duration` is ignored). Empty options by default.
    /// - Returns: The activity, for ``endActivity(_:)``.
    public func beginActivity(status: String?, options: HUDOptions = HUDOptions()) -> HUDActivityID {
        let id = HUDActivityID(nextSerial())
        present([.beginActivity(id, status: status, options: options)], as: .beginActivity, onTap: nil, onEnd: nil)
        return id
    }

    /// Ends a scoped activity; ending one twice does nothing.
    public func endActivity(_ id: HUDActivityID) {
        send(.endActivity(id))
    }

    /// Registers the app's content (an image) and returns its id, to show in ``HUDImage/custom(_:)``; the host is
    /// told to release it (``HUDHosting/releaseContent(_:)``) after the first step in which nothing uses it.
    public func makeAssetID() -> HUDAssetID {
        let id = HUDAssetID(nextSerial())
        contents.keep(id)
        return id
    }

    /// Registers the app's view, measured by the kit at `size` (its intrinsic content size), and returns it with
    /// its id and its size clamped (``HUDCustomView/init(id:size:)``), to show in ``HUDIndicator/customView(_:)``;
    /// it is released like an image (``makeAssetID()``).
    public func makeCustomView(size: CGSize) -> HUDCustomView {
        HUDCustomView(id: makeAssetID(), size: size)
    }

    /// Registers the app's view from what the kit measured of it and returns it with its id, the size and the
    /// placement HUDCore decides (``HUDCustomView/init(id:measurement:)``); released as ``makeCustomView(size:)``'s.
    public func makeCustomView(measurement: HUDCustomView.Measurement) -> HUDCustomView {
        HUDCustomView(id: makeAssetID(), measurement: measurement)
    }

    // MARK: Reports of the host

    /// A fade the host ran has finished (also when a later fade interrupted it: a stale fade does nothing).
    public func fadeFinished(_ id: HUDFadeID) {
        send(.fadeFinished(id))
    }

    /// Where a point of the container lands, against the bezel where it is on screen (moved by `bezelOffset`,
    /// scaled by `scale` about its centre: the motion effect and a zoom transition): the frame on screen's rule
    /// (``HUDRenderDescription/hitTest(_:bezelOffset:scale:fadingOut:)``), fading out once the fade-out has begun;
    /// `.passThrough` when nothing is installed. A touch on a HUD that keeps blocking while it fades out
    /// (``HUDAppearance/blocksTouchesUntilHidden``) taps nothing: only a HUD that is appearing or visible reacts.
    public func hitTest(
        _ point: CGPoint, bezelOffset: HUDOffset = .zero, scale: CGFloat = 1
    ) -> HUDRenderDescription.HitTestResult {
        render?.hitTest(
            point, bezelOffset: bezelOffset, scale: scale, fadingOut: presenter.state.phase == .disappearing)
            ?? .passThrough
    }

    /// A touch-down at `point`: one on the mask or the bezel (where it is on screen) is a
    /// ``HUDInput/touch(_:phase:)`` with ``HUDTouch/Phase/down``; one that passes through, or lands on the button
    /// (which reports its own touch-up inside, ``buttonTapped()``) or on an interactive custom view (whose
    /// controls take it), does nothing.
    public func touchDown(at point: CGPoint, bezelOffset: HUDOffset = .zero, scale: CGFloat = 1) {
        touch(at: point, phase: .down, bezelOffset: bezelOffset, scale: scale)
    }

    /// Where a touch that went down on the HUD lifted: on the bezel, or on a blocking mask inside the container, it
    /// is a tap (``HUDTouch/Phase/upInside``); where touches pass through, or outside the container, it does nothing.
    public func touchUp(at point: CGPoint, bezelOffset: HUDOffset = .zero, scale: CGFloat = 1) {
        guard render?.canvas.contains(point) == true else { return }
        touch(at: point, phase: .upInside, bezelOffset: bezelOffset, scale: scale)
    }

    private func touch(at point: CGPoint, phase: HUDTouch.Phase, bezelOffset: HUDOffset, scale: CGFloat) {
        switch hitTest(point, bezelOffset: bezelOffset, scale: scale) {
        case .passThrough, .button, .customContent: return
        case .mask: send(.touch(.mask, phase: phase))
        case .bezel: send(.touch(.bezel, phase: phase))
        }
    }

    /// A touch-up inside the button: the current presentation's button action runs if the HUD is on screen and
    /// shows the button (see ``HUDInput/buttonTapped``).
    public func buttonTapped() {
        send(.buttonTapped)
    }

    /// Somewhere to show the HUD may exist now (a scene connected or became active): a show waiting for it
    /// appears.
    public func overlayBecameAvailable() {
        send(.overlayAvailable)
    }
}
