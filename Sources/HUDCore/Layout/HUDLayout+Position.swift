import Foundation

extension HUDLayout {
    /// The region the bezel must stay in: `bounds` inset by the safe area, cut off at the top of the keyboard.
    ///
    /// Non-finite bounds count as empty; non-finite or negative insets and keyboard heights count as `0`.
    public static func visibleRegion(
        in bounds: CGRect, safeAreaInsets: HUDEdgeInsets, keyboardHeight: CGFloat
    ) -> CGRect {
        visibleRegion(container: sanitized(bounds), safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight)
    }

    /// ``visibleRegion(in:safeAreaInsets:keyboardHeight:)`` of a container already ``sanitized(_:)``.
    static func visibleRegion(container: CGRect, safeAreaInsets: HUDEdgeInsets, keyboardHeight: CGFloat) -> CGRect {
        let (origin, size) = (container.origin, container.size)
        let keyboard = min(finiteLength(keyboardHeight), size.height)
        let minX = origin.x + finiteLength(safeAreaInsets.left)
        let maxX = origin.x + size.width - finiteLength(safeAreaInsets.right)
        let minY = origin.y + finiteLength(safeAreaInsets.top)
        let maxY = min(origin.y + size.height - finiteLength(safeAreaInsets.bottom), origin.y + size.height - keyboard)
        return CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }

    /// The default centre of the bezel: horizontally centred, at ``verticalPosition`` (0.45) of the height left
    /// above the keyboard, moved by `offset`.
    public static func defaultCenter(in bounds: CGRect, keyboardHeight: CGFloat, offset: HUDOffset) -> CGPoint {
        defaultCenter(container: sanitized(bounds), keyboardHeight: keyboardHeight, offset: offset)
    }

    /// ``defaultCenter(in:keyboardHeight:offset:)`` of a container already ``sanitized(_:)``.
    static func defaultCenter(container: CGRect, keyboardHeight: CGFloat, offset: HUDOffset) -> CGPoint {
        let (origin, size) = (container.origin, container.size)
        let keyboard = min(finiteLength(keyboardHeight), size.height)
        return CGPoint(
            x: origin.x + size.width / 2 + finiteOffset(offset.horizontal),
            y: origin.y + (size.height - keyboard) * verticalPosition + finiteOffset(offset.vertical))
    }

    /// Places a bezel of `size` at ``defaultCenter(in:keyboardHeight:offset:)``, then moves it the least distance
    /// that keeps it inside ``visibleRegion(in:safeAreaInsets:keyboardHeight:)``. A bezel larger than the region is
    /// pinned to the region's top or left edge, so its beginning stays readable.
    ///
    /// The origin is then rounded down to whole points (as SVProgressHUD's `floorf`), so the bezel and its text sit
    /// on pixel boundaries at every scale; where rounding down would cross a fractional region edge, it is rounded
    /// up instead, so the bezel never leaves the region by a fraction of a point (a region with less than a point
    /// to spare may then lose that fraction at its bottom or right edge).
    ///
    /// A ``HUDPosition/top`` or ``HUDPosition/bottom`` bezel starts ``edgeSpacing`` inside the region's top or bottom
    /// edge (horizontally centred in the container), then moves by the position's offset; a
    /// ``HUDPosition/center`` one starts at the default centre moved by `offset` and the position's offset.
    static func position(
        _ size: CGSize, in bounds: CGRect, safeAreaInsets: HUDEdgeInsets, keyboardHeight: CGFloat, offset: HUDOffset,
        at position: HUDPosition = .center
    ) -> CGRect {
        // The container is sanitized once, and the region (standardized) is read by its origin and size.
        let container = sanitized(bounds)
        let region = visibleRegion(container: container, safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight)
        let (minX, minY) = (region.origin.x, region.origin.y)
        let (maxX, maxY) = (minX + region.size.width, minY + region.size.height)
        let midX = container.origin.x + container.size.width / 2
        var center: CGPoint
        switch position.anchor {
        case .top:
            center = CGPoint(x: midX, y: minY + edgeSpacing + size.height / 2)
        case .center:
            center = defaultCenter(container: container, keyboardHeight: keyboardHeight, offset: offset)
        case .bottom:
            center = CGPoint(x: midX, y: maxY - edgeSpacing - size.height / 2)
        }
        center.x += finiteOffset(position.offset.horizontal)
        center.y += finiteOffset(position.offset.vertical)
        let x = clamp(center.x - size.width / 2, from: minX, to: maxX - size.width)
        let y = clamp(center.y - size.height / 2, from: minY, to: maxY - size.height)
        return CGRect(
            x: pixelAligned(x, notBefore: minX), y: pixelAligned(y, notBefore: minY), width: size.width,
            height: size.height)
    }

    private static func clamp(_ value: CGFloat, from lower: CGFloat, to upper: CGFloat) -> CGFloat {
        max(lower, min(value, upper))
    }

    /// `origin` rounded down to whole points, or rounded up when rounding down would put it before `edge`.
    private static func pixelAligned(_ origin: CGFloat, notBefore edge: CGFloat) -> CGFloat {
        let down = origin.rounded(.down)
        return down < edge ? origin.rounded(.up) : down
    }

    /// `rect` standardized, or `.zero` when it is null or has a non-finite component: the container the layout uses.
    static func sanitized(_ rect: CGRect) -> CGRect {
        let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return .zero }
        // Standardized by hand: `CGRect.standardized` and `minX` re-derive it on every call.
        return CGRect(
            x: width < 0 ? x + width : x, y: height < 0 ? y + height : y, width: abs(width), height: abs(height))
    }

    /// `value` when finite and positive, else `0`: a length the layout can use.
    static func finiteLength(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }

    private static func finiteOffset(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }
}
