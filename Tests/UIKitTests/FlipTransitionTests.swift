import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// `UIView.transition` with the flip and curl options: what is on screen part-way (worked out
/// from the perspective geometry below) and the order of the callbacks.
///
/// The card: a 100×100 view at (100, 50) in a 300×200 window, red before and blue after. A flip
/// turns it about its vertical axis with perspective distance d = 500 (the larger of 500 and
/// twice its width): at a turn of θ its left half lies at x = −50·cos θ from the centre and
/// z = 50·sin θ toward the viewer (flip from left), so the near edge projects to
/// 150 − 50·cos θ / (1 − 50·sin θ / 500). At 45° (a quarter of the time, linear): 150 − 38.05.
@MainActor
@Suite(.serialized) struct FlipTransitionTests {
    func scene() -> (HeadlessScreen, UIWindow, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200))
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        window.addSubview(card)
        screen.renderFrame()
        return (screen, window, card)
    }

    @Test func aFlipFromLeftTurnsTheOldLookAwayAndTheNewOneIn() {
        let (screen, window, card) = scene()
        let layersBefore = window.layer.sublayers?.count
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            card.backgroundColor = .blue
        })
        screen.renderFrame()
        screen.advance(by: 0.25); screen.renderFrame()
        // 45°: the old (red) face, narrowed; its near left edge at ≈ 112.0, far right at
        // 150 + 35.36 / (1 + 35.36/500) ≈ 183.0.
        #expect(screen.pixel(at: CGPoint(x: 115, y: 100)) == RGBA(red: 255, green: 0, blue: 0))
        #expect(screen.pixel(at: CGPoint(x: 180, y: 100)) == RGBA(red: 255, green: 0, blue: 0))
        #expect(screen.pixel(at: CGPoint(x: 106, y: 100)) == RGBA(red: 255, green: 255, blue: 255))
        #expect(screen.pixel(at: CGPoint(x: 188, y: 100)) == RGBA(red: 255, green: 255, blue: 255))
        // The near edge stands taller than the card (perspective): 50 / (1 − 35.36/500) ≈ 53.8
        // above and below the centre line at the near edge (≈ 53.4 at x = 114, above the flat card's top).
        #expect(screen.pixel(at: CGPoint(x: 114, y: 49)) == RGBA(red: 255, green: 0, blue: 0))
        screen.advance(by: 0.5); screen.renderFrame()
        // 135°: the back, the new (blue) look, mirrored back the right way round.
        #expect(screen.pixel(at: CGPoint(x: 150, y: 100)) == RGBA(red: 0, green: 0, blue: 255))
        #expect(screen.pixel(at: CGPoint(x: 106, y: 100)) == RGBA(red: 255, green: 255, blue: 255))
        screen.run(for: 0.5)
        #expect(screen.pixel(at: CGPoint(x: 101, y: 100)) == RGBA(red: 0, green: 0, blue: 255))
        #expect(screen.pixel(at: CGPoint(x: 198, y: 51)) == RGBA(red: 0, green: 0, blue: 255))
        #expect(window.layer.sublayers?.count == layersBefore, "the turning images are gone")
        #expect(card.alpha == 1)
    }

    @Test func halfWayTheCardIsEdgeOn() {
        let (screen, _, card) = scene()
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromRight, .curveLinear], animations: {
            card.backgroundColor = .blue
        })
        screen.renderFrame()
        screen.advance(by: 0.5); screen.renderFrame()
        for x in [110, 130, 146, 154, 170, 190] {
            #expect(screen.pixel(at: CGPoint(x: CGFloat(x), y: 100)) == RGBA(red: 255, green: 255, blue: 255), "x = \(x)")
        }
    }

    @Test func theCallbacksComeInUIKitsOrder() {
        let (screen, _, card) = scene()
        var log: [String] = []
        UIView.transition(with: card, duration: 0.4, options: .transitionFlipFromTop, animations: {
            log.append("animations")
            card.backgroundColor = .blue
        }, completion: { finished in log.append("completion(\(finished))") })
        log.append("returned")
        screen.renderFrame()
        screen.advance(by: 0.2); screen.renderFrame()
        #expect(log == ["animations", "returned"])
        screen.run(for: 0.3)
        #expect(log == ["animations", "returned", "completion(true)"])
    }

    @Test func transitionFromViewToViewSwapsThemInTheSuperview() {
        let (screen, window, card) = scene()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(container)
        card.removeFromSuperview()
        container.addSubview(card)
        let other = UIView(frame: card.frame)
        other.backgroundColor = .blue
        screen.renderFrame()
        var log: [String] = []
        UIView.transition(from: card, to: other, duration: 0.4, options: [.transitionFlipFromLeft]) { finished in
            log.append("completion(\(finished)) with \(card.superview == nil ? "from removed" : "from kept")")
        }
        #expect(other.superview === container && card.superview == nil, "the hierarchy changes at once")
        screen.run(for: 0.6)
        #expect(log == ["completion(true) with from removed"])
        #expect(screen.pixel(at: CGPoint(x: 150, y: 100)) == RGBA(red: 0, green: 0, blue: 255))
    }

    @Test func showHideTransitionViewsHidesAndShows() {
        let (screen, window, card) = scene()
        let other = UIView(frame: card.frame)
        other.backgroundColor = .blue
        other.isHidden = true
        window.addSubview(other)
        screen.renderFrame()
        UIView.transition(from: card, to: other, duration: 0.3, options: [.transitionCurlUp, .showHideTransitionViews])
        #expect(card.isHidden && !other.isHidden && card.superview === window)
        screen.run(for: 0.5)
        #expect(screen.pixel(at: CGPoint(x: 150, y: 100)) == RGBA(red: 0, green: 0, blue: 255))
    }

    @Test func aCurlUpLiftsTheOldPageFromTheBottom() {
        let (screen, _, card) = scene()
        UIView.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: {
            card.backgroundColor = .blue
        })
        screen.renderFrame()
        screen.advance(by: 0.5); screen.renderFrame()
        // Half-way the old page is lifted (≈ 47° about its top edge): the top still shows it,
        // the bottom shows the new look underneath.
        #expect(screen.pixel(at: CGPoint(x: 150, y: 55)) == RGBA(red: 255, green: 0, blue: 0))
        #expect(screen.pixel(at: CGPoint(x: 150, y: 145)) == RGBA(red: 0, green: 0, blue: 255))
        screen.run(for: 0.6)
        #expect(screen.pixel(at: CGPoint(x: 150, y: 55)) == RGBA(red: 0, green: 0, blue: 255))
    }
}
