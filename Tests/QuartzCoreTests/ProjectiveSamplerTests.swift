import Foundation
import Testing
@testable import QuartzCore
import CoreGraphics

/// The projective sampler of 3D layers against pixman's projective path, which the renderer
/// keeps for what the sampler does not draw (a layer partly behind the eye).
///
/// The image: 256×192 pixels of checkerboard in 32-px cells (opaque red, and blue at half
/// opacity, premultiplied), inside a one-pixel transparent border as every flat image has. It is
/// centred on (200, 150) of a 400×300 target, turned about an axis through its centre under
/// `m34 = −1/500`, and drawn by both paths onto the same background (a horizontal grey ramp,
/// opaque, so OVER shows). The two must agree within 2 per channel wherever the image is
/// locally uniform. Near cell boundaries and the outline they differ by design: pixman holds its
/// matrix in 16.16 fixed point (the perspective entries, about 1/500, keep few significant bits),
/// and its edges land up to about three pixels off on this image (measured), so it is compared
/// only 4 pixels from any line. The fast sampler is also checked against the projection worked
/// out here: the cell's colour OVER the background (within 2) wherever the point is more than a
/// pixel inside a cell, and the background untouched wherever it is more than a pixel outside
/// the image.
@MainActor
@Suite struct ProjectiveSamplerTests {
    static let sourceWidth = 258, sourceHeight = 194, cell = 32

    /// Premultiplied ARGB32 words of the checkerboard (with its transparent border).
    static func checkerboard() -> CairoSurface {
        let s = CairoSurface(width: sourceWidth, height: sourceHeight)
        s.flush()
        let words = UnsafeMutableRawPointer(s.data!).assumingMemoryBound(to: UInt32.self)
        let stride = s.stride / 4
        for y in 0..<sourceHeight { for x in 0..<sourceWidth {
            let inside = x > 0 && y > 0 && x < sourceWidth - 1 && y < sourceHeight - 1
            let even = ((x - 1) / cell + (y - 1) / cell) % 2 == 0
            words[y * stride + x] = !inside ? 0 : even ? 0xffff_0000 : 0x8000_0080
        } }
        s.markDirty()
        return s
    }

    /// Source pixels → target pixels: the image's centre at (200, 150), turned by `degrees`
    /// about the axis `(ax, ay, 0)`, in perspective.
    static func placement(degrees: Double, axis: (CGFloat, CGFloat)) -> PlaneProjection {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let m = CATransform3DMakeTranslation(-CGFloat(sourceWidth) / 2, -CGFloat(sourceHeight) / 2, 0)
            .concatenating(CATransform3DMakeRotation(CGFloat(degrees) * .pi / 180, axis.0, axis.1, 0))
            .concatenating(perspective)
            .concatenating(CATransform3DMakeTranslation(200, 150, 0))
        return PlaneProjection(m)
    }

    /// The target after drawing with `sampler`, and the sampler that drew.
    static func draw(_ toPixels: PlaneProjection, sampler: LayerRenderer.ProjectionSampler, opaque: Bool, alpha: Double,
                     runs: UniformRuns? = UniformRuns())
        -> (words: [UInt32], used: LayerRenderer.ProjectionSampler?) {
        let source = checkerboard()
        let target = CairoSurface(width: 400, height: 300, opaque: opaque)
        target.flush()
        let words = UnsafeMutableRawPointer(target.data!).assumingMemoryBound(to: UInt32.self)
        let stride = target.stride / 4
        for y in 0..<300 { for x in 0..<400 {
            let grey = UInt32(40 + x / 2)
            words[y * stride + x] = 0xff00_0000 | grey << 16 | grey << 8 | grey
        } }
        let used = LayerRenderer.project(source, toPixels, into: target.data!, opaque: opaque, width: 400, height: 300,
                                         stride: target.stride, clip: [PixelRect(x: 0, y: 0, width: 400, height: 300)],
                                         area: PixelRect(x: 0, y: 0, width: 400, height: 300), alpha: alpha, sampler: sampler,
                                         runs: runs)
        var out: [UInt32] = []
        out.reserveCapacity(400 * 300)
        for y in 0..<300 { for x in 0..<400 { out.append(words[y * stride + x] | (opaque ? 0xff00_0000 : 0)) } }
        return (out, used)
    }

