import Foundation
#if arch(x86_64)
internal import _Builtin_intrinsics.intel
#endif

/// Draws a premultiplied ARGB32 image through a projective map, bilinear, OVER a 32-bit
/// destination (ARGB32, or RGB24 whose alpha byte is taken as opaque): the common case of a 3D
/// layer's flat image, several times cheaper than pixman's general projective path (which
/// transforms and divides at every pixel and fetches through its generic bilinear fetcher).
///
/// **Columns.** Turned about the vertical axis (flips from the left or right, cubes), every
/// destination column maps to one source column: the inverse map's `w` and `u` do not depend
/// on the destination row, so `u(x)` is constant down a column and `v = v₀(x) + y·dv(x)` is
/// linear in the row. The sampler works out `u`, `v₀` and `dv` once per column (32.32 fixed
/// point: the position is exact to 2⁻³² per row stepped), and the inner loop fetches and blends.
///
/// **Rows.** Turned about the horizontal axis (flips from the top or bottom), the same holds
/// with rows and columns exchanged: `w` and `v` do not change along a destination row, so each
/// row samples one pair of source rows, and `u = u₀(y) + x·du(y)` is linear along it.
///
/// Both walks fill the stretches where the image does not change along the walk with one
/// colour (``UniformRuns``), without fetching or blending.
///
/// **Sub-affine spans** for any other map. Along a destination row the source point is
/// `u(t) = (U + a·t) / (W + g·t)` (and `v` alike, with `V`, `b`): a projective function of the
/// pixel offset `t`. The sampler divides exactly at the ends of spans of `n` pixels and steps `u`
/// and `v` linearly in between. The error of linear interpolation over a span is at most
/// `n²/8 · max|u″|`, and `u″ = −2g·(aW − gU) / w³` (the bracket does not change along the row),
/// so with `wMin` the least `w` of the row
///
///     error ≤ n² · |g| · |aW − gU| / (4 · wMin³)
///
/// and `n` is chosen per row as the longest span (up to 256 pixels) that keeps this under
/// ``maximumError`` (1/64 of a source pixel); the fixed-point steps add at most 256 · 2⁻³².
/// Turned about the horizontal axis (`g = 0`: `w` is constant along rows) the map is exactly
/// affine along each row and a row is one span.
///
/// **Sampling** follows pixman's bilinear filter with `PIXMAN_REPEAT_PAD`, as the pixman path
/// is set up: a destination pixel's centre `(x + ½, y + ½)` maps to `(u, v)`, and the four
/// pixels around `(u − ½, v − ½)` are blended with 8-bit weights (pixman uses 7). A pixel whose
/// four neighbours are not all inside the image samples only the image's transparent border
/// (every flat image has one), so it is skipped.
///
/// The map must keep the whole drawn area in front of the eye: ``init(toPixels:sourceWidth:sourceHeight:area:)``
/// is nil when `w` of the inverse map changes sign over the area (part of the layer behind the
/// eye: the pixman path with its cleared image draws that).
struct ProjectiveSampler {
    /// Destination pixel → source pixel (homogeneous), scaled so that `w > 0` over the area.
    let inverse: PlaneProjection
    let sourceWidth: Int, sourceHeight: Int
    /// The destination pixels drawn (the boxes given to ``draw`` lie inside).
    let area: PixelRect
    /// How the source point moves over the destination.
    let walk: Walk

    enum Walk {
        /// Each destination column maps to one source column (a turn about the vertical axis):
        /// `u` and the step of `v` per row are worked out once per column, exactly.
        case columns
        /// Each destination row maps to one source row (a turn about the horizontal axis): `v`
        /// and the step of `u` per pixel are worked out once per row, exactly.
        case sourceRows
        /// Spans along rows with exact divides at their ends (any other map; one span per row
        /// when `w` is constant along rows).
        case rows
    }

    /// The largest error of the linear steps within a span, in source pixels.
    static let maximumError = 1.0 / 64
    /// The longest span between exact divisions when `w` changes along rows.
    static let maximumSpan = 256
    /// The number of fractional bits of the fixed-point source coordinates.
    static let fraction = 32

