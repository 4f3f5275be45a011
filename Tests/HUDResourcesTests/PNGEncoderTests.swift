import Testing

@testable import hud_preview

struct PNGEncoderTests {
    let image: RGBAImage

    init() throws {
        image = try #require(RGBAImage(whiteWidth: 3, height: 2) { column, row in Double(column * row) / 2 })
    }

    @Test func theFileIsSignatureHeaderDataAndEnd() throws {
        // When encoded
        let file = PNGEncoder.encode(image)
        // Then it starts with the PNG signature and holds IHDR, one IDAT and IEND, every CRC correct.
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try DecodedPNG(file)
        #expect(decoded.chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        // IHDR: width 3, height 2, 8 bits, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        #expect(decoded.chunks[0].data == [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
        #expect(decoded.chunks[2].data == [])
    }

    @Test func pixelsReadBackUnchanged() throws {
        #expect(try DecodedPNG(PNGEncoder.encode(image)).pixels == image.bytes)
    }

    @Test func aLargeNoisyImageReadsBackUnchanged() throws {
        // Given 300 × 300 pixels of noisy alpha (every filter type gets chosen somewhere)
        let noise = DeflateEncoderTests.noise(count: 300 * 300)
        let large = try #require(
            RGBAImage(whiteWidth: 300, height: 300) { column, row in
                Double(noise[row * 300 + column]) / 255 * Double(column) / 300
            })
        // Then it decodes to the same pixels.
        #expect(try DecodedPNG(PNGEncoder.encode(large)).pixels == large.bytes)
    }

    @Test func encodingIsDeterministic() {
        #expect(PNGEncoder.encode(image) == PNGEncoder.encode(image))
    }

    @Test func aChunkIsLengthTypeDataAndCRC() {
        // The CRC covers type and data, not the length.
        let chunk = PNGEncoder.chunk("tEXt", [1, 2])
        #expect(
            chunk == [0, 0, 0, 2] + Array("tEXt".utf8) + [1, 2]
                + DecodedPNG.crc32(Array("tEXt".utf8) + [1, 2]).bigEndianBytes)
    }
}
