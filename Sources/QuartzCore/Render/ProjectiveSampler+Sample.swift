import Foundation
#if arch(x86_64)
internal import _Builtin_intrinsics.intel
#endif

extension ProjectiveSampler {
    /// One destination pixel from the source point `(u, v)` (fixed point, already minus ½).
    struct Sample {
        let source: UnsafePointer<UInt32>
        let stride: Int
        let limitX: UInt, limitY: UInt
        let alpha256: UInt64
        let forcedAlpha: UInt32
        #if arch(x86_64)
        /// Both weights of a lerp for each weight (read once per draw, not per walk).
        let weights = lerpWeightTable.entries
        #endif

        @inline(__always)
        func draw(u: Int, v: Int, into target: UnsafeMutablePointer<UInt32>) {
            let xi = u &>> fraction, yi = v &>> fraction
            guard UInt(bitPattern: xi) < limitX, UInt(bitPattern: yi) < limitY else { return }
            let fx = UInt64(truncatingIfNeeded: (u &>> (fraction - 8)) & 0xff)
            blend(source + (yi &* stride &+ xi), fx, UInt64(truncatingIfNeeded: (v &>> (fraction - 8)) & 0xff), into: target)
        }

        /// `count` pixels along a walk from `target` (a destination column or row, `targetStride`
        /// apart), sampling the pair of source lines `line` (see ``LinePair``) from `t` on,
        /// stepping by `dt`; every step's taps lie inside the image.
        @inline(__always)
        func walk<Pair: LinePair>(_ line: Pair, from t: Int, by dt: Int, into target: UnsafeMutablePointer<UInt32>,
                                  _ targetStride: Int, count: Int) {
            var t = t, target = target
            for _ in 0..<count {
                put(line.sample(t), into: target)
                t &+= dt
                target += targetStride
            }
        }

        /// The same for the steps `steps`, filling each stretch of the walk that samples a run of
        /// the image that does not change along the pair of lines (`runs`: the entries of
        /// ``UniformRuns`` for the line's first step, `runStride` apart from step to step) with
        /// the run's colour; `run` is the last stretch found, kept for the walk's next band.
        @inline(__always)
        func walk<Pair: LinePair>(_ line: Pair, from t: Int, by dt: Int, into target: UnsafeMutablePointer<UInt32>,
                                  _ targetStride: Int, steps: Range<Int>, runs: UnsafePointer<UInt16>, runStride: Int,
                                  run: inout Run) {
            var target = target, t = t, step = steps.lowerBound
            let end = steps.upperBound
            while step < end {
                if run.rows.contains(step) {
                    let stop = min(run.rows.upperBound, end), n = stop &- step
                    fill(run.colour, count: n, into: target, targetStride)
                    t &+= n &* dt
                    target += n &* targetStride
                    step = stop
                    continue
                }
                var i = t &>> fraction
                var k = Int(runs[i &* runStride])
                // Blended pixels, one after another, until the walk lands in a run.
                while k == 0 {
                    put(line.sample(t), into: target)
                    t &+= dt
                    target += targetStride
                    step &+= 1
                    guard step < end else { return }
                    i = t &>> fraction
                    k = Int(runs[i &* runStride])
                }
                let n = ProjectiveSampler.steps(from: t, by: dt, inLines: i, count: k) ?? (end &- step)
                run = Run(rows: step..<(step &+ n), colour: line.blend(at: i))
            }
        }

        /// `count` pixels along a walk from `target`, each the colour `c` at the opacity OVER
        /// what is there.
        @inline(__always)
        func fill(_ c: UInt32, count: Int, into target: UnsafeMutablePointer<UInt32>, _ targetStride: Int) {
            fill(drawn: drawn(c), count: count, into: target, targetStride)
        }

        /// The same with the colour already at the opacity (``drawn(_:)``).
        @inline(__always)
        func fill(drawn s: UInt32, count: Int, into target: UnsafeMutablePointer<UInt32>, _ targetStride: Int) {
            guard count > 0 else { return }
            var target = target
            let stop = target + count &* targetStride
            if s >= 0xff00_0000 {
                repeat {
                    target.pointee = s
                    target += targetStride
                } while target != stop
            } else if s &>> 24 != 0 {
                let keep = UInt64(255 &- (s &>> 24))
                repeat {
                    target.pointee = over(s, keep, target.pointee)
                    target += targetStride
                } while target != stop
            }
        }

        /// The colour `c` at the opacity, as it is drawn.
        @inline(__always)
        func drawn(_ c: UInt32) -> UInt32 {
            alpha256 < 256 ? compact(((expand(c) &* alpha256) &>> 8) & lanes) : c
        }

