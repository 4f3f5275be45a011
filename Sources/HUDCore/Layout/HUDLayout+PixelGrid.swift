import Foundation

// The display's pixel grid: every part's origin inside the bezel (indicator, image, custom view, label, details,
// button, a message's glyph) lands on a whole pixel, so that nothing is drawn blurred across two pixels — a glyph
// centred in an odd-width bezel included.
extension HUDLayout {
    /// `value` rounded to the nearest pixel of a display of `scale` pixels per point (`10.5` → `10.667` at 3×,
    /// `10.5` at 2×, `11` at 1×); a scale that is not finite or below `1` counts as `1`.
    ///
    /// ```swift
    /// HUDLayout.pixelAligned(28.5, scale: 3)  // 28.667: 86 pixels
    /// ```
    public static func pixelAligned(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let scale = scale.isFinite && scale >= 1 ? scale : 1
        return value.isFinite ? (value * scale).rounded() / scale : value
    }

    /// `rect` moved so that its origin is on the pixel grid (its size unchanged).
    static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        CGRect(
            origin: CGPoint(x: pixelAligned(rect.origin.x, scale: scale), y: pixelAligned(rect.origin.y, scale: scale)),
            size: rect.size)
    }

    /// The centre of a round part of `half` its side moved so that the part's box origin (`center − half`) is on
    /// the pixel grid.
    static func pixelAligned(center: CGPoint, half: CGFloat, scale: CGFloat) -> CGPoint {
        CGPoint(
            x: pixelAligned(center.x - half, scale: scale) + half,
            y: pixelAligned(center.y - half, scale: scale) + half)
    }
}
