import CoreGraphics
import Foundation

/// An animated PNG (APNG) of a transition: full 24-bit colour, and each frame's exact duration
/// in milliseconds — what a GIF cannot give (256 colours, hundredths of a second, at least 2).
///
///     var apng = AnimatedPNG(width: 390, height: 844)
///     apng.add(frame, at: 0)          // a frame and the time it appeared, in seconds
///     apng.add(next, at: 1.0 / 60)
///     try apng.data(until: 1.5).write(to: url)
///
/// Each frame after the first stores only the rectangle that changed since the previous one
/// (APNG's "no dispose, replace" frames), encoded by Cairo's PNG writer on a queue of its own as
/// frames come: the recording keeps compressed rectangles and one frame of pixels, not every
/// frame. The file is assembled
/// from those encodings by their chunks (the APNG specification: `acTL` names the frame count,
/// an `fcTL` precedes each frame, the first frame is the default image's `IDAT`, the others are
/// `fdAT` chunks carrying the same compressed data behind a sequence number). Viewers that know
/// no APNG show the first frame.
struct AnimatedPNG: AnimationEncoding {
    let width: Int, height: Int
    /// The stored frames, in order: where each goes, when it appeared, and its encoding.
    private var frames: [(rect: PixelRect, time: TimeInterval, encoding: Encoding)] = []
    /// The last stored frame's pixels (opaque RGB in 32-bit words), to find what changed.
    private var previous: [UInt32]?
    /// Compresses the frames one after another, off the main thread: a live recording costs the
    /// app's frames only the comparison with the previous frame, and the other core does the rest.
    private let encoder = DispatchQueue(label: "AnimatedPNG.encoder", qos: .utility)

    static let fileExtension = "png"

    /// One frame's PNG encoding, filled in on the encoder's queue and read after it drained.
    final class Encoding: @unchecked Sendable {
        var header: Data?
        var compressed = Data()
        var failure: String?
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    var frameCount: Int { frames.count }

    /// Why a frame is missing from the file, if one is (Cairo could not encode it).
    var problem: String? {
        encoder.sync {}
        return frames.lazy.compactMap(\.encoding.failure).first.map { "a frame could not be encoded (\($0)); it was left out" }
    }

    /// Adds a frame (opaque ARGB32) that appeared at `time` seconds; frames must come in order.
    /// A frame identical to the previous one only lengthens it; a surface of another size is ignored.
    mutating func add(_ surface: CairoSurface, at time: TimeInterval) {
        guard surface.width == width, surface.height == height, let data = surface.data else { return }
        surface.flush()
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] & 0x00ff_ffff }
        }
        let rect: PixelRect
        if let previous {
            guard let changed = PixelRect.changed(from: previous, to: pixels, width: width, height: height) else { return }
            rect = changed
        } else {
            rect = PixelRect(x: 0, y: 0, width: width, height: height)
        }
        previous = pixels
        let encoding = Encoding(), rowLength = width, frame = pixels
        frames.append((rect, time, encoding))
        encoder.async {
            do {
                let png = try Self.encode(frame, rowLength: rowLength, rect: rect)
                guard let chunks = PNGChunks(png), let header = chunks.first(named: "IHDR") else {
                    encoding.failure = "Cairo's PNG output could not be read back"
                    return
                }
                encoding.header = header
                encoding.compressed = chunks.all(named: "IDAT").reduce(Data(), +)
            } catch {
                encoding.failure = "\(error)"
            }
        }
    }

    /// The APNG file: the frames from the first one's time until `end` seconds, looping forever.
    /// (A frame Cairo could not encode is left out; the one before it lasts longer.)
    func data(until end: TimeInterval) -> Data {
        encoder.sync {}   // every frame encoded
        let frames = self.frames.filter { $0.encoding.failure == nil }
        guard let first = frames.first, let header = first.encoding.header else { return Data() }
        var out = Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        out.append(header)
        var control = Data()
        control.appendBE32(frames.count)
        control.appendBE32(0)                                   // plays: 0 loops forever
        out.appendChunk("acTL", control)

        // Each frame lasts until the next one appeared, in whole milliseconds counted from the
        // first frame (rounding each start, not each duration, so errors do not add up).
        func start(_ time: TimeInterval) -> Int { Int(((time - first.time) * 1000).rounded()) }
        var sequence = 0
        for (i, frame) in frames.enumerated() {
            let next = i + 1 < frames.count ? start(frames[i + 1].time) : max(start(end), start(frame.time) + 1)
            let delay = min(65_535, max(1, next - start(frame.time)))
            var fc = Data()
            fc.appendBE32(sequence); sequence += 1
            fc.appendBE32(frame.rect.width); fc.appendBE32(frame.rect.height)
            fc.appendBE32(frame.rect.x); fc.appendBE32(frame.rect.y)
            fc.appendBE16(delay); fc.appendBE16(1000)
            fc.append(contentsOf: [0, 0])                       // dispose: none; blend: replace
            out.appendChunk("fcTL", fc)
            if i == 0 {
                out.appendChunk("IDAT", frame.encoding.compressed)
            } else {
                var fd = Data()
                fd.appendBE32(sequence); sequence += 1
                fd.append(frame.encoding.compressed)
                out.appendChunk("fdAT", fd)
            }
        }
        out.appendChunk("IEND", Data())
        return out
    }

    /// One rectangle of `pixels` as an RGB PNG (through an opaque Cairo surface).
    private static func encode(_ pixels: [UInt32], rowLength: Int, rect: PixelRect) throws -> Data {
        let crop = CairoSurface(width: rect.width, height: rect.height, opaque: true)
        guard let data = crop.data else { throw CairoSurface.Failure.cairo(crop.failureReason ?? "no surface") }
        for y in 0..<rect.height {
            let row = UnsafeMutableRawPointer(data + y * crop.stride).assumingMemoryBound(to: UInt32.self)
            let from = (rect.y + y) * rowLength + rect.x
            for x in 0..<rect.width { row[x] = pixels[from + x] }
        }
        crop.markDirty()
        return try crop.pngData()
    }
}

