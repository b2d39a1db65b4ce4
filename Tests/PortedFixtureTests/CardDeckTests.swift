import Testing
import UIKit
import UIKitTesting
import TestSupport
@testable import PortedFixtures

/// Drives CardDeck (Fixtures/iOS/CardDeck) with its example: a teal wallet screen that
/// presents a white boarding pass as a card, on a 320 × 480 screen with a black window.
///
/// Geometry by hand: the card sits 40 pt below the top, 440 pt high. The wallet steps back to
/// 92 % about its centre, so its top edge is at 240 − 0.92 × 240 = 19.2: above that the black
/// window shows. The dimming is black at 30 %: the teal (90, 200, 250) becomes (63, 140, 175).
/// A drag's progress is the finger's travel over the card's 440 pt; on release it dismisses
/// past 30 % or when flicked faster than 800 pt/s.
///
/// The progress label is written by a display link every frame while a transition runs:
/// "Presenting N%" / "Dismissing N%", then "Card" or "Deck".
@MainActor
@Suite(.serialized) struct CardDeckTests {
    static let teal = RGBA(red: 90, green: 200, blue: 250)
    static let dimmedTeal = RGBA(red: 63, green: 140, blue: 175)
    static let black = RGBA(red: 0, green: 0, blue: 0)
    static let white = RGBA(red: 255, green: 255, blue: 255)

    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let host = DeckHostViewController()

    init() {
        window = screen.makeWindow()
        window.backgroundColor = .black
        window.rootViewController = host
        screen.renderFrame()
    }


    /// The number in "Presenting 40%" (nil for any other text).
    func percent(in text: String?, prefix: String) -> Int? {
        guard let text = text, text.hasPrefix(prefix + " "), text.hasSuffix("%") else { return nil }
        return Int(text.dropFirst(prefix.count + 1).dropLast())
    }

    func presentCard() -> BoardingPassViewController? {
        host.presentCard()
        screen.run(for: 1.0)
        return host.presentedViewController as? BoardingPassViewController
    }

