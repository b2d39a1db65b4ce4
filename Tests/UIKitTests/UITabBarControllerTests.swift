import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// A tab bar controller's switches, logged and checked against UIKit's behaviour.
///
/// Where the expectations come from: UIKit's tab bar controller sends the incoming controller's
/// `viewWillAppear` before the outgoing one's `viewWillDisappear`, and ends with the outgoing
/// `viewDidDisappear` before the incoming `viewDidAppear` (the order logged on devices for a tap
/// on a tab). `tabBarController(_:shouldSelect:)` and `didSelect` are sent for taps on the bar
/// only (Apple's documentation); the animator is asked for every switch, code or tap. The
/// context, coordinator and percent-driven parts run as in a navigation transition (DESIGN §3):
/// on cancel the interaction handler, then the incoming controller's `viewWillDisappear`, then
/// the original one's `viewWillAppear`; the alongside completions, then `animationEnded`, last.
///
/// The screen is 390 × 844, an iPhone 14's: a 34-point home indicator, so the bar is
/// 49 + 34 = 83 points high, from y = 761; three items 130 points wide, images centred 18
/// points below the bar's top (y = 779).
@MainActor
@Suite(.serialized) struct UITabBarControllerTests {
    static let barTop: CGFloat = 761
    static let itemWidth: CGFloat = 130
    static func itemCenter(_ i: Int) -> CGPoint { CGPoint(x: itemWidth * (CGFloat(i) + 0.5), y: barTop + 18) }
    static let blue = RGBA(red: 0, green: 0, blue: 255), red = RGBA(red: 255, green: 0, blue: 0)
    static let green = RGBA(red: 0, green: 255, blue: 0)

    /// A, B, C (red, blue, green) as tabs with square images; A selected, in the window.
    func setUp() -> (TabScene, UITabBarController, [TracedViewController], TabDelegateLog) {
        let scene = TabScene()
        let log = scene.log
        let vcs = [("A", UIColor.red), ("B", UIColor.blue), ("C", UIColor.green)].map { name, color in
            let vc = TracedViewController(name, log: log, color: color)
            vc.tabBarItem = UITabBarItem(title: name, image: Self.square, tag: 0)
            return vc
        }
        let tabs = UITabBarController()
        tabs.viewControllers = vcs
        scene.window.rootViewController = tabs
        scene.settle()
        log.clear()
        let delegate = TabDelegateLog(log)
        tabs.delegate = delegate
        return (scene, tabs, vcs, delegate)
    }

