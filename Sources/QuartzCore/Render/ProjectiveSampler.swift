internal import CPixman
import Foundation

/// Draws a premultiplied ARGB32 image through a projective map, bilinear, OVER a 32-bit
/// destination (ARGB32, or RGB24 whose alpha byte is taken as opaque): the common case of a 3D
/// layer's flat image, several times cheaper than pixman's general projective path (which
/// transforms and divides at every pixel and fetches through its generic bilinear fetcher).
///
/// **Sub-affine spans.** Along a destination row the source point is
/// `u(t) = (U + a·t) / (W + g·t)` (and `v` alike, with `V`, `b`): a projective function of the
/// pixel offset `t`. The sampler divides exactly at the ends of spans of `n` pixels and steps `u`
/// and `v` linearly (16.16 fixed point) in between. The error of linear interpolation over a span
/// is at most `n²/8 · max|u″|`, and `u″ = −2g·(aW − gU) / w³` (the bracket does not change along
/// the row), so with `wMin` the least `w` of the row
///
///     error ≤ n² · |g| · |aW − gU| / (4 · wMin³)
///
/// and `n` is chosen per row as the longest span (up to 256 pixels) that keeps this under
/// ``maximumError`` (1/64 of a source pixel); the 16.16 steps add at most 256 · 2⁻¹⁶ = 1/256.
/// For a turn about the horizontal axis (`g = 0`: `w` is constant along rows) the map is exactly
/// affine along each row and a row is one span. For a turn about the vertical axis
/// (flips from the left or right, cubes) the spans are a few dozen pixels.
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

    /// The largest error of the linear steps within a span, in source pixels.
    static let maximumError = 1.0 / 64
    /// The longest span between exact divisions.
    static let maximumSpan = 256

    /// A sampler for drawing an image of `sourceWidth`×`sourceHeight` pixels through
    /// `toPixels` (source pixels → destination pixels) into `area` of the destination; nil when
    /// the map is singular, or part of the area lies on or behind the eye.
    init?(toPixels: PlaneProjection, sourceWidth: Int, sourceHeight: Int, area: PixelRect) {
        guard sourceWidth >= 2, sourceHeight >= 2, area.width > 0, area.height > 0,
              var inverse = toPixels.inverted else { return nil }
        // w at the centres of the area's corner pixels: one sign throughout (w is linear).
        let xs = [Double(area.x) + 0.5, Double(area.x + area.width) - 0.5]
        let ys = [Double(area.y) + 0.5, Double(area.y + area.height) - 0.5]
        let ws = xs.flatMap { x in ys.map { y in x * inverse.r0.z + y * inverse.r1.z + inverse.r2.z } }
        let largest = ws.map(abs).max() ?? 0
        guard largest.isFinite, largest > 0 else { return nil }
        let sign: Double = ws[0] < 0 ? -1 : 1
        // Far from 0 relative to the largest: the eye's plane is not near the area.
        guard ws.allSatisfy({ $0 * sign > largest * 1e-6 }) else { return nil }
        inverse = PlaneProjection(r0: inverse.r0 * sign / largest, r1: inverse.r1 * sign / largest, r2: inverse.r2 * sign / largest)
        self.inverse = inverse
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
    }

    /// The span length for the row segment from `x0` to `x1` (exclusive) at `y` (pixel
    /// centres), from the bound above.
    func spanLength(row y: Double, from x0: Double, to x1: Double) -> Int {
        let g = inverse.r0.z
        guard g != 0 else { return Self.maximumSpan }
        let w0 = x0 * g + y * inverse.r1.z + inverse.r2.z, w1 = x1 * g + y * inverse.r1.z + inverse.r2.z
        let wMin = min(w0, w1)
        guard wMin > 0 else { return 1 }
        let u0 = x0 * inverse.r0.x + y * inverse.r1.x + inverse.r2.x
        let v0 = x0 * inverse.r0.y + y * inverse.r1.y + inverse.r2.y
        let k = max(abs(inverse.r0.x * w0 - g * u0), abs(inverse.r0.y * w0 - g * v0))
        guard k > 0 else { return Self.maximumSpan }
        let n = (4 * Self.maximumError * wMin * wMin * wMin / (abs(g) * k)).squareRoot()
        return n.isFinite ? max(1, min(Self.maximumSpan, Int(n))) : 1
    }

    /// Draws the rows of `boxes` (destination pixel rectangles, already clipped) from `source`
    /// into `destination`; strides are in pixels, `alpha` is the layer's opacity.
    func draw(from source: UnsafePointer<UInt32>, sourceStride: Int,
              into destination: UnsafeMutablePointer<UInt32>, destinationStride: Int, opaqueDestination: Bool,
              boxes: UnsafeBufferPointer<pixman_box32_t>, alpha: Double) {
        let alpha256 = UInt64(min(max(alpha, 0), 1) * 256 + 0.5)
        guard alpha256 > 0 else { return }
        let forcedAlpha: UInt32 = opaqueDestination ? 0xff00_0000 : 0
        let limitX = UInt(sourceWidth - 1), limitY = UInt(sourceHeight - 1)
        let r0 = inverse.r0, r1 = inverse.r1, r2 = inverse.r2
        for box in boxes {
            let x1 = Int(box.x1), x2 = Int(box.x2)
            guard x2 > x1 else { continue }
            for y in Int(box.y1)..<Int(box.y2) {
                let cy = Double(y) + 0.5
                let rowStart = Double(x1) + 0.5
                let n = spanLength(row: cy, from: rowStart, to: Double(x2) - 0.5)
                let base = cy * r1 + r2
                // The exact source point (minus ½, for the bilinear taps) at pixel centre x.
                func exact(_ x: Int) -> (Int, Int) {
                    let h = (Double(x) + 0.5) * r0 + base
                    let u = h.x / h.z - 0.5, v = h.y / h.z - 0.5
                    return (Self.fixed(u), Self.fixed(v))
                }
                var (u, v) = exact(x1)
                var x = x1
                let row = destination + y * destinationStride
                while x < x2 {
                    let count = min(n, x2 - x)
                    let (uEnd, vEnd) = exact(x + count)
                    let du = (uEnd - u) / count, dv = (vEnd - v) / count
                    Self.walk(source, sourceStride, limitX, limitY, row + x, count, u, v, du, dv, alpha256, forcedAlpha)
                    u = uEnd; v = vEnd
                    x += count
                }
            }
        }
    }

    /// A coordinate in 16.16 fixed point, kept within ±2²⁰ pixels (far outside any image).
    @inline(__always)
    static func fixed(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? 1 << 36 : -(1 << 36) }
        return Int((min(max(value, -1_048_576), 1_048_576) * 65536).rounded(.down))
    }

    /// `count` destination pixels from `target`, the source point stepping by `(du, dv)`.
    @inline(__always)
    static func walk(_ source: UnsafePointer<UInt32>, _ stride: Int, _ limitX: UInt, _ limitY: UInt,
                     _ target: UnsafeMutablePointer<UInt32>, _ count: Int,
                     _ u0: Int, _ v0: Int, _ du: Int, _ dv: Int, _ alpha256: UInt64, _ forcedAlpha: UInt32) {
        var u = u0, v = v0
        for i in 0..<count {
            let xi = u &>> 16, yi = v &>> 16
            let fx = UInt64(truncatingIfNeeded: (u &>> 8) & 0xff), fy = UInt64(truncatingIfNeeded: (v &>> 8) & 0xff)
            u &+= du; v &+= dv
            guard UInt(bitPattern: xi) < limitX, UInt(bitPattern: yi) < limitY else { continue }
            let p = source + (yi &* stride &+ xi)
            let a = p[0], b = p[1], c = p[stride], d = p[stride &+ 1]
            var s: UInt32
            if a == b && c == d && a == c {
                s = a
            } else {
                let top = lerp(expand(a), expand(b), fx), bottom = lerp(expand(c), expand(d), fx)
                s = compact(lerp(top, bottom, fy))
            }
            if alpha256 < 256 { s = compact(((expand(s) &* alpha256) &>> 8) & lanes) }
            let sa = s &>> 24
            if sa == 255 {
                target[i] = s
            } else if sa != 0 {
                // OVER: s + d·(255 − sa)/255, per channel (the division rounded, exactly).
                var t = expand(target[i] | forcedAlpha) &* UInt64(255 &- sa) &+ 0x0080_0080_0080_0080
                t = ((t &+ ((t &>> 8) & lanes)) &>> 8) & lanes
                target[i] = compact(t) &+ s
            }
        }
    }

    /// The 16-bit lanes of an expanded pixel.
    static let lanes: UInt64 = 0x00ff_00ff_00ff_00ff

    /// `0xAARRGGBB` → `0x00AA_00GG_00RR_00BB`: each channel in its own 16-bit lane.
    @inline(__always)
    static func expand(_ p: UInt32) -> UInt64 {
        let q = UInt64(p)
        return (q & 0x00ff_00ff) | ((q & 0xff00_ff00) &<< 24)
    }

    /// The inverse of ``expand(_:)``.
    @inline(__always)
    static func compact(_ e: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (e & 0x00ff_00ff) | ((e &>> 24) & 0xff00_ff00))
    }

    /// `a + (b − a)·f/256` in every lane, rounded (`f` in 0…255; no lane overflows 16 bits).
    @inline(__always)
    static func lerp(_ a: UInt64, _ b: UInt64, _ f: UInt64) -> UInt64 {
        ((a &* (256 &- f) &+ b &* f &+ 0x0080_0080_0080_0080) &>> 8) & lanes
    }
}
