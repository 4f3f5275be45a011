import Testing

@testable import hud_preview

struct DeflateEncoderTests {
    /// Deterministic pseudo-random bytes (a linear congruential generator).
    static func noise(count: Int, seed: UInt32 = 1) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    static let inputs: [[UInt8]] = [
        [],
        [42],
        Array("abcabcabcabcabcabcabcabcabc".utf8),
        [UInt8](repeating: 0, count: 100_000),
        noise(count: 100_000),
        // A 40,000-byte block repeated: the repeat lies beyond the 32 KiB window and must not be referenced.
        noise(count: 40_000, seed: 7) + noise(count: 40_000, seed: 7),
        // Runs longer than the longest match (258).
        (0..<2000).flatMap { [UInt8](repeating: UInt8($0 % 3), count: 300 + $0 % 11) },
    ]

    @Test(arguments: inputs.indices)
    func rawDataInflatesBackToTheInput(index: Int) throws {
        let input = Self.inputs[index]
        #expect(try Inflater.inflateRaw(DeflateEncoder.deflate(input)) == input)
    }

    @Test(arguments: inputs.indices)
    func zlibStreamsInflateBackAndCarryTheirChecksum(index: Int) throws {
        // Given a zlib stream
        let input = Self.inputs[index]
        let stream = ZlibEncoder.compress(input)
        // Then it has the deflate header whose check bits make it a multiple of 31, ends with the Adler-32, and
        // inflates back.
        #expect(Array(stream.prefix(2)) == [0x78, 0x5E] && (0x78 << 8 | 0x5E) % 31 == 0)
        #expect(Array(stream.suffix(4)) == Adler32.checksum(input).bigEndianBytes)
        #expect(try Inflater.inflateZlib(stream) == input)
    }

    @Test func repetitiveDataShrinks() {
        // Given 100,000 zero bytes, Then the compressed data is under 1 % of it (matches of 258 bytes).
        #expect(DeflateEncoder.deflate([UInt8](repeating: 0, count: 100_000)).count < 1000)
    }

    @Test func theSameInputAlwaysGivesTheSameBytes() {
        let input = Self.noise(count: 50_000) + [UInt8](repeating: 9, count: 5000)
        #expect(DeflateEncoder.deflate(input) == DeflateEncoder.deflate(input))
    }

    @Test func emptyInputIsOneEmptyFixedBlock() {
        // BFINAL 1, BTYPE 01, end-of-block code 0000000: bits 1,1,0 then seven zeros, padded.
        #expect(DeflateEncoder.deflate([]) == [0x03, 0x00])
    }
}