    /// A sampler for drawing an image of `sourceWidth`×`sourceHeight` pixels through
    /// `toPixels` (source pixels → destination pixels) into `area` of the destination; nil when
    /// the map is singular, or part of the area lies on or behind the eye.
    init?(toPixels: PlaneProjection, sourceWidth: Int, sourceHeight: Int, area: PixelRect) {
        guard sourceWidth >= 2, sourceHeight >= 2, area.width > 0, area.height > 0,
              var inverse = toPixels.inverted else { return nil }
        // w at the centres of the area's corner pixels: one sign throughout (w is linear).
        let left = Double(area.x) + 0.5, right = Double(area.x + area.width) - 0.5
        let top = Double(area.y) + 0.5, bottom = Double(area.y + area.height) - 0.5
        let corners = [(left, top), (right, top), (left, bottom), (right, bottom)]
        let ws = corners.map { $0.0 * inverse.r0.z + $0.1 * inverse.r1.z + inverse.r2.z }
        let largest = ws.map(abs).max() ?? 0
        guard largest.isFinite, largest > 0 else { return nil }
        let sign: Double = ws[0] < 0 ? -1 : 1
        // Far from 0 relative to the largest: the eye's plane is not near the area.
        guard ws.allSatisfy({ $0 * sign > largest * 1e-6 }) else { return nil }
        inverse = PlaneProjection(r0: inverse.r0 * sign / largest, r1: inverse.r1 * sign / largest, r2: inverse.r2 * sign / largest)
        self.inverse = inverse
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.area = area
        // One source column per destination column when u and w do not change down a column
        // (to a thousandth of a pixel, and a millionth of w, over the area's height).
        let wMin = ws.map { $0 * sign / largest }.min()!
        let u = corners.map { (inverse.r0.x * $0.0 + inverse.r1.x * $0.1 + inverse.r2.x) / ($0.0 * inverse.r0.z + $0.1 * inverse.r1.z + inverse.r2.z) }
        let columnwise = abs(inverse.r1.z) * Double(area.height) <= 1e-6 * wMin && abs(u[0] - u[2]) < 1e-3 && abs(u[1] - u[3]) < 1e-3
        // One source row per destination row alike, when w does not change along rows and v
        // does not along the area's top and bottom rows.
        let v = corners.map { (inverse.r0.y * $0.0 + inverse.r1.y * $0.1 + inverse.r2.y) / ($0.0 * inverse.r0.z + $0.1 * inverse.r1.z + inverse.r2.z) }
        let rowwise = abs(inverse.r0.z) * Double(area.width) <= 1e-6 * wMin && abs(v[0] - v[1]) < 1e-3 && abs(v[2] - v[3]) < 1e-3
        walk = columnwise ? .columns : rowwise ? .sourceRows : .rows
    }

    /// The span length for the row segment from `x0` to `x1` (pixel centres) at `y`, from the
    /// bound above.
    func spanLength(row y: Double, from x0: Double, to x1: Double) -> Int {
        let g = inverse.r0.z
        guard g != 0 else { return Int.max }
        let w0 = x0 * g + y * inverse.r1.z + inverse.r2.z, w1 = x1 * g + y * inverse.r1.z + inverse.r2.z
        let wMin = min(w0, w1)
        guard wMin > 0 else { return 1 }
        let u0 = x0 * inverse.r0.x + y * inverse.r1.x + inverse.r2.x
        let v0 = x0 * inverse.r0.y + y * inverse.r1.y + inverse.r2.y
        let k = max(abs(inverse.r0.x * w0 - g * u0), abs(inverse.r0.y * w0 - g * v0))
        guard k > 0 else { return Int.max }
        let n = (4 * Self.maximumError * wMin * wMin * wMin / (abs(g) * k)).squareRoot()
        return n.isFinite ? max(1, min(Self.maximumSpan, Int(n))) : 1
    }

