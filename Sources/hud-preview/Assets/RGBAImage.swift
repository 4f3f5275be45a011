/// An image of 8-bit RGBA pixels with straight (not premultiplied) alpha, row by row from the top left.
struct RGBAImage: Equatable {
    /// The largest side accepted, far above any bundled image.
    static let maximumSide = 16_384

    /// Width in pixels, `1...maximumSide`.
    let width: Int
    /// Height in pixels, `1...maximumSide`.
    let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha of each pixel.
    private(set) var bytes: [UInt8]

    /// A white image whose alpha is `alpha(column, row)`, clamped to `0...1`, times 255 and rounded; a NaN alpha
    /// is `0`. Every pixel is white, transparent ones too, so that a template tint or a resampling never pulls
    /// in a dark fringe.
    ///
    /// `nil` when a side is below 1 or above ``maximumSide``.
    init?(whiteWidth width: Int, height: Int, alpha: (_ column: Int, _ row: Int) -> Double) {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else { return nil }
        self.width = width
        self.height = height
        bytes = []
        bytes.reserveCapacity(width * height * 4)
        for row in 0..<height {
            for column in 0..<width {
                bytes += [255, 255, 255, Self.alphaByte(alpha(column, row))]
            }
        }
    }

    /// The alpha byte of pixel `column`, `row`.
    func alpha(column: Int, row: Int) -> UInt8 {
        bytes[(row * width + column) * 4 + 3]
    }

    /// `value` clamped to `0...1` and scaled to `0...255`, rounded to nearest; NaN gives `0`.
    static func alphaByte(_ value: Double) -> UInt8 {
        guard !value.isNaN else { return 0 }
        return UInt8((min(max(value, 0), 1) * 255).rounded())
    }
}
