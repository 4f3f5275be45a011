extension HUDOptions {
    /// What runs when one part of the HUD is tapped (``HUDOptions/onBezelTap``, ``HUDOptions/onOutsideTap``).
    ///
    /// Two actions are always equal, as ``HUDButton``'s actions are not compared: options that differ only in their
    /// actions are the same options, so a SwiftUI body that builds them again does not show the HUD again.
    ///
    /// ```swift
    /// let options = HUDOptions(onBezelTap: { print("bezel") }, onOutsideTap: { HUD.dismiss() })
    /// ```
    public struct TapAction: Hashable, Sendable {
        /// Runs on the main actor on each tap of its part.
        public let action: @MainActor @Sendable () -> Void

        /// Creates a tap action.
        ///
        /// - Parameter action: Runs on the main actor on each tap of its part.
        public init(_ action: @escaping @MainActor @Sendable () -> Void) {
            self.action = action
        }

        /// Always `true`: actions are not compared.
        public static func == (lhs: TapAction, rhs: TapAction) -> Bool { true }

        /// Hashes nothing: actions are not compared.
        public func hash(into hasher: inout Hasher) {}
    }
}
