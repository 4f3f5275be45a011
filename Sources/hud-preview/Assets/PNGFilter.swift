/// PNG's per-row filters (PNG specification, 9.2): each row is stored as differences to neighbouring bytes that
/// compress better than the raw bytes.
enum PNGFilter: UInt8, CaseIterable {
    /// The raw bytes.
    case none = 0
    /// The difference to the byte one pixel to the left.
    case sub = 1
    /// The difference to the byte above.
    case up = 2
    /// The difference to the mean of left and above.
    case average = 3
    /// The difference to the Paeth predictor of left, above and upper left.
    case paeth = 4

    /// The scanlines of `pixels` (rows of `rowLength` bytes, `bytesPerPixel` per pixel), each prefixed with the
    /// filter that gives the smallest sum of absolute differences (the specification's suggested heuristic).
    static func filterScanlines(_ pixels: [UInt8], rowLength: Int, bytesPerPixel: Int) -> [UInt8] {
        guard rowLength > 0 else { return [] }
        var output: [UInt8] = []
        output.reserveCapacity(pixels.count + pixels.count / rowLength)
        var above = [UInt8](repeating: 0, count: rowLength)
        for start in stride(from: 0, to: pixels.count, by: rowLength) {
            let row = Array(pixels[start..<(start + rowLength)])
            let candidates = allCases.map { filter in
                (filter, filter.apply(to: row, above: above, bytesPerPixel: bytesPerPixel))
            }
            let best = candidates.min { cost($0.1) < cost($1.1) } ?? (.none, row)
            output.append(best.0.rawValue)
            output += best.1
            above = row
        }
        return output
    }

    /// The filtered bytes of one row.
    func apply(to row: [UInt8], above: [UInt8], bytesPerPixel: Int) -> [UInt8] {
        row.indices.map { index in
            let left = index >= bytesPerPixel ? row[index - bytesPerPixel] : 0
            let upperLeft = index >= bytesPerPixel ? above[index - bytesPerPixel] : 0
            return row[index] &- predictor(left: left, above: above[index], upperLeft: upperLeft)
        }
    }

    /// The value this filter predicts from the neighbours of a byte.
    func predictor(left: UInt8, above: UInt8, upperLeft: UInt8) -> UInt8 {
        switch self {
        case .none: return 0
        case .sub: return left
        case .up: return above
        case .average: return UInt8((Int(left) + Int(above)) / 2)
        case .paeth:
            let estimate = Int(left) + Int(above) - Int(upperLeft)
            let toLeft = abs(estimate - Int(left))
            let toAbove = abs(estimate - Int(above))
            let toUpperLeft = abs(estimate - Int(upperLeft))
            if toLeft <= toAbove, toLeft <= toUpperLeft { return left }
            return toAbove <= toUpperLeft ? above : upperLeft
        }
    }

    /// The sum of the bytes read as signed differences.
    private static func cost(_ bytes: [UInt8]) -> Int {
        bytes.reduce(0) { $0 + abs(Int(Int8(bitPattern: $1))) }
    }
}
