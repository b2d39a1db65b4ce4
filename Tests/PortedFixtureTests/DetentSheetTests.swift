import Testing
import UIKit
import UIKitTesting
import TestSupport
@testable import PortedFixtures

/// Drives DetentSheet (Fixtures/iOS/DetentSheet), a place-card helper written for iOS 15/16:
/// `PlaceCardPresenter` configures the card's `sheetPresentationController` (a custom "peek"
/// detent, `.medium()`, `.large()`, undimmed up to medium, grabber, 16-point corners) and
/// forwards the sheet delegate's callbacks to its own `@objc optional` delegate.
///
/// Geometry, worked out by hand on a 390 × 844 screen (47-point status bar, 34-point bottom
/// safe area): the largest detent value is 844 − 56 − 34 = 754. Peek resolves to
/// min(220, 754 × 0.5) = 220: the sheet is 254 tall, its top at 844 − 34 − 220 = 590. Medium
/// is 377: 411 tall, top at 433. Large is 754: 788 tall, top at 56. The card lays out its
/// close button at (340, 20, 30, 30) and its "More" chip at (20, 92, 120, 36) in the sheet, so
/// at peek they are centred at (355, 625) and (80, 700). The map's pin is centred at (195, 212).
///
/// A drag moves the top of the sheet with the finger; on release the sheet goes to the detent
/// nearest its height projected 0.15 s ahead (with the release velocity), and a swipe down from
/// the smallest detent dismisses it interactively.
///
/// Pixels: the map is (204, 204, 153), the card white. Dimming is black at 40 %; it is none at
/// peek and medium (`largestUndimmedDetentIdentifier = .medium`), full at large, and in between
/// it is (height − 411) / (788 − 411): at 711 points tall it is 300 / 377 = 0.796, which turns
/// the map into 204 × (1 − 0.4 × 0.796) = 139 and 153 × 0.682 = 104.
@MainActor
@Suite(.serialized) struct DetentSheetTests {
    static let map = RGBA(red: 204, green: 204, blue: 153)
    static let dimmedMap = RGBA(red: 122, green: 122, blue: 92)
    static let white = RGBA(red: 255, green: 255, blue: 255)
    /// The grabber (tertiary label, 30 % opaque) over the white card.
    static let grabber = RGBA(red: 197, green: 197, blue: 199)
    static let peekTop: CGFloat = 590, mediumTop: CGFloat = 433, largeTop: CGFloat = 56

    /// Logs what the library tells its delegate.
    final class PlaceCardRecorder: NSObject, PlaceCardPresenterDelegate {
        var events: [String] = []
        func placeCardPresenter(_ presenter: PlaceCardPresenter, didMoveTo detent: PlaceCardDetent) {
            events.append("\(detent)")
        }
        func placeCardPresenterDidDismiss(_ presenter: PlaceCardPresenter) { events.append("dismissed") }
    }

    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let window: UIWindow
    let mapScreen = MapExampleViewController()
    let presenter = PlaceCardPresenter()
    let card = PlaceCardViewController(placeName: "Ferry Building")
    let recorder = PlaceCardRecorder()

    init() {
        window = screen.makeWindow()
        window.rootViewController = mapScreen
        screen.renderFrame()
        presenter.delegate = recorder
    }

    /// Shows `card` with the test's presenter over the map and lets it settle.
    func presentCard() {
        presenter.present(card, from: mapScreen)
        screen.run(for: 1.0)
    }

    func tap(_ point: CGPoint) {
        screen.press(at: point)
        screen.release()
        screen.run(for: 1.0)
    }

    /// Presses at `from` and drags to `to` over `duration`, finger still down.
    func drag(from: CGPoint, to: CGPoint, duration: TimeInterval = 0.3) {
        screen.press(at: from)
        screen.drag(to: to, duration: duration)
    }

