import Foundation

// The optional motions of the parts: the ring easing between values, the glyphs drawing themselves.
extension HUDRenderDescription {
    /// How long the ring takes from one value to the next with ``HUDAppearance/animatesProgress``: `0.25` s,
    /// Core Animation's implicit `strokeEnd` animation, which SVProgressHUD's ring runs.
    public static let progressAnimationDuration: TimeInterval = 0.25
    /// How long a bundled glyph takes to draw itself with ``HUDAppearance/drawsGlyphs``: `0.4` s.
    public static let glyphDrawDuration: TimeInterval = 0.4

    /// `indicator` with the ring's ``Ring/animationDuration`` the appearance asks for; nothing moves with Reduce
    /// Motion.
    static func moving(_ indicator: Indicator, appearance: HUDAppearance, reduceMotion: Bool) -> Indicator {
        guard !reduceMotion, appearance.animatesProgress, case .ring(var ring) = indicator else { return indicator }
        ring.animationDuration = Self.progressAnimationDuration
        return .ring(ring)
    }

    /// `image` with the bundled glyph's ``Image/drawDuration`` the appearance asks for; nothing moves with Reduce
    /// Motion, and an app's image is never drawn (it has no strokes).
    static func drawing(_ image: Image?, appearance: HUDAppearance, reduceMotion: Bool) -> Image? {
        guard !reduceMotion, appearance.drawsGlyphs, var image, HUDGlyph(for: image.kind) != nil else { return image }
        image.drawDuration = Self.glyphDrawDuration
        return image
    }
}
