/// A small, independent inflater (RFC 1950/1951) to read the generated PNGs back: zlib header and Adler-32 check,
/// stored, fixed-Huffman and dynamic-Huffman blocks.
struct Inflater {
    enum Failure: Error, Equatable {
        case truncated
        case badZlibHeader
        case badBlockType
        case badStoredLength
        case badCode
        case badDistance
        case badChecksum
    }

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    private init(_ input: [UInt8]) {
        self.input = input
    }

    /// Inflates a zlib stream and verifies its header and Adler-32.
    static func inflateZlib(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0,
            stream[1] & 0x20 == 0
        else { throw Failure.badZlibHeader }
        var inflater = Inflater(Array(stream[2...]))
        let data = try inflater.inflate()
        let trailer = inflater.input[inflater.position...].prefix(4)
        guard trailer.count == 4 else { throw Failure.truncated }
        let stored = trailer.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == adler32(data) else { throw Failure.badChecksum }
        return data
    }

    /// Inflates raw deflate data.
    static func inflateRaw(_ data: [UInt8]) throws -> [UInt8] {
        var inflater = Inflater(data)
        return try inflater.inflate()
    }

    /// Adler-32 the textbook way, one byte at a time.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (low, high): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            low = (low + UInt32(byte)) % 65521
            high = (high + low) % 65521
        }
        return high << 16 | low
    }

    private mutating func inflate() throws -> [UInt8] {
        var isLast = false
        while !isLast {
            isLast = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1: try huffmanBlock(literals: Self.fixedLiterals, distances: Self.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicTables()
                try huffmanBlock(literals: literals, distances: distances)
            default: throw Failure.badBlockType
            }
        }
        bitBuffer = 0
        bitCount = 0
        return output
    }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw Failure.truncated }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    private mutating func storedBlock() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw Failure.truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length ^ 0xFFFF == complement else { throw Failure.badStoredLength }
        position += 4
        guard position + length <= input.count else { throw Failure.truncated }
        output += input[position..<(position + length)]
        position += length
    }

    /// Length symbols 257…284 take `max(0, (i − 4) / 4)` extra bits for `i = symbol − 257`, each base following
    /// the previous range; symbol 285 is exactly 258 (RFC 1951, 3.2.5), derived here rather than copied.
    private static let lengthExtra = (0..<28).map { $0 < 8 ? 0 : ($0 - 4) / 4 } + [0]
    private static let lengthBases = ranges(from: 3, extraBits: lengthExtra.dropLast()) + [258]
    /// Distance codes 0…29 take `max(0, (i − 2) / 2)` extra bits.
    private static let distanceExtra = (0..<30).map { $0 < 4 ? 0 : ($0 - 2) / 2 }
    private static let distanceBases = ranges(from: 1, extraBits: distanceExtra[...])

    private static func ranges(from start: Int, extraBits: ArraySlice<Int>) -> [Int] {
        extraBits.reduce(into: [start]) { bases, extra in bases.append(bases[bases.count - 1] + 1 << extra) }.dropLast()
    }

    private mutating func huffmanBlock(literals: Huffman, distances: Huffman) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < Self.lengthBases.count else { throw Failure.badCode }
            let length = try Self.lengthBases[index] + bits(Self.lengthExtra[index])
            let code = try decode(distances)
            guard code < Self.distanceBases.count else { throw Failure.badCode }
            let distance = try Self.distanceBases[code] + bits(Self.distanceExtra[code])
            guard distance <= output.count else { throw Failure.badDistance }
            for _ in 0..<length {
                output.append(output[output.count - distance])
            }
        }
    }

    private mutating func dynamicTables() throws -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[order[index]] = try bits(3)
        }
        let codeLengths = Huffman(lengths: codeLengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengths)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let last = lengths.last else { throw Failure.badCode }
                let count = try 3 + bits(2)
                lengths += Array(repeating: last, count: count)
            case 17:
                let count = try 3 + bits(3)
                lengths += Array(repeating: 0, count: count)
            default:
                let count = try 11 + bits(7)
                lengths += Array(repeating: 0, count: count)
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure.badCode }
        return (Huffman(lengths: Array(lengths[..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }

    /// Reads one symbol bit by bit, walking the canonical code lengths from the shortest.
    private mutating func decode(_ huffman: Huffman) throws -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - first < count {
                return huffman.symbols[index + code - first]
            }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw Failure.badCode
    }

    /// A canonical Huffman code given by its code lengths: how many codes of each length, and the symbols in
    /// code order.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths where length > 0 {
                counts[length] += 1
            }
            symbols = (1...15).flatMap { length in lengths.indices.filter { lengths[$0] == length } }
        }
    }

    private static let fixedLiterals = Huffman(
        lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
            + Array(repeating: 8, count: 8))
    private static let fixedDistances = Huffman(lengths: Array(repeating: 5, count: 30))
}
