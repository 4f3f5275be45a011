import Foundation

extension HUDPresenter {
    /// Shows `content` in whatever phase the HUD is in (the activity count was already updated).
    mutating func present(_ content: HUDContent) {
        switch state.phase {
        case .hidden:
            state.content = content
            let graceTime = effectiveAppearance.graceTimeInterval
            if graceTime > 0 {
                state.phase = .gracePending
                graceTimer = schedule(.grace, after: graceTime)
            } else {
                appear(content, installingOverlay: true)
            }
        case .gracePending, .awaitingOverlay:
            supersedePendingDismiss()
            state.content = content
        case .appearing, .visible:
            supersedePendingDismiss()
            cancel(\.autoDismissTimer)
            replaceContent(with: content)
            if let haptic = content.indicator.rules.haptic, effectiveAppearance.hapticsEnabled {
                emit(.haptic(haptic))
            }
            if state.phase == .visible { scheduleAutoDismissIfNeeded() }
        case .disappearing:
            runCompletions(.superseded)
            dismissAnimation = nil
            state.content = content
            appear(content, installingOverlay: false)
        }
    }

    /// Starts the fade-in of the current content: from hidden (installing the overlay) or reversing a fade-out.
    /// A HUD that blocks the app moves VoiceOver to it instead of announcing (once per time on screen).
    /// `.installOverlay` is the first effect of an appearance that installs, so that a host with nowhere to install
    /// takes the whole appearance back (``HUDInput/overlayUnavailable``).
    ///
    /// - Parameters:
    /// - Parameter content: The current content (``HUDState/content``), which the caller has at hand.
    mutating func appear(_ content: HUDContent, installingOverlay: Bool) {
        let appearance = effectiveAppearance
        if installingOverlay { emit(.installOverlay) }
        emit(.render(content))
        emit(.post(.willAppear, status: content.status))
        let id = nextFade()
        emit(.fadeIn(id, duration: appearance.fadeInAnimationDuration, reversing: !installingOverlay))
        if appearance.hapticsEnabled {
            emit(.prepareHaptics)
            if let haptic = content.indicator.rules.haptic { emit(.haptic(haptic)) }
        }
        let announcement = HUDAnnouncement(content)
        didAnnounceAppearance(announcement)
        if appearance.effectiveInteraction.blocksOutsideBezel, !hasAccessibilityFocus {
            hasAccessibilityFocus = true
            emit(.moveAccessibilityFocus)
        } else {
            // VoiceOver stays where it is: the announcement is all a listener hears, so it says the button too.
            emit(.announce(announcement.sayingButton(of: content)))
        }
        state.phase = .appearing
        visibleSince = nil
    }

    /// Replaces what the HUD shows without a new appearance: silently during the grace period; on screen with a
    /// `.render` (only an `.updateProgress` when nothing but a progress fraction changed) and, unless fading out,
    /// an `.announce` when what it says changed, throttled (``announceChange(to:isNewKind:)``). Unchanged content gives no
    /// effect.
    mutating func replaceContent(with content: HUDContent) {
        // Moved out, not copied (`Optional.take()` needs iOS 17).
        var old: HUDContent?
        swap(&old, &state.content)
        state.content = content
        guard state.isVisible else { return }
        // A progress tick first (each field compared once): only the fraction moves, or nothing changed at all.
        if let fraction = content.indicator.rules.progressFraction, let old,
            old.indicator.isSameKind(as: content.indicator), old.status == content.status,
            old.options == content.options
        {
            if old.indicator != content.indicator { emit(.updateProgress(fraction)) }
            return
        }
        guard old != content else { return }
        emit(.render(content))
        guard state.phase != .disappearing else { return }
        // Work of another kind (the spinner and a progress, as a followed `Progress` switches) is not news.
        let isNewKind =
            old.map {
                !$0.indicator.isSameKind(as: content.indicator)
                    && !($0.indicator.rules.showsWork && content.indicator.rules.showsWork)
            } ?? true
        // A button that comes (or changes) is news, said at once.
        let bringsButton =
            content.options.button?.isShown == true && old?.options.button?.title != content.options.button?.title
        let announcement = HUDAnnouncement(content)
        announceChange(
            to: bringsButton ? announcement.sayingButton(of: content) : announcement,
            isNewKind: isNewKind || bringsButton)
    }

