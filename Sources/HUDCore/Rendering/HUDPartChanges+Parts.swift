import Foundation

extension HUDPartChanges {
    /// A set of a HUD view's parts.
    public struct Parts: OptionSet, Hashable, Sendable {
        /// The parts as bits, one per part.
        public let rawValue: UInt16

        /// Creates a set from its raw value.
        public init(rawValue: UInt16) {
            self.rawValue = rawValue
        }

        /// The mask and the canvas it fills.
        public static let mask = Parts(rawValue: 1 << 0)
        /// The bezel: frame, corner radius, fill, material and border.
        public static let bezel = Parts(rawValue: 1 << 1)
        /// Which indicator is shown, and its drawing (`.none` hides every indicator view).
        public static let indicator = Parts(rawValue: 1 << 2)
        /// The image (none hides the image view).
        public static let image = Parts(rawValue: 1 << 3)
        /// The status label (none hides it).
        public static let label = Parts(rawValue: 1 << 4)
        /// The details label (none hides it).
        public static let details = Parts(rawValue: 1 << 5)
        /// The button (none hides it).
        public static let button = Parts(rawValue: 1 << 6)
        /// The app's view (none detaches the one shown, and the bezel follows the app's interface style again).
        public static let customView = Parts(rawValue: 1 << 7)
        /// The motion effect's amplitude (`0` removes it).
        public static let motionEffect = Parts(rawValue: 1 << 8)
        /// The bezel's accessibility value: a progress in whole percent, or none.
        public static let accessibilityValue = Parts(rawValue: 1 << 9)
        /// The bezel's accessibility label, identifier, modality and elements.
        public static let accessibility = Parts(rawValue: 1 << 10)
        /// Every part.
        public static let all: Parts = [
            .mask, .bezel, .indicator, .image, .label, .details, .button, .customView, .motionEffect,
            .accessibilityValue, .accessibility,
        ]

        /// The parts in which `next` differs from `previous`.
        init(changedFrom previous: HUDRenderDescription, to next: HUDRenderDescription) {
            self = []
            if MaskPart(previous) != MaskPart(next) { insert(.mask) }
            if previous.bezel != next.bezel { insert(.bezel) }
            if previous.indicator != next.indicator { insert(.indicator) }
            if previous.image != next.image { insert(.image) }
            if previous.label != next.label { insert(.label) }
            if previous.details != next.details { insert(.details) }
            if previous.button != next.button { insert(.button) }
            if previous.customView != next.customView { insert(.customView) }
            if previous.motionEffectAmplitude != next.motionEffectAmplitude { insert(.motionEffect) }
            if previous.accessibility.progressPercent != next.accessibility.progressPercent {
                insert(.accessibilityValue)
            }
            if AccessibilityPart(previous) != AccessibilityPart(next) { insert(.accessibility) }
        }

        /// The optional parts `next` has and `previous` has not.
        init(enteringFrom previous: HUDRenderDescription, to next: HUDRenderDescription) {
            self = []
            if previous.image == nil, next.image != nil { insert(.image) }
            if previous.label == nil, next.label != nil { insert(.label) }
            if previous.details == nil, next.details != nil { insert(.details) }
            if previous.button == nil, next.button != nil { insert(.button) }
            if previous.customView == nil, next.customView != nil { insert(.customView) }
        }
    }
}
