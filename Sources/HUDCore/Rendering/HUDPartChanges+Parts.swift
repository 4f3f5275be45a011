import Foundation

extension HUDPartChanges {
    /// A set of a bezel's optional parts, those a frame may add while the HUD shows.
    public struct Parts: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8

        /// Creates a set from its raw value.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// The image.
        public static let image = Parts(rawValue: 1 << 0)
        /// The status label.
        public static let label = Parts(rawValue: 1 << 1)
        /// The details label.
        public static let details = Parts(rawValue: 1 << 2)
        /// The button.
        public static let button = Parts(rawValue: 1 << 3)
        /// The app's view.
        public static let customView = Parts(rawValue: 1 << 4)

        /// The parts `next` has and `previous` has not.
        init(enteringFrom previous: HUDRenderDescription, to next: HUDRenderDescription) {
            self = []
            if previous.image == nil, next.image != nil { insert(.image) }
            if previous.label == nil, next.label != nil { insert(.label) }
            if previous.details == nil, next.details != nil { insert(.details) }
            if previous.button == nil, next.button != nil { insert(.button) }
            if previous.customView == nil, next.customView != nil { insert(.customView) }
        }
    }

    /// These changes split in two for a view that shows: the parts that enter (set at once, where they belong,
    /// then faded in) and the rest (animated over ``resizeDuration``). The two together set what these changes set.
    ///
    /// ```swift
    /// let (entering, moving) = changes.splitEntering()
    /// ```
    public func splitEntering() -> (entering: HUDPartChanges, moving: HUDPartChanges) {
        var entering = HUDPartChanges(keeping: ())
        var moving = self
        moving.entering = []
        if self.entering.contains(.image) { move(\.image, &entering, &moving) }
        if self.entering.contains(.label) { move(\.label, &entering, &moving) }
        if self.entering.contains(.details) { move(\.details, &entering, &moving) }
        if self.entering.contains(.button) { move(\.button, &entering, &moving) }
        if self.entering.contains(.customView) { move(\.customView, &entering, &moving) }
        entering.entering = self.entering
        return (entering, moving)
    }

    /// Moves one part's change from `moving` to `entering`.
    private func move<Value>(
        _ part: WritableKeyPath<HUDPartChanges, Change<Value>>, _ entering: inout HUDPartChanges,
        _ moving: inout HUDPartChanges
    ) {
        entering[keyPath: part] = moving[keyPath: part]
        moving[keyPath: part] = .keep
    }
}
