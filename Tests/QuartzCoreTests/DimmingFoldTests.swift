import Foundation
import Testing
@testable import QuartzCore
import CoreGraphics
@testable import UIKitTesting

/// A dimming view drawn right after an opaque subtree image is folded into the copy of that
/// image (`LayerRenderer+Dimming`): one pass that reads the image once and writes the darkened
/// pixels, instead of a copy and then a read-modify-write of the same pixels. It must give the
/// very bytes of the two passes — checked here byte for byte, with the fold against the same
/// renderer told not to fold (`foldsDimming = false`), not within a tolerance.
@MainActor
@Suite(.serialized) struct DimmingFoldTests {
    // MARK: The arithmetic

    /// One row darkened by `dimRow` against cairo's own OVER of the same colour onto a copy of the
    /// same row, for colours of every kind and alphas from nearly clear to nearly opaque (each
    /// row long enough for the four-pixel steps and a tail of three).
    @Test func aRowFoldedMatchesCairosTwoPassesForEveryAlpha() throws {
        let count = 67
        var seed: UInt32 = 0x1234_5678
        func next() -> UInt32 { seed = seed &* 1_664_525 &+ 1_013_904_223; return seed }
        let colours: [(Double, Double, Double)] = [(0, 0, 0), (1, 1, 1), (0.2, 0.5, 0.9), (0.93, 0.04, 0.51)]
        var checked = 0
        for (r, g, b) in colours {
            for step in 1..<255 {
                let opacity = Double(step) / 255 + 0.0007 * Double(step % 3)
                // A row of an opaque image (the top byte of RGB24 pixels is 0xff, as cairo fills them).
                let source = (0..<count).map { _ in next() | 0xff00_0000 }
                let twoPass = CairoSurface(width: count, height: 1, opaque: true)
                let data = twoPass.testPixels
                source.withUnsafeBytes { data.update(from: $0.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count * 4) }
                twoPass.markDirty()
                let context = CGContext(surface: twoPass)
                context.setFillColor(CGColor(red: r, green: g, blue: b, alpha: opacity))
                context.fill(CGRect(x: 0, y: 0, width: count, height: 1))
                twoPass.flush()

                let colour = try #require(LayerRenderer.premultipliedPixel((r, g, b, 1), opacity: opacity))
                var folded = [UInt32](repeating: 0, count: count)
                source.withUnsafeBytes { from in
                    folded.withUnsafeMutableBytes { to in LayerRenderer.dimRow(from.baseAddress!, to.baseAddress!, count: count, color: colour) }
                }
                for i in 0..<count {
                    let expected = UnsafeRawPointer(data + i * 4).loadUnaligned(as: UInt32.self)
                    if folded[i] != expected {
                        Issue.record("colour (\(r), \(g), \(b)) at opacity \(opacity), pixel \(i): folded \(String(folded[i], radix: 16)), two passes \(String(expected, radix: 16))")
                        return
                    }
                }
                checked += 1
            }
        }
        #expect(checked == colours.count * 254)
    }

    // MARK: The slide