    /// The expected word where the image is uniform: the cell's colour at `alpha`, OVER the
    /// background word `under`.
    static func over(_ cellWord: UInt32, alpha: Double, under: UInt32) -> [Double] {
        let sa = Double(cellWord >> 24) / 255 * alpha
        return [0, 8, 16, 24].map { (shift: UInt32) in
            Double((cellWord >> shift) & 0xff) * alpha + Double((under >> shift) & 0xff) * (1 - sa)
        }
    }

    @Test(arguments: [
        (15.0, 0.0, 1.0), (40, 0, 1), (65, 0, 1), (80, 0, 1), (-50, 0, 1),   // flips from the left and right
        (35, 1, 0), (-60, 1, 0),                                              // from the top and bottom
        (45, 1, 1), (-30, 1, 2),                                              // oblique axes: the general case
    ])
    func theFastSamplerAgreesWithPixmanAndTheExactProjection(degrees: Double, ax: Double, ay: Double) throws {
        let toPixels = Self.placement(degrees: degrees, axis: (CGFloat(ax), CGFloat(ay)))
        let inverse = try #require(toPixels.inverted)
        let w = Double(Self.sourceWidth - 2), h = Double(Self.sourceHeight - 2), c = Double(Self.cell)
        let background = Self.draw(toPixels, sampler: .fast, opaque: false, alpha: 0).words
        // A turn about the vertical axis is drawn column by column, one about the horizontal
        // axis row by row (one source row each), any other in row spans.
        let quad = try #require(toPixels.boundingBox(of: CGRect(x: 0, y: 0, width: Self.sourceWidth, height: Self.sourceHeight)))
        let walk = ProjectiveSampler(toPixels: toPixels, sourceWidth: Self.sourceWidth, sourceHeight: Self.sourceHeight,
                                     area: PixelRect(x: Int(quad.minX), y: Int(quad.minY), width: Int(quad.width) + 1,
                                                     height: Int(quad.height) + 1))?.walk
        #expect(walk == (ax == 0 ? .columns : ay == 0 ? .sourceRows : .rows))
        for (opaque, alpha) in [(false, 1.0), (true, 1.0), (false, 0.6)] {
            let fast = Self.draw(toPixels, sampler: .fast, opaque: opaque, alpha: alpha)
            let pixman = Self.draw(toPixels, sampler: .pixman, opaque: opaque, alpha: alpha)
            #expect(fast.used == .fast)
            #expect(pixman.used == .pixman)
            // Filling uniform runs of the image with their colour is exactly what blending
            // their four equal taps gives.
            let withoutRuns = Self.draw(toPixels, sampler: .fast, opaque: opaque, alpha: alpha, runs: nil)
            #expect(withoutRuns.words == fast.words)
            var againstPixman = 0, againstMath = 0, outside = 0
            var worstPixman = (0, 0, 0), worstMath = (0, 0, 0.0), drawnOutside = 0
            for y in 0..<300 { for x in 0..<400 {
                let i = y * 400 + x
                let s = inverse.apply(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let u = s.x / s.z - 1, v = s.y / s.z - 1   // in checkerboard pixels
                // Distance (in checkerboard pixels) from the nearest cell boundary or edge, and
                // how far outside the image the point is.
                func fromLines(_ t: Double) -> Double {
                    let r = t.truncatingRemainder(dividingBy: c)
                    return min(r, c - r)
                }
                let beyond = max(-u, -v, u - w, v - h)
                let lines = min(fromLines(u), fromLines(v))
                if beyond > 1.1 {
                    // The bilinear footprint is all transparent border: nothing is drawn.
                    outside += 1
                    if fast.words[i] != background[i] { drawnOutside += 1 }
                } else if beyond < -1.1 && lines > 1.1 {
                    againstMath += 1
                    let cellWord: UInt32 = (Int(u / c) + Int(v / c)) % 2 == 0 ? 0xffff_0000 : 0x8000_0080
                    let expected = Self.over(cellWord, alpha: alpha, under: background[i])
                    for (k, shift) in ([0, 8, 16] as [UInt32]).enumerated() {
                        let d = abs(Double((fast.words[i] >> shift) & 0xff) - expected[k])
                        if d > worstMath.2 { worstMath = (x, y, d) }
                    }
                }
                // pixman's matrix is held in 16.16 fixed point: its edges land up to about three
                // pixels off here (measured), so it is compared only 4 pixels from any line.
                if beyond > 4 || (beyond < -4 && lines > 4) {
                    againstPixman += 1
                    for shift in [0, 8, 16, 24] as [UInt32] {
                        let d = abs(Int((fast.words[i] >> shift) & 0xff) - Int((pixman.words[i] >> shift) & 0xff))
                        if d > worstPixman.2 { worstPixman = (x, y, d) }
                    }
                }
            } }
            let label = "\(degrees)° about (\(ax), \(ay)), opaque \(opaque), alpha \(alpha)"
            #expect(worstPixman.2 <= 2, "\(label): against pixman, worst \(worstPixman)")
            #expect(worstMath.2 <= 2, "\(label): against the exact projection, worst \(worstMath)")
            #expect(drawnOutside == 0, "\(label): \(drawnOutside) pixels drawn outside the image")
            // The image covers a good part of the target, and both comparisons saw much of it.
            #expect(againstMath > 8_000 && againstPixman > 6_000 && outside > 10_000,
                    "\(label): \(againstMath) pixels against the math, \(againstPixman) against pixman, \(outside) outside")
        }
    }

