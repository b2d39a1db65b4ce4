import Testing
import UIKitTesting
import TestSupport

/// Drives client program 3 (BottomCardPresentation.swift): a 240 pt card at the bottom of a
/// 320 × 480 screen over a dimmed shop, dismissed by panning down on the card.
///
/// Pixels by hand: the dimming view is black at 50 %, so fully shown it turns the red shop into
/// (128, 0, 0); its alpha is animated alongside, and half-way (any symmetric curve — UIKit's
/// default ease-in-out) it is at 0.5, black at 25 %: (191, 0, 0). The card moves with the
/// ease-in-out curve too: half-way it is 120 pt lower.
@MainActor
@Suite(.serialized) struct BottomCardPresentationTests {
    static let dimmed = RGBA(red: 128, green: 0, blue: 0)
    static let halfDimmed = RGBA(red: 191, green: 0, blue: 0)
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let shop = ShopViewController()
    let card = CardViewController()

    init() {
        window = screen.makeWindow()
        window.rootViewController = shop
        screen.renderFrame()
        shop.showCard(card)
        screen.run(for: 0.6)
    }

    @Test func theCardSitsAtTheBottomOverADimmedShop() {
        #expect(shop.presentedViewController === card)
        #expect(card.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(card.presentationController is CardPresentationController)
        #expect(shop.view.window === window, "a custom presentation keeps the presenter's view")
        expectPixel(screen.pixel(at: CGPoint(x: 160, y: 100)), near: Self.dimmed)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 400)) == Compat.green)
        expectNoTransitionLeftovers(in: window)
    }

    @Test func panningDownFarEnoughDismisses() {
        screen.press(at: CGPoint(x: 160, y: 300))
        screen.drag(to: CGPoint(x: 160, y: 300 + 120), duration: 0.3)
        // Half-way: the card 120 pt lower, the dimming at half.
        #expect(screen.pixel(at: CGPoint(x: 160, y: 350)) != Compat.green, "the card's old top is uncovered")
        #expect(screen.pixel(at: CGPoint(x: 160, y: 370)) == Compat.green)
        expectPixel(screen.pixel(at: CGPoint(x: 160, y: 100)), near: Self.halfDimmed)
        screen.drag(to: CGPoint(x: 160, y: 300 + 180), duration: 0.2)
        screen.release()
        screen.run(for: 0.6)
        #expect(shop.presentedViewController == nil && card.presentingViewController == nil)
        #expect(card.viewIfLoaded?.window == nil)
        #expect(window.subviews.count == 1 && window.subviews.first === shop.view, "the container and dimming view are gone")
        #expect(screen.pixel(at: CGPoint(x: 160, y: 100)) == Compat.red)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 400)) == Compat.red)
        expectNoTransitionLeftovers(in: window, views: [card.view])
    }

    @Test func aShortPanCancelsAndTheDimmingComesBack() {
        screen.press(at: CGPoint(x: 160, y: 300))
        screen.drag(to: CGPoint(x: 160, y: 300 + 60), duration: 0.3)
        screen.hold(for: 0.1)
        screen.release()
        screen.run(for: 0.6)
        #expect(shop.presentedViewController === card)
        #expect(card.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        expectPixel(screen.pixel(at: CGPoint(x: 160, y: 100)), near: Self.dimmed)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 250)) == Compat.green)
        expectNoTransitionLeftovers(in: window)
        // Still dismissable afterwards, and the shop is fully back.
        screen.press(at: CGPoint(x: 160, y: 300))
        screen.drag(to: CGPoint(x: 160, y: 300 + 200), duration: 0.3)
        screen.release()
        screen.run(for: 0.6)
        #expect(shop.presentedViewController == nil)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 100)) == Compat.red)
    }

    /// Presenting again after a dismissal works the same.
    @Test func theCardCanBeShownAgain() {
        card.dismiss(animated: true)
        screen.run(for: 0.6)
        #expect(shop.presentedViewController == nil && screen.pixel(at: CGPoint(x: 160, y: 100)) == Compat.red)
        let again = CardViewController()
        shop.showCard(again)
        screen.run(for: 0.6)
        #expect(shop.presentedViewController === again)
        expectPixel(screen.pixel(at: CGPoint(x: 160, y: 100)), near: Self.dimmed)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 400)) == Compat.green)
    }
}
