#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension UIImageView {
    /// Draws a bundled glyph stroke by stroke (``HUDRenderDescription/Image/drawDuration``): a mask of the glyph's
    /// strokes (``HUDGlyph``), twice as wide so that it covers their edges, whose `strokeEnd` runs from 0 to 1 in
    /// that time, revealing the circle, then the mark. A `0` duration, or an image without a glyph, removes the
    /// mask and shows the image at once.
    func drawGlyph(_ part: HUDRenderDescription.Image) {
        guard part.drawDuration > 0, let glyph = HUDGlyph(for: part.kind) else {
            layer.mask = nil
            return
        }
        let size = bounds.size
        let path = UIBezierPath()
        for element in glyph.elements {
            switch element {
            case .polyline(let points):
                guard let first = points.first else { continue }
                path.move(to: first.scaled(to: size))
                for point in points.dropFirst() { path.addLine(to: point.scaled(to: size)) }
            case .circle(let center, let radius), .disc(let center, let radius):
                let middle = center.scaled(to: size)
                let scaled = radius * min(size.width, size.height)
                path.move(to: CGPoint(x: middle.x, y: middle.y - scaled))
                path.addArc(
                    withCenter: middle, radius: scaled, startAngle: -.pi / 2, endAngle: .pi * 3 / 2, clockwise: true)
            }
        }
        let mask = CAShapeLayer()
        mask.frame = bounds
        mask.path = path.cgPath
        mask.fillColor = nil
        mask.strokeColor = UIColor.black.cgColor
        mask.lineCap = .round
        mask.lineJoin = .round
        mask.lineWidth = 2 * glyph.lineWidth * min(size.width, size.height) + 2
        let drawing = CABasicAnimation(keyPath: "strokeEnd")
        drawing.fromValue = 0
        drawing.toValue = 1
        drawing.duration = part.drawDuration
        drawing.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        mask.add(drawing, forKey: "draw")
        layer.mask = mask
    }
}

extension CGPoint {
    /// The point of a unit square scaled to `size`.
    fileprivate func scaled(to size: CGSize) -> CGPoint {
        CGPoint(x: x * size.width, y: y * size.height)
    }
}
#endif  // canImport(UIKit)
