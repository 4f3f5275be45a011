import Foundation

extension HUDMessageQueue {
    /// A show: de-duplicated and queued, or replacing, or shown at once when nothing is up.
    mutating func show(_ entry: Entry) {
        switch entry.message.policy {
        case .queue:
            if isDuplicate(entry.message.id) { return emit(.ended(entry.ticket, .duplicate)) }
            waiting.append(entry)
            if waiting.count > Self.capacity { emit(.ended(waiting.removeFirst().ticket, .overflow)) }
            if phase == .idle { appearNext() }
        case .replace:
            replace(with: entry)
        }
    }

    /// Whether a message with `id` is on screen (not fading out) or waiting.
    private func isDuplicate(_ id: String?) -> Bool {
        guard let id else { return false }
        let shown = phase != .disappearing && current?.message.id == id
        return shown || waiting.contains { $0.message.id == id }
    }

    /// Ends every waiting message and puts `entry` on screen at once.
    private mutating func replace(with entry: Entry) {
        for waiter in waiting { emit(.ended(waiter.ticket, .replaced)) }
        waiting = []
        switch phase {
        case .idle, .awaitingHost:
            if let current { emit(.ended(current.ticket, .replaced)) }
            current = nil
            waiting = [entry]
            appearNext()
        case .pausing:
            cancel(\.pauseTimer)
            waiting = [entry]
            appearNext()
        case .appearing, .visible, .disappearing:
            if let current { emit(.ended(current.ticket, .replaced)) }
            current = entry
            emit(.render(entry.ticket, entry.message))
            announce(entry)
            if phase == .disappearing {
                phase = .appearing
                fadeIn()
            } else if phase == .visible {
                cancel(\.displayTimer)
                scheduleDisplayTimer()
            }
        }
    }

    /// Puts the oldest waiting message on screen, installing the layer first when it is not.
    mutating func appearNext() {
        guard let next = current.flatMap({ phase == .awaitingHost ? $0 : nil }) ?? dequeue() else {
            return goIdle()
        }
        current = next
        if !isInstalled {
            emit(.install)
            isInstalled = true
        }
        phase = .appearing
        emit(.render(next.ticket, next.message))
        fadeIn()
        announce(next)
    }

    private mutating func dequeue() -> Entry? {
        waiting.isEmpty ? nil : waiting.removeFirst()
    }

    /// The host could not install: the message on screen waits, quietly, for a host.
    mutating func hostUnavailable() {
        guard phase == .appearing else { return }
        isInstalled = false
        fade = nil
        phase = .awaitingHost
    }

    mutating func hide(_ selection: Selection) {
        let matches: (Entry) -> Bool = { entry in
            switch selection {
            case .id(let id): entry.message.id == id
            case .ticket(let ticket): entry.ticket == ticket
            case .all: true
            }
        }
        for waiter in waiting where matches(waiter) { emit(.ended(waiter.ticket, .hidden)) }
        waiting.removeAll(where: matches)
        guard let current, matches(current) else {
            if phase == .pausing, waiting.isEmpty {
                cancel(\.pauseTimer)
                goIdle()
            }
            return
        }
        if phase == .awaitingHost {
            emit(.ended(current.ticket, .hidden))
            self.current = nil
            // The next waiting message takes its place (it too waits for a host); none left: idle.
            appearNext()
        } else {
            hideCurrent()
        }
    }

    /// Fades out the message on screen (while it appears or shows).
    mutating func hideCurrent() {
        guard isOnScreen else { return }
        cancel(\.displayTimer)
        phase = .disappearing
        fadeOut()
    }

    mutating func tapped() {
        guard isOnScreen, let current else { return }
        if current.message.hasTapHandler { emit(.tapped(current.ticket)) }
        if current.message.options.dismissOnTap { hideCurrent() }
    }

    mutating func timerFired(_ id: HUDTimerID) {
        if id == displayTimer {
            displayTimer = nil
            hideCurrent()
        } else if id == pauseTimer {
            pauseTimer = nil
            appearNext()
        }
    }

    mutating func fadeFinished(_ id: HUDFadeID) {
        guard id == fade else { return }
        fade = nil
        switch phase {
        case .appearing:
            phase = .visible
            scheduleDisplayTimer()
        case .disappearing:
            if let current { emit(.ended(current.ticket, .disappeared)) }
            current = nil
            if waiting.isEmpty { return goIdle() }
            phase = .pausing
            let timer = nextTimer(.messagePause)
            pauseTimer = timer
            emit(.scheduleTimer(timer, after: Self.pause))
        case .idle, .awaitingHost, .visible, .pausing:
            break
        }
    }

    /// Nothing on screen, nothing waiting: the layer goes.
    mutating func goIdle() {
        phase = .idle
        if isInstalled { emit(.remove) }
        isInstalled = false
    }

    // MARK: Times

    /// How long `message` stays once shown: its `duration` option (negative or NaN: `0`), else the appearance's
    /// display duration for its text; times ``voiceOverDurationFactor`` while VoiceOver runs. `.infinity`: until
    /// hidden.
    public func displayDuration(of message: HUDMessage) -> TimeInterval {
        let base: TimeInterval
        if let duration = message.options.duration {
            base = duration.isNaN ? 0 : max(duration, 0)
        } else {
            base = appearance.displayDuration(for: message.text)
        }
        return isVoiceOverRunning ? base * Self.voiceOverDurationFactor : base
    }

    private mutating func scheduleDisplayTimer() {
        guard let current else { return }
        let duration = displayDuration(of: current.message)
        guard duration.isFinite else { return }
        let timer = nextTimer(.messageDisplay)
        displayTimer = timer
        emit(.scheduleTimer(timer, after: duration))
    }

    private var fades: HUDAppearance {
        appearance.applying(current?.message.options ?? HUDOptions()).sanitized
    }

    private mutating func fadeIn() {
        let id = nextFade()
        emit(.fadeIn(id, duration: fadeDuration(fades.fadeInAnimationDuration)))
        finishFadeIfAway(id)
    }

    private mutating func fadeOut() {
        let id = nextFade()
        emit(.fadeOut(id, duration: fadeDuration(fades.fadeOutAnimationDuration)))
        finishFadeIfAway(id)
    }

    private mutating func nextFade() -> HUDFadeID {
        lastSerial &+= 1
        let id = HUDFadeID(serial: lastSerial)
        fade = id
        return id
    }

    private mutating func nextTimer(_ kind: HUDTimerID.Kind) -> HUDTimerID {
        lastSerial &+= 1
        return HUDTimerID(kind: kind, serial: lastSerial)
    }

    mutating func cancel(_ timer: WritableKeyPath<Self, HUDTimerID?>) {
        guard let id = self[keyPath: timer] else { return }
        emit(.cancelTimer(id))
        self[keyPath: timer] = nil
    }
}
