import Foundation

/// What a HUD view sets to show a frame: each part of the next frame that differs from the frame applied to that
/// view before, or, when nothing was applied to it yet (a new view, or a kept view installed again for a new
/// presentation), every part, the absent ones included: hidden, without text, without image, custom view detached,
/// no accessibility value, one accessibility element.
///
/// HUDKit's views only carry the changes out (``apply(to:)``), so a reused view ends in exactly the state of a
/// fresh one: nothing of an earlier presentation (a checkmark, a "Saved", a Cancel button, an app's view, a
/// "37 %") survives into the next.
///
/// ```swift
/// let first = HUDPartChanges(from: nil, to: spinner)     // sets every part; image .set(nil), button .set(nil), …
/// let tick = HUDPartChanges(from: progress, to: progress.updatingProgress(0.6))
/// // tick.indicator and tick.accessibilityValue are set, every other part is .keep
/// ```
@_spi(HUDEngine) public struct HUDPartChanges: Equatable, Sendable {
    /// One part's change: leave it as it is, or set it to a value (`nil` for an optional part hides it).
    public enum Change<Value: Equatable & Sendable>: Equatable, Sendable {
        /// The view already shows this part as the frame wants it.
        case keep
        /// Set the part to the value.
        case set(Value)

        /// `.keep` when `next` equals `previous`, else `.set(next)`; always `.set(next)` without a previous value.
        init(from previous: Value?, to next: Value, hasPrevious: Bool) {
            self = hasPrevious && previous == next ? .keep : .set(next)
        }
    }

    /// The mask and the canvas it fills.
    public var mask: Change<MaskPart>
    /// The bezel: frame, corner radius, fill, material and border.
    public var bezel: Change<HUDRenderDescription.Bezel>
    /// Which indicator is shown, and its drawing (`.none` hides every indicator view).
    public var indicator: Change<HUDRenderDescription.Indicator>
    /// The image (`nil` hides the image view).
    public var image: Change<HUDRenderDescription.Image?>
    /// The status label (`nil` hides it).
    public var label: Change<HUDRenderDescription.Label?>
    /// The details label (`nil` hides it).
    public var details: Change<HUDRenderDescription.Label?>
    /// The button (`nil` hides it).
    public var button: Change<HUDRenderDescription.Button?>
    /// The app's view (`nil` detaches the one shown, and the bezel follows the app's interface style again).
    public var customView: Change<HUDRenderDescription.CustomView?>
    /// The motion effect's amplitude (`0` removes it).
    public var motionEffectAmplitude: Change<CGFloat>
    /// The bezel's accessibility value: a progress in whole percent, or `nil` for none.
    public var accessibilityValue: Change<Int?>
    /// The bezel's accessibility label, identifier, modality and elements.
    public var accessibility: Change<AccessibilityPart>
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
        let has = previous != nil
        mask = Change(from: previous.map(MaskPart.init), to: MaskPart(next), hasPrevious: has)
        bezel = Change(from: previous?.bezel, to: next.bezel, hasPrevious: has)
        indicator = Change(from: previous?.indicator, to: next.indicator, hasPrevious: has)
        image = Change(from: previous?.image, to: next.image, hasPrevious: has)
        label = Change(from: previous?.label, to: next.label, hasPrevious: has)
        details = Change(from: previous?.details, to: next.details, hasPrevious: has)
        button = Change(from: previous?.button, to: next.button, hasPrevious: has)
        customView = Change(from: previous?.customView, to: next.customView, hasPrevious: has)
        motionEffectAmplitude = Change(
            from: previous?.motionEffectAmplitude, to: next.motionEffectAmplitude, hasPrevious: has)
        accessibilityValue = Change(
            from: previous?.accessibility.progressPercent, to: next.accessibility.progressPercent, hasPrevious: has)
        accessibility = Change(
            from: previous.map(AccessibilityPart.init), to: AccessibilityPart(next), hasPrevious: has)
        resizeDuration = has ? next.transition.resizeDuration : 0
        if let previous { entering = Parts(enteringFrom: previous, to: next) }
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
        var changes = HUDPartChanges(keeping: ())
        changes.resizeDuration = next.transition.resizeDuration
        changes.indicator = .set(next.indicator)
        if next.accessibility.progressPercent != previousPercent {
            changes.accessibilityValue = .set(next.accessibility.progressPercent)
        }
        return changes
    }

    /// Whether nothing changes.
    public var isEmpty: Bool {
        var keeping = HUDPartChanges(keeping: ())
        keeping.resizeDuration = resizeDuration
        return self == keeping
    }

    /// Changes that keep every part.
    init(keeping: Void) {
        mask = .keep
        bezel = .keep
        indicator = .keep
        image = .keep
        label = .keep
        details = .keep
        button = .keep
        customView = .keep
        motionEffectAmplitude = .keep
        accessibilityValue = .keep
        accessibility = .keep
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
