import Testing

@testable import hud_preview

struct CRC32Tests {
    @Test func matchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func emptyInputGivesZero() {
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test func matchesTheCRCOfEveryPNGsEndChunk() {
        // Every PNG ends with IEND and the CRC AE 42 60 82.
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func matchesABitwiseCRCOnEveryByteValue() {
        let bytes = (0..<4096).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 256) }
        #expect(CRC32.checksum(bytes) == DecodedPNG.crc32(bytes))
    }
}
