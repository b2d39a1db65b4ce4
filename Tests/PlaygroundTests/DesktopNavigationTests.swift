import Testing
@testable import Playground
@testable import UIKitTesting
@testable import WindowSystem

/// The playground as a desktop app: the home screen's keys, the notices of `s` and `r`, the
/// pointer's back gestures.
@MainActor
struct DesktopNavigationTests {
    /// The playground's root with the home screen on a 390 × 844 headless screen.
    private func home() -> (HeadlessScreen, PlaygroundContainerViewController, HomeViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let context = PlaygroundContext()
        let home = HomeViewController(context: context)
        let root = PlaygroundContainerViewController(content: home, context: context)
        window.rootViewController = root
        screen.renderFrame()
        return (screen, root, home)
    }

    private func key(_ screen: HeadlessScreen, _ symbol: UInt32, _ characters: String, modifiers: KeyModifiers = []) {
        screen.backend.post(.keyDown(keySymbol: symbol, characters: characters, timestamp: screen.now, modifiers: modifiers))
        screen.backend.post(.keyUp(keySymbol: symbol, characters: characters, timestamp: screen.now, modifiers: modifiers))
        screen.renderFrame()
    }

    /// Digits 1 to 9, as far as the catalog goes.
    @Test func aDigitOpensItsScene() {
        for digit in 1...min(9, SceneDescriptor.all.count) { digitOpensItsScene(digit) }
    }

    private func digitOpensItsScene(_ digit: Int) {
        let (screen, root, home) = home()
        screen.type("\(digit)")
        screen.run(for: 1)
        let shown = root.presentedViewController.map { String(describing: type(of: $0)) }
        let expected = String(describing: type(of: home.scenes[digit - 1].make(PlaygroundContext())))
        #expect(shown == expected, "digit \(digit) opens scene \(digit)")
    }

    @Test func tabMovesAFocusRingAndReturnOpensTheCard() throws {
        let (screen, root, home) = home()
        // A point just inside the second card's left edge (in the window: the cards scroll).
        let second = home.cards[1].convert(home.cards[1].bounds, to: nil)
        let edge = CGPoint(x: second.minX + 1, y: second.midY)
        let before = try #require(screen.pixel(at: edge))
        screen.press(.tab)
        screen.press(.tab)
        #expect(home.focusedIndex == 1)
        screen.run(for: 0.1)
        // The second card shows a blue ring on its left edge (3 points wide).
        let ring = try #require(screen.pixel(at: edge))
        #expect(ring.blue > 200 && ring.red < 80, "a focus ring on the second card: \(ring) (was \(before))")
        screen.press(.up)
        #expect(home.focusedIndex == 0)
        screen.press(.down)
        screen.press(.returnKey)
        screen.run(for: 1)
        #expect(root.presentedViewController is TripViewController, "Return opens the focused card (the sheet scene)")
    }

    /// Tab walks the focus through every card, also those below the fold: each focused card is
    /// scrolled into view (ring and all), and Shift+Tab from the first wraps to the last.
    @Test func tabReachesEveryCardAndScrollsItIntoView() throws {
        let (screen, root, home) = home()
        for index in home.cards.indices {
            screen.press(.tab)
            screen.run(for: 0.4)
            #expect(home.focusedIndex == index)
            let card = home.cards[index].convert(home.cards[index].bounds, to: nil)
            #expect(card.minY >= 0 && card.maxY <= 844, "card \(index) is scrolled into view: \(card)")
            let ring = try #require(screen.pixel(at: CGPoint(x: card.minX + 1, y: card.midY)))
            #expect(ring.blue > 200 && ring.red < 80, "card \(index) shows its focus ring: \(ring)")
        }
        #expect(home.scrollView.contentOffset.y > 0, "the last card needed a scroll")
        screen.press(.tab)
        screen.run(for: 0.4)
        #expect(home.focusedIndex == 0)
        #expect(home.scrollView.contentOffset.y == 0, "back at the first card, back at the top")
        screen.press(.up)
        screen.run(for: 0.4)
        #expect(home.focusedIndex == home.cards.count - 1)
        screen.press(.returnKey)
        screen.run(for: 1)
        let last = try #require(SceneDescriptor.all.last)
        let presented = try #require(root.presentedViewController, "Return opens the last card (\(last.id))")
        #expect(type(of: presented) == type(of: last.make(PlaygroundContext())), "Return opens the last card (\(last.id))")
    }

