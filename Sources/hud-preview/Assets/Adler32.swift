/// The Adler-32 checksum that ends a zlib stream (RFC 1950).
enum Adler32 {
    /// The Adler-32 of `bytes`; `1` for no bytes.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        // 5552 is the longest run whose sums cannot overflow 32 bits before the modulo (RFC 1950's NMAX).
        let modulus: UInt32 = 65521
        var low: UInt32 = 1
        var high: UInt32 = 0
        var start = 0
        while start < bytes.count {
            let end = min(start + 5552, bytes.count)
            for byte in bytes[start..<end] {
                low += UInt32(byte)
                high += low
            }
            low %= modulus
            high %= modulus
            start = end
        }
        return high << 16 | low
    }
}
