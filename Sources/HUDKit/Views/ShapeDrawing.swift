#if canImport(UIKit)
import UIKit

/// How one kind of indicator part is drawn with shape layers (the ring, the pie, the bar, the spinner): its layers,
/// back to front, and how a part's description sets them. A ``ShapePartView`` shows one.
@MainActor
protocol ShapeDrawing {
    /// The part's description, such as `HUDRenderDescription.Bar`.
    associatedtype Part
    /// The layers, back to front; the view adds them to its own layer, unfilled.
    var layers: [CAShapeLayer] { get }
    /// A drawing whose layers draw nothing yet.
    init()
    /// Sizes and places `view` for `part` and sets the layers to draw it.
    mutating func draw(_ part: Part, in view: UIView)
}
#endif  // canImport(UIKit)
