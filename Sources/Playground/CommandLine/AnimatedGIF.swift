import CoreGraphics
import Foundation

/// An animated GIF of a transition, encoded here with no library: one 256-colour palette for
/// the whole animation, each frame LZW-compressed, and only the rectangle that changed since
/// the previous frame stored (the rest stays on screen: disposal "do not dispose").
///
///     var gif = AnimatedGIF(width: 390, height: 844)
///     gif.add(frame, at: 0)          // a frame and the time it appeared, in seconds
///     gif.add(next, at: 1.0 / 60)
///     try gif.data(until: 1.5).write(to: url)
///
/// Timing: GIF counts in hundredths of a second, and browsers show a frame of less than 2/100 s
/// for 1/10 s. So the animation is sampled every 20 ms: each GIF frame shows the frame that was
/// on screen at that moment, and frames that do not change merge into one longer frame. The
/// animation keeps the real pace of the frames it was given.
struct AnimatedGIF {
    let width: Int, height: Int
    /// One frame as 15-bit colours (5 bits each of red, green, blue), and when it appeared.
    private var frames: [(pixels: [UInt16], time: TimeInterval)] = []
    /// The GIF's frame interval (20 ms: the shortest delay browsers honour).
    static let tick: TimeInterval = 0.02

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    var frameCount: Int { frames.count }

