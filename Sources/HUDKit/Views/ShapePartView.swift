#if canImport(UIKit)
import UIKit

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
