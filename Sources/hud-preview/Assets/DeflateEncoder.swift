/// A deflate compressor (RFC 1951): one block with the fixed Huffman codes, and LZ77 matches found through hash
/// chains.
///
/// Small and deterministic rather than best: the same input always gives the same bytes, and the images it is
/// made for (mostly transparent glyphs, a smooth gradient) shrink well without dynamic Huffman tables.
enum DeflateEncoder {
    private static let windowSize = 32_768
    private static let minimumMatch = 3
    private static let maximumMatch = 258
    /// How many earlier positions with the same hash are tried at most; bounds the time per byte.
    private static let maximumChain = 48
    private static let hashBits = 15

    /// Length symbols 257…285: the shortest length of each and its number of extra bits.
    private static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// Distance codes 0…29: the shortest distance of each and its number of extra bits.
    private static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// The raw deflate data of `input` (no zlib header or checksum).
    static func deflate(_ input: [UInt8]) -> [UInt8] {
        var bits = DeflateBitWriter()
        bits.write(1, count: 1)  // BFINAL: the only block.
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes.
        var matcher = Matcher(input: input)
        var position = 0
        while position < input.count {
            if let match = matcher.longestMatch(at: position) {
                writeMatch(match, to: &bits)
                for skipped in position..<(position + match.length) {
                    matcher.insert(skipped)
                }
                position += match.length
            } else {
                writeSymbol(Int(input[position]), to: &bits)
                matcher.insert(position)
                position += 1
            }
        }
        writeSymbol(256, to: &bits)  // End of block.
        return bits.finish()
    }

    /// Writes a literal/length symbol with its fixed code (RFC 1951, 3.2.6).
    private static func writeSymbol(_ symbol: Int, to bits: inout DeflateBitWriter) {
        switch symbol {
        case 0...143: bits.writeCode(0x30 + symbol, count: 8)
        case 144...255: bits.writeCode(0x190 + symbol - 144, count: 9)
        case 256...279: bits.writeCode(symbol - 256, count: 7)
        default: bits.writeCode(0xC0 + symbol - 280, count: 8)
        }
    }

    private static func writeMatch(_ match: Match, to bits: inout DeflateBitWriter) {
        let lengthIndex = lastIndex(in: lengthBases, notAbove: match.length)
        writeSymbol(257 + lengthIndex, to: &bits)
        bits.write(match.length - lengthBases[lengthIndex], count: lengthExtraBits[lengthIndex])
        let distanceIndex = lastIndex(in: distanceBases, notAbove: match.distance)
        bits.writeCode(distanceIndex, count: 5)
        bits.write(match.distance - distanceBases[distanceIndex], count: distanceExtraBits[distanceIndex])
    }

    private static func lastIndex(in bases: [Int], notAbove value: Int) -> Int {
        (bases.lastIndex { $0 <= value }) ?? 0
    }

    /// A back-reference: copy `length` bytes from `distance` bytes back.
    private struct Match {
        var length: Int
        var distance: Int
    }

    /// Finds earlier occurrences of the next bytes through chains of positions with the same 3-byte hash.
    private struct Matcher {
        let input: [UInt8]
        /// The latest position of each hash, or -1.
        private var head = [Int](repeating: -1, count: 1 << DeflateEncoder.hashBits)
        /// The previous position with the same hash, indexed by position modulo the window.
        private var previous = [Int](repeating: -1, count: DeflateEncoder.windowSize)

        init(input: [UInt8]) {
            self.input = input
        }

        private func hash(at position: Int) -> Int {
            let value = Int(input[position]) << 10 ^ Int(input[position + 1]) << 5 ^ Int(input[position + 2])
            return value & ((1 << DeflateEncoder.hashBits) - 1)
        }

        mutating func insert(_ position: Int) {
            guard position + DeflateEncoder.minimumMatch <= input.count else { return }
            let key = hash(at: position)
            previous[position % DeflateEncoder.windowSize] = head[key]
            head[key] = position
        }

        func longestMatch(at position: Int) -> Match? {
            guard position + DeflateEncoder.minimumMatch <= input.count else { return nil }
            let limit = min(DeflateEncoder.maximumMatch, input.count - position)
            var best: Match?
            var candidate = head[hash(at: position)]
            var tries = 0
            while candidate >= 0, tries < DeflateEncoder.maximumChain {
                let distance = position - candidate
                // Slots are reused once a position leaves the window, so a chain can lead anywhere: stop there.
                guard distance > 0, distance <= DeflateEncoder.windowSize else { break }
                var length = 0
                while length < limit, input[candidate + length] == input[position + length] {
                    length += 1
                }
                if length >= DeflateEncoder.minimumMatch, length > (best?.length ?? 0) {
                    best = Match(length: length, distance: distance)
                    if length == limit { break }
                }
                candidate = previous[candidate % DeflateEncoder.windowSize]
                tries += 1
            }
            return best
        }
    }
}
