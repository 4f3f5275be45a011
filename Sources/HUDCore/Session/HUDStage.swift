import Foundation

/// What a ``HUDSession``'s host shows: whether the overlay is installed, the frame last applied and the bezel size the
/// next frame keeps (VoiceOver's focus is ``HUDVoiceOverGate``'s). The session owns one; the stage calls
/// nothing: each change returns what the host is to apply, and the session calls the host after it.
///
/// ```swift
/// var stage = HUDStage()
/// stage.installed(true)
/// let (frame, changes) = stage.frame(of: content, appearance: appearance, environment: environment,
///                                    measurer: measurer)!  // the first frame sets every part
/// ```
struct HUDStage {
    /// Whether the host has the overlay installed. `false` at first.
    private(set) var isInstalled = false
    /// The frame last applied to the host; `nil` while nothing is installed, and from each install until its first
    /// frame.
    private(set) var render: HUDRenderDescription?
    /// The largest bezel of the presentation on screen, which the next frame does not shrink below; `.zero` once the
    /// HUD is removed or the container's size changed.
    private(set) var steadySize: CGSize = .zero

    /// The transition of the frame on screen; no animation while there is none.
    var transition: HUDRenderDescription.Transition {
        render?.transition
            ?? HUDRenderDescription.Transition(
                appearDuration: 0, appearFromScale: 1, disappearDuration: 0, disappearToScale: 1)
    }

    /// An install begins: the host shows the HUD in a view that may have shown an earlier presentation, so the
    /// next frame sets every part.
    mutating func forgetFrame() {
        render = nil
    }

    /// Notes whether the host installed the overlay.
    mutating func installed(_ isInstalled: Bool) {
        self.isInstalled = isInstalled
    }

    /// The host removes the overlay: no frame, and no size to keep.
    mutating func removed() {
        isInstalled = false
        render = nil
        steadySize = .zero
    }

    /// The container changed size: the next frame is laid out afresh.
    mutating func forgetSteadySize() {
        steadySize = .zero
    }

    /// Derives the frame of `content`, never smaller than the steady size.
    ///
    /// - Returns: The frame and what changed since the last one, to apply; `nil` while nothing is installed or
    ///   when the frame did not change.
    mutating func frame(
        of content: HUDContent, appearance: HUDAppearance, environment: HUDEnvironment, measurer: any HUDTextMeasuring
    ) -> (HUDRenderDescription, HUDPartChanges)? {
        guard isInstalled else { return nil }
        let updated = HUDRenderDescription(
            content: content, appearance: appearance, environment: environment, measurer: measurer,
            steadySize: steadySize)
        steadySize = updated.bezel.frame.size
        guard updated != render else { return nil }
        let changes = HUDPartChanges(from: render, to: updated)
        render = updated
        return (updated, changes)
    }

    /// Moves the progress of the frame on screen to `fraction`, in place (a tick).
    ///
    /// - Returns: Whether it moved; `false` when the frame shows no progress to move, or it is there already.
    mutating func moveProgress(to fraction: Double) -> Bool {
        render?.updateProgress(fraction) ?? false
    }
}
