import Foundation

extension ProjectiveSampler {
    /// One destination pixel from the source point `(u, v)` (fixed point, already minus ½).
    struct Sample {
        let source: UnsafePointer<UInt32>
        let stride: Int
        let limitX: UInt, limitY: UInt
        let alpha256: UInt64
        let forcedAlpha: UInt32

        @inline(__always)
        func draw(u: Int, v: Int, into target: UnsafeMutablePointer<UInt32>) {
            let xi = u &>> fraction, yi = v &>> fraction
            guard UInt(bitPattern: xi) < limitX, UInt(bitPattern: yi) < limitY else { return }
            let fx = UInt64(truncatingIfNeeded: (u &>> (fraction - 8)) & 0xff)
            blend(source + (yi &* stride &+ xi), fx, UInt64(truncatingIfNeeded: (v &>> (fraction - 8)) & 0xff), into: target)
        }

        /// `count` pixels along a walk from `target` (a destination column or row, `targetStride`
        /// apart), sampling the pair of source lines `line` (see ``LineSamples``) from `t` on,
        /// stepping by `dt`; every step's taps lie inside the image.
        @inline(__always)
        func walk(_ line: LineSamples, from t: Int, by dt: Int, into target: UnsafeMutablePointer<UInt32>,
                  _ targetStride: Int, count: Int) {
            var samples = line
            var t = t, target = target
            for _ in 0..<count {
                put(samples.sample(t), into: target)
                t &+= dt
                target += targetStride
            }
        }

        /// The same for the steps `steps`, filling each stretch of the walk that samples a run of
        /// the image that does not change along the pair of lines (`runs`: the entries of
        /// ``UniformRuns`` for the line's first step, `runStride` apart from step to step) with
        /// the run's colour; `run` is the last stretch found, kept for the walk's next band.
        @inline(__always)
        func walk(_ line: LineSamples, from t: Int, by dt: Int, into target: UnsafeMutablePointer<UInt32>,
                  _ targetStride: Int, steps: Range<Int>, runs: UnsafePointer<UInt16>, runStride: Int, run: inout Run) {
            var samples = line
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
                    put(samples.sample(t), into: target)
                    t &+= dt
                    target += targetStride
                    step &+= 1
                    guard step < end else { return }
                    i = t &>> fraction
                    k = Int(runs[i &* runStride])
                }
                // The steps whose first tap stays in lines i ..< i + k (t counts in whole lines
                // from i up to below i + k).
                let n: Int
                if dt > 0 {
                    n = (((i &+ k) &<< fraction) &- 1 &- t) / dt &+ 1
                } else if dt < 0 {
                    n = (t &- (i &<< fraction)) / (0 &- dt) &+ 1
                } else {
                    n = end &- step
                }
                run = Run(rows: step..<(step &+ n), colour: line.blend(at: i))
            }
        }

        /// `count` pixels along a walk from `target`, each the colour `c` at the opacity OVER
        /// what is there.
        @inline(__always)
        func fill(_ c: UInt32, count: Int, into target: UnsafeMutablePointer<UInt32>, _ targetStride: Int) {
            var s = c
            if alpha256 < 256 { s = compact(((expand(s) &* alpha256) &>> 8) & lanes) }
            let sa = s &>> 24
            guard sa != 0 else { return }
            var target = target
            if sa == 255 {
                for _ in 0..<count {
                    target.pointee = s
                    target += targetStride
                }
            } else {
                let keep = UInt64(255 &- sa)
                for _ in 0..<count {
                    target.pointee = over(s, keep, target.pointee)
                    target += targetStride
                }
            }
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

        /// The colour of a uniform run as it is drawn (at the opacity), when that is opaque: a
        /// plain store, so a stretch of such runs can be copied row by row; nil otherwise.
        @inline(__always)
        func opaqueFill(_ c: UInt32) -> UInt32? {
            var s = c
            if alpha256 < 256 { s = compact(((expand(s) &* alpha256) &>> 8) & lanes) }
            return s &>> 24 == 255 ? s : nil
        }
    }

    /// Bilinear samples along a pair of neighbouring source lines: columns `xi` and `xi + 1`
    /// (with the horizontal weight `fx`) for a walk down a destination column, rows `yi` and
    /// `yi + 1` (with the vertical weight `fy`) for a walk along a destination row. `step` is
    /// the distance between successive pixels of a line (the stride, or 1), `across` between
    /// the two lines (1, or the stride). It keeps the blends across the pair at the last two
    /// positions it read: a walk that steps less than a pixel per pixel (the nearer half of a
    /// turned card) blends one new position per source pixel instead of two per destination
    /// pixel. The result is the same as blending the four taps afresh (a blend of equal taps is
    /// that colour at any weight) up to the order of the two blends (rows first, then columns,
    /// for a walk down a column; the other way for a walk along a row).
    struct LineSamples {
        let line: UnsafePointer<UInt32>
        let step: Int, across: Int
        let weight: UInt64
        /// The source position of `near` (`far` is the one after it).
        var position = Int.min
        var near: UInt64 = 0, far: UInt64 = 0

        init(line: UnsafePointer<UInt32>, step: Int, across: Int, weight: UInt64) {
            self.line = line
            self.step = step
            self.across = across
            self.weight = weight
        }

        /// Down source column `xi` with weight `fx`.
        static func column(_ source: UnsafePointer<UInt32>, stride: Int, xi: Int, fx: UInt64) -> LineSamples {
            LineSamples(line: source + xi, step: stride, across: 1, weight: fx)
        }

        /// Along source row `yi` with weight `fy`.
        static func row(_ source: UnsafePointer<UInt32>, stride: Int, yi: Int, fy: UInt64) -> LineSamples {
            LineSamples(line: source + yi &* stride, step: 1, across: stride, weight: fy)
        }

        /// The blend across the pair at position `i`: the colour of every sample between two
        /// positions where the pair is the same.
        @inline(__always)
        func blend(at i: Int) -> UInt32 {
            let p = line + i &* step
            let a = p[0], b = p[across]
            return a == b ? a : compact(lerp(expand(a), expand(b), weight))
        }

        /// The sample at `t` (fixed point, already minus ½); its taps lie inside the image.
        @inline(__always)
        mutating func sample(_ t: Int) -> UInt32 {
            let i = t &>> fraction
            if i != position {
                let p = line + i &* step
                if i == position &+ 1 {
                    near = far
                    far = lerp(expand(p[step]), expand(p[step &+ across]), weight)
                } else if i == position &- 1 {
                    far = near
                    near = lerp(expand(p[0]), expand(p[across]), weight)
                } else {
                    near = lerp(expand(p[0]), expand(p[across]), weight)
                    far = lerp(expand(p[step]), expand(p[step &+ across]), weight)
                }
                position = i
            }
            return compact(lerp(near, far, UInt64(truncatingIfNeeded: (t &>> (fraction - 8)) & 0xff)))
        }
    }
}

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
