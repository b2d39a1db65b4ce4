import Testing
import Foundation
@testable import QuartzCore
import CoreGraphics

/// Backdrop layers (`CABackdropLayer`) in pixels: the blur of what lies behind them against a
/// Gaussian computed here by direct 2D convolution of the same backdrop, the cache of the blur,
/// damage, corner clipping, saturation, tint and bad input.
///
/// The reference sums `exp(−(dx² + dy²) / 2σ²)` over a square of half-side 4σ (wider than the
/// renderer's 3σ), normalised, with coordinates clamped to the canvas (the renderer repeats the
/// edge pixel). Tolerances, per channel out of 255:
/// - σ below 5 px, blurred at full size with the separable kernel: ≤ 2 (the 8-bit rounding and
///   the 0.27 % of weight beyond 3σ; measured: at most 1.15);
/// - σ of 12 and 24 px, reduced 4× and 8× before blurring and enlarged bilinearly: ≤ 4 (the
///   reduction's rounding at each halving, and the linear interpolation's error on the
///   blurred curve, ~f²/8 times its second derivative; measured: 3.0 at σ 12 with f = 4,
///   0.8 at σ 24 with f = 8).
@MainActor
@Suite struct BackdropBlurTests {
    /// Grey level of a checkerboard of `square`-pixel squares, white at the origin.
    private static func checker(_ x: Int, _ y: Int, square: Int) -> Double {
        ((x / square + y / square) % 2 == 1) ? 0 : 255
    }

    /// A canvas with a white background and black squares of a checkerboard as layers.
    private func checkerCanvas(width: Int, height: Int, square: Int) -> LayerCanvas {
        let c = LayerCanvas(width: width, height: height)
        for j in 0..<(height + square - 1) / square {
            for i in 0..<(width + square - 1) / square where (i + j) % 2 == 1 {
                c.root.addSublayer(solidLayer(CGRect(x: i * square, y: j * square, width: square, height: square), .black))
            }
        }
        return c
    }

    private func backdropLayer(_ frame: CGRect, sigma: CGFloat) -> CABackdropLayer {
        let l = CABackdropLayer()
        l.frame = frame
        l.backdropBlurRadius = sigma
        return l
    }

    /// The Gaussian blur of `backdrop` at (x, y), by direct 2D convolution.
    private static func reference(_ x: Int, _ y: Int, sigma: Double, width: Int, height: Int,
                                  _ backdrop: (Int, Int) -> Double) -> Double {
        let r = Int((4 * sigma).rounded(.up))
        var sum = 0.0, weights = 0.0
        for dy in -r...r {
            for dx in -r...r {
                let w = exp(-Double(dx * dx + dy * dy) / (2 * sigma * sigma))
                let sx = min(max(x + dx, 0), width - 1), sy = min(max(y + dy, 0), height - 1)
                sum += w * backdrop(sx, sy)
                weights += w
            }
        }
        return sum / weights
    }

    /// The largest difference (out of 255, any channel) between the canvas and the reference
    /// over the pixels of `area` taken every `step` pixels.
    private func largestError(_ c: LayerCanvas, area: CGRect, step: Int, sigma: Double,
                              _ backdrop: @escaping (Int, Int) -> Double) -> (error: Double, at: (Int, Int)) {
        var worst = (error: 0.0, at: (0, 0))
        let w = c.surface.width, h = c.surface.height
        for y in stride(from: Int(area.minY), to: Int(area.maxY), by: step) {
            for x in stride(from: Int(area.minX), to: Int(area.maxX), by: step) {
                let expected = Self.reference(x, y, sigma: sigma, width: w, height: h, backdrop)
                let p = c.pixel(x, y)
                for v in [p.r, p.g, p.b] where abs(Double(v) - expected) > worst.error {
                    worst = (abs(Double(v) - expected), (x, y))
                }
            }
        }
        return worst
    }

    // MARK: The blur against the reference

    @Test func aSmallBlurMatchesADirectGaussianConvolution() {
        let c = checkerCanvas(width: 128, height: 96, square: 16)
        let frame = CGRect(x: 20, y: 20, width: 80, height: 48)
        c.root.addSublayer(backdropLayer(frame, sigma: 3))
        c.render()
        let worst = largestError(c, area: frame, step: 1, sigma: 3) { Self.checker($0, $1, square: 16) }
        #expect(worst.error <= 2, "largest error \(worst.error) at \(worst.at)")
        // Outside the layer the checkerboard stays sharp.
        expectPixel(c, 10, 10, (255, 255, 255))
        expectPixel(c, 17, 5, (0, 0, 0))
    }