    /// Adds a frame (premultiplied ARGB32, opaque) that appeared at `time` seconds; frames must
    /// come in order. A surface of another size is ignored.
    mutating func add(_ surface: CairoSurface, at time: TimeInterval) {
        guard surface.width == width, surface.height == height, let data = surface.data else { return }
        surface.flush()
        var pixels = [UInt16](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p: UInt32 = row[x]
                let red: UInt32 = (p >> 9) & 0x7c00, green: UInt32 = (p >> 6) & 0x03e0, blue: UInt32 = (p >> 3) & 0x001f
                pixels[y * width + x] = UInt16(truncatingIfNeeded: red | green | blue)
            }
        }
        if let last = frames.last, last.pixels == pixels { return }   // nothing changed: the last frame lasts longer
        frames.append((pixels, time))
    }

    /// The GIF file: the frames from the first one's time until `end` seconds, looping.
    func data(until end: TimeInterval) -> Data {
        guard let first = frames.first else { return Data() }
        let palette = Palette(frames.map(\.pixels))
        var out = Data("GIF89a".utf8)
        out.appendLE16(width); out.appendLE16(height)
        out.append(contentsOf: [0xf7, 0, 0])                      // a global table of 256 colours
        for colour in palette.colours { out.append(contentsOf: colour) }
        out.append(contentsOf: [0x21, 0xff, 0x0b] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00])   // loop

        // Sample at the tick: which frame is on screen at each 20 ms, merged while it stays.
        var shown: [(index: Int, ticks: Int)] = []
        let ticks = max(1, Int(((end - first.time) / Self.tick).rounded(.up)))
        var current = 0
        for t in 0..<ticks {
            let time = first.time + Double(t) * Self.tick + 1e-9
            while current + 1 < frames.count, frames[current + 1].time <= time { current += 1 }
            if let last = shown.last, last.index == current { shown[shown.count - 1].ticks += 1 } else { shown.append((current, 1)) }
        }

        var previous: [UInt8]?
        var pendingDelay = 0
        var pending: (rect: (x: Int, y: Int, w: Int, h: Int), indices: [UInt8])?
        func flush(_ pending: (rect: (x: Int, y: Int, w: Int, h: Int), indices: [UInt8]), delay: Int, into out: inout Data) {
            out.append(contentsOf: [0x21, 0xf9, 0x04, 0x04])     // do not dispose: later frames draw over this one
            out.appendLE16(delay)
            out.append(contentsOf: [0, 0])
            out.append(0x2c)
            out.appendLE16(pending.rect.x); out.appendLE16(pending.rect.y)
            out.appendLE16(pending.rect.w); out.appendLE16(pending.rect.h)
            out.append(0)
            out.append(8)                                        // LZW minimum code size
            let compressed = LZW.encode(pending.indices, minimumCodeSize: 8)
            var offset = 0
            while offset < compressed.count {
                let count = min(255, compressed.count - offset)
                out.append(UInt8(count))
                out.append(contentsOf: compressed[offset..<(offset + count)])
                offset += count
            }
            out.append(0)
        }
        for (index, ticks) in shown {
            let indices = frames[index].pixels.map { palette.index(of: $0) }
            let rect = previous.map { changedRect(from: $0, to: indices) } ?? (0, 0, width, height)
            defer { previous = indices }
            guard let rect else {
                pendingDelay += ticks * 2   // the same pixels after the palette: lasts longer
                continue
            }
            if let p = pending { flush(p, delay: pendingDelay, into: &out) }
            var cropped = [UInt8]()
            cropped.reserveCapacity(rect.w * rect.h)
            for y in rect.y..<(rect.y + rect.h) { cropped += indices[(y * width + rect.x)..<(y * width + rect.x + rect.w)] }
            pending = (rect, cropped)
            pendingDelay = ticks * 2
        }
        if let p = pending { flush(p, delay: pendingDelay, into: &out) }
        out.append(0x3b)
        return out
    }

    /// The smallest rectangle holding every pixel that differs; nil when none does.
    private func changedRect(from old: [UInt8], to new: [UInt8]) -> (x: Int, y: Int, w: Int, h: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = y * width
            var x = 0
            while x < width {
                if old[row + x] != new[row + x] {
                    minX = min(minX, x); maxX = max(maxX, x)
                    minY = min(minY, y); maxY = y
                }
                x += 1
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}

/// The animation's 256 colours: the most frequent 15-bit colours of all its frames (a
/// transition's screens are mostly flat fills and smooth gradients, which this keeps), each
/// other colour drawn with its nearest.
private struct Palette {
    private(set) var colours: [[UInt8]] = []
    private var lookup: [UInt8]

    init(_ frames: [[UInt16]]) {
        var counts = [Int](repeating: 0, count: 1 << 15)
        for frame in frames { for p in frame { counts[Int(p)] += 1 } }
        let used = counts.indices.filter { counts[$0] > 0 }.sorted { counts[$0] > counts[$1] }
        let chosen = Array(used.prefix(256))
        func rgb(_ c: Int) -> (Int, Int, Int) { ((c >> 10) & 31, (c >> 5) & 31, c & 31) }
        colours = chosen.map { c in
            let (r, g, b) = rgb(c)
            return [UInt8(r << 3 | r >> 2), UInt8(g << 3 | g >> 2), UInt8(b << 3 | b >> 2)]
        }
        while colours.count < 256 { colours.append([0, 0, 0]) }
        lookup = [UInt8](repeating: 0, count: 1 << 15)
        let points = chosen.map(rgb)
        for c in used {
            let (r, g, b) = rgb(c)
            var best = 0, bestDistance = Int.max
            for (i, p) in points.enumerated() {
                let d = (p.0 - r) * (p.0 - r) * 3 + (p.1 - g) * (p.1 - g) * 4 + (p.2 - b) * (p.2 - b) * 2
                if d < bestDistance { best = i; bestDistance = d; if d == 0 { break } }
            }
            lookup[c] = UInt8(best)
        }
    }

    func index(of colour: UInt16) -> UInt8 { lookup[Int(colour)] }
}

/// GIF's variant of LZW: variable-width codes (up to 12 bits) packed least significant bit
/// first, a clear code first and whenever the table is full, an end code last.
enum LZW {
    static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var codeSize = minimumCodeSize + 1
        var next = end + 1
        var table: [Int: Int] = [:]
        var out: [UInt8] = []
        var bits = 0, bitCount = 0
        func emit(_ code: Int) {
            bits |= code << bitCount
            bitCount += codeSize
            while bitCount >= 8 {
                out.append(UInt8(bits & 0xff))
                bits >>= 8
                bitCount -= 8
            }
        }
        emit(clear)
        guard var prefix = indices.first.map(Int.init) else {
            emit(end)
            if bitCount > 0 { out.append(UInt8(bits & 0xff)) }
            return out
        }
        for k in indices.dropFirst() {
            let key = prefix << 8 | Int(k)
            if let code = table[key] {
                prefix = code
                continue
            }
            emit(prefix)
            if next == 4096 {
                emit(clear)
                table.removeAll(keepingCapacity: true)
                next = end + 1
                codeSize = minimumCodeSize + 1
            } else {
                if next >= 1 << codeSize { codeSize += 1 }
                table[key] = next
                next += 1
            }
            prefix = Int(k)
        }
        emit(prefix)
        emit(end)
        if bitCount > 0 { out.append(UInt8(bits & 0xff)) }
        return out
    }
}

private extension Data {
    mutating func appendLE16(_ value: Int) {
        append(UInt8(value & 0xff))
        append(UInt8((value >> 8) & 0xff))
    }
}
