import Foundation

// The drawn indicator on the display's pixel grid (``HUDLayout/pixelAligned(_:scale:)``): its box's origin on a
// whole pixel, whatever the ring's Dynamic Type radius.
extension HUDRenderDescription.Indicator {
    /// This indicator with its box's origin (``HUDRenderDescription/IndicatorPart/box``) on the pixel grid of a
    /// display of `scale` pixels per point; its size unchanged.
    func pixelAligned(scale: CGFloat) -> Self {
        switch self {
        case .none:
            return self
        case .ring(var ring):
            ring.center = HUDLayout.pixelAligned(
                center: ring.center, half: ring.radius + ring.lineWidth / 2, scale: scale)
            return .ring(ring)
        case .pie(var pie):
            pie.center = HUDLayout.pixelAligned(center: pie.center, half: pie.radius + pie.lineWidth / 2, scale: scale)
            return .pie(pie)
        case .bar(var bar):
            bar.frame = HUDLayout.pixelAligned(bar.frame, scale: scale)
            return .bar(bar)
        case .spinner(var spinner):
            spinner.center = HUDLayout.pixelAligned(
                center: spinner.center, half: spinner.radius + spinner.lineWidth / 2, scale: scale)
            return .spinner(spinner)
        case .native(let center, let color):
            return .native(
                center: HUDLayout.pixelAligned(center: center, half: HUDLayout.nativeIndicatorSide / 2, scale: scale),
                color: color)
        }
    }
}
