import Foundation
import Testing
import TestExpectations
@testable import QuartzCore
import CoreGraphics
@testable import UIKitTesting

/// While a subtree's scale animates (a presenter receding behind a sheet, a view a transition
/// zooms), the renderer draws it from one image at the next whole scale up, resampled to each
/// frame's scale, instead of layer by layer at a new fractional scale every frame. That is an
/// approximation while it moves — bilinear resampling softens text and edges a little, solid
/// areas are exact — and none at rest: the frame that ends the animation draws the subtree layer
/// by layer again, pixel for pixel what a straightforward drawing of the tree shows
/// (`StraightforwardRender`, RendererEquivalenceTests.swift), even when the animation held its
/// final value for a while before it ended.
///
/// The scene: a 390 × 844 window holding an opaque page of 12 bordered, rounded cards with a
/// label each (37 layers), its transform animated from the identity to a scale of 0.9 about the
/// page's centre.
@MainActor
@Suite(.serialized) struct ResampledSubtreeTests {
    static let size = CGSize(width: 390, height: 844)

    @MainActor final class Scene {
        let screen = HeadlessScreen(size: ResampledSubtreeTests.size)
        let window: UIWindow
        let page = UIView(frame: CGRect(origin: .zero, size: ResampledSubtreeTests.size))
        var cards: [UIView] = []

        init() {
            window = screen.makeWindow()
            page.backgroundColor = UIColor(red: 0.94, green: 0.95, blue: 0.97, alpha: 1)
            for i in 0..<12 {
                let card = UIView(frame: CGRect(x: 20 + CGFloat(i % 2) * 180, y: 60 + CGFloat(i / 2) * 125, width: 170, height: 110))
                card.backgroundColor = .white
                card.layer.cornerRadius = 10
                card.layer.borderWidth = 1
                card.layer.borderColor = UIColor(red: 0.78, green: 0.80, blue: 0.84, alpha: 1).cgColor
                let label = UILabel(frame: CGRect(x: 12, y: 12, width: 140, height: 20))
                label.text = "Card \(i + 1)"
                label.textColor = .black
                card.addSubview(label)
                page.addSubview(card)
                cards.append(card)
            }
            window.addSubview(page)
            screen.renderFrame()
            screen.renderFrame()
        }

        var layersDrawn: Int { screen.driver.renderer.lastFrameLayersDrawn }

        /// The screen against a straightforward drawing of the same tree, per channel beyond `tolerance`.
        func difference(tolerance: Int) -> PixelDifference {
            let frameBuffer = screen.backend.frameBuffer
            let reference = StraightforwardRender.render(window, width: frameBuffer.width, height: frameBuffer.height,
                                                         scale: 1, sourceLocation: #_sourceLocation)
            return PixelDifference(frameBuffer, reference, tolerance: tolerance)
        }

        /// Expects the plain white below each card's label, where it is drawn now, exactly white.
        func expectCardsPlainWhite(sourceLocation: SourceLocation = #_sourceLocation) {
            for i in cards.indices {
                let p = middle(of: i)
                let pixel = screen.backend.frameBuffer.pixel(x: Int(p.x), y: Int(p.y))
                #expect(pixel?.r == 255 && pixel?.g == 255 && pixel?.b == 255, "card \(i)'s plain white at \(p): \(String(describing: pixel))",
                        sourceLocation: sourceLocation)
            }
        }

        /// The device point at the middle of card `i` as drawn now.
        func middle(of i: Int) -> CGPoint {
            let card = cards[i]
            let p = CGPoint(x: card.frame.midX, y: card.frame.maxY - 25)
            // The page scales about its centre, which is the window's.
            let s = page.layer.presentation()?.transform.m11 ?? 1, c = CGPoint(x: page.bounds.midX, y: page.bounds.midY)
            return CGPoint(x: c.x + (p.x - c.x) * s, y: c.y + (p.y - c.y) * s)
        }
    }

    /// Mid-animation the page is one resampled image (a handful of layers drawn, not 37); the
    /// cards' plain areas are exactly what the straightforward drawing shows, only edges and
    /// glyphs differ, and by little on the whole; once the animation is over, every pixel is the
    /// straightforward drawing's.
    @Test func whileItsScaleAnimatesThePageIsOneResampledImageAndSharpAfterwards() {
        let s = Scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            s.page.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        s.screen.run(for: 0.4)
        let scale = s.page.layer.presentation()?.transform.m11 ?? 1
        #expect(scale > 0.92 && scale < 0.98, "mid-animation: \(scale)")
        #expect(s.layersDrawn <= 3, "drawn from one image: \(s.layersDrawn) layers drawn")
        let loose = s.difference(tolerance: 2)
        #expect(loose.count < Int(Self.size.width * Self.size.height) / 20, "only edges and glyphs differ: \(loose)")
        s.expectCardsPlainWhite()

        s.screen.run(for: 1)
        #expect(s.page.layer.animationKeys() == nil)
        let atRest = s.difference(tolerance: 0)
        #expect(atRest.count == 0, "sharp at rest: \(atRest)")
    }

