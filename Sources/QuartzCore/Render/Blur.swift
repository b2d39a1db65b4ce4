import Foundation

/// The renderer's blurs, on the pixel memory of Cairo image surfaces.
///
/// - `boxBlurAlpha` blurs a shadow's A8 mask with three box passes (a Gaussian to within a few
///   per cent: shadows are soft and forgiving, and this is the cheapest).
/// - `gaussian` blurs premultiplied ARGB32 pixels with a true separable Gaussian kernel
///   (weights `exp(−k²/2σ²)` out to 3σ, normalised), edges clamped (the edge pixel repeats), and
///   then applies a saturation matrix: what a backdrop layer shows. A backdrop with a large σ is
///   first reduced by the renderer (see `LayerRenderer+Backdrop`), so σ stays small here.
enum Blur {
    // MARK: Box (shadows)

    /// A Gaussian blur of an A8 surface approximated by three box blurs (each pass horizontal then vertical).
    static func boxBlurAlpha(_ surface: CairoSurface, sigma: Double) {
        guard sigma > 0.5 else { return }
        surface.flush()
        // Three boxes of width w give variance 3·(w²−1)/12 = σ².
        let width = max(1, Int((4 * sigma * sigma + 1).squareRoot().rounded()))
        let r = width / 2
        let w = surface.width, h = surface.height, stride = surface.stride
        guard let data = surface.data else { return }
        var line = [Int](repeating: 0, count: max(w, h))
        var out = [UInt8](repeating: 0, count: max(w, h))
        for _ in 0..<3 {
            for y in 0..<h { boxLine(data + y * stride, count: w, step: 1, radius: r, line: &line, out: &out) }
            for x in 0..<w { boxLine(data + x, count: h, step: stride, radius: r, line: &line, out: &out) }
        }
        surface.markDirty()
    }

    /// One sliding-window box pass over `count` bytes spaced by `step`.
    private static func boxLine(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
                                line: inout [Int], out: inout [UInt8]) {
        let size = 2 * radius + 1
        for i in 0..<count { line[i] = Int(p[i * step]) }
        var sum = 0
        for i in -radius...radius where i >= 0 && i < count { sum += line[i] }
        for i in 0..<count {
            out[i] = UInt8((sum + size / 2) / size)
            let leaving = i - radius, entering = i + radius + 1
            if leaving >= 0 { sum -= line[leaving] }
            if entering < count { sum += line[entering] }
        }
        for i in 0..<count { p[i * step] = out[i] }
    }

    // MARK: Gaussian (backdrops)

    /// The working memory of `gaussian`, kept by its caller from one blur to the next so that a
    /// blur every frame allocates nothing once the buffers have grown to the size it needs: the
    /// horizontal pass's rows, the padded row it reads, the vertical pass's sums, and the kernel
    /// of the last σ.
    struct Buffers {
        var horizontal: [SIMD4<Float>] = []
        var padded: [SIMD4<Float>] = []
        var sum: [SIMD4<Float>] = []
        var kernel: (sigma: Double, weights: [Float]) = (0, [1])

        /// The kernel for `sigma`, computed again only when σ changed.
        mutating func kernel(sigma: Double) -> [Float] {
            if kernel.sigma != sigma { kernel = (sigma, Blur.gaussianKernel(sigma: sigma)) }
            return kernel.weights
        }

        /// Grows `buffer` to at least `count` elements (its contents are overwritten by the blur).
        static func ensure(_ buffer: inout [SIMD4<Float>], _ count: Int) {
            if buffer.count < count { buffer.append(contentsOf: repeatElement(.zero, count: count - buffer.count)) }
        }
    }

    /// The normalised weights of a Gaussian of standard deviation `sigma`, from −r to r with
    /// r = ⌈3σ⌉ (the tails beyond hold 0.27 % of the weight); `[1]` for σ ≤ 0.
    static func gaussianKernel(sigma: Double) -> [Float] {
        guard sigma.isFinite, sigma > 0 else { return [1] }
        let r = Int((3 * sigma).rounded(.up))
        var weights = (-r...r).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
        let sum = weights.reduce(0, +)
        for i in weights.indices { weights[i] /= sum }
        return weights.map(Float.init)
    }

