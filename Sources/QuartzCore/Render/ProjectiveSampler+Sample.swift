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
            let column = source + xi
            var v = v, target = target
            for _ in 0..<count {
                blend(column + (v &>> fraction) &* stride, fx, UInt64(truncatingIfNeeded: (v &>> (fraction - 8)) & 0xff), into: target)
                v &+= dv
                target += targetStride
            }
        }

        /// The same for `rows`, filling each stretch of the column that samples a uniform run
        /// of the image (`runs`: the column's entries of ``UniformRuns``) with the run's colour;
        /// `run` is the last stretch found, kept for the column's next band.
        @inline(__always)
        func walkColumn(xi: Int, fx: UInt64, v: Int, dv: Int, into target: UnsafeMutablePointer<UInt32>,
                        _ targetStride: Int, rows: Range<Int>, runs: UnsafePointer<UInt16>, runStride: Int, run: inout Run) {
            let column = source + xi
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
                let yi = v &>> fraction
                let k = Int(runs[yi &* runStride])
                guard k > 0 else {
                    blend(column + yi &* stride, fx, UInt64(truncatingIfNeeded: (v &>> (fraction - 8)) & 0xff), into: target)
                    v &+= dv
                    target += targetStride
                    row &+= 1
                    continue
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
                run = Run(rows: row..<(row &+ n), colour: column[yi &* stride])
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
            var s: UInt32
            if (a ^ b) | (c ^ d) | (a ^ c) == 0 {
                s = a
            } else {
                let top = lerp(expand(a), expand(b), fx), bottom = lerp(expand(c), expand(d), fx)
                s = compact(lerp(top, bottom, fy))
            }
            if alpha256 < 256 { s = compact(((expand(s) &* alpha256) &>> 8) & lanes) }
            let sa = s &>> 24
            if sa == 255 {
                target.pointee = s
            } else if sa != 0 {
                target.pointee = over(s, UInt64(255 &- sa), target.pointee)
            }
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