    /// Changes the status of the current presentation; ignored while hidden or when the status is unchanged.
    mutating func setStatus(_ status: String?) {
        guard let current = state.content else { return }
        update(current.indicator, status: status)
    }

    /// Changes what the current presentation shows, keeping its options; ignored while hidden (no content then).
    /// Not a show: the count, the pending dismiss, the auto-dismiss and a fade-out are left as they are; only an
    /// kind that dismisses itself (an image) replacing one that does not gets the auto-dismiss a show would, unless
    /// one runs.
    mutating func update(_ indicator: HUDIndicator, status: String?, progressStyle: HUDProgressStyle? = nil) {
        // The fields read in place, not the whole content copied (a followed `Progress` updates every frame).
        guard let currentIndicator = state.content?.indicator, var options = state.content?.options else { return }
        if let progressStyle { options.progressStyle = progressStyle }
        let content = HUDContent(indicator: indicator, status: status, options: options)
        keepChange(content)
        replaceContent(with: content)
        let bringsSelfDismissal = !currentIndicator.rules.dismissesItself && indicator.rules.dismissesItself
        if bringsSelfDismissal, state.phase == .visible, autoDismissTimer == nil { scheduleAutoDismissIfNeeded() }
    }

    /// Moves the progress of the current content in place (``HUDInput/setProgress(_:)``): no content is copied,
    /// as a followed `Progress` moves it on every display frame; a fraction that turns the ring into the spinner
    /// takes the path of ``update(_:status:progressStyle:)``.
    mutating func setProgress(_ fraction: Double) {
        guard let current = state.content?.indicator, current.rules.progressFraction != nil else { return }
        let moved = HUDIndicator.progress(fraction)
        guard let shownFraction = moved.rules.progressFraction else {
            return update(moved, status: state.content?.status)
        }
        guard moved != current else { return }
        state.content?.indicator = moved
        keepProgress(fraction)
        if state.isVisible { emit(.updateProgress(shownFraction)) }
    }

    /// The host could not install the overlay: the appearance that just began never happened, and the show waits.
    mutating func overlayUnavailable() {
        guard state.phase == .appearing, visibleSince == nil else { return }
        fade = nil
        hasAccessibilityFocus = false
        state.phase = .awaitingOverlay
    }

    /// Somewhere to appear may exist now: a waiting show tries again.
    mutating func overlayAvailable() {
        guard state.phase == .awaitingOverlay else { return }
        appearCurrent()
    }

    /// Starts the fade-in of the current content from hidden, installing the overlay (a grace period that ended,
    /// an overlay that became available); nothing without content.
    mutating func appearCurrent() {
        guard let content = state.content else { return }
        appear(content, installingOverlay: true)
    }

    /// Reports a touch-down, or a tap (a touch-up inside) that dismisses when the options ask for it; only while the
    /// HUD is appearing or visible.
    mutating func touched(_ touch: HUDTouch, phase: HUDTouch.Phase, now: TimeInterval) {
        guard state.phase == .appearing || state.phase == .visible, let content = state.content else { return }
        switch phase {
        case .down:
            emit(.post(.didReceiveTouchEvent, status: content.status))
            if touch == .bezel { emit(.post(.didTouchDownInside, status: content.status)) }
        case .upInside:
            emit(.tapped(touch))
            if content.options.dismissOnTap { dismiss(after: 0, completion: nil, now: now) }
        }
    }

    /// Reports a tap of the button while the HUD is appearing or visible and shows one; nothing else changes (the
    /// button's action dismisses the HUD if it wants to).
    mutating func buttonTapped() {
        guard state.phase == .appearing || state.phase == .visible,
            state.content?.options.button?.isShown == true
        else { return }
        emit(.buttonTapped)
    }
}
