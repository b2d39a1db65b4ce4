import Foundation

/// Writes PNG files byte by byte (RGBA, 8 bits, no compression), independently of Cairo, so
/// that image loading is checked against pixels the test chose.
enum PNGFixture {
    /// A PNG of `width` × `height` pixels given row by row as (r, g, b, a) bytes.
    static func data(width: Int, height: Int, pixels: [(UInt8, UInt8, UInt8, UInt8)]) -> Data {
        precondition(pixels.count == width * height)
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width {
                let p = pixels[y * width + x]
                raw += [p.0, p.1, p.2, p.3]
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return Data(png)
    }

    /// Writes `data` to a new file in a fresh temporary directory and returns its path.
    static func write(_ data: Data, name: String, in directory: String? = nil) throws -> String {
        let dir = directory ?? makeTemporaryDirectory()
        let path = (dir as NSString).appendingPathComponent(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A new empty directory under the system's temporary directory.
    static func makeTemporaryDirectory() -> String {
        let dir = (NSTemporaryDirectory() as NSString).appendingPathComponent("uikit-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    private static func be32(_ v: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: v >> 24), UInt8(truncatingIfNeeded: v >> 16),
         UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return be32(body.count) + typed + be32(Int(crc32(typed)))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65_535, bytes.count - offset)
            let final: UInt8 = offset + n == bytes.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += bytes[offset..<offset + n]
            offset += n
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + be32(Int(b << 16 | a))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