    /// The benchmark's slide (two screens of cards, a black dimming view at 0.4·p over the bottom
    /// one, the top one sliding in) at several p, moved back and forth: every frame's bytes equal
    /// those of the same frames drawn in two passes, and the fold really happened (on frames
    /// where the bottom screen is drawn from its image).
    @Test(arguments: equivalenceConfigurations)
    func theSlideFoldedIsByteForByteTheTwoPasses(_ configuration: EquivalenceConfiguration) {
        let folded = SlideScene(configuration), twoPass = SlideScene(configuration)
        twoPass.screen.driver.renderer.foldsDimming = false
        var foldedFrames = 0
        for p in [0, 0.1, 0.37, 0.5, 0.37, 0.9, 1, 0.62, 0.05] as [CGFloat] {
            for scene in [folded, twoPass] { scene.show(progress: p, frames: 1) }
            expectSameBytes(folded, twoPass, "first frame at p = \(p)")
            if folded.screen.driver.renderer.lastFrameFoldedPixels > 0 { foldedFrames += 1 }
            #expect(twoPass.screen.driver.renderer.lastFrameFoldedPixels == 0)
            for scene in [folded, twoPass] { scene.frame() }
            expectSameBytes(folded, twoPass, "second frame at p = \(p)")
        }
        // Frames where only p moved (the second at each p does not move: no damage, no fold).
        for p in stride(from: 0.2 as CGFloat, through: 0.8, by: 0.15) {
            for scene in [folded, twoPass] { scene.show(progress: p, frames: 1) }
            expectSameBytes(folded, twoPass, "a move to p = \(p)")
            #expect(folded.screen.driver.renderer.lastFrameFoldedPixels > 0, "the dimming was folded at p = \(p)")
        }
        #expect(foldedFrames > 0, "precondition: some frames folded the dimming")
        // Against the straightforward drawing too (the tolerance of the equivalence tests).
        folded.expectEquivalent("after the slide")
    }

    /// A dimming that covers only part of the image (a panel-sized dimming, off the origin): the
    /// fold darkens that part, the rest of the image is copied, and the bytes are the two passes'.
    @Test func aDimmingOverPartOfTheImage() {
        let configuration = equivalenceConfigurations[0]
        let folded = SlideScene(configuration), twoPass = SlideScene(configuration)
        twoPass.screen.driver.renderer.foldsDimming = false
        for scene in [folded, twoPass] {
            scene.dim.frame = CGRect(x: 130, y: 90, width: 600, height: 410)
        }
        folded.show(progress: 0)
        // Two pixels of the bottom screen's background: outside the dimming, and inside it (between cards).
        let outside = CGPoint(x: 10, y: 10), inside = CGPoint(x: 262, y: 100)
        let undimmed = (folded.screen.pixel(at: outside), folded.screen.pixel(at: inside))
        for p in [0.75, 0.6, 0.45, 0.3] as [CGFloat] {
            for scene in [folded, twoPass] { scene.show(progress: p, frames: 1) }
            expectSameBytes(folded, twoPass, "a dimming over part of the screen, moved to p = \(p)")
            #expect(folded.screen.driver.renderer.lastFrameFoldedPixels > 0, "the part was folded at p = \(p)")
        }
        #expect(folded.screen.pixel(at: outside) == undimmed.0, "outside the dimming the screen is not darkened")
        let dimmed = folded.screen.pixel(at: inside), before = undimmed.1
        #expect(dimmed != nil && before != nil && dimmed!.green < before!.green, "inside it is: \(String(describing: dimmed)) from \(String(describing: before))")
    }

    /// Something drawn between the image and the dimming (a card above the bottom screen) comes
    /// between them: no fold, and the card is dimmed as before.
    @Test func somethingDrawnBetweenStopsTheFold() {
        let configuration = equivalenceConfigurations[0]
        let folded = SlideScene(configuration), twoPass = SlideScene(configuration)
        twoPass.screen.driver.renderer.foldsDimming = false
        for scene in [folded, twoPass] {
            let card = UIView(frame: CGRect(x: 40, y: 300, width: 200, height: 120))
            card.backgroundColor = UIColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 1)
            scene.window.insertSubview(card, aboveSubview: scene.bottom.view)
        }
        for p in [0.4, 0.55] as [CGFloat] {
            for scene in [folded, twoPass] { scene.show(progress: p) }
            expectSameBytes(folded, twoPass, "a card between the screen and the dimming at p = \(p)")
            #expect(folded.screen.driver.renderer.lastFrameFoldedPixels == 0, "no fold across the card")
        }
        let card = folded.screen.pixel(at: CGPoint(x: 100, y: 350))
        #expect(card.map { abs(Int($0.green) - 153 * 78 / 100) <= 2 } == true,
                "the card (green 153) is dimmed by black at 0.4 · 0.55: \(String(describing: card))")
    }
}
