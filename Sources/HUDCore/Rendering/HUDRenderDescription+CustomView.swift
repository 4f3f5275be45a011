import Foundation

extension HUDRenderDescription {
    /// The app's view of a custom-view HUD, where the indicator would be.
    public struct CustomView: Equatable, Sendable {
        /// The id under which the kit keeps the view.
        public var id: HUDContentID
        /// Frame in bezel coordinates, at the view's clamped size.
        public var frame: CGRect
        /// The `tintColor` to give the view (the foreground image colour), or `nil` to leave its own
        /// (``HUDAppearance/tintsCustomView`` off).
        public var tint: HUDColor?
        // The memberwise initialiser is HUDCore's: only the builder makes custom views.
    }

    /// The custom view an indicator shows, if it is one.
    static func customView(of indicator: HUDIndicator) -> HUDCustomView? {
        switch indicator.storage {
        case .customView(let view): return view
        case .spinner, .progress, .image, .none: return nil
        }
    }
}
