import Testing

@testable import hud_preview

struct Adler32Tests {
    @Test func matchesTheWikipediaExample() {
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test func emptyInputGivesOne() {
        #expect(Adler32.checksum([]) == 1)
    }

    @Test func longRunsOfHighBytesDoNotOverflow() {
        // Given 100,000 bytes of 0xFF, the worst case for the deferred modulo
        let bytes = [UInt8](repeating: 0xFF, count: 100_000)
        // Then the result equals a byte-by-byte modulo.
        #expect(Adler32.checksum(bytes) == Inflater.adler32(bytes))
    }
}
