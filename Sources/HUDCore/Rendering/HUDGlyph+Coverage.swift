import Foundation

extension HUDGlyph {
    /// The size of the bundled glyph images in points, 28 × 28 as SVProgressHUD's (`@2x` 56, `@3x` 84 pixels).
    public static let imagePointSize: CGFloat = 28

    /// The anti-aliased coverage, `0...1`, of one pixel of a `width` × `height` raster of this glyph.
    ///
    /// The unit square is scaled by `min(width, height)` and centred in the raster. The coverage comes from the
    /// distance `d` of the pixel's centre to each element: to the nearest segment of a polyline (which gives round
    /// caps and joins), `|d − radius|` for a circle (both measured against half the ``lineWidth``), and the distance
    /// to the centre for a disc (measured against its radius). Each edge ramps linearly over one pixel,
    /// `clamp(0.5 + (half − d) · pixelsPerUnit, 0, 1)`, so edges are smooth; overlapping elements give the
    /// maximum, not the sum.
    ///
    /// Pixels outside the raster, rasters with a non-positive side, and elements with a non-finite or
    /// non-positive width or radius (or non-finite points) cover nothing: `0`.
    ///
    /// ```swift
    /// let alpha = HUDGlyph.success.coverage(column: 14, row: 20, width: 28, height: 28)
    /// ```
    /// - Parameters:
    ///   - column: The pixel's column, `0..<width`, from the left.
    ///   - row: The pixel's row, `0..<height`, from the top.
    ///   - width: The raster's width in pixels.
    ///   - height: The raster's height in pixels.
    public func coverage(column: Int, row: Int, width: Int, height: Int) -> Double {
        guard width > 0, height > 0, (0..<width).contains(column), (0..<height).contains(row) else { return 0 }
        let pixelsPerUnit = Double(min(width, height))
        let point = UnitPoint(
            x: (Double(column) + 0.5 - Double(width) / 2) / pixelsPerUnit + 0.5,
            y: (Double(row) + 0.5 - Double(height) / 2) / pixelsPerUnit + 0.5)
        let halfWidth = Double(lineWidth) / 2
        return elements.reduce(0) { covered, element in
            let (distance, half) = Self.distance(from: point, to: element, halfWidth: halfWidth)
            guard distance.isFinite, half.isFinite, half > 0 else { return covered }
            return max(covered, Self.edgeRamp(half - distance, pixelsPerUnit: pixelsPerUnit))
        }
    }

    /// Turns a signed distance inside an edge (unit-square units, negative outside) into coverage over a one-pixel
    /// ramp.
    static func edgeRamp(_ inside: Double, pixelsPerUnit: Double) -> Double {
        min(max(0.5 + inside * pixelsPerUnit, 0), 1)
    }

    /// The distance of `point` to the element's centre line or centre, and the half-extent it is drawn with.
    private static func distance(from point: UnitPoint, to element: Element, halfWidth: Double) -> (Double, Double) {
        switch element {
        case .polyline(let points):
            let vertices = points.map(UnitPoint.init)
            guard let first = vertices.first, vertices.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
                return (.infinity, halfWidth)
            }
            let nearest = zip(vertices, vertices.dropFirst())
                .map { point.distance(toSegmentFrom: $0, to: $1) }
                .min()
            return (nearest ?? point.distance(to: first), halfWidth)
        case .circle(let center, let radius):
            guard radius > 0 else { return (.infinity, halfWidth) }
            return (abs(point.distance(to: UnitPoint(center)) - Double(radius)), halfWidth)
        case .disc(let center, let radius):
            return (point.distance(to: UnitPoint(center)), Double(radius))
        }
    }
}

/// A point of the unit square in `Double`s, so that the coverage arithmetic is the same on every platform.
private struct UnitPoint: Equatable {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }

    func distance(to other: UnitPoint) -> Double {
        hypot(x - other.x, y - other.y)
    }

    /// The distance to the nearest point of the segment from `start` to `end` (to `start` for a degenerate one).
    func distance(toSegmentFrom start: UnitPoint, to end: UnitPoint) -> Double {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return distance(to: start) }
        let t = min(max(((x - start.x) * dx + (y - start.y) * dy) / lengthSquared, 0), 1)
        return distance(to: UnitPoint(x: start.x + t * dx, y: start.y + t * dy))
    }
}
