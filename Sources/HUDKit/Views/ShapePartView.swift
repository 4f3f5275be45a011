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

/// The view of an indicator part drawn with shape layers: made in code only, it takes no touches and holds the
/// layers of its ``ShapeDrawing``, which draws each part it is given.
final class ShapePartView<Drawing: ShapeDrawing>: UIView {
    private var drawing: Drawing

    override init(frame: CGRect) {
        drawing = Drawing()
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for shape in drawing.layers {
            shape.fillColor = nil
            layer.addSublayer(shape)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ShapePartView is created in code only")
    }

    /// Draws `part`.
    func apply(_ part: Drawing.Part) {
        drawing.draw(part, in: self)
    }
}
#endif  // canImport(UIKit)
