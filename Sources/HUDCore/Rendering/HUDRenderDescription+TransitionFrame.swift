import Foundation

extension HUDRenderDescription.Transition {
    /// How far the HUD has faded and scaled at `fraction` of a fade: the alpha of the mask and bezel and the
    /// bezel's scale, linear in `fraction` (HUDKit animates the same two values; UIKit's ease-out curve only changes
    /// the pace), except an appearing scale with ``appearDamping`` below `1`, which follows its spring past `1`
    /// and back. The preview tool draws the frames of a transition and of the timeline with it.
    ///
    /// ```swift
    /// let standard = HUDRenderDescription.Transition(
    ///     appearDuration: 0.15, appearFromScale: 1.3, disappearDuration: 0.15, disappearToScale: 1 / 1.3)
    /// standard.frame(at: 0.5, appearing: true) // (alpha: 0.5, scale: 1.15)
    /// ```
    /// - Parameters:
    ///   - fraction: The part of the fade done, clamped to `0...1`; NaN counts as the end (`1`).
    ///   - appearing: The fade-in (alpha 0 → 1, scale ``appearFromScale`` → 1) or the fade-out (alpha 1 → 0, scale
    ///     1 → ``disappearToScale``).
    /// - Returns: The alpha and the scale; a non-finite or non-positive scale counts as `1`.
    public func frame(at fraction: Double, appearing: Bool) -> (alpha: Double, scale: Double) {
        let done = fraction.isNaN ? 1 : min(max(fraction, 0), 1)
        func valid(_ scale: CGFloat) -> Double { scale.isFinite && scale > 0 ? Double(scale) : 1 }
        if appearing {
            let from = valid(appearFromScale)
            return (done, from + (1 - from) * Self.spring(done, damping: appearDamping))
        }
        let to = valid(disappearToScale)
        return (1 - done, 1 + (to - 1) * done)
    }

    /// The part of its way a spring of damping ratio `damping` (below `1`: it overshoots) has gone at `fraction` of
    /// its settling time: `0` at the start, `1` at the end, above `1` where it overshoots; `fraction` itself for a
    /// damping of `1` or more (not a spring: the fade's own curve).
    static func spring(_ fraction: Double, damping: Double) -> Double {
        guard damping > 0, damping < 1, fraction < 1 else { return fraction }
        // Settled (within 1 %) at the end: e^(−ζωt) = 0.01 at t = 1.
        let omega = 4.6 / damping
        let damped = omega * (1 - damping * damping).squareRoot()
        let decay = exp(-damping * omega * fraction)
        let swing = cos(damped * fraction) + damping / (1 - damping * damping).squareRoot() * sin(damped * fraction)
        return 1 - decay * swing
    }
}
