import Foundation

extension HUDCustomView {
    /// How the kit places the app's view in the bezel.
    public enum Placement: String, Hashable, Sendable {
        /// By its frame (a view that translates its autoresizing mask into constraints, a SwiftUI view).
        case frame
        /// By constraints: centred where the frame is, as wide and high as it at a priority under the view's
        /// compression resistance (``compressionResistance``), so the app's own constraints lay its content out.
        case constraints
    }

    /// The compression resistance the kit gives a view placed with constraints, on both axes: `998` (as
    /// MBProgressHUD gives its custom view), above the size constraints' ``sizePriority``.
    public static let compressionResistance: Float = 998
    /// The priority of the width and height constraints of a view placed with constraints: `997`.
    public static let sizePriority: Float = 997
    /// The largest size the kit proposes to a view that sizes itself (a SwiftUI view's ideal size within it):
    /// ``maximumSide`` × ``maximumSide``.
    public static let maximumSize = CGSize(width: maximumSide, height: maximumSide)

    /// What the kit measured of the app's view; HUDCore decides its size from it (``size``).
    ///
    /// ```swift
    /// // A view built with constraints: systemLayoutSizeFitting gave 120 × 44, it has no intrinsic size.
    /// HUDCustomView.Measurement(fittingSize: CGSize(width: 120, height: 44), translatesFrame: false).size
    /// // 120 × 44
    /// ```
    public struct Measurement: Equatable, Sendable {
        /// The view's intrinsic content size; a side the view has none on (`UIView.noIntrinsicMetric`) is `nil`.
        /// Neither side by default.
        public var intrinsicWidth: CGFloat?
        /// The height of the intrinsic content size, or `nil`. `nil` by default.
        public var intrinsicHeight: CGFloat?
        /// The size the view's own constraints give it at its most compressed (`systemLayoutSizeFitting`), or what
        /// a SwiftUI view asks for within ``maximumSize``; `nil` for a view laid out by frames alone. `nil` by
        /// default.
        public var fittingSize: CGSize?
        /// The view's current frame size. `.zero` by default.
        public var frameSize: CGSize
        /// Whether the view translates its autoresizing mask into constraints (frame layout). `true` by default.
        public var translatesFrame: Bool

        /// Creates a measurement; every side the kit did not measure is absent.
        public init(
            intrinsicWidth: CGFloat? = nil, intrinsicHeight: CGFloat? = nil, fittingSize: CGSize? = nil,
            frameSize: CGSize = .zero, translatesFrame: Bool = true
        ) {
            self.intrinsicWidth = intrinsicWidth
            self.intrinsicHeight = intrinsicHeight
            self.fittingSize = fittingSize
            self.frameSize = frameSize
            self.translatesFrame = translatesFrame
        }

        /// The size to lay the view out at, before clamping, side by side: the fitting size (the view's
        /// constraints, or a SwiftUI view's ideal size), else the intrinsic size, else the frame's; a side with
        /// none of them usable (finite and positive) is `0`, which ``HUDCustomView/init(id:size:)`` turns into
        /// ``HUDCustomView/defaultSide``.
        public var size: CGSize {
            CGSize(
                width: Self.first(fittingSize?.width, intrinsicWidth, frameSize.width),
                height: Self.first(fittingSize?.height, intrinsicHeight, frameSize.height))
        }

        /// Whether the kit measures the view's ``fittingSize`` (`systemLayoutSizeFitting` at its most compressed):
        /// when the view lays out with constraints, that is when it does not translate its autoresizing mask into
        /// constraints or has constraints of its own. A view laid out by frames alone is measured by its intrinsic
        /// size and frame. A SwiftUI view is always measured by its ideal size within ``HUDCustomView/maximumSize``.
        ///
        /// ```swift
        /// HUDCustomView.Measurement.measuresFittingSize(translatesFrame: true, hasOwnConstraints: false)  // false
        /// ```
        /// - Parameters:
        ///   - translatesFrame: `translatesAutoresizingMaskIntoConstraints`.
        ///   - hasOwnConstraints: Whether the view holds constraints (`constraints` is not empty).
        public static func measuresFittingSize(translatesFrame: Bool, hasOwnConstraints: Bool) -> Bool {
            !translatesFrame || hasOwnConstraints
        }

        private static func first(_ sides: CGFloat?...) -> CGFloat {
            sides.lazy.compactMap { $0 }.first { $0.isFinite && $0 > 0 } ?? 0
        }
    }
}