    /// Draws `rectangles` of the destination (inside ``area``) from `source` into
    /// `destination`; strides are in pixels, `alpha` is the layer's opacity. With the
    /// ``Walk/columns`` walk the rectangles can be the clip's (each column's rows are found
    /// exactly, and with ``Walk/sourceRows`` each row's pixels); with ``Walk/rows`` they must already be cut to the projected quad's spans (a
    /// pixel sampling only the transparent border is skipped, but a span is stepped whole).
    func draw(from source: UnsafePointer<UInt32>, sourceStride: Int,
              into destination: UnsafeMutablePointer<UInt32>, destinationStride: Int, opaqueDestination: Bool,
              rectangles: [PixelRect], alpha: Double, runs: UniformRuns? = nil) {
        let alpha256 = UInt64(min(max(alpha, 0), 1) * 256 + 0.5)
        guard alpha256 > 0 else { return }
        let pixel = Sample(source: source, stride: sourceStride, limitX: UInt(sourceWidth - 1), limitY: UInt(sourceHeight - 1),
                           alpha256: alpha256, forcedAlpha: opaqueDestination ? 0xff00_0000 : 0)
        switch walk {
        case .columns:
            // (Two bytes a pixel: not for images past 2²⁴ pixels, 32 MB of runs.)
            let table = sourceWidth * sourceHeight > 1 << 24 ? nil
                : runs?.table(of: source, stride: sourceStride, width: sourceWidth, height: sourceHeight)
            // A layer at full opacity (most of them) gets its own copy of the walk, with the
            // opacity's scaling of every sample compiled out.
            if alpha256 == 256 {
                let opaque = Sample(source: source, stride: sourceStride, limitX: pixel.limitX, limitY: pixel.limitY,
                                    alpha256: 256, forcedAlpha: pixel.forcedAlpha)
                drawColumns(opaque, into: destination, destinationStride, rectangles, runs: table)
            } else {
                drawColumns(pixel, into: destination, destinationStride, rectangles, runs: table)
            }
        case .sourceRows:
            let table = sourceWidth * sourceHeight > 1 << 24 ? nil
                : runs?.acrossTable(of: source, stride: sourceStride, width: sourceWidth, height: sourceHeight)
            drawSourceRows(pixel, into: destination, destinationStride, rectangles, runs: table)
        case .rows: drawRows(pixel, into: destination, destinationStride, rectangles)
        }
    }

