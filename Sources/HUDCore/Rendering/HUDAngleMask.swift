import Foundation

/// The flat spinner's rotating mask (`angle-mask.png`): a conic fade over the whole square, transparent at
/// 12 o'clock and growing more opaque clockwise all the way round.
///
/// The spinner's arc is drawn clockwise and its layer turns clockwise, so the mask fades the arc's tail (just past
/// 12 o'clock in the mask's frame) to nothing while its head (just before 12 o'clock) stays opaque, like
/// SVProgressHUD's mask image. The fade covers the whole square, corners included, so the mask works for any
/// ring radius and thickness that fits the square; only the alpha carries meaning (HUDKit uses the image as a
/// layer mask). The seam at 12 o'clock is a hard edge on purpose: it is where the tail ends.
///
/// ```swift
/// let alpha = HUDAngleMask.alpha(column: 75, row: 50, width: 100, height: 100)  // 3 o'clock: about 0.25
/// ```
package enum HUDAngleMask {
    /// The size of the mask image in points, 100 × 100 (`@2x` 200, `@3x` 300 pixels).
    public static let imagePointSize: CGFloat = 100

    /// The mask's alpha, `0...1`, at a clockwise angle from 12 o'clock: `angle / 2π`, wrapped into one turn.
    ///
    /// Angles outside `0..<2π` wrap (`2π` is `0` again, `-π/2` is 9 o'clock); a non-finite angle gives `0`.
    ///
    /// ```swift
    /// HUDAngleMask.alpha(clockwiseAngle: .pi)  // 6 o'clock: 0.5
    /// ```
    public static func alpha(clockwiseAngle: Double) -> Double {
        guard clockwiseAngle.isFinite else { return 0 }
        let turn = 2 * Double.pi
        let wrapped = clockwiseAngle.truncatingRemainder(dividingBy: turn)
        return (wrapped < 0 ? wrapped + turn : wrapped) / turn
    }

    /// The mask's alpha, `0...1`, at the centre of one pixel of a `width` × `height` raster.
    ///
    /// The angle is measured clockwise from 12 o'clock around the raster's centre (y grows downwards, as in
    /// images). The pixel exactly at the centre of an odd-sized raster, pixels outside the raster and rasters
    /// with a non-positive side give `0`.
    ///
    /// ```swift
    /// HUDAngleMask.alpha(column: 25, row: 50, width: 100, height: 100)  // 9 o'clock: about 0.75
    /// ```
    /// - Parameters:
    ///   - column: The pixel's column, `0..<width`, from the left.
    ///   - row: The pixel's row, `0..<height`, from the top.
    ///   - width: The raster's width in pixels.
    ///   - height: The raster's height in pixels.
    public static func alpha(column: Int, row: Int, width: Int, height: Int) -> Double {
        guard width > 0, height > 0, (0..<width).contains(column), (0..<height).contains(row) else { return 0 }
        let right = Double(column) + 0.5 - Double(width) / 2
        let down = Double(row) + 0.5 - Double(height) / 2
        guard right != 0 || down != 0 else { return 0 }
        return alpha(clockwiseAngle: atan2(right, -down))
    }
}
