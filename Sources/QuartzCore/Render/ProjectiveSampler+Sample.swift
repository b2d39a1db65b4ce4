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

        /// `count` pixels down a destination column from `target`, sampling source column `xi`
        /// (weight `fx`) from `v` on, stepping by `dv`; every step's taps lie inside the image.
        @inline(__always)
        func walkColumn(xi: Int, fx: UInt64, v: Int, dv: Int, into target: UnsafeMutablePointer<UInt32>,
                        _ targetStride: Int, count: Int) {
            var rows = ColumnRows(column: source + xi, stride: stride, fx: fx)
            var v = v, target = target
            for _ in 0..<count {
                put(rows.sample(v), into: target)
                v &+= dv
                target += targetStride
            }
        }

        /// The same for `rows`, filling each stretch of the column that samples a run of the
        /// image that does not change down the two source columns (`runs`: the column's entries of ``UniformRuns``) with the run's colour;
        /// `run` is the last stretch found, kept for the column's next band.
        @inline(__always)
        func walkColumn(xi: Int, fx: UInt64, v: Int, dv: Int, into target: UnsafeMutablePointer<UInt32>,
                        _ targetStride: Int, rows: Range<Int>, runs: UnsafePointer<UInt16>, runStride: Int, run: inout Run) {
            let column = source + xi
            var blended = ColumnRows(column: column, stride: stride, fx: fx)
            var target = target, v = v, row = rows.lowerBound
            let end = rows.upperBound
            while row < end {
                if run.rows.contains(row) {
                    let stop = min(run.rows.upperBound, end), n = stop &- row
                    fill(run.colour, count: n, into: target, targetStride)
                    v &+= n &* dv
                    target += n &* targetStride
                    row = stop
                    continue
                }
                var yi = v &>> fraction
                var k = Int(runs[yi &* runStride])
                // Blended pixels, one after another, until the walk lands in a run.
                while k == 0 {
                    put(blended.sample(v), into: target)
                    v &+= dv
                    target += targetStride
                    row &+= 1
                    guard row < end else { return }
                    yi = v &>> fraction
                    k = Int(runs[yi &* runStride])
                }
                // The steps whose top tap stays in rows yi ..< yi + k (v counts in whole rows
                // from yi up to below yi + k).
                let n: Int
                if dv > 0 {
                    n = (((yi &+ k) &<< fraction) &- 1 &- v) / dv &+ 1
                } else if dv < 0 {
                    n = (v &- (yi &<< fraction)) / (0 &- dv) &+ 1
                } else {
                    n = end &- row
                }
                run = Run(rows: row..<(row &+ n), colour: blend(column + yi &* stride, fx))
            }
        }

        /// `count` pixels down a column from `target`, each the colour `c` at the opacity OVER
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

        /// The horizontal blend of the pixels `p[0]` and `p[1]` with weight `fx`: the colour
        /// of every sample between two equal rows.
        @inline(__always)
        func blend(_ p: UnsafePointer<UInt32>, _ fx: UInt64) -> UInt32 {
            let a = p[0], b = p[1]
            return a == b ? a : compact(lerp(expand(a), expand(b), fx))
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

    /// Bilinear samples down one source column (`column`, horizontal weight `fx`), keeping the
    /// horizontal blends of the last two source rows: a walk that steps less than a row per
    /// pixel (the nearer half of a turned card) blends one new row per source row instead of
    /// two per pixel. The result is the same as blending the four taps afresh (a blend of
    /// equal taps is that colour at any weight).
    struct ColumnRows {
        let column: UnsafePointer<UInt32>
        let stride: Int
        let fx: UInt64
        /// The source row of `upper` (`lower` is the row below it).
        var row = Int.min
        var upper: UInt64 = 0, lower: UInt64 = 0

        init(column: UnsafePointer<UInt32>, stride: Int, fx: UInt64) {
            self.column = column
            self.stride = stride
            self.fx = fx
        }

        /// The sample at `v` (fixed point, already minus ½); its taps lie inside the image.
        @inline(__always)
        mutating func sample(_ v: Int) -> UInt32 {
            let yi = v &>> fraction
            if yi != row {
                let p = column + yi &* stride
                if yi == row &+ 1 {
                    upper = lower
                    lower = lerp(expand(p[stride]), expand(p[stride &+ 1]), fx)
                } else if yi == row &- 1 {
                    lower = upper
                    upper = lerp(expand(p[0]), expand(p[1]), fx)
                } else {
                    upper = lerp(expand(p[0]), expand(p[1]), fx)
                    lower = lerp(expand(p[stride]), expand(p[stride &+ 1]), fx)
                }
                row = yi
            }
            return compact(lerp(upper, lower, UInt64(truncatingIfNeeded: (v &>> (fraction - 8)) & 0xff)))
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