    /// Blurs `source` (premultiplied ARGB32) into `destination` (the same size) with a
    /// separable Gaussian of `sigma` pixels, clamping at the edges, then scales the saturation
    /// of the result by `saturation` (Rec. 709 luma weights; 1 leaves the colours as they are).
    /// With `tint` (premultiplied B, G, R, A in 0…255), that colour is then laid over each
    /// pixel (source over). With `area`, only the destination pixels inside it are computed
    /// (the rest is left as it is): what a change of the source inside a smaller area needs.
    static func gaussian(_ source: CairoSurface, into destination: CairoSurface, sigma: Double, saturation: Double,
                         tint: SIMD4<Float>? = nil, area: PixelRect? = nil) {
        var buffers = Buffers()
        gaussian(source, into: destination, sigma: sigma, saturation: saturation, tint: tint, area: area, buffers: &buffers)
    }

    /// `gaussian(_:into:sigma:saturation:tint:area:)` with working memory kept by the caller.
    static func gaussian(_ source: CairoSurface, into destination: CairoSurface, sigma: Double, saturation: Double,
                         tint: SIMD4<Float>?, area: PixelRect?, buffers: inout Buffers) {
        let w = source.width, h = source.height
        guard w == destination.width, h == destination.height,
              let src = source.data, let dst = destination.data else { return }
        let out = (area ?? PixelRect(x: 0, y: 0, width: w, height: h)).intersection(PixelRect(x: 0, y: 0, width: w, height: h))
        guard !out.isEmpty else { return }
        source.flush()
        destination.flush()
        let kernel = buffers.kernel(sigma: sigma)
        let r = kernel.count / 2
        let srcStride = source.stride, dstStride = destination.stride
        // Horizontal pass into floats (B, G, R, A in memory order) over the output's columns
        // and the rows the vertical pass reads (r beyond the output's, clamped); each row is
        // padded by copies of its end pixels so that the inner loop needs no bounds checks.
        let y0 = max(0, out.y - r), y1 = min(h, out.y + out.height + r)
        let cw = out.width
        Buffers.ensure(&buffers.horizontal, cw * (y1 - y0))
        Buffers.ensure(&buffers.padded, cw + 2 * r)
        Buffers.ensure(&buffers.sum, cw)
        kernel.withUnsafeBufferPointer { k in
            buffers.horizontal.withUnsafeMutableBufferPointer { hout in
                buffers.padded.withUnsafeMutableBufferPointer { row in
                    for y in y0..<y1 {
                        let line = src + y * srcStride
                        for x in 0..<(cw + 2 * r) {
                            let p = line + min(max(out.x + x - r, 0), w - 1) * 4
                            row[x] = SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
                        }
                        let base = (y - y0) * cw
                        for x in 0..<cw {
                            var sum = SIMD4<Float>.zero
                            for i in 0..<k.count { sum += k[i] * row[x + i] }
                            hout[base + x] = sum
                        }
                    }
                }
            }
        }
        // Vertical pass, row by row (rows above and below clamped), then saturation and store.
        let s = Float(saturation.isFinite ? max(0, saturation) : 1)
        let luma = SIMD4<Float>(0.0722, 0.7152, 0.2126, 0)   // B, G, R weights
        let over = tint ?? .zero, keep = 1 - over[3] / 255
        kernel.withUnsafeBufferPointer { k in
            buffers.horizontal.withUnsafeBufferPointer { rows in
                buffers.sum.withUnsafeMutableBufferPointer { acc in
                    for y in out.y..<(out.y + out.height) {
                        for x in 0..<cw { acc[x] = .zero }
                        for i in 0..<k.count {
                            let yy = min(max(y + i - r, 0), h - 1), weight = k[i]
                            let row = (yy - y0) * cw
                            for x in 0..<cw { acc[x] += weight * rows[row + x] }
                        }
                        let line = dst + y * dstStride + out.x * 4
                        for x in 0..<cw {
                            var v = acc[x]
                            if s != 1 {
                                let l = (v * luma).sum()
                                let alpha = v[3]
                                v = SIMD4(repeating: l) + s * (v - SIMD4(repeating: l))
                                v[3] = alpha
                            }
                            if tint != nil { v = v * keep + over }
                            // Premultiplied: no colour channel above alpha.
                            let a = min(max(v[3], 0), 255)
                            let p = line + x * 4
                            p[0] = UInt8(min(max(v[0], 0), a) + 0.5)
                            p[1] = UInt8(min(max(v[1], 0), a) + 0.5)
                            p[2] = UInt8(min(max(v[2], 0), a) + 0.5)
                            p[3] = UInt8(a + 0.5)
                        }
                    }
                }
            }
        }
        destination.markDirty()
    }
}
