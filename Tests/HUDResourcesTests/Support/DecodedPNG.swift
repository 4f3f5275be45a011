import Foundation

/// A PNG file read back independently of the encoder: chunks with verified CRCs, the IHDR fields, and the pixels of
/// an 8-bit RGBA image after inflating and unfiltering.
struct DecodedPNG {
    enum Failure: Error, Equatable {
        case badSignature
        case truncated
        case badCRC(String)
        case missingChunk(String)
        case unsupportedFormat
        case badFilter(UInt8)
        case badDataLength
    }

    struct Chunk: Equatable {
        var type: String
        var data: [UInt8]
    }

    let chunks: [Chunk]
    let width: Int
    let height: Int
    let bitDepth: UInt8
    let colourType: UInt8
    let interlace: UInt8
    /// RGBA bytes, row by row.
    let pixels: [UInt8]

    init(_ file: [UInt8]) throws {
        guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure.badSignature }
        chunks = try Self.chunks(of: file)
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
            throw Failure.missingChunk("IHDR")
        }
        guard chunks.last?.type == "IEND" else { throw Failure.missingChunk("IEND") }
        width = Self.uint32(header.data, at: 0)
        height = Self.uint32(header.data, at: 4)
        (bitDepth, colourType, interlace) = (header.data[8], header.data[9], header.data[12])
        guard bitDepth == 8, colourType == 6, interlace == 0 else { throw Failure.unsupportedFormat }
        let stream = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        guard !stream.isEmpty else { throw Failure.missingChunk("IDAT") }
        pixels = try Self.unfilter(Inflater.inflateZlib(stream), width: width, height: height)
    }

    /// The alpha byte of pixel `x`, `y`.
    func alpha(x: Int, y: Int) -> UInt8 {
        pixels[(y * width + x) * 4 + 3]
    }

    /// Every alpha byte, row by row.
    var alphas: [UInt8] {
        stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] }
    }

    /// CRC-32 bit by bit (no table), independent of the encoder's.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc = UInt32.max
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func chunks(of file: [UInt8]) throws -> [Chunk] {
        var chunks: [Chunk] = []
        var offset = 8
        while offset < file.count {
            guard offset + 12 <= file.count else { throw Failure.truncated }
            let length = uint32(file, at: offset)
            guard offset + 12 + length <= file.count else { throw Failure.truncated }
            let typeAndData = Array(file[(offset + 4)..<(offset + 8 + length)])
            let type = String(decoding: typeAndData.prefix(4), as: UTF8.self)
            guard crc32(typeAndData) == UInt32(uint32(file, at: offset + 8 + length)) else {
                throw Failure.badCRC(type)
            }
            chunks.append(Chunk(type: type, data: Array(typeAndData.dropFirst(4))))
            offset += 12 + length
        }
        return chunks
    }

    private static func unfilter(_ data: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        let stride = width * 4
        guard data.count == height * (stride + 1) else { throw Failure.badDataLength }
        var pixels: [UInt8] = []
        var previous = [UInt8](repeating: 0, count: stride)
        for row in 0..<height {
            let start = row * (stride + 1)
            let filter = data[start]
            var line = Array(data[(start + 1)...(start + stride)])
            for index in 0..<stride {
                let a = index >= 4 ? Int(line[index - 4]) : 0
                let b = Int(previous[index])
                let c = index >= 4 ? Int(previous[index - 4]) : 0
                let prediction: Int
                switch filter {
                case 0: prediction = 0
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    prediction = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure.badFilter(filter)
                }
                line[index] = UInt8((Int(line[index]) + prediction) & 0xFF)
            }
            pixels += line
            previous = line
        }
        return pixels
    }
}