    /// Lets go after holding still for 0.2 s, and lets the sheet settle.
    func holdAndRelease() {
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 1.0)
    }

    /// The top of the card as drawn (the presentation layer while it animates).
    var cardTop: CGFloat { card.view.layer.presentation()?.frame.minY ?? card.view.frame.minY }

    func pixel(_ x: CGFloat, _ y: CGFloat) -> RGBA? { screen.pixel(at: CGPoint(x: x, y: y)) }

    // MARK: The example app

    /// Tapping the pin shows the card at its peek over the undimmed map; the map stays usable,
    /// a drag to half height reaches the example's delegate, and tapping the pin again closes it.
    @Test func thePinShowsItsCardAtThePeekOverAUsableMap() throws {
        tap(CGPoint(x: 195, y: 212))
        let shown = try #require(mapScreen.presentedViewController as? PlaceCardViewController)
        #expect(shown.view.frame == CGRect(x: 0, y: 590, width: 390, height: 254))
        #expect(mapScreen.placeCard.card === shown && mapScreen.placeCard.selectedDetent == .peek)
        #expect(mapScreen.statusLabel.text == "Ferry Building")

        let sheet = try #require(shown.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier.rawValue) == ["peek", "com.apple.UIKit.medium", "com.apple.UIKit.large"])
        #expect(sheet.largestUndimmedDetentIdentifier == .medium && sheet.prefersGrabberVisible)
        #expect(sheet.preferredCornerRadius == 16)

        #expect(pixel(300, 585) == Self.map, "the map above the card, undimmed")
        #expect(pixel(100, 400) == Self.map)
        #expect(pixel(300, 595) == Self.white, "the card from y 590")
        #expect(pixel(300, 800) == Self.white)
        expectPixel(pixel(195, 597), near: Self.grabber, "the grabber, 5 points below the top")
        #expect(pixel(3, 593) == Self.map, "outside a 16-point corner (inside a 10-point one)")

        // Dragged up to medium: the example's delegate method hears it.
        drag(from: CGPoint(x: 300, y: 650), to: CGPoint(x: 300, y: 480))
        holdAndRelease()
        #expect(shown.view.frame.minY == Self.mediumTop)
        #expect(mapScreen.statusLabel.text == "Ferry Building · half")
        #expect(pixel(300, 428) == Self.map && pixel(300, 440) == Self.white)

        // The pin above the undimmed card still takes taps: deselecting it closes the card.
        tap(CGPoint(x: 195, y: 212))
        #expect(mapScreen.presentedViewController == nil)
        #expect(mapScreen.statusLabel.text == "No place selected")
        #expect(pixel(300, 700) == Self.map)
    }

    // MARK: The card's own controls

    /// "More" sets `selectedDetentIdentifier = .large` inside `animateChanges`: the card animates
    /// up to full height (mid-way after 0.1 s) and dims the map, and the delegate hears nothing
    /// (the app made the change, as on iOS).
    @Test func moreAnimatesTheCardToFullHeight() {
        presentCard()
        #expect(cardTop == Self.peekTop)
        screen.press(at: CGPoint(x: 80, y: 700))
        screen.release()
        screen.run(for: 0.1)
        #expect(cardTop > Self.largeTop + 20 && cardTop < Self.peekTop - 20, "mid-way after 0.1 s: \(cardTop)")
        screen.run(for: 1.0)
        #expect(card.view.frame == CGRect(x: 0, y: 56, width: 390, height: 788))
        #expect(cardTop == Self.largeTop)
        #expect(presenter.selectedDetent == .large)
        #expect(recorder.events.isEmpty, "a change the app makes is not reported")
        expectPixel(pixel(300, 50), near: Self.dimmedMap, "the map dimmed above the full-height card")
        #expect(pixel(300, 62) == Self.white)
    }

    /// The close button dismisses the card in code: it slides away and the delegate hears
    /// nothing (iOS calls `presentationControllerDidDismiss` only for the user's dismissals).
    @Test func closeDismissesWithoutTellingTheDelegate() {
        presentCard()
        tap(CGPoint(x: 355, y: 625))
        #expect(mapScreen.presentedViewController == nil)
        #expect(card.viewIfLoaded?.window == nil)
        #expect(recorder.events.isEmpty)
        #expect(pixel(300, 700) == Self.map)
    }

    // MARK: Dragging

    /// Peek → medium → large → medium, each by a slow drag; the delegate hears each change in
    /// order, and the dimming follows the sheet between medium and large.
    @Test func dragsMoveTheCardBetweenDetentsAndTheDelegateHearsEach() {
        presentCard()

        // 120 points up from peek: 374 tall, nearest medium (411).
        drag(from: CGPoint(x: 300, y: 650), to: CGPoint(x: 300, y: 530))
        expectNear(card.view.frame.minY, 470, tolerance: 0.5, "the top follows the finger")
        #expect(pixel(100, 400) == Self.map, "no dimming below medium")
        holdAndRelease()
        #expect(card.view.frame == CGRect(x: 0, y: 433, width: 390, height: 411))
        #expect(presenter.selectedDetent == .medium)
        #expect(pixel(300, 428) == Self.map && pixel(300, 440) == Self.white)

        // 300 points up from medium: 711 tall, dimmed 80 % of the way; nearest large (788).
        drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 300, y: 200))
        expectNear(card.view.frame.minY, 133, tolerance: 0.5)
        expectPixel(pixel(300, 100), near: RGBA(red: 139, green: 139, blue: 104), "partly dimmed")
        holdAndRelease()
        #expect(card.view.frame == CGRect(x: 0, y: 56, width: 390, height: 788))
        expectPixel(pixel(300, 50), near: Self.dimmedMap)

        // 300 points down from large: 488 tall, nearest medium.
        drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 600))
        holdAndRelease()
        #expect(card.view.frame.minY == Self.mediumTop)
        #expect(pixel(300, 428) == Self.map, "undimmed again")

        #expect(recorder.events == ["medium", "large", "medium"])
        #expect(mapScreen.presentedViewController === card)
    }

    /// A flick counts its velocity: from medium, 40 points down in 0.05 s (800 pt/s) leaves the
    /// sheet 371 tall, nearest medium, but projects to 371 − 800 × 0.15 = 251, nearest peek
    /// (254). Then a swipe down from peek dismisses it, following the finger, and the delegate
    /// hears that last.
    @Test func aFlickDropsToThePeekAndASwipeDismisses() {
        presentCard()
        drag(from: CGPoint(x: 300, y: 650), to: CGPoint(x: 300, y: 480))
        holdAndRelease()
        #expect(card.view.frame.minY == Self.mediumTop)

        drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 300, y: 540), duration: 0.05)
        screen.release()
        screen.run(for: 1.0)
        #expect(card.view.frame.minY == Self.peekTop)
        #expect(presenter.selectedDetent == .peek)

        drag(from: CGPoint(x: 300, y: 650), to: CGPoint(x: 300, y: 750), duration: 0.15)
        #expect(card.transitionCoordinator?.isInteractive == true, "the swipe drives the dismissal")
        expectNear(cardTop, Self.peekTop + 100, tolerance: 1, "the card follows the finger down")
        screen.drag(to: CGPoint(x: 300, y: 840), duration: 0.1)
        screen.release()
        screen.run(for: 1.0)

        #expect(mapScreen.presentedViewController == nil)
        #expect(presenter.card == nil)
        #expect(recorder.events == ["medium", "peek", "dismissed"])
        #expect(pixel(300, 700) == Self.map)
        #expect(window.subviews.count == 1 && window.subviews.first === mapScreen.view, "nothing of the sheet is left")
    }

    // MARK: Configuration

    /// With `keepsMapInteractive` off nothing is undimmed: the map is dimmed at the peek.
    @Test func aPeekOverANonInteractiveMapIsDimmed() {
        presenter.keepsMapInteractive = false
        presentCard()
        #expect(card.sheetPresentationController?.largestUndimmedDetentIdentifier == nil)
        #expect(card.view.frame.minY == Self.peekTop)
        expectPixel(pixel(300, 585), near: Self.dimmedMap)
        expectPixel(pixel(100, 400), near: Self.dimmedMap)
        #expect(pixel(300, 595) == Self.white)
    }
}