    /// Page Down is no key of the playground's: it reaches the home screen's scroll view under
    /// the pointer (a page, 844 − 40 points, clamped to the content); the arrows stay the home
    /// screen's own (the focus), which scrolls the first card back into view.
    @Test func pageDownScrollsTheHomeScreenAndTheArrowsStillMoveTheFocus() {
        let (screen, _, home) = home()
        screen.hover(to: CGPoint(x: 195, y: 400))
        screen.press(.pageDown)
        screen.run(for: 0.5)
        let bottom = home.scrollView.contentSize.height - 844
        #expect(bottom > 0)
        #expect(home.scrollView.contentOffset.y == min(bottom, 804))
        screen.press(.down)
        screen.run(for: 0.5)
        #expect(home.focusedIndex == 0, "the home screen took ↓ for its focus")
        #expect(home.scrollView.contentOffset.y == 0, "the first card (and the title) scrolled back into view")
    }

    @Test func slowModeAndTheRuleShowABriefNotice() {
        let (screen, root, _) = home()
        screen.type("r")
        #expect(root.notice.text == "Finish rule: 50 % rule")
        #expect(root.overlayWindow?.isHidden == false, "shown although the inspector is closed")
        screen.run(for: 0.3)
        let top = screen.pixel(at: CGPoint(x: 195, y: 28))
        #expect((top?.red ?? 255) < 80, "a dark notice at the top: \(String(describing: top))")
        screen.run(for: 2)
        #expect(root.notice.text == nil, "it fades after a moment")
        #expect(root.overlayWindow?.isHidden == true)
        screen.type("s")
        #expect(root.notice.text == "Slow Animations on (×10)")
        screen.run(for: 2)
        #expect(root.notice.text == nil, "the notice itself is not slowed down")
        screen.type("s")
        #expect(root.notice.text == "Slow Animations off")
    }

    @Test func controlQAndControlWQuit() {
        let (screen, root, _) = home()
        var quits = 0
        root.keyHandler.onQuit = { quits += 1 }
        key(screen, 0x71, "\u{11}", modifiers: .control)
        key(screen, 0x77, "\u{17}", modifiers: .control)
        key(screen, 0x71, "q")
        #expect(quits == 2, "Ctrl+Q and Ctrl+W quit; a plain q does not")
    }

    @Test func theBackButtonAndAHorizontalScrollGoBack() {
        var backs: [TimeInterval] = []
        var time: TimeInterval = 10
        let navigation = PointerBackNavigation { backs.append(time) }
        navigation.handle(.pointerDown(button: 8, location: .zero, timestamp: time, modifiers: []))
        #expect(backs.count == 1, "button 8 goes back")
        // One swipe: scroll-left clicks every 20 ms for 0.3 s go back once.
        time = 20
        for _ in 0..<15 {
            navigation.handle(.pointerDown(button: 6, location: .zero, timestamp: time, modifiers: []))
            time += 0.02
        }
        #expect(backs.count == 2, "one swipe, one back")
        // A second swipe after a pause goes back again; scrolling right (7) or down (5) never does.
        time += 1
        for button in [7, 5, 6, 6, 6] {
            navigation.handle(.pointerDown(button: button, location: .zero, timestamp: time, modifiers: []))
            time += 0.02
        }
        #expect(backs.count == 3)
    }
}
