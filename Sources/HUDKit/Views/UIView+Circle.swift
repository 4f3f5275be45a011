#if canImport(UIKit)
import UIKit

extension UIView {
    /// Sizes and places the view on a stroked circle — a square of side `2 × radius + lineWidth` centred on `center`
    /// in the superview — and returns the circle's centre in the view's own coordinates.
    func fitCircle(center: CGPoint, radius: CGFloat, lineWidth: CGFloat) -> CGPoint {
        let side = radius * 2 + lineWidth
        bounds = CGRect(x: 0, y: 0, width: side, height: side)
        self.center = center
        return CGPoint(x: side / 2, y: side / 2)
    }
}

extension CATransaction {
    /// Runs `changes` with implicit layer animations turned off.
    static func withoutActions(_ changes: () -> Void) {
        begin()
        setDisableActions(true)
        changes()
        commit()
    }
}
#endif  // canImport(UIKit)
