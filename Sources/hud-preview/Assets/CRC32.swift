/// The CRC-32 of PNG chunks (ISO 3309 / ITU-T V.42: reflected polynomial `0xEDB88320`, initial and final XOR
/// `0xFFFFFFFF`).
enum CRC32 {
    /// The CRC-32 of `bytes`; `0` for no bytes.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        ~bytes.reduce(UInt32.max) { crc, byte in
            table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
    }

    /// The CRC of every byte value, one byte at a time.
    private static let table: [UInt32] = (0...255).map { value in
        (0..<8).reduce(UInt32(value)) { crc, _ in
            crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1
        }
    }
}
