import Foundation

extension HUDRenderDescription {
    /// The parts of a frame that most frames leave out: ``image``, ``details``, ``button`` and ``customView``.
    struct ExtraParts: Equatable, HUDOutOfLineParts {
        var image: Image?
        var details: Label?
        var button: Button?
        var customView: CustomView?

        /// Whether every part is left out. Matched as patterns: `== nil` would pick the `Equatable` overload and
        /// compare whole parts.
        var isEmpty: Bool {
            guard case .none = image, case .none = details, case .none = button, case .none = customView else {
                return false
            }
            return true
        }
    }

}