    static let square: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { ctx in
        UIColor.black.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 24, height: 24))
    }

    // MARK: Interactive switches

    /// The pan's `.began` sets `selectedIndex`: the delegate's animator and percent-driven
    /// interaction run it; finished at 60 %.
    @Test func interactiveSwitchFinished() {
        let (scene, tabs, vcs, delegate) = setUp()
        let log = scene.log
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = SuiteSlideAnimator(.push, duration: 0.4, log: log)
        delegate.interaction = interaction
        vcs[1].onWillAppear = { vc in
            CoordinatorTrace.alongside(vc.transitionCoordinator, log: log, fading: tabs.tabBar, to: 0.5)
            CoordinatorTrace.interactionChanges(vc.transitionCoordinator, log: log)
        }
        tabs.selectedIndex = 1
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === vcs[1], "the selection shows the new tab at once")
        #expect(tabs.tabBar.selectedItem === vcs[1].tabBarItem)
        scene.screen.renderFrame()
        interaction.update(0.3)
        scene.screen.renderFrame()
        // The alongside fade runs ease-in-out over the transition's time, frozen at 30 %.
        let expected = 1 - 0.5 * HandCurve.easeInOut.value(at: 0.3)
        #expect(abs(Double(tabs.tabBar.layer.presentation()!.opacity) - expected) < 0.01, "the alongside fade is scrubbed to 30 %")
        interaction.update(0.6)
        scene.screen.renderFrame()
        interaction.finish()
        scene.settle()
        #expect(log.events == [
            "animationController A→B", "interactionController",
            "B.willAppear+coordinator", "A.willDisappear+coordinator",
            "animateTransition(interactive)", "alongside(interactive)",
            "interactionChanged(cancelled: false, percent: 0.60, interactive: false)",
            "A.didDisappear", "B.didAppear",
            "alongsideCompletion(cancelled: false)", "animationEnded(true)",
        ])
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === vcs[1])
        #expect(vcs[0].viewIfLoaded?.superview == nil && vcs[1].view.isDescendant(of: tabs.view))
        #expect(tabs.children.count == 3 && vcs.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
        #expect(scene.screen.pixel(at: CGPoint(x: 195, y: 400)) == Self.blue)
        #expect(tabs.transitionCoordinator == nil)
    }

    /// The same switch cancelled at 40 %: the old tab stays selected, in the bar too.
    @Test func interactiveSwitchCancelled() {
        let (scene, tabs, vcs, delegate) = setUp()
        let log = scene.log
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = SuiteSlideAnimator(.push, duration: 0.4, log: log)
        delegate.interaction = interaction
        vcs[1].onWillAppear = { vc in
            CoordinatorTrace.alongside(vc.transitionCoordinator, log: log)
            CoordinatorTrace.interactionChanges(vc.transitionCoordinator, log: log)
        }
        tabs.selectedIndex = 1
        scene.screen.renderFrame()
        interaction.update(0.4)
        scene.screen.renderFrame()
        #expect(scene.screen.pixel(at: CGPoint(x: 370, y: 400)) == Self.blue, "B slid in 40 % from the right")
        #expect(scene.screen.pixel(at: CGPoint(x: 100, y: 400)) == Self.red)
        interaction.cancel()
        scene.settle()
        #expect(log.events == [
            "animationController A→B", "interactionController",
            "B.willAppear+coordinator", "A.willDisappear+coordinator",
            "animateTransition(interactive)", "alongside(interactive)",
            "interactionChanged(cancelled: true, percent: 0.40, interactive: false)",
            "B.willDisappear+coordinator", "A.willAppear+coordinator",
            "A.didAppear", "B.didDisappear",
            "alongsideCompletion(cancelled: true)", "animationEnded(false)",
        ])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === vcs[0])
        #expect(tabs.tabBar.selectedItem === vcs[0].tabBarItem)
        #expect(vcs[1].viewIfLoaded?.superview == nil && vcs[0].view.isDescendant(of: tabs.view))
        #expect(scene.screen.pixel(at: CGPoint(x: 195, y: 400)) == Self.red)
        #expect(scene.screen.pixel(at: Self.itemCenter(0)) == RGBA(red: 0, green: 122, blue: 255), "the bar shows A selected again")
        #expect(scene.screen.pixel(at: Self.itemCenter(1)) == RGBA(red: 142, green: 142, blue: 147))
    }

    /// Setting `selectedViewController` in code runs the delegate's animator (not interactive),
    /// without `shouldSelect`/`didSelect`, which are for taps.
    @Test func selectingInCodeRunsTheAnimator() {
        let (scene, tabs, vcs, delegate) = setUp()
        let log = scene.log
        delegate.animator = SuiteSlideAnimator(.push, duration: 0.3, log: log)
        tabs.selectedViewController = vcs[2]
        scene.screen.run(for: 0.15)
        #expect(scene.screen.pixel(at: CGPoint(x: 10, y: 400)) == Self.red, "half-way, A still shows on the left")
        scene.settle()
        #expect(log.events == [
            "animationController A→C", "interactionController",
            "C.willAppear+coordinator", "A.willDisappear+coordinator", "animateTransition",
            "A.didDisappear", "C.didAppear", "animationEnded(true)",
        ])
        #expect(tabs.selectedIndex == 2)
        #expect(scene.screen.pixel(at: CGPoint(x: 10, y: 400)) == Self.green)
    }

    /// Without an animator the switch is at once, with UIKit's tab order of callbacks.
    @Test func switchWithoutAnAnimatorIsImmediate() {
        let (scene, tabs, vcs, delegate) = setUp()
        defer { withExtendedLifetime(delegate) {} }
        let log = scene.log
        tabs.selectedIndex = 1
        #expect(TransitionCallbackOrderTests.plain(log.events) == [
            "animationController A→B", "B.willAppear", "A.willDisappear", "A.didDisappear", "B.didAppear",
        ])
        scene.screen.renderFrame()
        #expect(scene.screen.pixel(at: CGPoint(x: 195, y: 400)) == Self.blue)
        #expect(vcs[1].animatedFlags == [false, false])
    }

    // MARK: The bar

    /// A tap on an item asks the delegate, switches, then tells it; a refused tab stays unselected.
    @Test func tappingAnItemAsksTheDelegateAndSelects() {
        let (scene, tabs, vcs, delegate) = setUp()
        let log = scene.log
        delegate.refused = ["B"]
        scene.screen.press(at: Self.itemCenter(1))
        scene.screen.release()
        scene.screen.renderFrame()
        #expect(log.events == ["shouldSelect B"])
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.selectedItem === vcs[0].tabBarItem)
        log.clear()
        scene.screen.press(at: Self.itemCenter(2))
        scene.screen.release()
        scene.settle()
        #expect(TransitionCallbackOrderTests.plain(log.events) == [
            "shouldSelect C", "animationController A→C", "C.willAppear", "A.willDisappear", "A.didDisappear",
            "C.didAppear", "didSelect C",
        ])
        #expect(tabs.selectedIndex == 2)
        #expect(scene.screen.pixel(at: CGPoint(x: 195, y: 400)) == Self.green)
        // A tap on the selected tab asks and tells again, and switches nothing.
        log.clear()
        scene.screen.press(at: Self.itemCenter(2))
        scene.screen.release()
        scene.settle()
        #expect(log.events == ["shouldSelect C", "didSelect C"])
    }

    /// The bar in iOS 17's look: the selected item in the tint, the others grey, a red badge.
    @Test func barDrawsTheSelectionAndABadge() {
        let (scene, tabs, vcs, _) = setUp()
        vcs[2].tabBarItem.badgeValue = "3"
        scene.screen.renderFrame()
        let tint = RGBA(red: 0, green: 122, blue: 255), grey = RGBA(red: 142, green: 142, blue: 147)
        #expect(scene.screen.pixel(at: Self.itemCenter(0)) == tint)
        #expect(scene.screen.pixel(at: Self.itemCenter(1)) == grey)
        #expect(scene.screen.pixel(at: Self.itemCenter(2)) == grey)
        // The badge: 18 points high from 2 below the bar's top, its left edge 6 right of the item's centre.
        let badgeLeft = (Self.itemWidth * 2.5 + 6).rounded()
        #expect(scene.screen.pixel(at: CGPoint(x: badgeLeft + 3, y: Self.barTop + 11)) == RGBA(red: 255, green: 59, blue: 48))
        // A custom tint and a custom badge colour.
        tabs.tabBar.tintColor = .systemGreen
        vcs[2].tabBarItem.badgeColor = .systemPurple
        scene.screen.renderFrame()
        #expect(scene.screen.pixel(at: Self.itemCenter(0)) == RGBA(red: 52, green: 199, blue: 89))
        #expect(scene.screen.pixel(at: CGPoint(x: badgeLeft + 3, y: Self.barTop + 11)) == RGBA(red: 175, green: 82, blue: 222))
        // Dark appearance: the system grey and blue take their dark values.
        scene.window.overrideUserInterfaceStyle = .dark
        tabs.tabBar.tintColor = nil
        scene.screen.renderFrame()
        #expect(scene.screen.pixel(at: Self.itemCenter(0)) == RGBA(red: 10, green: 132, blue: 255))
    }

    /// The selected tab's view reaches under the bar; the bar adds its height to its safe area.
    @Test func theBarAddsToTheSelectedTabsSafeArea() {
        let (scene, tabs, vcs, _) = setUp()
        scene.screen.renderFrame()
        #expect(vcs[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(vcs[0].view.safeAreaInsets.bottom == 83)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: Self.barTop, width: 390, height: 83))
    }

    // MARK: Bad input

    @Test func anIndexOutOfRangeIsIgnored() {
        let (scene, tabs, vcs, _) = setUp()
        tabs.selectedIndex = 7
        tabs.selectedIndex = -1
        tabs.selectedViewController = TracedViewController("X", log: scene.log)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === vcs[0])
        #expect(scene.log.events.isEmpty)
        #expect(UITabBarController().selectedIndex == NSNotFound)
    }

    /// A switch asked for while another runs is ignored; the running one ends as it would.
    @Test func aSwitchDuringASwitchIsIgnored() {
        let (scene, tabs, vcs, delegate) = setUp()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = SuiteSlideAnimator(.push, duration: 0.3, log: scene.log)
        delegate.interaction = interaction
        tabs.selectedIndex = 1
        scene.screen.renderFrame()
        interaction.update(0.5)
        tabs.selectedIndex = 2
        scene.screen.press(at: Self.itemCenter(0))
        scene.screen.release()
        #expect(tabs.selectedIndex == 1)
        interaction.finish()
        scene.settle()
        #expect(tabs.selectedIndex == 1 && vcs[1].view.window != nil && vcs[2].viewIfLoaded?.window == nil)
        #expect(!scene.log.events.contains("shouldSelect A"))
    }

    /// Removing the selected controller selects the one at its index, or the first.
    @Test func removingTheSelectedTabSelectsTheNextAtItsIndex() {
        let (scene, tabs, vcs, _) = setUp()
        tabs.selectedIndex = 1
        scene.settle()
        tabs.viewControllers = [vcs[0], vcs[2]]
        scene.settle()
        #expect(tabs.selectedViewController === vcs[2] && tabs.selectedIndex == 1)
        #expect(vcs[1].parent == nil && vcs[1].viewIfLoaded?.window == nil)
        #expect(scene.screen.pixel(at: CGPoint(x: 195, y: 400)) == Self.green)
        #expect(tabs.tabBar.items?.count == 2)
        tabs.viewControllers = [vcs[1]]
        #expect(tabs.selectedViewController === vcs[1] && tabs.selectedIndex == 0)
        tabs.viewControllers = nil
        #expect(tabs.selectedViewController == nil && tabs.selectedIndex == NSNotFound && tabs.children.isEmpty)
    }

    /// `setViewControllers` during a switch waits for the switch's end, then removes the selected
    /// tab (the one the switch brought) and selects the tab at its index.
    @Test func replacingTheTabsDuringASwitchWaitsForItsEnd() {
        let (scene, tabs, vcs, delegate) = setUp()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = SuiteSlideAnimator(.push, duration: 0.3)
        delegate.interaction = interaction
        tabs.selectedIndex = 1
        scene.screen.renderFrame()
        interaction.update(0.5)
        tabs.viewControllers = [vcs[0], vcs[2]]
        #expect(tabs.viewControllers?.count == 3 && tabs.selectedIndex == 1, "nothing changes under the running switch")
        interaction.finish()
        scene.settle()
        #expect(tabs.viewControllers?.count == 2 && vcs[1].parent == nil)
        #expect(tabs.selectedViewController === vcs[2] && tabs.selectedIndex == 1)
        #expect(scene.screen.pixel(at: CGPoint(x: 195, y: 400)) == Self.green)
    }

    // MARK: Navigation inside tabs

    /// A navigation controller as a tab passes a switch's appearance callbacks on to its top
    /// controller, in the tab order.
    @Test func aNavigationControllerTabForwardsAppearance() {
        let scene = TabScene()
        let log = scene.log
        let a = TracedViewController("A", log: log, color: .red)
        let nav = UINavigationController(rootViewController: a)
        let b = TracedViewController("B", log: log, color: .blue)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, b]
        scene.window.rootViewController = tabs
        scene.settle()
        #expect(log.events == ["A.willAppear", "A.didAppear"])
        log.clear()
        tabs.selectedIndex = 1
        scene.settle()
        #expect(TransitionCallbackOrderTests.plain(log.events) == ["B.willAppear", "A.willDisappear", "A.didDisappear", "B.didAppear"])
        log.clear()
        tabs.selectedViewController = nav
        scene.settle()
        #expect(TransitionCallbackOrderTests.plain(log.events) == ["A.willAppear", "B.willDisappear", "B.didDisappear", "A.didAppear"])
        #expect(scene.screen.pixel(at: CGPoint(x: 195, y: 400)) == Self.red)
    }

    /// A navigation controller as a tab: a pushed controller with `hidesBottomBarWhenPushed`
    /// takes the bar away with the push, and the pop brings it back; the safe area follows.
    @Test func hidesBottomBarWhenPushed() {
        let scene = TabScene()
        let log = scene.log
        let root = TracedViewController("A", log: log, color: .red)
        let nav = UINavigationController(rootViewController: root)
        let other = TracedViewController("B", log: log, color: .blue)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, other]
        scene.window.rootViewController = tabs
        scene.settle()
        #expect(root.tabBarController === tabs && root.navigationController === nav)
        let detail = TracedViewController("D", log: log, color: .green)
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: true)
        scene.screen.run(for: 0.17)
        let mid = tabs.tabBar.layer.presentation()!.transform.m41
        #expect(mid < -20 && mid > -370, "the bar is leaving to the left with the page (\(mid))")
        scene.settle()
        #expect(tabs.tabBar.isHidden)
        #expect(scene.screen.pixel(at: CGPoint(x: 195, y: 790)) == Self.green, "the page shows where the bar was")
        #expect(detail.view.safeAreaInsets.bottom == 34)
        nav.popViewController(animated: true)
        scene.settle()
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.transform == .identity)
        #expect(root.view.safeAreaInsets.bottom == 83)
        #expect(scene.screen.pixel(at: CGPoint(x: 10, y: 790)) != Self.red, "the bar covers the page again")
    }

    /// The title is the tab bar item's; `tabBarItem` is made on first use.
    @Test func theTitleIsTheTabBarItems() {
        let vc = UIViewController()
        vc.title = "Inbox"
        #expect(vc.tabBarItem.title == "Inbox")
        vc.title = "Mail"
        #expect(vc.tabBarItem.title == "Mail")
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
        #expect(item.title == "Favorites" && item.tag == 4 && item.image != nil)
    }
}

/// An iPhone-14-sized screen (390 × 844) with a window and an empty log.
@MainActor
struct TabScene {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let window: UIWindow
    let log = EventLog()

    init() { window = screen.makeWindow() }

    /// Runs frames until nothing animates any more (at most `limit` seconds).
    func settle(limit: TimeInterval = 5) {
        screen.renderFrame()
        let start = screen.now
        while screen.isAnimating && screen.now - start < limit {
            screen.advance(by: 1.0 / 60)
            screen.renderFrame()
        }
        screen.run(for: 0.1)
    }
}

/// A tab bar controller's delegate that logs its calls and vends what a test gives it.
@MainActor
final class TabDelegateLog: NSObject, UITabBarControllerDelegate {
    let log: EventLog
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    var refused: Set<String> = []

    init(_ log: EventLog) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.add("shouldSelect \(viewController.title ?? "?")")
        return !refused.contains(viewController.title ?? "")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("didSelect \(viewController.title ?? "?")")
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationController \(fromVC.title ?? "?")→\(toVC.title ?? "?")")
        return animator
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("interactionController")
        return interaction
    }
}