    @Test(arguments: [12.0, 24.0])
    func aLargeBlurReducedBeforeBlurringStaysNearTheReference(sigma: Double) {
        let c = checkerCanvas(width: 256, height: 192, square: 32)
        let frame = CGRect(x: 40, y: 40, width: 176, height: 112)
        c.root.addSublayer(backdropLayer(frame, sigma: CGFloat(sigma)))
        c.render()
        let worst = largestError(c, area: frame, step: 5, sigma: sigma) { Self.checker($0, $1, square: 32) }
        #expect(worst.error <= 4, "σ \(sigma): largest error \(worst.error) at \(worst.at)")
    }

    @Test func theBlurFollowsTheScreenScale() {
        // At 2 device pixels per point, σ = 2 pt is 4 device pixels.
        let c = LayerCanvas(width: 60, height: 40, scale: 2)
        c.root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 30, height: 40), .black))
        let frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        c.root.addSublayer(backdropLayer(frame, sigma: 2))
        c.render()
        let worst = largestError(c, area: CGRect(x: 20, y: 20, width: 80, height: 40), step: 3, sigma: 4) { x, _ in x < 60 ? 0 : 255 }
        #expect(worst.error <= 2, "largest error \(worst.error) at \(worst.at)")
    }

    // MARK: Cache and damage

    @Test func theBlurIsReusedWhileNothingBehindChangesAndRemadeWhenItDoes() {
        let c = checkerCanvas(width: 128, height: 96, square: 16)
        let frame = CGRect(x: 20, y: 20, width: 80, height: 48)
        let blur = backdropLayer(frame, sigma: 3)
        c.root.addSublayer(blur)
        c.render()
        #expect(c.renderer.backdropBlurCount == 1)
        // Something in front of the blur changes: the blur is drawn again, not made again.
        let badge = solidLayer(CGRect(x: 30, y: 10, width: 10, height: 10), .red)
        blur.addSublayer(badge)
        let damage = c.render()
        #expect(!damage.isEmpty)
        #expect(c.renderer.backdropBlurCount == 1, "the cached blur is reused")
        expectPixel(c, 55, 35, (255, 0, 0), "the sublayer is drawn sharp over the blur")
        let worst = largestError(c, area: CGRect(x: 20, y: 50, width: 80, height: 18), step: 2, sigma: 3) { Self.checker($0, $1, square: 16) }
        #expect(worst.error <= 2, "largest error \(worst.error) at \(worst.at)")
        // Nothing changes: nothing is drawn and nothing blurred.
        #expect(c.render().isEmpty)
        #expect(c.renderer.backdropBlurCount == 1)
        // Something behind changes: the blur is made again from the new backdrop.
        let patch = solidLayer(CGRect(x: 64, y: 32, width: 16, height: 16), .black)   // over a white square
        c.root.insertSublayer(patch, below: blur)
        c.render()
        #expect(c.renderer.backdropBlurCount == 2)
        let worst2 = largestError(c, area: CGRect(x: 60, y: 24, width: 32, height: 32), step: 1, sigma: 3) { x, y in
            (64..<80).contains(x) && (32..<48).contains(y) ? 0 : Self.checker(x, y, square: 16)
        }
        #expect(worst2.error <= 2, "largest error \(worst2.error) at \(worst2.at)")
    }

    @Test func aLayerMovingBehindTheBlurUpdatesTheBlurredPixels() {
        let c = LayerCanvas(width: 120, height: 80)
        let mover = solidLayer(CGRect(x: 0, y: 30, width: 20, height: 20), .black)
        c.root.addSublayer(mover)
        let frame = CGRect(x: 10, y: 10, width: 100, height: 60)
        c.root.addSublayer(backdropLayer(frame, sigma: 4))
        c.render()
        for x in [10, 35, 60, 85] {
            mover.position = CGPoint(x: CGFloat(x) + 10, y: 40)
            c.render()
            let worst = largestError(c, area: frame, step: 3, sigma: 4) { px, py in
                (x..<(x + 20)).contains(px) && (30..<50).contains(py) ? 0 : 255
            }
            #expect(worst.error <= 2, "square at x = \(x): largest error \(worst.error) at \(worst.at)")
        }
        // Even a change just outside the bounds (within 3σ) reaches the blur.
        mover.position = CGPoint(x: 60, y: 40)
        c.render()
        let before = c.renderer.backdropBlurCount
        mover.frame = CGRect(x: 50, y: 72, width: 20, height: 8)   // 2 px below the layer
        c.render()
        #expect(c.renderer.backdropBlurCount == before + 1)
        let worst = largestError(c, area: CGRect(x: 40, y: 60, width: 40, height: 10), step: 1, sigma: 4) { px, py in
            (50..<70).contains(px) && py >= 72 ? 0 : 255
        }
        #expect(worst.error <= 2, "largest error \(worst.error) at \(worst.at)")
    }

    @Test func aSmallChangeBehindABigBlurIsBlurredAgainOnlyAroundIt() {
        let c = checkerCanvas(width: 240, height: 160, square: 40)
        let frame = CGRect(x: 0, y: 0, width: 240, height: 160)
        let blur = backdropLayer(frame, sigma: 12)   // reduced 4×: 60×40 pixels blurred
        c.root.addSublayer(blur)
        c.render()
        let full = c.renderer.backdropBlurredPixels
        #expect(full == 60 * 40)
        // A dot on a white square (80…120 × 80…120), then moved within it.
        let dot = solidLayer(CGRect(x: 92, y: 92, width: 8, height: 8), .black)
        c.root.insertSublayer(dot, below: blur)
        for x in [92, 104] {
            dot.frame.origin.x = CGFloat(x)
            let before = (c.renderer.backdropBlurCount, c.renderer.backdropBlurredPixels)
            c.render()
            #expect(c.renderer.backdropBlurCount == before.0 + 1)
            let blurred = c.renderer.backdropBlurredPixels - before.1
            #expect(blurred > 0 && blurred * 2 < full, "\(blurred) of \(full) pixels blurred again")
            let worst = largestError(c, area: frame, step: 8, sigma: 12) { px, py in
                (x..<(x + 8)).contains(px) && (92..<100).contains(py) ? 0 : Self.checker(px, py, square: 40)
            }
            #expect(worst.error <= 4, "dot at x = \(x): largest error \(worst.error) at \(worst.at)")
        }
    }

    @Test func aMovingBlurLayerDamagesItsOldAndNewReach() {
        let c = checkerCanvas(width: 200, height: 100, square: 20)
        let blur = backdropLayer(CGRect(x: 20, y: 20, width: 40, height: 40), sigma: 2)
        c.root.addSublayer(blur)
        c.render()
        blur.position.x += 100
        let damage = c.render()
        // Old reach x 14…66, new 114…166 (bounds ± 3σ = 6).
        let covered = { (x: Int, y: Int) in damage.contains { $0.x <= x && x < $0.x + $0.width && $0.y <= y && y < $0.y + $0.height } }
        #expect(covered(15, 15) && covered(65, 65) && covered(115, 15) && covered(165, 65), "damage \(damage)")
        let worst = largestError(c, area: CGRect(x: 120, y: 20, width: 40, height: 40), step: 2, sigma: 2) { Self.checker($0, $1, square: 20) }
        #expect(worst.error <= 2, "largest error \(worst.error) at \(worst.at)")
        // The old place shows the sharp checkerboard again.
        expectPixel(c, 30, 30, (255, 255, 255))
        expectPixel(c, 50, 30, (0, 0, 0))
    }

    @Test func anOpaqueLayerInFrontDoesNotHideTheBackdropFromTheBlur() {
        let c = LayerCanvas(width: 120, height: 80)
        c.root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 60, height: 80), .black))
        let blur = backdropLayer(CGRect(x: 20, y: 10, width: 80, height: 60), sigma: 3)
        c.root.addSublayer(blur)
        // A big opaque layer over the right part of the blur.
        c.root.addSublayer(solidLayer(CGRect(x: 80, y: 0, width: 40, height: 80), .blue))
        c.render()
        let worst = largestError(c, area: CGRect(x: 40, y: 30, width: 36, height: 10), step: 1, sigma: 3) { x, _ in x < 60 ? 0 : 255 }
        #expect(worst.error <= 2, "largest error \(worst.error) at \(worst.at)")
        expectPixel(c, 90, 40, (0, 0, 255))
    }

    // MARK: Shape, saturation, tint

    @Test func theBlurIsClippedToTheRoundedCorners() {
        let c = checkerCanvas(width: 128, height: 96, square: 16)
        let blur = backdropLayer(CGRect(x: 16, y: 16, width: 96, height: 64), sigma: 3)
        blur.cornerRadius = 20
        c.root.addSublayer(blur)
        c.render()
        // (17, 17) lies outside the corner's arc: the checkerboard shows sharp (a white square).
        expectPixel(c, 17, 17, (255, 255, 255))
        expectPixel(c, 110, 78, (255, 255, 255))
        // Inside, near a corner of four squares, the blur's grey.
        expectPixel(c, 48, 48, (128, 128, 128), tolerance: 3)
    }

    @Test func saturationZeroShowsTheBackdropsLuma() {
        let c = LayerCanvas(width: 60, height: 40, background: CGColor(red: 200.0 / 255, green: 100.0 / 255, blue: 50.0 / 255, alpha: 1))
        let l = CABackdropLayer()
        l.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        l.backdropSaturation = 0
        c.root.addSublayer(l)
        c.render()
        // Rec. 709: 0.2126·200 + 0.7152·100 + 0.0722·50 = 117.7.
        expectPixel(c, 30, 20, (118, 118, 118))
        expectPixel(c, 5, 5, (200, 100, 50))
    }

    @Test func theTintGoesOverTheBlurAndUnderTheBackground() {
        let c = LayerCanvas(width: 60, height: 40)
        let l = backdropLayer(CGRect(x: 10, y: 10, width: 40, height: 20), sigma: 2)
        l.backdropTintColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        c.root.addSublayer(l)
        c.render()
        expectPixel(c, 30, 20, (128, 128, 128))
        l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        c.render()
        expectPixel(c, 30, 20, (191, 64, 64))
    }

    @Test func vibrancyDrawsTheSublayersInItsColourThroughTheirAlpha() {
        let c = LayerCanvas(width: 60, height: 40)
        let l = CABackdropLayer()
        l.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        l.vibrancyColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        l.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .red))
        l.addSublayer(solidLayer(CGRect(x: 40, y: 10, width: 10, height: 20), CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)))
        c.root.addSublayer(l)
        c.render()
        expectPixel(c, 20, 20, (128, 128, 255), "red drawn as half-transparent blue")
        expectPixel(c, 45, 20, (191, 191, 255), "half-transparent green as quarter-transparent blue")
        expectPixel(c, 5, 5, (255, 255, 255))
    }

    // MARK: Bad input

    @Test func badRadiiAndSizesHaveADefinedOutcome() {
        let c = checkerCanvas(width: 64, height: 48, square: 16)
        let nan = backdropLayer(CGRect(x: 0, y: 0, width: 32, height: 16), sigma: .nan)
        #expect(nan.backdropBlurRadius == 0, "NaN is refused: no blur")
        let negative = backdropLayer(CGRect(x: 0, y: 0, width: 32, height: 16), sigma: -4)
        #expect(negative.backdropBlurRadius == 0)
        let huge = backdropLayer(CGRect(x: 0, y: 16, width: 64, height: 32), sigma: 1e7)
        let empty = backdropLayer(CGRect(x: 10, y: 10, width: 0, height: 0), sigma: 5)
        for l in [nan, huge, empty] { c.root.addSublayer(l) }
        c.render()
        // The huge blur spreads everything it reads: about the mean of the whole canvas.
        let p = c.pixel(32, 32)
        #expect(abs(p.r - 128) <= 12 && p.r == p.g && p.g == p.b, "\(p)")
        expectPixel(c, 8, 8, (255, 255, 255), "no blur under the NaN layer")
        expectPixel(c, 24, 8, (0, 0, 0))
    }

    @Test func aBlurDrawnOutsideAFrameReadsWhatIsBehindItInTheContext() {
        // Drawn into a context at once (snapshots), the layer reads that context.
        let surface = CairoSurface(width: 40, height: 20)
        let ctx = CGContext(surface: surface)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        let l = backdropLayer(CGRect(x: 0, y: 0, width: 40, height: 20), sigma: 2)
        l.backdropTintColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        LayerRenderer.drawImmediately(l, into: ctx)
        let p = surface.pixel(x: 20, y: 10)!
        #expect(abs(Int(p.r) - 128) <= 1, "black blurred, half white over it: \(p)")
    }
}
