import Foundation

/// The HUD's geometry: where the bezel sits in its container and where the indicator (or image) and the label
/// sit inside the bezel, with SVProgressHUD's numbers.
///
/// A pure function of its inputs. The bezel is `12 + content + 12` points wide (the widest of content and
/// label) and `12 + content + 8 + label + 12` high (the `8` only when both are shown), rounded up to whole points
/// and never smaller than ``HUDAppearance/minimumSize``; content and label are centred in it as one stack, with the
/// details label (``detailsSpacing``) and the button (``buttonSpacing``) below them when shown. The `12` is
/// ``HUDAppearance/margin``, the `8` ``HUDAppearance/labelSpacing``; with ``HUDAppearance/isSquare`` both sides are
/// the larger one. The flat ring or spinner box is `2 × (radius + thickness / 2 + 5)` on a side, so a bare spinner
/// bezel is 84×84. With larger Dynamic Type the ring's radius and thickness and the image grow with the label, by
/// ``indicatorScale(fontScale:)``.
///
/// ```swift
/// let layout = HUDLayout(
///     bounds: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: .zero, keyboardHeight: 0,
///     labelSize: nil, content: .ring, appearance: HUDAppearance()
/// )
/// layout.bezelFrame // (153, 337, 84, 84): the origin is floor(0.45 × 844 − 42)
/// ```
package struct HUDLayout: Equatable, Sendable {
    /// What the bezel shows above the label.
    public enum ContentKind: Equatable, Sendable {
        /// The flat spinner or the progress ring, in its ring box.
        case ring
        /// The system's large activity indicator (the `.native` animation type), 37×37.
        case nativeIndicator
        /// The horizontal progress bar (``HUDProgressStyle/bar``), ``barSize``.
        case bar
        /// An image of ``HUDAppearance/imageViewSize``, in the spinner's ring box (or its own size when larger), so
        /// that a spinner turning into a checkmark keeps the bezel's size and the label's place.
        case image
        /// The app's view, at its size (already clamped, ``HUDCustomView``); it does not grow with Dynamic Type.
        case customView(CGSize)
        /// Nothing: the label alone.
        case none
    }

    /// Space between the bezel's edges and its content by default (``HUDAppearance/margin``), in points: `12`.
    public static let margin: CGFloat = HUDAppearance().margin
    /// Space between the indicator (or image) and the label by default (``HUDAppearance/labelSpacing``), in points:
    /// `8`.
    public static let labelSpacing: CGFloat = HUDAppearance().labelSpacing
    /// Space between the ring's outer edge and its box, in points: `5`.
    public static let ringPadding: CGFloat = 5
    /// Side of the system's large activity indicator, in points: `37`.
    public static let nativeIndicatorSide: CGFloat = 37
    /// The size of the horizontal progress bar (``HUDProgressStyle/bar``), MBProgressHUD's width at half its
    /// height: 120 × 10 points.
    public static let barSize = CGSize(width: 120, height: 10)
    /// The bar's box, the bar centred in it: 136 × 26, so that with the 12 pt margin the bar has MBProgressHUD's
    /// 20 pt all around (a bare bar bezel is its 160 × 50), not a capsule pinched around the bar.
    public static let barBoxSize = CGSize(width: 136, height: 26)
    /// Space between the label and the details label, in points: `4`.
    public static let detailsSpacing: CGFloat = 4
    /// Space between the texts (or the indicator) and the button, in points: `12`.
    public static let buttonSpacing: CGFloat = 12
    /// Where the bezel's centre sits, as a fraction of the height above the keyboard: `0.45`.
    public static let verticalPosition: CGFloat = 0.45
    /// Space between a ``HUDPosition/top`` or ``HUDPosition/bottom`` bezel and the edge of the safe area (or the
    /// keyboard), in points: `16`.
    public static let edgeSpacing: CGFloat = 16
    /// The most the indicator and the image grow with Dynamic Type: `5/3`, the factor of the first accessibility
    /// size (the 15 pt subheadline set at 25 pt); the label alone grows beyond it.
    public static let maximumIndicatorScale: CGFloat = 5.0 / 3.0

    /// The bezel's frame in the container's coordinates, its origin on whole points.
    public var bezelFrame: CGRect
    /// The indicator's box (an image's is the ring's box, see ``ContentKind/image``) or the custom view's frame, in
    /// the bezel's coordinates; `nil` for ``ContentKind/none``.
    public var contentFrame: CGRect?
    /// The image's frame, ``HUDAppearance/imageViewSize`` centred in the content box, in the bezel's coordinates;
    /// `nil` unless the content is ``ContentKind/image``.
    public var imageFrame: CGRect?
    /// The label's frame in the bezel's coordinates; `nil` without a label.
    public var labelFrame: CGRect?
    /// The details label's frame in the bezel's coordinates, below the label; `nil` without details.
    public var detailsFrame: CGRect?
    /// The button's frame in the bezel's coordinates, below the texts; `nil` without a button.
    public var buttonFrame: CGRect?
    /// The radius of the ring or spinner: ``HUDAppearance/ringRadius`` with a label, else
    /// ``HUDAppearance/ringNoTextRadius``, times the indicator scale.
    public var ringRadius: CGFloat
    /// The line width of the ring or spinner: ``HUDAppearance/ringThickness`` times the indicator scale.
    public var ringThickness: CGFloat

    /// Lays the HUD out.
    ///
    /// Invalid inputs have defined results: a non-finite container counts as empty, non-finite or negative insets
    /// and keyboard heights as `0`, a keyboard taller than the container as covering all of it, and a non-finite or
    /// negative label size as `0`. The appearance is read through ``HUDAppearance/sanitized``.
    ///
    /// - Parameters:
    ///   - bounds: The container's bounds.
    ///   - safeAreaInsets: The container's safe-area insets; the bezel is kept inside them.
    ///   - keyboardHeight: How much of the container's bottom the keyboard covers; the bezel stays above it.
    ///   - labelSize: The measured label size, or `nil` when there is no status.
    ///   - content: What the bezel shows above the label.
    ///   - appearance: Sizes, minimum size and offset.
    ///   - fontScale: The Dynamic Type factor (see ``HUDEnvironment/fontScale``) the indicator and image follow, up
    ///     to ``maximumIndicatorScale``. `1` by default.
    ///   - position: Where the bezel sits in the region the safe area and the keyboard leave. `.center` by default.
    ///   - detailsSize: The measured details label, `detailsSpacing` below the label. `nil` by default.
    ///   - buttonSize: The button's size, ``buttonSpacing`` below the texts. `nil` by default.
    ///   - displayScale: The display's pixels per point: every part's origin lands on its pixel grid
    ///     (``pixelAligned(_:scale:)``). `3` by default, as ``HUDEnvironment/displayScale``.
    public init(
        bounds: CGRect, safeAreaInsets: HUDEdgeInsets, keyboardHeight: CGFloat, labelSize: CGSize?,
        content: ContentKind, appearance: HUDAppearance, fontScale: CGFloat = 1, position: HUDPosition = .center,
        detailsSize: CGSize? = nil, buttonSize: CGSize? = nil, displayScale: CGFloat = 3
    ) {
        self.init(
            bounds: bounds, safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight, labelSize: labelSize,
            content: content,
            metrics: Metrics(sanitized: appearance.sanitized, fontScale: fontScale, displayScale: displayScale),
            position: position, detailsSize: detailsSize, buttonSize: buttonSize)
    }

    /// Lays the HUD out with metrics already derived from a sanitized appearance (the render description's way).
    init(
        bounds: CGRect, safeAreaInsets: HUDEdgeInsets, keyboardHeight: CGFloat, labelSize: CGSize?,
        content: ContentKind, metrics: Metrics, position: HUDPosition = .center, detailsSize: CGSize? = nil,
        buttonSize: CGSize? = nil
    ) {
        let (stack, radius, bezelSize) = Self.stack(
            labelSize: labelSize, content: content, metrics: metrics, detailsSize: detailsSize,
            buttonSize: buttonSize)
        let frames = stack.frames(centeredIn: bezelSize)
        let scale = metrics.displayScale
        func aligned(_ frame: CGRect?) -> CGRect? { frame.map { Self.pixelAligned($0, scale: scale) } }
        self.contentFrame = aligned(frames.indicator)
        if content == .image, let box = frames.indicator {
            let image = metrics.imageViewSize
            self.imageFrame = aligned(
                CGRect(
                    x: box.midX - image.width / 2, y: box.midY - image.height / 2, width: image.width,
                    height: image.height))
        }
        self.labelFrame = aligned(frames.label)
        self.detailsFrame = aligned(frames.details)
        self.buttonFrame = aligned(frames.button)
        self.ringRadius = radius
        self.ringThickness = metrics.ringThickness
        self.bezelFrame = Self.position(
            bezelSize, in: bounds, safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight,
            offset: metrics.offsetFromCenter, at: position)
    }

    /// The stack of the bezel's parts, the ring's radius and the bezel's size: everything of the layout but where
    /// the bezel sits (which the text room does not need).
    static func stack(
        labelSize: CGSize?, content: ContentKind, metrics: Metrics, detailsSize: CGSize?, buttonSize: CGSize?
    ) -> (stack: Stack, radius: CGFloat, bezelSize: CGSize) {
        let label = labelSize.map(Self.wholePoints)
        let details = detailsSize.map(Self.wholePoints)
        let radius = (label == nil && details == nil ? metrics.ringNoTextRadius : metrics.ringRadius) * metrics.scale
        let contentSize = Self.contentSize(content, radius: radius, metrics: metrics)
        let stack = Stack(
            Stack.Parts(
                indicator: contentSize, label: label, details: details, button: buttonSize.map(Self.wholePoints)),
            labelSpacing: metrics.labelSpacing)
        var bezelSize = CGSize(
            width: Self.wholePoints(max(metrics.minimumSize.width, stack.size.width + 2 * metrics.margin)),
            height: Self.wholePoints(max(metrics.minimumSize.height, stack.size.height + 2 * metrics.margin)))
        if metrics.isSquare {
            bezelSize.width = max(bezelSize.width, bezelSize.height)
            bezelSize.height = bezelSize.width
        }
        return (stack, radius, bezelSize)
    }

    /// Lays the HUD out in `environment`'s container, safe area, keyboard and Dynamic Type size.
    public init(
        environment: HUDEnvironment, labelSize: CGSize?, content: ContentKind, appearance: HUDAppearance,
        position: HUDPosition = .center, detailsSize: CGSize? = nil, buttonSize: CGSize? = nil
    ) {
        self.init(
            bounds: environment.bounds, safeAreaInsets: environment.safeAreaInsets,
            keyboardHeight: environment.keyboardHeight, labelSize: labelSize, content: content,
            appearance: appearance, fontScale: environment.fontScale, position: position, detailsSize: detailsSize,
            buttonSize: buttonSize, displayScale: environment.pixelScale)
    }

    /// How much the ring, the spinner and the image grow at a Dynamic Type factor: the factor clamped to
    /// `1` and ``maximumIndicatorScale`` (they never shrink below their set sizes); a non-finite factor gives `1`.
    ///
    /// ```swift
    /// HUDLayout.indicatorScale(fontScale: 1.4)  // 1.4 (xxxLarge)
    /// HUDLayout.indicatorScale(fontScale: 3)    // 5/3
    /// ```
    public static func indicatorScale(fontScale: CGFloat) -> CGFloat {
        fontScale.isFinite ? min(max(fontScale, 1), maximumIndicatorScale) : 1
    }

    /// The side of the square box that holds a ring of `radius` drawn `thickness` wide: `2 × (r + t/2 + 5)`.
    public static func ringBoxSide(radius: CGFloat, thickness: CGFloat) -> CGFloat {
        2 * (radius + thickness / 2 + ringPadding)
    }

    private static func contentSize(_ kind: ContentKind, radius: CGFloat, metrics: Metrics) -> CGSize? {
        switch kind {
        case .ring:
            // Whole points, so that a scaled ring keeps the label below it on whole points too.
            let side = wholePoints(ringBoxSide(radius: radius, thickness: metrics.ringThickness))
            return CGSize(width: side, height: side)
        case .nativeIndicator:
            return CGSize(width: nativeIndicatorSide, height: nativeIndicatorSide)
        case .bar:
            return barBoxSize
        case .image:
            let size = metrics.imageViewSize
            guard size.width > 0, size.height > 0 else { return nil }
            let side = wholePoints(ringBoxSide(radius: radius, thickness: metrics.ringThickness))
            return CGSize(width: max(size.width, side), height: max(size.height, side))
        case .customView(let size):
            return size
        case .none:
            return nil
        }
    }

    /// Rounds a length up to whole points, ignoring floating-point noise (`18.0000001` is `18`); non-finite or
    /// negative lengths become `0`.
    static func wholePoints(_ length: CGFloat) -> CGFloat {
        guard length.isFinite, length > 0 else { return 0 }
        return (length - 1e-6).rounded(.up)
    }
}