    /// Zoomed from afar (0.3 to 0.45 of its size), the page is drawn from an image at half its
    /// size, shrunk by no more than half; the plain areas are exact, and at rest it is sharp.
    @Test func zoomedFromAfarTheImageIsAtHalfSize() {
        let s = Scene()
        s.page.transform = CGAffineTransform(scaleX: 0.3, y: 0.3)
        s.screen.renderFrame()
        s.screen.renderFrame()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            s.page.transform = CGAffineTransform(scaleX: 0.45, y: 0.45)
        }
        s.screen.run(for: 0.5)
        #expect(s.layersDrawn <= 3, "drawn from one image: \(s.layersDrawn) layers drawn")
        #expect(s.page.layer.renderState.resampledImage?.key.scale == 0.5)
        s.expectCardsPlainWhite()
        s.screen.run(for: 1)
        let atRest = s.difference(tolerance: 0)
        #expect(atRest.count == 0, "sharp at rest: \(atRest)")
    }

    /// Corners that round as the page shrinks (0 to 10 points, clipping what it holds, as a
    /// receding presenter's do) change no image: mid-animation the page is still drawn from it,
    /// the rounding clipping it as it is composited — the window's black shows in the corner, the
    /// plain areas are exact — and at rest it is the straightforward drawing.
    @Test func cornersThatRoundAsItShrinksClipTheImage() {
        let s = Scene()
        s.page.clipsToBounds = true
        s.screen.renderFrame()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            s.page.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            s.page.layer.cornerRadius = 10
        }
        s.screen.run(for: 0.6)
        let radius = s.page.layer.presentation()?.cornerRadius ?? 0
        #expect(radius > 4 && radius < 9, "mid-animation: \(radius)")
        #expect(s.layersDrawn <= 3, "drawn from one image: \(s.layersDrawn) layers drawn")
        let loose = s.difference(tolerance: 2)
        #expect(loose.count < Int(Self.size.width * Self.size.height) / 20, "only edges and glyphs differ: \(loose)")
        let scale = s.page.layer.presentation()?.transform.m11 ?? 1
        let corner = CGPoint(x: Self.size.width / 2 * (1 - scale) + 1, y: Self.size.height / 2 * (1 - scale) + 1)
        let shown = s.screen.backend.frameBuffer.pixel(x: Int(corner.x), y: Int(corner.y))
        #expect(shown?.r == 0 && shown?.g == 0 && shown?.b == 0, "outside the rounded corner at \(corner): \(String(describing: shown))")
        s.expectCardsPlainWhite()
        s.screen.run(for: 1)
        let atRest = s.difference(tolerance: 0)
        #expect(atRest.count == 0, "sharp at rest: \(atRest)")
    }

    /// An animation that reaches its final value early and holds it (the last half of a
    /// keyframe animation) ends without the page's drawn value changing; the page is drawn
    /// sharp all the same when the animation goes — also when the app took a snapshot of it in
    /// the meantime (drawn into an image of its own, which is no frame of the screen's).
    @Test func anAnimationHoldingItsFinalValueStillEndsSharp() {
        let s = Scene()
        let final = CATransform3DMakeScale(0.9, 0.9, 1)
        let hold = CAKeyframeAnimation(keyPath: "transform")
        hold.values = [NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: final), NSValue(caTransform3D: final)]
        hold.keyTimes = [0, 0.5, 1]
        hold.duration = 1
        s.page.layer.transform = final
        s.page.layer.add(hold, forKey: "transform")
        s.screen.run(for: 0.8)
        #expect(s.page.layer.presentation()?.transform.m11 == 0.9)
        #expect(s.layersDrawn <= 3, "held at its final value, still drawn from the image: \(s.layersDrawn)")
        #expect(s.difference(tolerance: 0).count > 0, "(resampled: not the straightforward drawing yet)")
        let snapshot = UIGraphicsImageRenderer(bounds: s.page.bounds).image { s.page.layer.render(in: $0.cgContext) }
        #expect(snapshot.size == s.page.bounds.size)
        s.screen.run(for: 0.5)
        #expect(s.page.layer.animationKeys() == nil)
        let atRest = s.difference(tolerance: 0)
        #expect(atRest.count == 0, "sharp at rest: \(atRest)")
    }

    /// Scaled frame after frame without an animation (as a drag or a pinch sets it), the page is
    /// drawn from the image while its scale changes, and each such frame asks for the next; the
    /// frame after it stops draws it layer by layer, exactly the straightforward drawing, and
    /// asks for nothing more.
    @Test func scaledByAGestureItIsResampledWhileItChangesAndSharpOnceItStops() {
        let s = Scene()
        // (An image is made only of sublayers that stayed the same for a frame: a first step
        // lets the freshly built scene settle.)
        s.page.transform = CGAffineTransform(scaleX: 0.99, y: 0.99)
        s.screen.renderFrame()
        for scale in [0.97, 0.94, 0.91] as [CGFloat] {
            s.page.transform = CGAffineTransform(scaleX: scale, y: scale)
            s.screen.renderFrame()
            #expect(s.layersDrawn <= 3, "at \(scale): drawn from one image, \(s.layersDrawn) layers drawn")
            #expect(s.screen.needsFrame, "at \(scale): the next frame is asked for")
        }
        s.screen.renderFrame()
        #expect(s.layersDrawn > 20, "stopped: layer by layer, \(s.layersDrawn) layers drawn")
        let exact = s.difference(tolerance: 0)
        #expect(exact.count == 0, "\(exact)")
        #expect(!s.screen.needsFrame, "and nothing more is asked for")
    }
}
