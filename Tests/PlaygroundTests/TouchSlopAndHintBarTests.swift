import Testing
import UIKitTesting
import TestSupport
@testable import Playground

/// Two small things a first-time user sees: a pressed card lets go of its highlight when the
/// pointer is dragged well off it (UIKit's 70-point slop), and a hint bar's second line never
/// holds a lone word.
@MainActor
struct TouchSlopAndHintBarTests {
    /// The home screen's first card pressed and dragged down and back, read from the pixels of
    /// the card's picture. (Six cards, which fit the phone: with more the home screen scrolls,
    /// and a vertical drag scrolls it instead, cancelling the card's touch as on iOS.)
    @Test("a pressed card is dimmed within 70 pt of its bounds, undimmed further off, dimmed again on coming back; no scene opens")
    func cardHighlightFollowsTheSlop() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let home = HomeViewController(scenes: Array(SceneDescriptor.all.prefix(6)))
        window.rootViewController = home
        screen.renderFrame()
        let card = try #require(home.cards.first)
        let patch = CGPoint(x: card.frame.minX + 40, y: card.frame.midY)
        let normal = try #require(screen.pixel(at: patch))

        screen.press(at: CGPoint(x: card.frame.midX, y: card.frame.midY))
        screen.renderFrame()
        let dimmed = try #require(screen.pixel(at: patch))
        #expect(!dimmed.isClose(to: normal, tolerance: 6), "pressed: the card dims (\(dimmed) vs \(normal))")

        // 50 pt above the card's top (the window's top edge is near): still within the slop.
        screen.drag(to: CGPoint(x: card.frame.midX, y: card.frame.maxY + 50), duration: 0.2)
        screen.renderFrame()
        #expect(screen.pixel(at: patch)?.isClose(to: dimmed, tolerance: 6) == true, "50 pt below the card: still highlighted")

        screen.drag(to: CGPoint(x: card.frame.midX, y: card.frame.maxY + 120), duration: 0.2)
        screen.renderFrame()
        let far = try #require(screen.pixel(at: patch))
        #expect(far.isClose(to: normal, tolerance: 4), "120 pt below the card: the highlight is gone (\(far) vs \(normal))")

        screen.drag(to: CGPoint(x: card.frame.midX, y: card.frame.maxY + 20), duration: 0.2)
        screen.renderFrame()
        #expect(screen.pixel(at: patch)?.isClose(to: dimmed, tolerance: 6) == true, "back within the slop: highlighted again")

        screen.drag(to: CGPoint(x: card.frame.midX, y: card.frame.maxY + 120), duration: 0.2)
        screen.release()
        screen.run(for: 1)
        #expect(home.presentedViewController == nil, "released far off the card: nothing opens")
        #expect(screen.pixel(at: patch)?.isClose(to: normal, tolerance: 4) == true)
    }

    /// The ink of the bar's white text, per line: the leftmost and rightmost lit column of each
    /// run of lit rows.
    private func lines(in screen: HeadlessScreen, bar: CGRect) -> [(left: CGFloat, right: CGFloat)] {
        var result: [(left: CGFloat, right: CGFloat)] = []
        var current: (left: CGFloat, right: CGFloat)?
        for y in stride(from: bar.minY + 2, to: bar.maxY - 2, by: 1) {
            let lit = stride(from: bar.minX + 18, to: bar.maxX - 18, by: 1).filter { x in
                (screen.pixel(at: CGPoint(x: x, y: y))?.red ?? 0) > 160
            }
            if let first = lit.first, let last = lit.last {
                current = (min(current?.left ?? first, first), max(current?.right ?? last, last))
            } else if let line = current {
                result.append(line)
                current = nil
            }
        }
        if let current { result.append(current) }
        return result
    }

    @Test("a hint that would leave its last word alone on the second line breaks into two even lines")
    func hintBarBalancesItsLines() throws {
        let text = "Drag the card down to close it, or flick it away quickly"
        // A bar just wide enough for everything but the last word on the first line: a greedy
        // break leaves "quickly" alone below.
        let probe = UILabel()
        probe.font = .systemFont(ofSize: 14, weight: .medium)
        probe.text = String(text[..<text.range(of: " quickly")!.lowerBound])
        let allButLast = probe.sizeThatFits(.zero).width
        let barWidth = (allButLast + 6 + 30).rounded(.up)

        let screen = HeadlessScreen(size: CGSize(width: barWidth + 32, height: 200))
        let window = screen.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        root.view.backgroundColor = .white
        let bar = HintBar.install(in: root.view, text: text)
        screen.renderFrame()
        let found = lines(in: screen, bar: bar.frame)
        try #require(found.count == 2, "two lines of text, found \(found.count)")
        let first = found[0].right - found[0].left, second = found[1].right - found[1].left
        #expect(second > first * 0.6, "the second line is \(second) pt wide, the first \(first) pt: balanced, no lone word")
    }
}