        /// `s` OVER `d`, with `keep = 255 − alpha(s)`: s + d·keep/255 per channel (the
        /// division rounded, exactly).
        @inline(__always)
        func over(_ s: UInt32, _ keep: UInt64, _ d: UInt32) -> UInt32 {
            var t = expand(d | forcedAlpha) &* keep &+ 0x0080_0080_0080_0080
            t = ((t &+ ((t &>> 8) & lanes)) &>> 8) & lanes
            return compact(t) &+ s
        }

        /// The bilinear blend of the four pixels from `p` with weights `fx`, `fy` (0…255),
        /// at the opacity, OVER `target`.
        @inline(__always)
        func blend(_ p: UnsafePointer<UInt32>, _ fx: UInt64, _ fy: UInt64, into target: UnsafeMutablePointer<UInt32>) {
            let a = p[0], b = p[1], c = p[stride], d = p[stride &+ 1]
            if (a ^ b) | (c ^ d) | (a ^ c) == 0 { return put(a, into: target) }
            let top = lerp(expand(a), expand(b), fx), bottom = lerp(expand(c), expand(d), fx)
            put(compact(lerp(top, bottom, fy)), into: target)
        }

        /// The colour `s` of a sample at the opacity, OVER `target`.
        @inline(__always)
        func put(_ s: UInt32, into target: UnsafeMutablePointer<UInt32>) {
            var s = s
            if alpha256 < 256 { s = compact(((expand(s) &* alpha256) &>> 8) & lanes) }
            let sa = s &>> 24
            if sa == 255 {
                target.pointee = s
            } else if sa != 0 {
                target.pointee = over(s, UInt64(255 &- sa), target.pointee)
            }
        }
    }

    /// Bilinear samples along a pair of neighbouring source lines, for a walk that steps along
    /// them with one weight across them: ``ColumnPair`` for a walk down a destination column,
    /// ``RowPair`` for a walk along a destination row.
    protocol LinePair {
        /// The blend across the pair at position `i` along it: the colour of every sample
        /// between two positions where the pair is the same.
        func blend(at i: Int) -> UInt32
        /// The sample at `t` (fixed point, already minus ½); its taps lie inside the image.
        func sample(_ t: Int) -> UInt32
    }

    /// Down source columns `xi` and `xi + 1` with the horizontal weight `fx`: the blend across
    /// (of the two columns) in each of the two rows around `t`, then down (of the two rows), each
    /// rounded — the same as ``Sample/blend(_:_:_:into:)`` of the four taps.
    struct ColumnPair: LinePair {
        let line: UnsafePointer<UInt32>
        let stride: Int
        let weight: UInt64
        #if arch(x86_64)
        let weights: UnsafePointer<__m128i>
        let across: __m128i
        #endif

        /// The pair for walks drawn by `pixel`.
        init(_ pixel: Sample, xi: Int, fx: Int) {
            line = pixel.source + xi
            stride = pixel.stride
            weight = UInt64(truncatingIfNeeded: fx)
            #if arch(x86_64)
            weights = pixel.weights
            across = weights[fx]
            #endif
        }

        @inline(__always)
        func blend(at i: Int) -> UInt32 {
            let p = line + i &* stride
            let a = p[0], b = p[1]
            guard a != b else { return a }
            #if arch(x86_64)
            return downAndPack(_mm_unpacklo_epi8(SSE2.loadPair(p), _mm_setzero_si128()), across)
            #else
            return compact(lerp(expand(a), expand(b), weight))
            #endif
        }

        @inline(__always)
        func sample(_ t: Int) -> UInt32 {
            #if arch(x86_64)
            let p = line + (t &>> fraction) &* stride
            let zero = _mm_setzero_si128()
            let upper = _mm_mullo_epi16(_mm_unpacklo_epi8(SSE2.loadPair(p), zero), across)
            let lower = _mm_mullo_epi16(_mm_unpacklo_epi8(SSE2.loadPair(p + stride), zero), across)
            // [upper row's blend, lower row's blend]
            let pair = roundedHigh(_mm_add_epi16(_mm_unpacklo_epi64(upper, lower), _mm_unpackhi_epi64(upper, lower)))
            return downAndPack(pair, weights[(t &>> (fraction - 8)) & 0xff])
            #else
            return scalarSample(t)
            #endif
        }

        /// ``sample(_:)`` in 64-bit integer lanes (the fallback without SSE2, and its check).
        func scalarSample(_ t: Int) -> UInt32 {
            let p = line + (t &>> fraction) &* stride
            let upper = lerp(expand(p[0]), expand(p[1]), weight)
            let lower = lerp(expand(p[stride]), expand(p[stride &+ 1]), weight)
            return compact(lerp(upper, lower, UInt64(truncatingIfNeeded: (t &>> (fraction - 8)) & 0xff)))
        }
    }

    /// Along source rows `yi` and `yi + 1` with the vertical weight `fy`: the blend across (of
    /// the two rows) at each of the two columns around `t`, then along (of the two columns),
    /// each rounded.
    struct RowPair: LinePair {
        let line: UnsafePointer<UInt32>
        let stride: Int
        let weight: UInt64
        #if arch(x86_64)
        let weights: UnsafePointer<__m128i>
        let upperWeight: __m128i, lowerWeight: __m128i
        #endif

