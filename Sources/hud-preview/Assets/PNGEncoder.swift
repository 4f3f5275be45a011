/// Writes an ``RGBAImage`` as a PNG file: 8-bit RGBA (colour type 6), not interlaced, with no time stamp or other
/// ancillary chunk, so the same image always gives the same bytes.
enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file of `image`: the signature, then IHDR, one IDAT (the filtered rows as a zlib stream) and IEND.
    static func encode(_ image: RGBAImage) -> [UInt8] {
        let header =
            UInt32(image.width).bigEndianBytes + UInt32(image.height).bigEndianBytes
            + [
                8,  // Bit depth.
                6,  // Colour type: RGB with alpha.
                0,  // Compression: deflate.
                0,  // Filter method: adaptive, five filter types.
                0,  // No interlace.
            ]
        let scanlines = PNGFilter.filterScanlines(image.bytes, rowLength: image.width * 4, bytesPerPixel: 4)
        return signature
            + chunk("IHDR", header)
            + chunk("IDAT", ZlibEncoder.compress(scanlines))
            + chunk("IEND", [])
    }

    /// A chunk: the data's length, the type, the data, and the CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return UInt32(data.count).bigEndianBytes + typeAndData + CRC32.checksum(typeAndData).bigEndianBytes
    }
}
