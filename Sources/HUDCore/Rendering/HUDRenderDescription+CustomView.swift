import Foundation

extension HUDRenderDescription {
    /// The app's view of a custom-view HUD, where the indicator would be.
    public struct CustomView: Equatable, Sendable {
        /// The id under which the kit keeps the view.
        public var id: HUDAssetID
        /// Frame in bezel coordinates, at the view's clamped size.
        public var frame: CGRect
        /// The `tintColor` to give the view (the foreground image colour), or `nil` to leave its own
        /// (``HUDAppearance/tintsCustomView`` off).
        public var tint: HUDColor?
        /// How the kit places the view: by frame, or by constraints (``HUDCustomView/Placement``).
        public var placement: HUDCustomView.Placement = .frame
        /// The interface style the view draws in (the bezel's `overrideUserInterfaceStyle` while it shows), so that
        /// its system colours read on the bezel: the scheme of the HUD's content colour
        /// (``HUDRenderDescription/customViewColorScheme(for:)``). `.light` by default.
        public var colorScheme: HUDEnvironment.ColorScheme = .light
        /// Whether touches on the view reach it (its controls), ``HUDOptions/customViewIsInteractive``: the hit test
        /// answers ``HitTestResult/customContent`` on it. `false` by default.
        public var isInteractive = false
        // The memberwise initialiser is HUDCore's: only the builder makes custom views.
    }

    /// The interface style an app's view in the bezel draws in: the one whose text colour the HUD's content
    /// colour is closest to, so `.dark` (white text) for light content and `.light` for dark content, in every
    /// style. A `.dark` HUD in light mode draws a SwiftUI `Image(systemName:)` white, not black on black.
    ///
    /// ```swift
    /// HUDRenderDescription.customViewColorScheme(for: .white) // .dark
    /// ```
    public static func customViewColorScheme(for content: HUDColor) -> HUDEnvironment.ColorScheme {
        content.contrastRatio(with: .black) > content.contrastRatio(with: .white) ? .dark : .light
    }
}
