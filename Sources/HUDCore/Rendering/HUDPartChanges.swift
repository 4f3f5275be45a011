import Foundation

/// What a HUD view sets to show a frame: each part of the next frame that differs from the frame applied to that
/// view before, or, when nothing was applied to it yet (a new view, or a kept view installed again for a new
/// presentation), every part, the absent ones included: hidden, without text, without image, custom view detached,
/// no accessibility value, one accessibility element.
///
/// The changes name the parts to set; their values are the frame's. HUDKit's views only carry the changes out
/// with the frame (``apply(_:to:)``), so a reused view ends in exactly the state of a fresh one: nothing of an
/// earlier presentation (a checkmark, a "Saved", a Cancel button, an app's view, a "37 %") survives into the next.
///
/// ```swift
/// let first = HUDPartChanges(from: nil, to: spinner)     // sets every part: .image hides the image, …
/// let tick = HUDPartChanges(from: progress, to: progress.updatingProgress(0.6))
/// // tick.parts == [.indicator, .accessibilityValue]
/// ```
@_spi(HUDEngine) public struct HUDPartChanges: Equatable, Sendable {
    /// The parts to set to what the frame shows.
    public var parts: Parts
    /// How long a change of size animates: `0` for the first frame on a view, the frame's
    /// ``HUDRenderDescription/Transition/resizeDuration`` after it.
    public var resizeDuration: TimeInterval = 0
    /// The parts that first appear while the view shows (details added, a button added): absent from the previous
    /// frame, present in the next. They are set where they belong without an animation and fade in over
    /// `resizeDuration`, instead of growing from the bezel's corner (their views' frames were `.zero`). Empty for
    /// the first frame on a view, which sets every part at once.
    public var entering: Parts = []

    /// The changes that take a view showing `previous` to `next`; with `previous` `nil` (nothing applied to the
    /// view yet) every part is set.
    ///
    /// - Parameters:
    ///   - previous: The frame applied to the same view before, or `nil`.
    ///   - next: The frame to show.
    public init(from previous: HUDRenderDescription?, to next: HUDRenderDescription) {
        guard let previous else {
            parts = .all
            return
        }
        parts = Parts(changedFrom: previous, to: next)
        resizeDuration = next.transition.resizeDuration
        entering = Parts(enteringFrom: previous, to: next)
    }

    /// The changes of a progress tick: `next` differs from the frame before it in the indicator's `strokeEnd`
    /// alone (``HUDRenderDescription/updateProgress(_:)``), and in the accessibility value when the whole percent
    /// moved from `previousPercent`. The same as ``init(from:to:)`` for such a pair, without comparing the whole
    /// frames (a tick's hot path).
    ///
    /// - Parameters:
    ///   - next: The frame after the tick.
    ///   - previousPercent: The accessibility value of the frame before it.
    public static func tick(_ next: HUDRenderDescription, previousPercent: Int?) -> HUDPartChanges {
        var parts: Parts = .indicator
        if next.accessibility.progressPercent != previousPercent { parts.insert(.accessibilityValue) }
        return HUDPartChanges(parts: parts, resizeDuration: next.transition.resizeDuration)
    }

    /// Whether nothing changes.
    public var isEmpty: Bool { parts.isEmpty }

    private init(parts: Parts, resizeDuration: TimeInterval, entering: Parts = []) {
        self.parts = parts
        self.resizeDuration = resizeDuration
        self.entering = entering
    }

    /// These changes split in two for a view that shows: the parts that enter (set at once, where they belong,
    /// then faded in) and the rest (animated over ``resizeDuration``). The two together set what these changes set.
    ///
    /// ```swift
    /// let (entering, moving) = changes.splitEntering()
    /// ```
    public func splitEntering() -> (entering: HUDPartChanges, moving: HUDPartChanges) {
        (
            HUDPartChanges(parts: parts.intersection(entering), resizeDuration: resizeDuration, entering: entering),
            HUDPartChanges(parts: parts.subtracting(entering), resizeDuration: resizeDuration)
        )
    }
}

extension HUDPartChanges {
    /// The mask and the canvas it covers.
    public struct MaskPart: Equatable, Sendable {
        /// What is drawn behind the bezel.
        public var mask: HUDRenderDescription.Mask
        /// The container's bounds.
        public var canvas: CGRect

        init(_ render: HUDRenderDescription) {
            mask = render.mask
            canvas = render.canvas
        }
    }

    /// What VoiceOver sees of the bezel, apart from its value: the label, the identifier, whether the HUD is
    /// modal, and its elements.
    public struct AccessibilityPart: Equatable, Sendable {
        /// The bezel's label (HUDKit puts it into words).
        public var label: HUDAnnouncement
        /// The accessibility identifier, `"HUD"`.
        public var identifier: String
        /// Whether the HUD view is `accessibilityViewIsModal`.
        public var isModal: Bool
        /// One element, or a container of the summary and the controls in reading order.
        public var structure: HUDRenderDescription.Accessibility.Structure

        init(_ render: HUDRenderDescription) {
            label = render.accessibility.label
            identifier = render.accessibility.identifier
            isModal = render.accessibility.isModal
            structure = render.accessibility.structure
        }
    }
}
