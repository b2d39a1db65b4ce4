import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// A tap on the status bar scrolls the key window's one visible scroll view with
/// `scrollsToTop` to the top (none when there are several, as on iPhone), asking its delegate
/// first; the tap is the bar's, so the app's views under it get no touch.
///
/// The scene: a 390×844 phone-shaped screen (47 pt of status bar), a controller whose view is
/// filled by a scroll view with 3000 pt of content. The scroll view's top inset is adjusted by
/// the 47-point safe area, so its top is a content offset of −47.
@MainActor
@Suite(.serialized) struct StatusBarScrollToTopTests {
    /// Logs what a scroll-to-top asks and tells, and can refuse it.
    final class Delegate: NSObject, UIScrollViewDelegate {
        var events: [String] = []
        var allows = true
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { events.append("should"); return allows }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("did") }
    }

    /// A view that counts the touches it begins.
    final class TouchCounter: UIView {
        var began = 0, ended = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
    }

    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let root = UIViewController()
    let background = TouchCounter()
    let scrollView = UIScrollView()
    let delegate = Delegate()
    /// A point of the status bar, and one of the app below it.
    static let bar = CGPoint(x: 195, y: 20), below = CGPoint(x: 195, y: 300)

    init() {
        UIApplication.shared.statusBarHiddenByApplication = nil
        root.view = background
        background.backgroundColor = .white
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        scrollView.delegate = delegate
        background.addSubview(scrollView)
        screen.makeWindow().rootViewController = root
        screen.renderFrame()
        scrollView.contentOffset = CGPoint(x: 0, y: 900)
        screen.renderFrame()
    }

    func tap(at point: CGPoint) {
        screen.press(at: point)
        screen.release()
        screen.run(for: 0.5)
    }

    @Test("a tap on the status bar scrolls the scroll view to its top, animated, asking its delegate first; the app gets no touch")
    func tapScrollsToTop() {
        UIApplication.shared.statusBarHiddenByApplication = nil
        #expect(screen.screen.statusBar.frame == CGRect(x: 0, y: 0, width: 390, height: 47))
        screen.press(at: Self.bar)
        screen.release()
        #expect(delegate.events == ["should"])
        screen.run(for: 0.1)
        #expect(scrollView.contentOffset.y < 900 && scrollView.contentOffset.y > -47, "on its way: \(scrollView.contentOffset.y)")
        screen.run(for: 0.4)
        #expect(scrollView.contentOffset.y == -47, "at the top of its content, below the status bar")
        #expect(delegate.events == ["should", "did"])
        #expect(background.began == 0, "the tap was the status bar's")
        tap(at: Self.below)
        #expect(background.began == 1, "a touch below the bar is the app's (passed up by the scroll view)")
        #expect(delegate.events == ["should", "did"])
    }

    @Test("nothing scrolls when the delegate refuses, or when the press is released off the bar")
    func refusedOrSlidOff() {
        UIApplication.shared.statusBarHiddenByApplication = nil
        delegate.allows = false
        tap(at: Self.bar)
        #expect(scrollView.contentOffset.y == 900 && delegate.events == ["should"])
        delegate.allows = true
        screen.press(at: Self.bar)
        screen.drag(to: Self.below, duration: 0.1)
        screen.release()
        screen.run(for: 0.5)
        #expect(scrollView.contentOffset.y == 900 && delegate.events == ["should"], "slid off the bar: no tap")
        #expect(background.began == 0, "and no touch for the app either")
    }

    /// Found by the pointer fuzzer: a press on the bar whose release is lost, then a press on the
    /// app. The bar lets go, so the app's press ends with its release (before, the bar kept
    /// taking the releases and a drag the app began never ended).
    @Test("a press below the bar while the bar holds a press whose release was lost is the app's, with its release")
    func aLostReleaseOnTheBarDoesNotSwallowTheAppsNextPress() {
        UIApplication.shared.statusBarHiddenByApplication = nil
        screen.press(at: Self.bar)
        screen.press(at: Self.below)   // no release in between
        screen.release()
        screen.run(for: 0.5)
        #expect(background.began == 1, "the app got the second press")
        #expect(background.ended == 1, "and its release")
        #expect(scrollView.contentOffset.y == 900 && delegate.events.isEmpty, "no tap on the bar")
    }

    /// Found by the pointer fuzzer too: the app holds a press (an edge swipe under way) and a
    /// second press lands on the bar. It stays the app's, so the release ends the app's touch.
    @Test("a press on the bar while the app holds a press whose release was lost is the app's, with its release")
    func aPressOnTheBarWhileTheAppHoldsOneStaysTheApps() {
        UIApplication.shared.statusBarHiddenByApplication = nil
        screen.press(at: Self.below)
        screen.press(at: Self.bar)   // no release in between
        screen.release()
        screen.run(for: 0.5)
        #expect(background.ended == 1, "the app's touch ended")
        #expect(scrollView.contentOffset.y == 900 && delegate.events.isEmpty, "no tap on the bar")
        // And the bar works again afterwards.
        tap(at: Self.bar)
        #expect(delegate.events == ["should", "did"], "\(delegate.events)")
    }

    @Test("with two visible scroll views that scroll to top nothing happens; turning one off, or hiding it, leaves the other")
    func onlyTheOneScrollView() {
        UIApplication.shared.statusBarHiddenByApplication = nil
        let other = UIScrollView(frame: CGRect(x: 20, y: 400, width: 200, height: 200))
        other.contentSize = CGSize(width: 200, height: 1000)
        other.contentOffset = CGPoint(x: 0, y: 300)
        other.frame.origin.y = 1300   // in the content: on screen at 1300 − 900 = 400
        scrollView.addSubview(other)
        screen.renderFrame()
        tap(at: Self.bar)
        #expect(scrollView.contentOffset.y == 900 && other.contentOffset.y == 300, "two candidates: none scrolls")
        #expect(delegate.events.isEmpty, "not even asked")

        other.isHidden = true
        tap(at: Self.bar)
        #expect(scrollView.contentOffset.y == -47, "a hidden scroll view is no candidate")
        #expect(other.contentOffset.y == 300)

        other.isHidden = false
        other.frame.origin.y = 100
        scrollView.contentOffset = CGPoint(x: 0, y: 900)   // the other is 800 points above the screen
        screen.renderFrame()
        tap(at: Self.bar)
        #expect(scrollView.contentOffset.y == -47 && other.contentOffset.y == 300, "a scroll view off screen is no candidate")

        scrollView.scrollsToTop = false
        other.scrollsToTop = true
        scrollView.contentOffset = CGPoint(x: 0, y: 0)   // shows the other at 100 − 0
        screen.renderFrame()
        tap(at: Self.bar)
        #expect(other.contentOffset.y == 0, "the inner one, now the only candidate, scrolls")
    }

    @Test("with the status bar hidden a press at the top is the app's, and nothing scrolls")
    func hiddenBarTakesNothing() {
        UIApplication.shared.statusBarHiddenByApplication = UIStatusBarAnimation.none
        defer { UIApplication.shared.statusBarHiddenByApplication = nil }
        root.setNeedsStatusBarAppearanceUpdate()
        screen.renderFrame()
        #expect(screen.screen.statusBar.frame == .zero)
        scrollView.removeFromSuperview()
        tap(at: Self.bar)
        #expect(background.began == 1, "the app's view got the touch")
        #expect(delegate.events.isEmpty)
    }
}
