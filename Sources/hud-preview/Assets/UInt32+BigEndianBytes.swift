extension UInt32 {
    /// The four bytes, most significant first (network order, as PNG and zlib store numbers).
    var bigEndianBytes: [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: self >> $0) }
    }
}