    /// Column by column: `u(x)` and `v(x, y) = v₀(x) + y·dv(x)` exactly, with the rows where
    /// the four taps lie inside the image, from a table of the area's columns; then a 1-D walk
    /// down each column in bands of up to 64 rows (so the destination rows a band touches stay
    /// in the cache from one column to the next), where stretches of columns that sample opaque
    /// uniform runs over a whole band are copied row by row.
    @inline(__always)
    private func drawColumns(_ pixel: Sample, into destination: UnsafeMutablePointer<UInt32>, _ destinationStride: Int,
                             _ rectangles: [PixelRect], runs: UnsafePointer<UInt16>?) {
        let r0 = inverse.r0, r1 = inverse.r1, r2 = inverse.r2
        let middle = Double(area.y) + Double(area.height) / 2
        let table = UnsafeMutablePointer<Column>.allocate(capacity: area.width)
        defer { table.deallocate() }
        let firstRow = area.y, endRow = area.y + area.height
        // v must stay in 0 ..< (height − 1) (in fixed point, inclusive bounds).
        let lo = 0, hi = (sourceHeight - 1) << Self.fraction - 1
        // Without a run table every column reads one zero entry (a stride of 0): never a run.
        let zero = runs == nil ? UnsafeMutablePointer<UInt16>.allocate(capacity: 1) : nil
        zero?.initialize(to: 0)
        defer { zero?.deallocate() }
        let runBase = runs ?? UnsafePointer(zero!), runStride = runs == nil ? 0 : sourceWidth, runStep = runs == nil ? 0 : 1
        for i in 0..<area.width {
            let x = Double(area.x + i) + 0.5
            let w = x * r0.z + middle * r1.z + r2.z
            let u = Self.fixed((x * r0.x + middle * r1.x + r2.x) / w - 0.5)
            // v at the centre of row y: (x·r0.y + (y + ½)·r1.y + r2.y) / w − ½.
            let v0 = Self.fixed((x * r0.y + 0.5 * r1.y + r2.y) / w - 0.5)
            let dv = Self.fixed(min(max(r1.y / w, -4096), 4096))
            let xi = u >> Self.fraction
            var rows = (start: 0, end: 0)
            if UInt(bitPattern: xi) < pixel.limitX {
                if dv > 0 {
                    rows = (Self.ceilDiv(lo - v0, dv), Self.floorDiv(hi - v0, dv) + 1)
                } else if dv < 0 {
                    rows = (Self.ceilDiv(hi - v0, dv), Self.floorDiv(lo - v0, dv) + 1)
                } else if v0 >= lo && v0 <= hi {
                    rows = (firstRow, endRow)
                }
            }
            // (The run entries of a column outside the image are never read: it has no rows.)
            table[i] = Column(xi: xi, runs: runBase + xi &* runStep, fx: (u >> (Self.fraction - 8)) & 0xff,
                              v0: v0, dv: dv, start: max(rows.start, firstRow), end: min(rows.end, endRow))
        }
        // Bands of rows: a band's rows are a stride apart, and when the stride is a multiple of
        // 4 KB they all fall in one set of the (8-way) L1 cache; a band that fits the set stays
        // cached from one column to the next (at 1024 pixels a row, bands of 8 rows walk in
        // half the time of bands of 64). A column keeps the uniform run it is in (the rows it
        // covers and its colour) from one band to the next.
        //
        // Where neighbouring columns each lie in an opaque uniform run over the whole band
        // (most of an interface: its flat backgrounds), the band is filled row by row: each row
        // of such a stretch of columns is a copy of their colours (`fills`), contiguous, instead
        // of a strided walk per column.
        let fills = UnsafeMutablePointer<UInt32>.allocate(capacity: area.width)
        defer { fills.deallocate() }
        // Where each column's cover ends (the rows from its start on, down to `coverEnds[i]`,
        // sample one opaque run: the run the column's walk ended in). A cover is kept only when
        // its run starts in the band of the walk that found it or above, so only its end needs
        // checking, as long as a column's bands go downwards:
        // a rectangle that starts above rows already walked in any of its columns (never with
        // a clip's banded rectangles) forgets its columns' covers.
        let coverEnds = UnsafeMutablePointer<Int32>.allocate(capacity: area.width)
        defer { coverEnds.deallocate() }
        coverEnds.initialize(repeating: Int32.min, count: area.width)
        var walked: [(x1: Int, x2: Int, bottom: Int)] = []
        let strideBytes = destinationStride * 4
        let sets = 4096 / Self.gcd(max(strideBytes, 1), 4096)
        let band = min(8 * sets, 64)
        for r in rectangles {
            let x1 = max(r.x, area.x), x2 = min(r.x + r.width, area.x + area.width)
            let y1 = max(r.y, firstRow), y2 = min(r.y + r.height, endRow)
            guard x1 < x2, y1 < y2 else { continue }
            if walked.contains(where: { $0.x1 < x2 && x1 < $0.x2 && y1 < $0.bottom }) {
                (coverEnds + (x1 - area.x)).update(repeating: Int32.min, count: x2 - x1)
            }
            walked.append((x1, x2, y2))
            var top = y1
            while top < y2 {
                let bottom = min(top + band, y2)
                let bottom32 = Int32(truncatingIfNeeded: bottom)
                var x = x1
                while x < x2 {
                    let i = x &- area.x
                    if bottom32 <= coverEnds[i] {
                        // A stretch of columns covered over the whole band: copied row by row.
                        let stretchEnd = Self.coverEnd(coverEnds, from: i &+ 1, to: x2 &- area.x, bottom: bottom32) &+ area.x
                        let colours = fills + i, count = stretchEnd &- x
                        var row = destination + (top &* destinationStride &+ x)
                        for _ in top..<bottom {
                            row.update(from: colours, count: count)
                            row += destinationStride
                        }
                        x = stretchEnd
                        continue
                    }
                    x &+= 1
                    let c = table + i
                    let start = max(top, c.pointee.start), end = min(bottom, c.pointee.end)
                    guard start < end else { continue }
                    let target = destination + (start &* destinationStride &+ x &- 1)
                    Self.walk(c, ColumnPair(pixel, xi: c.pointee.xi, fx: c.pointee.fx), pixel, from: start, to: end,
                              into: target, destinationStride, runStride: runStride, cover: coverEnds + i, fill: fills + i)
                }
                top = bottom
            }
        }
    }

