import Foundation

/// An opaque image encoded row by row as stretches of one colour and the pixels between them,
/// for copies that transform every pixel by the same rule (the dimming folded into a copy,
/// `LayerRenderer+Dimming`): a stretch of one colour becomes a fill of the transformed colour,
/// and the pixels between are read from the encoding, which is small and laid out in the order
/// they are read.
///
/// Why: from 2560×1440 up, a window-sized image and the frame it is copied into do not both fit
/// in the cache, so a copy that reads the image evicts the frame it writes, and every frame goes
/// to memory twice. Interface images are mostly flat colour — the reference scene's screen at
/// 2560×1440 has 98 % of its pixels in stretches of 16 or more, about eight stretches a row — so
/// the encoding is a few per cent of the image and stays in the cache beside the frame.
///
/// Each row is a list of segments covering it from left to right: *uniform* ones (at least
/// ``minimumRun`` pixels of one 32-bit value) and *literal* ones (the pixels between them, kept in
/// one array in reading order). A row equal to the row above shares its list. Made in one pass
/// over the image and kept with it; an image with too few stretches of one colour to pay (more
/// than ``maximumLiteralShare`` of its pixels between them: a photograph) gets no encoding.
final class RowRuns {
    /// The shortest stretch of one colour worth filling rather than reading.
    static let minimumRun = 16
    /// The largest share of an image's pixels (of its distinct rows) that may lie between
    /// stretches of one colour for the encoding to be made.
    static let maximumLiteralShare = 0.25

    struct Segment {
        /// The segment's first column.
        var start: Int32
        /// Whether every pixel of the segment is `value`; otherwise `value` is where its pixels
        /// begin in the literal pixels.
        var uniform: Bool
        var value: UInt32
    }

    let width: Int, height: Int
    /// Whether the image was encoded; false when it would not pay (see the type's notes), in
    /// which case the encoding is empty and remembers only that.
    let pays: Bool
    /// Each row's list, as an index into `listStart`.
    private let rowList: [Int32]
    /// Where each list begins in `segments` (one entry more than there are lists).
    private let listStart: [Int32]
    private let segments: [Segment]
    /// The pixels of the literal segments, list after list.
    private let literals: [UInt32]

    /// The encoding of `pixels` (`width`×`height` pixels, `stride` pixels from one row to the next).
    init(of pixels: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int) {
        self.width = width
        self.height = height
        var builder = Builder(width: width)
        if width > 0, height > 0, width <= Int(Int32.max), stride >= width, builder.encode(pixels, stride: stride, height: height) {
            pays = true
            rowList = builder.rowList
            listStart = builder.listStart
            segments = builder.segments
            literals = builder.literals
        } else {
            pays = false
            rowList = []
            listStart = [0]
            segments = []
            literals = []
        }
    }

    /// The bytes the encoding holds.
    var byteCount: Int {
        rowList.count * 4 + listStart.count * 4 + segments.count * MemoryLayout<Segment>.stride + literals.count * 4
    }

    /// How many pixels of the distinct rows lie in literal segments, and how many segments there are.
    var counts: (literalPixels: Int, segments: Int) { (literals.count, segments.count) }

    /// The encoding as it is made.
    private struct Builder {
        let width: Int
        var rowList: [Int32] = []
        var listStart: [Int32] = [0]
        var segments: [Segment] = []
        var literals: [UInt32] = []

        /// Encodes every row; false when too many pixels lie between stretches of one colour.
        mutating func encode(_ pixels: UnsafePointer<UInt32>, stride: Int, height: Int) -> Bool {
            rowList.reserveCapacity(height)
            var distinctPixels = 0
            for y in 0..<height {
                let row = pixels + y * stride
                if y > 0, memcmp(row, row - stride, width * 4) == 0 {
                    rowList.append(rowList[y - 1])
                    continue
                }
                rowList.append(Int32(listStart.count - 1))
                appendSegments(of: row)
                listStart.append(Int32(segments.count))
                distinctPixels += width
                guard Double(literals.count) <= RowRuns.maximumLiteralShare * Double(distinctPixels) + Double(width) else { return false }
            }
            return Double(literals.count) <= RowRuns.maximumLiteralShare * Double(distinctPixels) && literals.count < Int(UInt32.max)
        }

        private mutating func appendSegments(of row: UnsafePointer<UInt32>) {
            var x = 0, literalStart = -1
            while x < width {
                let value = row[x]
                var end = x + 1
                // Four pixels a step while they all equal `value` (a run is usually long), then one by one.
                let splat = SIMD4<UInt32>(repeating: value)
                while end + 4 <= width, UnsafeRawPointer(row + end).loadUnaligned(as: SIMD4<UInt32>.self) == splat { end += 4 }
                while end < width, row[end] == value { end += 1 }
                if end - x >= RowRuns.minimumRun {
                    if literalStart >= 0 { appendLiteral(row, from: literalStart, to: x) }
                    literalStart = -1
                    segments.append(Segment(start: Int32(x), uniform: true, value: value))
                } else if literalStart < 0 {
                    literalStart = x
                }
                x = end
            }
            if literalStart >= 0 { appendLiteral(row, from: literalStart, to: width) }
        }

        private mutating func appendLiteral(_ row: UnsafePointer<UInt32>, from start: Int, to end: Int) {
            segments.append(Segment(start: Int32(start), uniform: false, value: UInt32(truncatingIfNeeded: literals.count)))
            literals.append(contentsOf: UnsafeBufferPointer(start: row + start, count: end - start))
        }
    }

    /// Calls `body` for each piece of row `y` between columns `x` and `x + count`, left to
    /// right: its first column, its length, and either its one colour (`pixels` nil) or its
    /// pixels.
    @inline(__always)
    func forEachPiece(row y: Int, from x: Int, count: Int,
                      _ body: (_ x: Int, _ count: Int, _ color: UInt32, _ pixels: UnsafePointer<UInt32>?) -> Void) {
        let list = Int(rowList[y])
        let first = Int(listStart[list]), last = Int(listStart[list + 1])
        let end = min(x + count, width)
        // The segment holding `x`: the last whose start is at most `x`.
        var low = first, high = last - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if Int(segments[mid].start) <= x { low = mid } else { high = mid - 1 }
        }
        literals.withUnsafeBufferPointer { literal in
            var i = low, at = max(x, 0)
            while at < end, i < last {
                let segment = segments[i]
                let segmentEnd = i + 1 < last ? Int(segments[i + 1].start) : width
                let pieceEnd = min(segmentEnd, end)
                if pieceEnd > at {
                    if segment.uniform {
                        body(at, pieceEnd - at, segment.value, nil)
                    } else {
                        body(at, pieceEnd - at, 0, literal.baseAddress! + Int(segment.value) + (at - Int(segment.start)))
                    }
                }
                at = pieceEnd
                i += 1
            }
        }
    }
}
