import Foundation
import Testing
@testable import UIKit
@testable import UIKitTesting
import WindowSystem
import TestSupport

/// The hardware keyboard scrolls (`allowsKeyboardScrolling`, iOS 17): a key no responder took
/// goes to the scroll view under the pointer; a scroll view holding the first responder takes
/// its keys first.
///
/// Expectations, by hand, for `ScrollScene` (a 400 × 600 scroll view, 3000 points of content,
/// no insets): a line is 40 points; a page is the visible height less a line, 560; the offset
/// runs from 0 to 2400. Each key animates over 0.3 s on the ease-in-ease-out curve from the
/// frame that handled it, so after `k` frames the offset is `from + (to − from) · ease(k / 60 / 0.3)`.
@MainActor
struct UIScrollViewKeyboardTests {
    /// The pointer over the scene's scroll view.
    func pointed(_ scene: ScrollScene) -> ScrollScene {
        scene.screen.hover(to: CGPoint(x: 200, y: 300))
        return scene
    }

    func key(_ screen: HeadlessScreen, _ symbol: UInt32, _ characters: String = "", modifiers: KeyModifiers = []) {
        screen.backend.post(.keyDown(keySymbol: symbol, characters: characters, timestamp: screen.now, modifiers: modifiers))
        screen.backend.post(.keyUp(keySymbol: symbol, characters: characters, timestamp: screen.now, modifiers: modifiers))
        screen.renderFrame()
    }

    @Test func pageDownAnimatesAPageOnTheEaseInEaseOutCurve() {
        let scene = pointed(ScrollScene())
        scene.screen.press(.pageDown)
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        for k in 0...20 {
            if k > 0 { scene.screen.run(for: 1.0 / 60) }
            expectNear(scene.scrollView.contentOffset.y, 560 * CGFloat(ease.solve(min(1, Double(k) / 60 / 0.3))), tolerance: 0.5,
                       "frame \(k)")
        }
        #expect(scene.log.order == ["didScroll", "didEndScrollingAnimation"], "an animated scroll, as setContentOffset(_:animated:)")
    }

    @Test func arrowsHomeEndAndPageUpGoWhereTheMacsDo() {
        let scene = pointed(ScrollScene())
        let s = scene.screen, sv = scene.scrollView
        s.press(.down); s.press(.down); s.press(.down)   // quick presses add up from where the scroll goes
        s.run(for: 0.5)
        #expect(sv.contentOffset.y == 120)
        s.press(.up)
        s.run(for: 0.5)
        #expect(sv.contentOffset.y == 80)
        s.press(.end)
        s.run(for: 0.5)
        #expect(sv.contentOffset.y == 2400)
        s.press(.down)
        s.run(for: 0.5)
        #expect(sv.contentOffset.y == 2400, "at the bottom a key does nothing (no bounce)")
        s.press(.pageUp)
        s.run(for: 0.5)
        #expect(sv.contentOffset.y == 1840)
        s.press(.home)
        s.run(for: 0.5)
        #expect(sv.contentOffset.y == 0)
        s.press(.down, control: true)
        s.run(for: 0.5)
        #expect(sv.contentOffset.y == 2400, "Control+↓: to the bottom")
        s.press(.up, alternate: true)
        s.run(for: 0.5)
        #expect(sv.contentOffset.y == 1840, "Alt+↑: a page up")
        s.press(.right)
        s.run(for: 0.5)
        #expect(sv.contentOffset.x == 0, "the content does not scroll sideways")
    }

    @Test func spaceAndShiftSpacePageAsOnTheMac() {
        let scene = pointed(ScrollScene())
        key(scene.screen, 0x20, " ")
        scene.screen.run(for: 0.5)
        #expect(scene.scrollView.contentOffset.y == 560)
        key(scene.screen, 0x20, " ", modifiers: .shift)
        scene.screen.run(for: 0.5)
        #expect(scene.scrollView.contentOffset.y == 0)
    }

    @Test func withThePointerElsewhereOrTheKeysOffNothingScrolls() {
        let scene = ScrollScene()
        scene.screen.hover(to: CGPoint(x: 200, y: 300))
        scene.scrollView.allowsKeyboardScrolling = false
        scene.screen.press(.pageDown)
        scene.screen.run(for: 0.5)
        #expect(scene.scrollView.contentOffset.y == 0, "allowsKeyboardScrolling = false")
        scene.scrollView.allowsKeyboardScrolling = true
        scene.screen.backend.post(.pointerLeft(timestamp: scene.screen.now))
        scene.screen.renderFrame()
        scene.screen.press(.pageDown)
        scene.screen.run(for: 0.5)
        #expect(scene.scrollView.contentOffset.y == 0, "the pointer left the window: no scroll view is under it")
    }

    /// An inner scroll view at its bottom hands the key to the one around it, as the wheel does.
    @Test func anInnerScrollViewAtItsEdgeHandsTheKeyOutward() {
        let scene = ScrollScene()
        let inner = UIScrollView(frame: CGRect(x: 50, y: 100, width: 300, height: 200))
        inner.contentSize = CGSize(width: 300, height: 260)
        scene.scrollView.addSubview(inner)
        scene.screen.hover(to: CGPoint(x: 200, y: 200))
        scene.screen.press(.pageDown)
        scene.screen.run(for: 0.5)
        #expect(inner.contentOffset.y == 60, "the inner one first, clamped to its content")
        #expect(scene.scrollView.contentOffset.y == 0)
        scene.screen.press(.pageDown)
        scene.screen.run(for: 0.5)
        #expect(inner.contentOffset.y == 60)
        #expect(scene.scrollView.contentOffset.y == 560, "at its bottom, the outer one scrolls")
    }

    /// A responder view that is first responder: the scroll view holding it takes the keys,
    /// wherever the pointer is; a responder that takes a key itself keeps it.
    @Test func theScrollViewHoldingTheFirstResponderTakesTheKeys() {
        let scene = ScrollScene()
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        other.contentSize = CGSize(width: 400, height: 1000)
        let holder = UIScrollView(frame: CGRect(x: 0, y: 300, width: 400, height: 300))
        holder.contentSize = CGSize(width: 400, height: 1000)
        scene.window.addSubview(other)
        scene.window.addSubview(holder)
        let field = KeyTaker(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        holder.addSubview(field)
        scene.screen.renderFrame()
        #expect(field.becomeFirstResponder())
        scene.screen.hover(to: CGPoint(x: 200, y: 100))   // over the other one
        scene.screen.press(.pageDown)
        scene.screen.run(for: 0.5)
        #expect(holder.contentOffset.y == 260, "a page: 300 − 40 points")
        #expect(other.contentOffset.y == 0)
        scene.screen.press(.down)
        scene.screen.run(for: 0.5)
        #expect(field.taken == [.keyboardDownArrow], "the first responder took ↓ itself")
        #expect(other.contentOffset.y == 0)
    }
}

/// A first responder that takes ↓ and passes the other keys on.
private final class KeyTaker: UIView {
    private(set) var taken: [UIKeyboardHIDUsage] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { press in
            guard press.key?.keyCode == .keyboardDownArrow else { return true }
            taken.append(.keyboardDownArrow)
            return false
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }
}
