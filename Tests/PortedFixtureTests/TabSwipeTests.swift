import Testing
import UIKit
import UIKitTesting
import TestSupport
@testable import PortedFixtures

/// Drives TabSwipe (Fixtures/iOS/TabSwipe), a tab-swipe library written for iOS: an `NSObject`
/// that is a tab bar controller's delegate and its animator, with a pan that sets
/// `selectedIndex` in `.began` and drives a `UIPercentDrivenInteractiveTransition`.
///
/// On a 390 × 844 screen with three tabs (red, green, blue). A swipe switches when it covered
/// more than half the width or was flicked faster than 800 pt/s; the pan's direction comes from
/// its velocity at `.began`. The slide is 0.3 s, linear under the finger.
@MainActor
@Suite(.serialized) struct TabSwipeTests {
    static let red = RGBA(red: 255, green: 0, blue: 0), green = RGBA(red: 0, green: 255, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 255)

    /// Logs what the library tells its delegate.
    final class Listener: TabSwipeTransitionDelegate {
        var events: [String] = []
        var allowsSwipe = true
        func tabSwipeTransition(_ transition: TabSwipeTransition, willSlideFrom fromIndex: Int, to toIndex: Int) {
            events.append("willSlide \(fromIndex)→\(toIndex)")
        }
        func tabSwipeTransitionShouldBeginSwipe(_ transition: TabSwipeTransition) -> Bool { allowsSwipe }
        func tabSwipeTransition(_ transition: TabSwipeTransition, didFinishSlideTo index: Int, completed: Bool) {
            events.append("didFinish \(index) completed: \(completed)")
        }
    }

    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let window: UIWindow
    let tabs = UITabBarController()
    let swipe: TabSwipeTransition
    let listener = Listener()

    init() {
        window = screen.makeWindow()
        tabs.viewControllers = [UIColor.red, .green, .blue].map { color in
            let vc = UIViewController()
            vc.view.backgroundColor = color
            return vc
        }
        swipe = TabSwipeTransition(tabBarController: tabs)
        swipe.delegate = listener
        window.rootViewController = tabs
        screen.renderFrame()
    }

    func content() -> RGBA? { screen.pixel(at: CGPoint(x: 195, y: 400)) }

    @Test func aLongSwipeSwitchesToTheNextTab() {
        screen.press(at: CGPoint(x: 330, y: 400))
        screen.drag(to: CGPoint(x: 250, y: 402), duration: 0.2)
        #expect(tabs.selectedIndex == 1, "the pan's .began selected the next tab")
        screen.drag(to: CGPoint(x: 80, y: 405), duration: 0.5)
        // The finger covered 250 of 390 points: the green page is 64 % in from the right.
        #expect(screen.pixel(at: CGPoint(x: 100, y: 400)) == Self.red)
        #expect(screen.pixel(at: CGPoint(x: 300, y: 400)) == Self.green)
        screen.release()
        screen.run(for: 1)
        #expect(tabs.selectedIndex == 1 && content() == Self.green)
        #expect(listener.events == ["willSlide 0→1", "didFinish 1 completed: true"])
    }

    @Test func aShortSlowSwipeGoesBack() {
        screen.press(at: CGPoint(x: 330, y: 400))
        screen.drag(to: CGPoint(x: 260, y: 402), duration: 0.8)
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 1)
        #expect(tabs.selectedIndex == 0 && content() == Self.red)
        #expect(tabs.tabBar.selectedItem === tabs.viewControllers?[0].tabBarItem)
        #expect(listener.events == ["willSlide 0→1", "didFinish 1 completed: false"])
    }

    @Test func selectingInCodeSlidesToo() {
        tabs.selectedIndex = 2
        screen.run(for: 0.15)
        // Half-way through an eased 0.3 s slide the blue page has come half-way in.
        #expect(screen.pixel(at: CGPoint(x: 100, y: 400)) == Self.red)
        #expect(screen.pixel(at: CGPoint(x: 300, y: 400)) == Self.blue)
        screen.run(for: 0.5)
        #expect(tabs.selectedIndex == 2 && content() == Self.blue)
        #expect(listener.events == ["willSlide 0→2", "didFinish 2 completed: true"])
    }

    @Test func theDelegateCanRefuseASwipe() {
        listener.allowsSwipe = false
        screen.press(at: CGPoint(x: 330, y: 400))
        screen.drag(to: CGPoint(x: 40, y: 405), duration: 0.3)
        screen.release()
        screen.run(for: 1)
        #expect(tabs.selectedIndex == 0 && listener.events.isEmpty)
    }
}
