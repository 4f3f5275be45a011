import Foundation

@_spi(HUDEngine) @testable import HUDCore

extension HUDRenderDescription {
    /// The frame for `content` with the default appearance changed by `configure`, measured approximately.
    static func fixture(
        _ content: HUDContent, _ environment: HUDEnvironment = HUDEnvironment(),
        configure: (inout HUDAppearance) -> Void = { _ in }
    ) -> HUDRenderDescription {
        HUDRenderDescription(
            content: content, appearance: HUDAppearance(configure), environment: environment,
            measurer: HUDApproximateTextMeasurer())
    }
}
