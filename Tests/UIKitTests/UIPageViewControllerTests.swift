import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Five coloured pages and a delegate that logs.
@MainActor
final class PageSource: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let log: EventLog
    let pages: [TracedViewController]
    var count = 0

    static let colors: [UIColor] = [.red, .green, .blue, .yellow, .cyan]

    init(log: EventLog) {
        self.log = log
        pages = Self.colors.indices.map { TracedViewController("P\($0)", log: log, color: Self.colors[$0]) }
    }

    private func index(of vc: UIViewController) -> Int? { pages.firstIndex { $0 === vc } }

    func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        index(of: vc).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        index(of: vc).flatMap { $0 < pages.count - 1 ? pages[$0 + 1] : nil }
    }

    func presentationCount(for p: UIPageViewController) -> Int { count }
    func presentationIndex(for p: UIPageViewController) -> Int { p.viewControllers?.first.flatMap(index(of:)) ?? 0 }

    func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController]) {
        log.add("willTransitionTo \(pending.map { $0.title ?? "?" })")
    }

    func pageViewController(_ p: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.add("didFinish \(finished) \(previousViewControllers.map { $0.title ?? "?" }) \(completed)")
    }
}

/// `UIPageViewController` in the scroll style on a 320 × 480 screen: swipes with explicit
/// timestamps, and what the user sees (the page's colour) and the app hears (data source,
/// delegate and appearance calls in order). A page is 320 points wide; paging settles on the
/// page the release projects to, at most one away.
@MainActor
@Suite(.serialized) struct UIPageViewControllerTests {
    let driver = GestureDriver(size: CGSize(width: 320, height: 480))
    let log = EventLog()
    let pages: PageSource
    let controller: UIPageViewController

    init() {
        pages = PageSource(log: log)
        controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = pages
        controller.delegate = pages
        driver.window.rootViewController = controller
        driver.frame()
        controller.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        driver.frame()
        log.clear()
    }

    private func colour(at x: CGFloat) -> RGBA? { driver.screen.pixel(at: CGPoint(x: x, y: 240)) }
    private func shows(_ index: Int) -> Bool {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = PageSource.colors[index].getRed(&r, green: &g, blue: &b, alpha: &a)
        let expected = RGBA(red: UInt8(r * 255), green: UInt8(g * 255), blue: UInt8(b * 255))
        return [10, 160, 310].allSatisfy { colour(at: $0)?.isClose(to: expected, tolerance: 2) == true }
    }

    @Test func theFirstPageIsAChildOnScreen() {
        #expect(controller.viewControllers == [pages.pages[0]])
        #expect(controller.children == [pages.pages[0]] && pages.pages[0].parent === controller)
        #expect(shows(0))
        #expect(pages.pages[0].view.window != nil && pages.pages[1].parent == nil, "the neighbour is not a child until it is revealed")
    }