/// A rectangle of pixels (whole numbers, top-left origin).
struct PixelRect: Equatable, Sendable {
    var x: Int, y: Int, width: Int, height: Int

    /// The smallest rectangle holding every pixel that differs between two frames of the same
    /// size, or nil when they are the same.
    static func changed<Pixel: Equatable>(from old: [Pixel], to new: [Pixel], width: Int, height: Int) -> PixelRect? {
        var top = height, bottom = -1, left = width, right = -1
        for y in 0..<height {
            let row = y * width
            var first = -1, last = -1
            for x in 0..<width where old[row + x] != new[row + x] {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            top = min(top, y); bottom = y
            left = min(left, first); right = max(right, last)
        }
        guard bottom >= 0 else { return nil }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}

/// The chunks of a PNG file, each kept whole (length, type, data, CRC).
struct PNGChunks {
    private var chunks: [(type: String, bytes: Data, payload: Data)] = []

    /// Reads a PNG's chunks; nil when the data is not a well-formed PNG.
    init?(_ png: Data) {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) else { return nil }
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { return nil }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append((type, Data(bytes[offset..<offset + 12 + length]), Data(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        guard offset == bytes.count else { return nil }
    }

    /// The first chunk of a type, whole.
    func first(named type: String) -> Data? { chunks.first { $0.type == type }?.bytes }

    /// The payloads of every chunk of a type, in order.
    func all(named type: String) -> [Data] { chunks.filter { $0.type == type }.map(\.payload) }
}

private extension Data {
    mutating func appendBE32(_ value: Int) {
        append(contentsOf: [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }

    mutating func appendBE16(_ value: Int) {
        append(contentsOf: [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }

    /// A chunk: its length, type, data and the CRC-32 of type and data (ISO 3309, as PNG uses).
    mutating func appendChunk(_ type: String, _ payload: Data) {
        appendBE32(payload.count)
        let typeAndData = Data(type.utf8) + payload
        append(typeAndData)
        appendBE32(Int(CRC32.checksum(typeAndData)))
    }
}

/// PNG's CRC-32 (the polynomial 0xEDB88320, reflected), table-driven.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xedb8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xffff_ffff
        for byte in data { c = table[Int((c ^ UInt32(byte)) & 0xff)] ^ (c >> 8) }
        return c ^ 0xffff_ffff
    }
}
