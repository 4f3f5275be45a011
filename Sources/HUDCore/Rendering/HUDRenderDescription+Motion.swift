import Foundation

// The optional motions of the parts: the ring easing between values, the glyphs drawing themselves.
extension HUDRenderDescription {
    /// How long the ring takes from one value to the next with ``HUDAppearance/animatesProgress``: `0.25` s,
    /// Core Animation's implicit `strokeEnd` animation, which SVProgressHUD's ring runs.
    public static let progressAnimationDuration: TimeInterval = 0.25
    /// How long a bundled glyph takes to draw itself with ``HUDAppearance/drawsGlyphs``: `0.4` s.
    public static let glyphDrawDuration: TimeInterval = 0.4

    /// Sets the ring's ``Ring/animationDuration`` and the bundled glyph's ``Image/drawDuration`` the appearance
    /// asks for; nothing moves with Reduce Motion, and an app's image is never drawn (it has no strokes).
    mutating func applyMotion(appearance: HUDAppearance, reduceMotion: Bool) {
        guard !reduceMotion else { return }
        if appearance.animatesProgress, case .ring(var ring) = indicator {
            ring.animationDuration = Self.progressAnimationDuration
            indicator = .ring(ring)
        }
        if appearance.drawsGlyphs, let kind = image?.kind, HUDGlyph(for: kind) != nil {
            image?.drawDuration = Self.glyphDrawDuration
        }
    }
}
