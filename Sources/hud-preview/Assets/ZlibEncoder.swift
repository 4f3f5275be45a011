/// A zlib stream (RFC 1950): a two-byte header, deflate data and the Adler-32 of the uncompressed bytes.
enum ZlibEncoder {
    /// `input` as a zlib stream, compressed by ``DeflateEncoder``.
    static func compress(_ input: [UInt8]) -> [UInt8] {
        // CMF 0x78: deflate with a 32 KiB window. FLG 0x5E: the "fast" level, no dictionary, and the check bits
        // that make 0x785E a multiple of 31.
        var stream: [UInt8] = [0x78, 0x5E]
        stream += DeflateEncoder.deflate(input)
        stream += Adler32.checksum(input).bigEndianBytes
        return stream
    }
}