        /// The pair for walks drawn by `pixel`.
        init(_ pixel: Sample, yi: Int, fy: Int) {
            line = pixel.source + yi &* pixel.stride
            stride = pixel.stride
            weight = UInt64(truncatingIfNeeded: fy)
            #if arch(x86_64)
            weights = pixel.weights
            let w = weights[fy]
            upperWeight = _mm_unpacklo_epi64(w, w)
            lowerWeight = _mm_unpackhi_epi64(w, w)
            #endif
        }

        @inline(__always)
        func blend(at i: Int) -> UInt32 {
            let p = line + i
            let a = p[0], b = p[stride]
            return a == b ? a : compact(lerp(expand(a), expand(b), weight))
        }

        @inline(__always)
        func sample(_ t: Int) -> UInt32 {
            #if arch(x86_64)
            let p = line + (t &>> fraction)
            let zero = _mm_setzero_si128()
            let upper = _mm_mullo_epi16(_mm_unpacklo_epi8(SSE2.loadPair(p), zero), upperWeight)
            let lower = _mm_mullo_epi16(_mm_unpacklo_epi8(SSE2.loadPair(p + stride), zero), lowerWeight)
            // [left column's blend, right column's blend]
            let pair = roundedHigh(_mm_add_epi16(upper, lower))
            return downAndPack(pair, weights[(t &>> (fraction - 8)) & 0xff])
            #else
            return scalarSample(t)
            #endif
        }

        /// ``sample(_:)`` in 64-bit integer lanes (the fallback without SSE2, and its check).
        func scalarSample(_ t: Int) -> UInt32 {
            let p = line + (t &>> fraction)
            let left = lerp(expand(p[0]), expand(p[stride]), weight)
            let right = lerp(expand(p[1]), expand(p[stride &+ 1]), weight)
            return compact(lerp(left, right, UInt64(truncatingIfNeeded: (t &>> (fraction - 8)) & 0xff)))
        }
    }
}

#if arch(x86_64)
/// For each weight `f` (0…255) the two weights of a lerp, in 16-bit lanes: `256 − f` in the
/// lower four, `f` in the upper four. Made once and only read after (hence `@unchecked
/// Sendable`: the entries are written in `init`, before the table is shared).
private final class LerpWeights: @unchecked Sendable {
    let entries: UnsafePointer<__m128i>

    init() {
        let table = UnsafeMutablePointer<__m128i>.allocate(capacity: 256)
        for f in 0..<256 {
            let w = Int16(f), rest = Int16(256 - f)
            table[f] = _mm_set_epi16(w, w, w, w, rest, rest, rest, rest)
        }
        entries = UnsafePointer(table)
    }
}

private let lerpWeightTable = LerpWeights()

/// `(x + 128) >> 8` in every 16-bit lane (the sums of two weighted channels, under 2¹⁶).
@inline(__always)
private func roundedHigh(_ x: __m128i) -> __m128i {
    _mm_srli_epi16(_mm_add_epi16(x, _mm_set1_epi16(0x80)), 8)
}

/// The lerp of the pair's lower half to its upper half by `weights` (an entry of
/// ``lerpWeights``), rounded, as a pixel.
@inline(__always)
private func downAndPack(_ pair: __m128i, _ weights: __m128i) -> UInt32 {
    let weighted = _mm_mullo_epi16(pair, weights)
    let sum = roundedHigh(_mm_add_epi16(weighted, _mm_unpackhi_epi64(weighted, weighted)))
    return UInt32(bitPattern: _mm_cvtsi128_si32(_mm_packus_epi16(sum, sum)))
}
#endif

// Pixels with each channel in its own 16-bit lane of a UInt64: four channels blended by one
// multiplication, with no lane overflowing (a channel times a weight ≤ 256 stays under 2¹⁶).

/// The 16-bit lanes of an expanded pixel.
private let lanes: UInt64 = 0x00ff_00ff_00ff_00ff

/// `0xAARRGGBB` → `0x00AA_00GG_00RR_00BB`.
@inline(__always)
private func expand(_ p: UInt32) -> UInt64 {
    let q = UInt64(p)
    return (q & 0x00ff_00ff) | ((q & 0xff00_ff00) &<< 24)
}

/// The inverse of `expand`.
@inline(__always)
private func compact(_ e: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: (e & 0x00ff_00ff) | ((e &>> 24) & 0xff00_ff00))
}

/// `a + (b − a)·f/256` in every lane, rounded (`f` in 0…255).
@inline(__always)
private func lerp(_ a: UInt64, _ b: UInt64, _ f: UInt64) -> UInt64 {
    ((a &* (256 &- f) &+ b &* f &+ 0x0080_0080_0080_0080) &>> 8) & lanes
}
