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
    /// updates and a followed progress stops. `completion` runs exactly once (see ``HUDInput/dismiss(delay:completion:)``).
    ///
    /// - Parameters:
    ///   - delay: Seconds; negative or NaN: at once; infinite: only when a later call decides. `0` by default.
    ///   - completion: Runs when the HUD is gone, at once when hidden, or when a show supersedes the dismiss.
    ///     `nil` by default.
    public func dismiss(delay: TimeInterval = 0, completion: (@MainActor () -> Void)? = nil) {
        let id = completion.map { completion in
            let id = HUDCompletionID(nextSerial())
            completions[id] = completion
            return id
        }
        step { [self] in
            tracker.close()
            stopFollowingProgress()
            apply(.dismiss(delay: delay, completion: id))
        }
    }

    /// Balances one indefinite show.
    public func popActivity() {
        send(.popActivity)
    }

    /// Opens a scoped activity with its spinner, as a new presentation.
    ///
    /// - Returns: The activity, for ``endActivity(_:)``.
    public func beginActivity(status: String?) -> HUDActivityID {
        let id = HUDActivityID(nextSerial())
        present([.beginActivity(id, status: status)], onTap: nil, onEnd: nil)
        return id
    }

    /// Ends a scoped activity; ending one twice does nothing.
    public func endActivity(_ id: HUDActivityID) {
        send(.endActivity(id))
    }

    /// Registers the app's content (an image) and returns its id, to show in ``HUDImage/custom(_:)``; the host is
    /// told to release it (``HUDHosting/releaseContent(_:)``) after the first step in which nothing uses it.
    public func makeContentID() -> HUDContentID {
        let id = HUDContentID(nextSerial())
        contents.insert(id)
        return id
    }

    /// Registers the app's view, measured by the kit at `size` (its intrinsic content size), and returns it with
    /// its id and its size clamped (``HUDCustomView/init(id:size:)``), to show in ``HUDIndicator/customView(_:)``;
    /// it is released like an image (``makeContentID()``).
    public func makeCustomView(size: CGSize) -> HUDCustomView {
        HUDCustomView(id: makeContentID(), size: size)
    }

    // MARK: Reports of the host

    /// A fade the host ran has finished (also when a later fade interrupted it: a stale fade does nothing).
    public func fadeFinished(_ id: HUDFadeID) {
        send(.fadeFinished(id))
    }

    /// Where a point of the container lands; `.passThrough` when nothing is installed.
    public func hitTest(_ point: CGPoint) -> HUDRenderDescription.HitTestResult {
        render?.hitTest(point) ?? .passThrough
    }

    /// A touch-down at `point`: one on the mask or the bezel is a ``HUDInput/touch(_:)``; one that passes
    /// through, or lands on the button (which reports its own touch-up, ``buttonTapped()``), does nothing.
    public func touchDown(at point: CGPoint) {
        switch hitTest(point) {
        case .passThrough, .button: return
        case .mask: send(.touch(.mask))
        case .bezel: send(.touch(.bezel))
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