    @Test func aSwipeToTheLeftBringsTheNextPageInUIKitsOrder() {
        driver.drag(from: CGPoint(x: 250, y: 240), to: CGPoint(x: 60, y: 240), duration: 0.4, releasing: false)
        // Mid-drag: the next page follows the pointer in from the right.
        #expect(colour(at: 10)?.isClose(to: RGBA(red: 255, green: 0, blue: 0)) == true)
        #expect(colour(at: 310)?.isClose(to: RGBA(red: 0, green: 255, blue: 0)) == true)
        #expect(log.events == ["willTransitionTo [\"P1\"]", "P1.willAppear", "P0.willDisappear"])
        driver.release()
        driver.wait(1)
        #expect(log.events == ["willTransitionTo [\"P1\"]", "P1.willAppear", "P0.willDisappear",
                               "P1.didAppear", "P0.didDisappear", "didFinish true [\"P0\"] true"])
        #expect(controller.viewControllers == [pages.pages[1]] && controller.children == [pages.pages[1]])
        #expect(pages.pages[0].parent == nil && shows(1))
    }

    @Test func aShortDragThatStopsFallsBackWithTheAppearanceReversed() {
        driver.drag(from: CGPoint(x: 250, y: 240), to: CGPoint(x: 200, y: 240), duration: 0.3, releasing: false)
        driver.wait(0.2)   // held still: no velocity at the release
        driver.release()
        driver.wait(1)
        #expect(log.events == ["willTransitionTo [\"P1\"]", "P1.willAppear", "P0.willDisappear",
                               "P1.willDisappear", "P0.willAppear", "P1.didDisappear", "P0.didAppear",
                               "didFinish true [\"P0\"] false"])
        #expect(controller.viewControllers == [pages.pages[0]] && controller.children == [pages.pages[0]] && shows(0))
    }

    @Test func aQuickFlickOfAFewPointsTurnsThePageAndOnlyOne() {
        driver.drag(from: CGPoint(x: 200, y: 240), to: CGPoint(x: 150, y: 240), duration: 0.05)
        driver.wait(1)
        #expect(controller.viewControllers == [pages.pages[1]] && shows(1))
        log.clear()
        driver.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 20, y: 240), duration: 0.08)   // very fast
        driver.wait(1.5)
        #expect(controller.viewControllers == [pages.pages[2]], "one page from where the drag began")
        #expect(log.events.last == "didFinish true [\"P1\"] true")
    }

    @Test func theFirstPageRubberBandsWithoutAskingForMore() {
        driver.drag(from: CGPoint(x: 60, y: 240), to: CGPoint(x: 260, y: 240), duration: 0.3, releasing: false)
        #expect(controller.scrollView.contentOffset.x < -20, "pulled past the edge with resistance")
        driver.release()
        driver.wait(1)
        #expect(log.events.isEmpty && controller.scrollView.contentOffset.x == 0 && shows(0))
    }

    @Test func anAnimatedSetSlidesThePageInFromItsSideWithoutTheDelegate() {
        var completions: [Bool] = []
        controller.setViewControllers([pages.pages[3]], direction: .forward, animated: true) { completions.append($0) }
        #expect(log.events == ["P3.willAppear", "P0.willDisappear"])
        driver.wait(0.15)
        #expect(colour(at: 10)?.isClose(to: RGBA(red: 255, green: 0, blue: 0)) == true, "the old page leaves to the left")
        #expect(colour(at: 310)?.isClose(to: RGBA(red: 255, green: 255, blue: 0)) == true, "the new one comes from the right")
        driver.wait(0.3)
        #expect(completions == [true])
        #expect(log.events == ["P3.willAppear", "P0.willDisappear", "P3.didAppear", "P0.didDisappear"])
        #expect(controller.viewControllers == [pages.pages[3]] && shows(3))
        // Back, from the left, then a swipe to the right reaches P2.
        controller.setViewControllers([pages.pages[1]], direction: .reverse, animated: true)
        driver.wait(0.15)
        #expect(colour(at: 10)?.isClose(to: RGBA(red: 0, green: 255, blue: 0)) == true)
        driver.wait(0.3)
        driver.drag(from: CGPoint(x: 60, y: 240), to: CGPoint(x: 260, y: 240), duration: 0.3)
        driver.wait(1)
        #expect(controller.viewControllers == [pages.pages[0]] && shows(0))
    }

    @Test func thePageIndicatorFollowsTheDataSourceAndTheSwipes() {
        pages.count = 5
        controller.setViewControllers([pages.pages[2]], direction: .forward, animated: false)
        driver.frame()
        #expect(!controller.pageControl.isHidden && controller.pageControl.numberOfPages == 5 && controller.pageControl.currentPage == 2)
        driver.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 40, y: 200), duration: 0.3)
        driver.wait(1)
        #expect(controller.pageControl.currentPage == 3)
    }

    @Test func aVerticalControllerPagesUpwards() {
        let vertical = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical,
                                            options: [.interPageSpacing: 10])
        vertical.dataSource = pages
        driver.window.rootViewController = vertical
        vertical.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        driver.frame()
        #expect(vertical.scrollView.frame.height == 490, "a page and its spacing")
        driver.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 150), duration: 0.3)
        driver.wait(1)
        #expect(vertical.viewControllers == [pages.pages[1]] && shows(1))
    }

    @Test func misusesAreRefusedWithoutHarm() {
        controller.setViewControllers([pages.pages[1], pages.pages[2]], direction: .forward, animated: false)
        controller.setViewControllers([], direction: .forward, animated: true)
        controller.setViewControllers(nil, direction: .forward, animated: true)
        #expect(controller.viewControllers == [pages.pages[0]])
        var done = false
        controller.setViewControllers([pages.pages[0]], direction: .forward, animated: true) { done = $0 }
        #expect(done, "the page shown already: done at once")
        #expect(UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal).spineLocation == .min)
    }
}
