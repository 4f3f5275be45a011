/// Packs values into bytes least significant bit first, as deflate (RFC 1951, 3.1.1) stores them.
struct DeflateBitWriter {
    /// The finished bytes; the bits still pending are added by ``finish()``.
    private(set) var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// Appends the low `count` bits of `value`, least significant first (extra bits, block headers).
    mutating func write(_ value: Int, count: Int) {
        pending |= UInt64(value & ((1 << count) - 1)) << pendingCount
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// Appends a Huffman code of `count` bits, most significant bit first.
    mutating func writeCode(_ code: Int, count: Int) {
        var reversed = 0
        for bit in 0..<count {
            reversed |= ((code >> bit) & 1) << (count - 1 - bit)
        }
        write(reversed, count: count)
    }

    /// Pads the last byte with zero bits and returns every byte.
    mutating func finish() -> [UInt8] {
        if pendingCount > 0 {
            write(0, count: 8 - pendingCount)
        }
        return bytes
    }
}
