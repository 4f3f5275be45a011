import Foundation

extension HUDRenderDescription {
    /// What a kind of indicator draws in the content box: its indicator drawing, its image or the app's view. At
    /// most one is not empty. Each kind says which in ``HUDIndicator/parts(layout:appearance:palette:options:direction:)``,
    /// beside its rules.
    struct ContentParts {
        var indicator = Indicator.none
        var image: Image?
        var customView: CustomView?
    }
}