    @Test func presentingStepsTheWalletBackAndCountsProgress() {
        host.presentCard()
        screen.run(for: 0.2)
        // 0.2 s into a 0.5 s animator: about 40 %.
        let midway = percent(in: host.progressLabel.text, prefix: "Presenting")
        #expect(midway.map { (25...55).contains($0) } == true, "label \(String(describing: host.progressLabel.text))")
        #expect(host.isTrackingProgress)
        #expect(host.transitionLog == ["willPresent"])
        let ticks = host.displayLinkTicks
        screen.run(for: 0.1)
        #expect(host.displayLinkTicks > ticks, "the display link fires every frame")

        screen.run(for: 1.0)
        let card = host.presentedViewController as? BoardingPassViewController
        #expect(card != nil)
        #expect(card?.presentationController is DeckPresentationController)
        #expect(card?.view.frame == CGRect(x: 0, y: 40, width: 320, height: 440))
        expectNear(host.view.transform.a, 0.92, tolerance: 0.001)
        expectNear(host.view.transform.d, 0.92, tolerance: 0.001)
        #expect(host.progressLabel.text == "Card")
        #expect(!host.isTrackingProgress, "the display link was invalidated")
        #expect(host.transitionLog == ["willPresent", "present completed"])
        #expect(host.deckTransition.progress == 0, "no transition runs")
        #expect(screen.pixel(at: CGPoint(x: 160, y: 10)) == Self.black)
        expectPixel(screen.pixel(at: CGPoint(x: 160, y: 30)), near: Self.dimmedTeal)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Self.white)
    }

    @Test func aTapOnTheWalletPresentsTheCard() {
        screen.press(at: CGPoint(x: 160, y: 300))
        screen.release()
        screen.run(for: 1.0)
        #expect(host.presentedViewController is BoardingPassViewController)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Self.white)
    }

    /// The custom recognizer (a UIGestureRecognizer subclass setting `state` itself) drives a
    /// percent-driven dismissal through the animator's interruptible property animator.
    @Test func draggingTheCardDownDismissesIt() {
        let card = presentCard()
        screen.press(at: CGPoint(x: 160, y: 300))
        screen.drag(to: CGPoint(x: 160, y: 420), duration: 0.3)
        // 120 of 440 pt: 27 %.
        let midway = percent(in: host.progressLabel.text, prefix: "Dismissing")
        #expect(midway.map { (24...30).contains($0) } == true, "label \(String(describing: host.progressLabel.text))")
        expectNear(host.deckTransition.progress, 120.0 / 440, tolerance: 0.02)
        #expect(card?.transitionCoordinator?.isInteractive == true)
        #expect(host.transitionLog.last == "willDismiss")
        screen.drag(to: CGPoint(x: 160, y: 470), duration: 0.1)
        screen.release()
        screen.run(for: 1.0)

        #expect(host.presentedViewController == nil)
        #expect(card?.viewIfLoaded?.window == nil)
        #expect(host.view.transform.a == 1 && host.view.transform.d == 1)
        #expect(host.progressLabel.text == "Deck")
        #expect(host.transitionLog == ["willPresent", "present completed", "willDismiss", "dismiss completed"])
        #expect(screen.pixel(at: CGPoint(x: 160, y: 10)) == Self.teal)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Self.teal)
    }

    @Test func aShortDragPutsTheCardBack() {
        let card = presentCard()
        screen.press(at: CGPoint(x: 160, y: 300))
        screen.drag(to: CGPoint(x: 160, y: 360), duration: 0.3)
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 1.0)

        #expect(host.presentedViewController === card)
        #expect(card?.view.frame == CGRect(x: 0, y: 40, width: 320, height: 440))
        expectNear(host.view.transform.a, 0.92, tolerance: 0.001)
        #expect(host.transitionLog.last == "dismiss cancelled")
        #expect(host.progressLabel.text == "Card")
        expectPixel(screen.pixel(at: CGPoint(x: 160, y: 30)), near: Self.dimmedTeal)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Self.white)
    }

    @Test func aSidewaysDragIsNotADismissal() {
        let card = presentCard()
        screen.press(at: CGPoint(x: 100, y: 300))
        screen.drag(to: CGPoint(x: 220, y: 310), duration: 0.2)
        #expect(card?.transitionCoordinator == nil)
        screen.release()
        screen.run(for: 0.5)
        #expect(host.presentedViewController === card)
        #expect(host.transitionLog == ["willPresent", "present completed"])
    }

    /// A delegate implementing only the release decision: it is asked once, with the
    /// progress, and its "no" wins over a long drag; the other methods keep their defaults
    /// (the card still sits 40 pt below the top).
    @Test func theDelegateDecidesOnRelease() {
        let decider = NeverDismissDeckDelegate()
        host.deckTransition.delegate = decider
        let card = presentCard()
        #expect(card?.view.frame == CGRect(x: 0, y: 40, width: 320, height: 440))
        screen.press(at: CGPoint(x: 160, y: 150))
        screen.drag(to: CGPoint(x: 160, y: 450), duration: 0.3)
        screen.release()
        screen.run(for: 1.0)
        #expect(host.presentedViewController === card)
        #expect(decider.askedProgress.count == 1)
        expectNear(decider.askedProgress.first, 300.0 / 440, tolerance: 0.02)
        #expect(host.transitionLog.isEmpty, "the host is no longer the delegate")
    }
}

// MARK: - Test doubles

final class NeverDismissDeckDelegate: NSObject, DeckTransitionDelegate {
    var askedProgress: [CGFloat] = []

    func deckTransition(_ transition: DeckTransition, shouldFinishDismissalAt progress: CGFloat, velocity: CGFloat) -> Bool {
        askedProgress.append(progress)
        return false
    }
}
