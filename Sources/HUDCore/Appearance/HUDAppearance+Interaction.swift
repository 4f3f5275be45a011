import Foundation

extension HUDAppearance {
    /// The interaction in force: ``interaction``, or the mask's (a blocking mask ``HUDInteraction/blockAll``, mask
    /// `.none` ``HUDInteraction/blockBezel``).
    ///
    /// ```swift
    /// HUDAppearance { $0.maskType = .black }.effectiveInteraction                               // .blockAll
    /// HUDAppearance { $0.maskType = .black; $0.interaction = .blockBezel }.effectiveInteraction // .blockBezel
    /// ```
    public var effectiveInteraction: HUDInteraction {
        interaction ?? (maskType.blocksTouches ? .blockAll : .blockBezel)
    }
}
