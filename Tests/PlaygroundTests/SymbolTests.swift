import Testing
import TestSupport
import UIKitTesting
@testable import Playground

/// The playground's icons are paths, not text glyphs: one stroke weight for every stroked
/// symbol of a size, and the transport controls drawn where the player shows them.
@MainActor
struct SymbolTests {
    /// The ink of a symbol drawn black at `side` pixels: the sum of its alpha, in pixels.
    func inkArea(_ symbol: Symbol, side: Int) throws -> Double {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { _ in
            symbol.draw(in: CGRect(x: 0, y: 0, width: side, height: side), color: .black)
        }
        let surface = try #require(image.cgImage?.surface)
        var total = 0.0
        for y in 0..<side { for x in 0..<side { total += Double(surface.pixel(x: x, y: y)?.a ?? 0) / 255 } }
        return total
    }

    @Test("stroked symbols share one stroke weight per size: ink area over path length is 12 % of the side, at 24 and 48 pixels")
    func strokeWeightsAreConsistent() throws {
        // Path lengths on the unit square (the symbols' own geometry).
        let chevronArm = (0.34 * 0.34 + 0.38 * 0.38).squareRoot()
        let lengths: [(Symbol, Double)] = [(.chevronForward, 2 * chevronArm), (.chevronBackward, 2 * chevronArm),
                                           (.xmark, 2 * (0.56 * 0.56 * 2).squareRoot())]
        for side in [24, 48] {
            for (symbol, length) in lengths {
                let s = Double(side), weight = 0.12 * s
                // A round-capped stroke covers length × weight plus a half disc at each end.
                let caps = Double.pi * weight * weight / 4 * (symbol == .xmark ? 2 : 1)
                let measured = (try inkArea(symbol, side: side) - caps) / (length * s)
                expectNear(measured, weight, tolerance: weight * 0.15, "\(symbol) at \(side) px: stroke \(measured) px")
            }
        }
    }

    @Test("the open player shows its pause control as two bars with a gap, and the mini player a filled play triangle")
    func transportControlsAreDrawn() throws {
        let h = SceneHarness("interruptible")
        let listen = try #require(h.root as? ListenNowViewController)
        let mini = listen.miniPlayer.convert(listen.miniPlayer.bounds, to: nil)
        // The play triangle's centroid (it sits 54 points from the mini player's right edge).
        let play = CGPoint(x: mini.maxX - 54 + 22 - 1, y: mini.midY)
        #expect(h.pixel(play.x, play.y).red < 80, "the play triangle is filled at \(play): \(h.pixel(play.x, play.y))")
        #expect(h.pixel(play.x - 12, play.y - 8).red > 200, "outside the triangle, the mini player's background")

        h.perform(h.scene.finishingDrag)
        h.settle()
        let player = try #require(listen.presentedViewController as? PlayerViewController)
        let controls = player.controls.convert(player.controls.bounds, to: nil)
        let centre = CGPoint(x: controls.midX, y: controls.midY)
        let card = RGBA(red: 23, green: 38, blue: 64)
        #expect(h.pixel(centre.x - 6, centre.y).isClose(to: Colors.white, tolerance: 30), "left bar: \(h.pixel(centre.x - 6, centre.y))")
        #expect(h.pixel(centre.x + 6, centre.y).isClose(to: Colors.white, tolerance: 30), "right bar: \(h.pixel(centre.x + 6, centre.y))")
        #expect(h.pixel(centre.x, centre.y).isClose(to: card, tolerance: 8), "the gap between the bars: \(h.pixel(centre.x, centre.y))")
        #expect(h.pixel(centre.x, centre.y - 22).isClose(to: card, tolerance: 8), "above the bars: the card")
    }
}