    /// Row by row: `v(y)` and `u(x, y) = u₀(y) + x·du(y)` exactly, with the pixels where the
    /// four taps lie inside the image; then a walk along each row that fills the stretches
    /// sampling a run of ``UniformRuns/acrossTable(of:stride:width:height:)`` with its colour
    /// (stores to one row, consecutive: no bands needed).
    private func drawSourceRows(_ pixel: Sample, into destination: UnsafeMutablePointer<UInt32>, _ destinationStride: Int,
                                _ rectangles: [PixelRect], runs: UnsafePointer<UInt16>?) {
        let r0 = inverse.r0, r1 = inverse.r1, r2 = inverse.r2
        let middle = Double(area.x) + Double(area.width) / 2
        // u must stay in 0 ..< (width − 1) (in fixed point, inclusive bounds).
        let lo = 0, hi = (sourceWidth - 1) << Self.fraction - 1
        for r in rectangles {
            let x1 = max(r.x, area.x), x2 = min(r.x + r.width, area.x + area.width)
            let y1 = max(r.y, area.y), y2 = min(r.y + r.height, area.y + area.height)
            guard x1 < x2, y1 < y2 else { continue }
            for y in y1..<y2 {
                let cy = Double(y) + 0.5
                let w = middle * r0.z + cy * r1.z + r2.z
                let v = Self.fixed((middle * r0.y + cy * r1.y + r2.y) / w - 0.5)
                let yi = v >> Self.fraction
                guard UInt(bitPattern: yi) < pixel.limitY else { continue }
                // u at the centre of column x: ((x + ½)·r0.x + cy·r1.x + r2.x) / w − ½.
                let u0 = Self.fixed((0.5 * r0.x + cy * r1.x + r2.x) / w - 0.5)
                let du = Self.fixed(min(max(r0.x / w, -4096), 4096))
                var columns = (start: 0, end: 0)
                if du > 0 {
                    columns = (Self.ceilDiv(lo - u0, du), Self.floorDiv(hi - u0, du) + 1)
                } else if du < 0 {
                    columns = (Self.ceilDiv(hi - u0, du), Self.floorDiv(lo - u0, du) + 1)
                } else if u0 >= lo && u0 <= hi {
                    columns = (x1, x2)
                }
                let start = max(columns.start, x1), end = min(columns.end, x2)
                guard start < end else { continue }
                let line = RowPair(pixel, yi: yi, fy: (v >> (Self.fraction - 8)) & 0xff)
                let target = destination + (y &* destinationStride &+ start)
                let u = u0 &+ start &* du
                if let runs {
                    var run = Run()
                    pixel.walk(line, from: u, by: du, into: target, 1, steps: start..<end, runs: runs + yi &* sourceWidth,
                               runStride: 1, run: &run)
                } else {
                    pixel.walk(line, from: u, by: du, into: target, 1, count: end &- start)
                }
            }
        }
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    @inline(__always)
    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    @inline(__always)
    static func ceilDiv(_ a: Int, _ b: Int) -> Int { -floorDiv(-a, b) }

    /// One destination column: its source column and weight, the start and step of `v` (fixed
    /// point), the rows (`start ..< end`) whose four taps lie inside the image, and the last
    /// uniform run its walk met (the rows `runStart ..< runEnd`, and its colour as drawn).
    private struct Column {
        /// The column's source column, and its entry of the run table in row 0.
        let xi: Int, runs: UnsafePointer<UInt16>
        let fx: Int, v0: Int, dv: Int, start: Int, end: Int
        var runStart = 0, runEnd = 0
        var colour: UInt32 = 0
    }

    /// The rows `start ..< end` of column `c` (`start` ≥ its `start`, `end` ≤ its `end`), down
    /// from `target`: the run kept from the band above filled as far as it reaches, then samples
    /// blended one by one until the walk lands in a run of the column's entries of
    /// ``UniformRuns`` (`runStride` apart), which is filled with its colour and kept in `c`.
    /// When the run kept reaches below the band (and the column's rows do) and is drawn as an
    /// opaque colour, the rows it covers from the band on are copied row by row with its
    /// neighbours': its colour goes to `fill` and the row it ends at to `cover`.
    @inline(__always)
    private static func walk(_ c: UnsafeMutablePointer<Column>, _ line: ColumnPair, _ pixel: Sample, from start: Int, to end: Int,
                             into target: UnsafeMutablePointer<UInt32>, _ targetStride: Int, runStride: Int,
                             cover: UnsafeMutablePointer<Int32>, fill: UnsafeMutablePointer<UInt32>) {
        var y = start, target = target
        let dv = c.pointee.dv, runs = c.pointee.runs
        // (A run kept from a rectangle lower down may start below.)
        var runEnd = c.pointee.runStart <= y ? c.pointee.runEnd : y
        var colour = c.pointee.colour
        while true {
            if y < runEnd {
                if runEnd >= end {
                    pixel.fill(drawn: colour, count: end &- y, into: target, targetStride)
                    if runEnd > end && colour >= 0xff00_0000 {
                        fill.pointee = colour
                        cover.pointee = Int32(truncatingIfNeeded: min(runEnd, c.pointee.end))
                    }
                    return
                }
                let n = runEnd &- y
                pixel.fill(drawn: colour, count: n, into: target, targetStride)
                y = runEnd
                target += n &* targetStride
            }
            var t = c.pointee.v0 &+ y &* dv
            var i = t &>> fraction
            var k = Int(runs[i &* runStride])
            while k == 0 {
                pixel.put(line.sample(t), into: target)
                y &+= 1
                if y == end { return }
                t &+= dv
                target += targetStride
                i = t &>> fraction
                k = Int(runs[i &* runStride])
            }
            runEnd = y &+ (Self.steps(from: t, by: dv, inLines: i, count: k) ?? (c.pointee.end &- y))
            colour = pixel.drawn(line.blend(at: i))
            c.pointee.runStart = y
            c.pointee.runEnd = runEnd
            c.pointee.colour = colour
        }
    }

    /// How many steps of a walk from `t` (fixed point, in line `i`) by `dt` have their first tap
    /// in lines `i ..< i + count` (t counts in whole lines from `i` up to below `i + count`); a
    /// walk upwards knows only line `i`. Nil for a walk that does not move: every step stays.
    @inline(__always)
    static func steps(from t: Int, by dt: Int, inLines i: Int, count: Int) -> Int? {
        if dt > 0 { return (((i &+ count) &<< fraction) &- 1 &- t) / dt &+ 1 }
        if dt < 0 { return (t &- (i &<< fraction)) / (0 &- dt) &+ 1 }
        return nil
    }

    /// The first index from `i` below `limit` whose cover ends above `bottom` (or `limit`).
    @inline(__always)
    private static func coverEnd(_ ends: UnsafePointer<Int32>, from i: Int, to limit: Int, bottom: Int32) -> Int {
        var j = i
        #if arch(x86_64)
        // Four columns at a time: most stretches are dozens of columns wide.
        let b = _mm_set1_epi32(bottom)
        while j &+ 4 <= limit {
            let shorter = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmplt_epi32(SSE2.load(ends + j), b)))
            if shorter != 0 { return j &+ Int(shorter.trailingZeroBitCount) }
            j &+= 4
        }
        #endif
        while j < limit && bottom <= ends[j] { j &+= 1 }
        return j
    }

    /// Destination rows of a column (or columns of a row) whose taps all lie in one uniform run
    /// of the image, and its colour.
    struct Run {
        var rows: Range<Int> = 0..<0
        var colour: UInt32 = 0
    }

    /// Row by row in spans, with exact divides at the ends of each span.
    private func drawRows(_ pixel: Sample, into destination: UnsafeMutablePointer<UInt32>, _ destinationStride: Int,
                          _ rectangles: [PixelRect]) {
        let r0 = inverse.r0, r1 = inverse.r1, r2 = inverse.r2
        for box in rectangles where box.width > 0 {
            let x1 = box.x, x2 = box.x + box.width
            for y in box.y..<(box.y + box.height) {
                let cy = Double(y) + 0.5
                let n = spanLength(row: cy, from: Double(x1) + 0.5, to: Double(x2) - 0.5)
                // The homogeneous source point of the pixel centre, stepped span by span.
                var h = (Double(x1) + 0.5) * r0 + cy * r1 + r2
                var u = Self.fixed(h.x / h.z - 0.5), v = Self.fixed(h.y / h.z - 0.5)
                var x = x1
                let row = destination + y &* destinationStride
                while x < x2 {
                    let count = min(n, x2 - x)
                    h += Double(count) * r0
                    let uEnd = Self.fixed(h.x / h.z - 0.5), vEnd = Self.fixed(h.y / h.z - 0.5)
                    let du = (uEnd &- u) / count, dv = (vEnd &- v) / count
                    let target = row + x
                    for i in 0..<count {
                        pixel.draw(u: u, v: v, into: target + i)
                        u &+= du; v &+= dv
                    }
                    u = uEnd; v = vEnd
                    x += count
                }
            }
        }
    }

    /// A coordinate in fixed point (``fraction`` bits), kept within ±2²⁰ pixels (far outside
    /// any image).
    @inline(__always)
    static func fixed(_ value: Double) -> Int {
        let limit = 1_048_576.0
        guard value.isFinite else { return value > 0 ? Int(limit) << fraction : -Int(limit) << fraction }
        // Truncating a positive number is rounding down.
        return Int((min(max(value, -limit), limit) + limit) * 4_294_967_296) &- (Int(limit) << fraction)
    }
}