    /// Partly behind the eye the sampler declines and pixman (with the image cleared there) draws.
    @Test func aMapThatCrossesTheEyesPlaneIsLeftToPixman() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 100
        let m = CATransform3DMakeTranslation(-129, -97, 0)
            .concatenating(CATransform3DMakeRotation(.pi / 3, 0, 1, 0))
            .concatenating(perspective)
            .concatenating(CATransform3DMakeTranslation(200, 150, 0))
        let toPixels = PlaneProjection(m)
        #expect(ProjectiveSampler(toPixels: toPixels, sourceWidth: 258, sourceHeight: 194,
                                  area: PixelRect(x: 0, y: 0, width: 400, height: 300)) == nil)
        #expect(ProjectiveSampler(toPixels: Self.placement(degrees: 60, axis: (0, 1)), sourceWidth: 258, sourceHeight: 194,
                                  area: PixelRect(x: 0, y: 0, width: 400, height: 300)) != nil)
    }

    /// In a window 1024 pixels wide (rows 4 KB apart) the column walk goes in bands of 8 rows,
    /// and a stretch of columns that sample opaque uniform runs over a whole band is copied row
    /// by row; the row walk (a turn about the horizontal axis) fills the runs along each row.
    /// Whatever the bands, the clip's pieces and the opacity, the result is byte for byte the
    /// per-pixel walk's (every pixel blended from its four taps, no runs).
    @Test(arguments: [(20.0, 0.0, 1.0), (55, 0, 1), (-70, 0, 1), (40, 1, 0), (-65, 1, 0)])
    func runFillsEqualThePerPixelWalk(degrees: Double, ax: Double, ay: Double) throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 800
        // The checkerboard made larger, centred in a 1024×320 target, turned about its
        // vertical or horizontal axis.
        let m = CATransform3DMakeTranslation(-CGFloat(Self.sourceWidth) / 2, -CGFloat(Self.sourceHeight) / 2, 0)
            .concatenating(CATransform3DMakeScale(3, 1.5, 1))
            .concatenating(CATransform3DMakeRotation(CGFloat(degrees) * .pi / 180, CGFloat(ax), CGFloat(ay), 0))
            .concatenating(perspective)
            .concatenating(CATransform3DMakeTranslation(512, 160, 0))
        let toPixels = PlaneProjection(m)
        let source = Self.checkerboard()
        let whole = [PixelRect(x: 0, y: 0, width: 1024, height: 320)]
        let box = try #require(toPixels.boundingBox(of: CGRect(x: 0, y: 0, width: Self.sourceWidth, height: Self.sourceHeight)))
        let cardX = max(Int(box.minX), 0), cardY = max(Int(box.minY), 0)
        let card = PixelRect(x: cardX, y: cardY, width: min(Int(box.maxX) + 1, 1024) - cardX, height: min(Int(box.maxY) + 1, 320) - cardY)
        let pieces = [PixelRect(x: 0, y: 0, width: 1024, height: 37), PixelRect(x: 0, y: 37, width: 301, height: 283),
                      PixelRect(x: 301, y: 37, width: 723, height: 150), PixelRect(x: 301, y: 187, width: 723, height: 133)]
        func draw(_ clip: [PixelRect], runs: UniformRuns?, opaque: Bool, alpha: Double) -> [UInt32] {
            let target = CairoSurface(width: 1024, height: 320, opaque: opaque)
            target.flush()
            let words = UnsafeMutableRawPointer(target.data!).assumingMemoryBound(to: UInt32.self)
            let stride = target.stride / 4
            for y in 0..<320 { for x in 0..<1024 {
                let grey = UInt32(40 + x / 8 + y / 4)
                words[y * stride + x] = 0xff00_0000 | grey << 16 | grey << 8 | grey
            } }
            let used = LayerRenderer.project(source, toPixels, into: target.data!, opaque: opaque, width: 1024, height: 320,
                                             stride: target.stride, clip: clip, area: PixelRect(x: 0, y: 0, width: 1024, height: 320),
                                             alpha: alpha, runs: runs)
            #expect(used == .fast)
            // (The walk over the card's bounding box: over the whole target, the far side's
            // vanishing line can lie inside, where the sampler declines.)
            #expect(ProjectiveSampler(toPixels: toPixels, sourceWidth: Self.sourceWidth, sourceHeight: Self.sourceHeight,
                                      area: card)?.walk == (ax == 0 ? .columns : .sourceRows))
            return (0..<(320 * stride)).map { words[$0] }
        }
        for (opaque, alpha) in [(false, 1.0), (true, 1.0), (false, 0.6)] {
            let perPixel = draw(whole, runs: nil, opaque: opaque, alpha: alpha)
            let label = "\(degrees)° about (\(ax), \(ay)), opaque \(opaque), alpha \(alpha)"
            #expect(draw(whole, runs: UniformRuns(), opaque: opaque, alpha: alpha) == perPixel, "\(label), one clip rectangle")
            #expect(draw(pieces, runs: UniformRuns(), opaque: opaque, alpha: alpha) == perPixel, "\(label), four clip rectangles")
            // Rectangles from the bottom up: a column's bands no longer go downwards from one
            // rectangle to the next, so the covers found in the lower ones must not be used.
            #expect(draw(pieces.reversed(), runs: UniformRuns(), opaque: opaque, alpha: alpha) == perPixel,
                    "\(label), four clip rectangles from the bottom up")
            // The card covers much of the target: red cells drawn as red.
            let red = perPixel.filter { $0 & 0x00ff_ffff == 0x00ff_0000 }.count
            #expect(red > 10_000 || alpha < 1, "\(label): \(red) red pixels")
        }
    }

    /// The run tables against their definition, counted here block by block: for each pixel,
    /// how many 2×2 blocks from it down (along a column pair) or rightwards (along a row pair)
    /// are constant in that direction, 0 in the last row and column. Images of every width
    /// from 2 to 21 (the column table takes eight entries at a time, then the rest one by
    /// one) and an image 10 × 70,000 pixels of one colour (the counts stop at 65,535).
    @Test func theRunTablesCountTheConstantBlocks() {
        var generator = SeededNumbers(seed: 7)
        func random() -> UInt32 { generator.next() }
        for width in 2...21 {
            let height = 2 + width % 7 * 3
            // Four colours, three pixels in five the same one, so that runs of many lengths occur.
            var image = [UInt32](repeating: 0, count: width * height)
            for i in image.indices { image[i] = random() % 5 < 3 ? 0xff00_00ff : 0xff00_0000 | random() % 3 }
            let expectedDown = (0..<(width * height)).map { i -> Int in
                let x = i % width, y = i / width
                var n = 0
                while x < width - 1, y + n < height - 1,
                      image[(y + n) * width + x] == image[(y + n + 1) * width + x],
                      image[(y + n) * width + x + 1] == image[(y + n + 1) * width + x + 1] { n += 1 }
                return n
            }
            let expectedAcross = Self.blocksAcross(image, width: width, height: height)
            image.withUnsafeBufferPointer { pixels in
                // (The tables belong to `runs`: it must outlive their reading.)
                let runs = UniformRuns()
                withExtendedLifetime(runs) {
                    let down = runs.table(of: pixels.baseAddress!, stride: width, width: width, height: height)
                    let across = runs.acrossTable(of: pixels.baseAddress!, stride: width, width: width, height: height)
                    #expect((0..<(width * height)).map { Int(down[$0]) } == expectedDown, "\(width)×\(height), down")
                    #expect((0..<(width * height)).map { Int(across[$0]) } == expectedAcross, "\(width)×\(height), across")
                }
            }
        }
        // 10 wide: eight entries of each row by SSE2 and the ninth alone. Row y has 69,999 − y
        // constant blocks below it.
        let tall = [UInt32](repeating: 0xff12_3456, count: 10 * 70_000)
        tall.withUnsafeBufferPointer { pixels in
            let runs = UniformRuns()
            withExtendedLifetime(runs) {
                let down = runs.table(of: pixels.baseAddress!, stride: 10, width: 10, height: 70_000)
                for (row, expected) in [(0, 65_535), (4_463, 65_535), (4_464, 65_535), (4_465, 65_534), (69_998, 1), (69_999, 0)] {
                    #expect((0..<10).map { Int(down[row * 10 + $0]) } == Array(repeating: expected, count: 9) + [0], "row \(row)")
                }
            }
        }
    }

    /// The run table along rows by its definition: for each pixel, how many 2×2 blocks from it
    /// rightwards have a right column equal to their left one, counted block by block.
    static func blocksAcross(_ image: [UInt32], width: Int, height: Int) -> [Int] {
        (0..<(width * height)).map { i -> Int in
            let x = i % width, y = i / width
            var n = 0
            while y < height - 1, x + n < width - 1,
                  image[y * width + x + n] == image[y * width + x + n + 1],
                  image[(y + 1) * width + x + n] == image[(y + 1) * width + x + n + 1] { n += 1 }
            return n
        }
    }

    /// The run table along rows where its groups of eight blocks are all constant, all not, or
    /// mixed (the three ways it stores a group): rows of long stretches of one colour, rows that
    /// change at every pixel and rows that change now and then, every width from 2 to 41,
    /// against the definition counted block by block; and an image 70,010 × 2 of one colour,
    /// whose counts stop at 65,535 from the left and fall by one a pixel over the last 65,535.
    @Test func theRunTableAlongRowsInGroupsOfEight() {
        var generator = SeededNumbers(seed: 99)
        func random() -> UInt32 { generator.next() }
        for width in 2...41 {
            let height = 6
            var image = [UInt32](repeating: 0, count: width * height)
            for y in 0..<height {
                var colour: UInt32 = 0xff00_0000
                for x in 0..<width {
                    switch y % 3 {
                    case 0: if random() % 23 == 0 { colour ^= 0x0000_00ff }   // long stretches
                    case 1: colour = 0xff00_0000 | UInt32(x % 2)               // a change at every pixel
                    default: if random() % 4 == 0 { colour ^= 0x0000_ff00 }   // short stretches
                    }
                    image[y * width + x] = colour
                }
            }
            let expected = Self.blocksAcross(image, width: width, height: height)
            image.withUnsafeBufferPointer { pixels in
                let runs = UniformRuns()
                withExtendedLifetime(runs) {
                    let across = runs.acrossTable(of: pixels.baseAddress!, stride: width, width: width, height: height)
                    #expect((0..<(width * height)).map { Int(across[$0]) } == expected, "\(width)×\(height)")
                }
            }
        }
        let width = 70_010
        let wide = [UInt32](repeating: 0xff65_4321, count: width * 2)
        wide.withUnsafeBufferPointer { pixels in
            let runs = UniformRuns()
            withExtendedLifetime(runs) {
                let across = runs.acrossTable(of: pixels.baseAddress!, stride: width, width: width, height: 2)
                // Column x has 70,009 − x constant blocks to its right.
                for x in [0, 1, 4_473, 4_474, 4_475, 4_476, 69_000, 70_007, 70_008, 70_009] {
                    #expect(Int(across[x]) == min(70_009 - x, 65_535), "column \(x)")
                    #expect(across[width + x] == 0, "last row, column \(x)")
                }
            }
        }
    }

    /// The samples a walk takes along a pair of source lines (in SSE2 on x86-64) are exactly
    /// the four taps blended as the definition says: down a column, across the two columns in
    /// each row and then down (``ProjectiveSampler/Sample/blend(_:_:_:into:)``, written
    /// independently); along a row, across the two rows at each column and then along — and
    /// equal to the 64-bit fallback, at every weight from 0 to 255 across and along.
    @Test func lineSamplesBlendTheFourTapsExactly() {
        let width = 9, height = 40
        var state: UInt32 = 12_345
        var image = [UInt32](repeating: 0, count: width * height)
        for i in image.indices {
            state = state &* 1_103_515_245 &+ 12_345
            let a = state >> 24, r = (state >> 16 & 0xff) * a / 255, g = (state >> 8 & 0xff) * a / 255
            image[i] = a << 24 | r << 16 | g << 8 | (a / 3)
        }
        // The lerp of two premultiplied pixels, channel by channel, rounded: the definition.
        func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
            var out: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let x = (a >> shift) & 0xff, y = (b >> shift) & 0xff
                let mixed: UInt32 = (x * (256 - f) + y * f + 128) >> 8
                out |= mixed << shift
            }
            return out
        }
        image.withUnsafeBufferPointer { pixels in
            let base = pixels.baseAddress!
            let sample = ProjectiveSampler.Sample(source: base, stride: width, limitX: UInt(width - 1),
                                                  limitY: UInt(height - 1), alpha256: 256, forcedAlpha: 0)
            var mismatches = 0, compared = 0
            for across in 0..<256 where across % 5 == 0 || across == 255 {
                let column = ProjectiveSampler.ColumnPair(sample, xi: 3, fx: across)
                let row = ProjectiveSampler.RowPair(sample, yi: 4, fy: across)
                for along in 0..<256 {
                    let y = (along * 7) % (height - 1), x = along % (width - 1)
                    // Down the column at row y + along/256; along the row at column x + along/256.
                    let t = (y << 32) | (along << 24), u = (x << 32) | (along << 24)
                    var fresh: UInt32 = 0
                    sample.blend(base + y * width + 3, UInt64(across), UInt64(along), into: &fresh)
                    let p = base + y * width + 3
                    let down = lerp(lerp(p[0], p[1], UInt32(across)), lerp(p[width], p[width + 1], UInt32(across)), UInt32(along))
                    let q = base + 4 * width + x
                    let alongRow = lerp(lerp(q[0], q[width], UInt32(across)), lerp(q[1], q[width + 1], UInt32(across)), UInt32(along))
                    if column.sample(t) != down || column.scalarSample(t) != down || fresh != down {
                        mismatches += 1
                    }
                    if row.sample(u) != alongRow || row.scalarSample(u) != alongRow { mismatches += 1 }
                    // The colour of a uniform run: the blend across alone.
                    if column.blend(at: y) != lerp(p[0], p[1], UInt32(across)) { mismatches += 1 }
                    if row.blend(at: x) != lerp(q[0], q[width], UInt32(across)) { mismatches += 1 }
                    compared += 1
                }
            }
            #expect(compared > 13_000)
            #expect(mismatches == 0)
        }
    }
}

/// A small linear congruential generator: the same numbers on every run.
private struct SeededNumbers {
    var state: UInt32

    init(seed: UInt32) { state = seed }

    /// The next number, 0 ..< 65,536.
    mutating func next() -> UInt32 {
        state = state &* 1_103_515_245 &+ 12_345
        return state >> 16
    }
}
