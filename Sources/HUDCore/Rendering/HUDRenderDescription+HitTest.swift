import Foundation

extension HUDRenderDescription {
    /// Classifies a point in container coordinates for hit testing and touch events: on the button, an interactive
    /// custom view or the bezel where they are on screen, on a blocking mask, or passed through to the app. Where
    /// touches pass is ``blocksTouches`` (outside the bezel) and ``blocksBezelTouches`` (on it); the button always
    /// takes its own, within ``minimumButtonTouchSize`` points about its centre, even where it is drawn smaller (36
    /// points high), and that area comes before the bezel, the mask and the app; an interactive custom view takes
    /// the touches on it.
    ///
    /// The bezel on screen is ``Bezel/frame`` moved by `bezelOffset` (the motion effect tilts it by up to
    /// ``motionEffectAmplitude`` points) and scaled by `scale` about its centre (a zoom transition). Unusable
    /// values have a defined meaning: a non-finite offset component counts as `0`; a non-finite scale as `1`; a
    /// negative scale as its magnitude (a mirrored bezel covers the same area); a scale of `0` leaves no bezel to
    /// land on.
    ///
    /// ```swift
    /// render.hitTest(CGPoint(x: 10, y: 10)) // .passThrough with mask type .none
    /// render.hitTest(point, bezelOffset: HUDOffset(horizontal: 8, vertical: -3), scale: 1.3)
    /// ```
    /// - Parameters:
    ///   - point: The point, in the container's coordinates.
    ///   - bezelOffset: How far the bezel on screen is from ``Bezel/frame``'s centre. `.zero` by default.
    ///   - scale: The bezel's current scale. `1` by default.
    public func hitTest(_ point: CGPoint, bezelOffset: HUDOffset = .zero, scale: CGFloat = 1) -> HitTestResult {
        let onScreen = onScreenBezel(offset: bezelOffset, scale: scale)
        if let button, Self.touchArea(of: Self.place(button.frame, in: onScreen, scale: scale)).contains(point) {
            return .button
        }
        if let customView, customView.isInteractive,
            Self.place(customView.frame, in: onScreen, scale: scale).contains(point)
        {
            return .customContent
        }
        if onScreen.contains(point) { return blocksBezelTouches ? .bezel : .passThrough }
        return blocksTouches ? .mask : .passThrough
    }

    /// Where a point lands on a HUD that may be fading out: as ``hitTest(_:bezelOffset:scale:)`` while it appears
    /// or shows; once its fade-out has begun, nowhere (`.passThrough`): a HUD on its way out never holds the app's
    /// touches back, even with a blocking mask, unless ``blocksTouchesUntilHidden`` asks it to. A HUD view asks
    /// this of the frame it shows, saying whether its host is fading it out.
    ///
    /// ```swift
    /// render.hitTest(point, bezelOffset: offset, scale: scale, fadingOut: true) // .passThrough by default
    /// ```
    /// - Parameters:
    ///   - point: The point, in the container's coordinates.
    ///   - bezelOffset: How far the bezel on screen is from ``Bezel/frame``'s centre.
    ///   - scale: The bezel's current scale.
    ///   - fadingOut: Whether the HUD's fade-out has begun (and no fade-in reversed it).
    public func hitTest(_ point: CGPoint, bezelOffset: HUDOffset, scale: CGFloat, fadingOut: Bool) -> HitTestResult {
        guard !fadingOut || blocksTouchesUntilHidden else { return .passThrough }
        return hitTest(point, bezelOffset: bezelOffset, scale: scale)
    }

    /// The smallest area, in points on screen, that takes a touch for the button (Apple's minimum hit target):
    /// `44` × `44`.
    public static let minimumButtonTouchSize: CGFloat = 44

    /// `frame` grown about its centre to at least ``minimumButtonTouchSize`` in each direction.
    private static func touchArea(of frame: CGRect) -> CGRect {
        frame.insetBy(
            dx: min(frame.width - minimumButtonTouchSize, 0) / 2, dy: min(frame.height - minimumButtonTouchSize, 0) / 2)
    }

    /// A frame in bezel coordinates placed in the bezel on screen, scaled as the bezel is.
    private static func place(_ frame: CGRect, in onScreen: CGRect, scale: CGFloat) -> CGRect {
        let factor = scale.isFinite ? abs(scale) : 1
        return CGRect(
            x: onScreen.minX + frame.minX * factor, y: onScreen.minY + frame.minY * factor,
            width: frame.width * factor, height: frame.height * factor)
    }

    /// The bezel's frame moved by `offset` and scaled by `scale` about its centre, with unusable values as
    /// ``hitTest(_:bezelOffset:scale:)`` defines them.
    private func onScreenBezel(offset: HUDOffset, scale: CGFloat) -> CGRect {
        let factor = scale.isFinite ? abs(scale) : 1
        let frame = bezel.frame
        let width = frame.width * factor
        let height = frame.height * factor
        return CGRect(
            x: frame.midX + (offset.horizontal.isFinite ? offset.horizontal : 0) - width / 2,
            y: frame.midY + (offset.vertical.isFinite ? offset.vertical : 0) - height / 2,
            width: width, height: height)
    }
}
