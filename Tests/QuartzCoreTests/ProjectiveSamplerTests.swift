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
        // A turn about the vertical axis is drawn column by column, any other in row spans.
        let quad = try #require(toPixels.boundingBox(of: CGRect(x: 0, y: 0, width: Self.sourceWidth, height: Self.sourceHeight)))
        let walk = ProjectiveSampler(toPixels: toPixels, sourceWidth: Self.sourceWidth, sourceHeight: Self.sourceHeight,
                                     area: PixelRect(x: Int(quad.minX), y: Int(quad.minY), width: Int(quad.width) + 1,
                                                     height: Int(quad.height) + 1))?.walk
        #expect(walk == (ax == 0 ? .columns : .rows))
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
}
