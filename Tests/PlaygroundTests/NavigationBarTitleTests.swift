import Testing
import UIKitTesting
@testable import Playground

/// The navigation bar's title-to-back-button animation, scrubbed by the interactive pop of the
/// navigation scene (gallery → "Alpine Lake"). Half-way through an edge drag, as on iOS: the
/// outgoing title "Alpine Lake" has moved right of the centre, the incoming title "Gallery" is
/// on its way from the back button's place to the centre, and the back label "Gallery" has
/// left its place toward the centre — not a cross-fade in place.
@MainActor
struct NavigationBarTitleTests {
    /// Columns of the bar with dark (title) ink and with blue (back button) ink.
    struct Ink { var dark: [CGFloat] = []; var blue: [CGFloat] = [] }

    func ink(_ h: SceneHarness, bar: CGRect) -> Ink {
        var ink = Ink()
        for x in stride(from: bar.minX + 1, to: bar.maxX - 1, by: 1) {
            var dark = false, blue = false
            for y in stride(from: bar.minY + 6, to: bar.maxY - 6, by: 1) {
                let p = h.pixel(x, y)
                if Int(p.blue) - Int(p.red) > 60 { blue = true }
                else if max(p.red, p.green, p.blue) < 190 && abs(Int(p.red) - Int(p.blue)) < 30 { dark = true }
            }
            if dark { ink.dark.append(x) }
            if blue { ink.blue.append(x) }
        }
        return ink
    }

    @Test("half-way through an edge-swipe pop the titles slide (title ↔ back button), and a cancel puts them back")
    func interactivePopScrubsTheTitleToBackAnimation() throws {
        let h = SceneHarness("navigation")
        let navigation = try #require(h.root as? UINavigationController)
        h.perform(h.scene.setUp)
        let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil)
        let before = ink(h, bar: bar)
        let centre = bar.midX
        #expect(before.dark.allSatisfy { abs($0 - centre) < 70 }, "at rest: the title sits in the middle (\(before.dark.min() ?? -1)…\(before.dark.max() ?? -1))")
        #expect((before.blue.max() ?? 0) < 110, "at rest: the back button on the left")

        h.screen.press(at: CGPoint(x: 6, y: 420))
        h.screen.drag(to: CGPoint(x: 6 + bar.width / 2, y: 420), duration: 0.8)
        h.screen.hold(for: 0.3)
        let middle = ink(h, bar: bar)
        h.screenshot("navigation-bar-mid-pop")
        #expect(middle.dark.contains { $0 < centre - 60 }, "the incoming title is on its way from the back button: dark ink left of the middle (\(middle.dark.min() ?? -1))")
        #expect(middle.dark.contains { $0 > centre + 60 }, "the outgoing title leaves to the right (\(middle.dark.max() ?? -1))")
        #expect((middle.blue.max() ?? 0) > 110, "the back label slides toward the title's place (\(middle.blue.max() ?? -1))")

        // Back to the edge and release: cancelled, the bar shows what it showed.
        h.screen.drag(to: CGPoint(x: 20, y: 420), duration: 0.8)
        h.screen.hold(for: 0.2)
        h.screen.release()
        h.settle()
        #expect(navigation.viewControllers.count == 2)
        let after = ink(h, bar: bar)
        #expect(after.dark == before.dark && after.blue == before.blue, "after the cancel: the same bar")
    }

    @Test("the back button's chevron is drawn as a path in the tint colour, left of the back title")
    func backChevronIsAPath() throws {
        let h = SceneHarness("navigation")
        let navigation = try #require(h.root as? UINavigationController)
        h.perform(h.scene.setUp)
        let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil)
        // The chevron's point (x ≈ 10) and its two arms (x ≈ 17) are blue; between them, white.
        let y = bar.midY
        #expect(Int(h.pixel(11, y).blue) - Int(h.pixel(11, y).red) > 60, "the chevron's point at (11, \(y)): \(h.pixel(11, y))")
        #expect(Int(h.pixel(17, y - 7).blue) - Int(h.pixel(17, y - 7).red) > 60, "the upper arm: \(h.pixel(17, y - 7))")
        #expect(Int(h.pixel(17, y + 7).blue) - Int(h.pixel(17, y + 7).red) > 60, "the lower arm: \(h.pixel(17, y + 7))")
        #expect(h.pixel(17, y).red > 200, "inside the chevron: background \(h.pixel(17, y))")
    }
}
