import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// A scroll view's insets from the safe area, its Auto Layout guides, and how its pan shares
/// drags with other recognizers. The phone-shaped 390×844 screen has a 47 pt status bar and a
/// 34 pt home indicator in its safe area.
@MainActor
@Suite(.serialized) struct UIScrollViewLayoutTests {
    private func phone(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior, content: CGSize,
                       bounceVertical: Bool = false) -> (HeadlessScreen, UIScrollView) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.alwaysBounceVertical = bounceVertical
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.addSubview(scrollView)
        scrollView.contentSize = content
        screen.renderFrame()
        return (screen, scrollView)
    }

    /// The adjusted inset of a full-screen scroll view (the screen kept alive while it is read).
    private func inset(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior, content: CGSize,
                       bounceVertical: Bool = false) -> UIEdgeInsets {
        let (screen, scrollView) = phone(behavior, content: content, bounceVertical: bounceVertical)
        return withExtendedLifetime(screen) { scrollView.adjustedContentInset }
    }

    @Test("adjustedContentInset adds the safe area as each behaviour says")
    func adjustedInsetPerBehavior() {
        let small = CGSize(width: 390, height: 400), tall = CGSize(width: 390, height: 2000)
        let withSafeArea = UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0)
        let without = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(inset(.never, content: tall) == without)
        #expect(inset(.always, content: small) == withSafeArea)
        #expect(inset(.scrollableAxes, content: small) == without)
        #expect(inset(.scrollableAxes, content: tall) == withSafeArea)
        #expect(inset(.scrollableAxes, content: small, bounceVertical: true) == withSafeArea)
        #expect(inset(.automatic, content: small) == without)
        #expect(inset(.automatic, content: tall) == withSafeArea)
    }

    @Test("a scroll view resting at its top starts below the status bar, as on iOS")
    func offsetFollowsTheAdjustedTop() {
        let (screen, scrollView) = phone(.automatic, content: CGSize(width: 390, height: 2000))
        defer { withExtendedLifetime(screen) {} }
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -57))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -10))
    }

    @Test(".automatic adjusts vertically for a controller's view in a navigation controller, even for short content")
    func automaticInNavigation() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let page = UIViewController()
        let scrollView = UIScrollView()
        page.view = scrollView
        window.rootViewController = UINavigationController(rootViewController: page)
        screen.renderFrame()
        scrollView.contentSize = CGSize(width: 390, height: 100)
        let safe = scrollView.safeAreaInsets
        #expect(safe.top >= 47)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0))
    }

    @Test("constraints to contentLayoutGuide make the content size; scrolling needs no new layout")
    func contentLayoutGuideDefinesTheContentSize() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600))
        let window = screen.makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(pinned)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
            // A badge that stays put on screen: pinned to the frame guide.
            pinned.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            pinned.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 10),
            pinned.widthAnchor.constraint(equalToConstant: 20),
            pinned.heightAnchor.constraint(equalToConstant: 20),
        ])
        screen.renderFrame()
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 1500))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 400, height: 1500))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        screen.renderFrame()
        #expect(content.frame.origin == .zero, "the content is laid out in content coordinates")
        #expect(pinned.frame == CGRect(x: 10, y: 310, width: 20, height: 20), "what is pinned to the frame guide moves with the offset")
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 400, height: 600))
        let probe = content.convert(CGPoint(x: 0, y: 300), to: window)
        #expect(probe == .zero)
    }

    // MARK: Sharing drags

    @Test("the pan does not begin for a drag along an axis that does not scroll")
    func panFailsAlongAnUnscrollableAxis() {
        let s = ScrollScene()
        s.screen.press(at: CGPoint(x: 300, y: 300))
        s.screen.drag(to: CGPoint(x: 200, y: 305), duration: 0.1)
        #expect(!s.scrollView.isDragging && s.log.events.isEmpty)
        s.screen.release()
        s.scrollView.bounces = false
        s.screen.press(at: CGPoint(x: 200, y: 100))
        s.screen.drag(to: CGPoint(x: 200, y: 200), duration: 0.1)
        #expect(!s.scrollView.isDragging, "at the top without bounce a downward drag cannot scroll")
        s.screen.release()
    }

    @Test("a client's pan can recognize together with the scroll view's")
    func simultaneousRecognition() {
        final class Together: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        let s = ScrollScene()
        let dismissal = UIPanGestureRecognizer()
        let together = Together()
        dismissal.delegate = together
        var states: [UIGestureRecognizer.State] = []
        dismissal.addTarget { states.append($0.state) }
        s.window.addGestureRecognizer(dismissal)
        s.drag(from: CGPoint(x: 200, y: 300), direction: CGVector(dx: 0, dy: -1), travel: 100)
        #expect(s.scrollView.isDragging && states.first == .began)
        #expect(s.scrollView.panGestureRecognizer.state == .changed)
        s.screen.release()
        // Without the delegate, the deeper scroll view's pan takes the drag.
        dismissal.delegate = nil
        states.removeAll()
        s.drag(from: CGPoint(x: 200, y: 500), direction: CGVector(dx: 0, dy: -1), travel: 100)
        #expect(s.scrollView.isDragging != states.contains(.began), "one of the two: \(states)")
        s.screen.release()
    }

    @Test("inside a navigation controller the edge swipe still pops from the left edge")
    func edgeSwipePopsOverAScrollView() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
        let window = screen.makeWindow()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        screen.renderFrame()
        let page = UIViewController()
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 320, height: 3000)
        page.view = scrollView
        nav.pushViewController(page, animated: false)
        screen.run(for: 0.1)
        let start = scrollView.contentOffset
        screen.press(at: CGPoint(x: 5, y: 300))
        screen.drag(to: CGPoint(x: 250, y: 300), duration: 0.4)
        #expect(nav.transitionCoordinator != nil, "the pop is under way")
        #expect(!scrollView.isDragging && scrollView.contentOffset == start)
        screen.release()
        screen.run(for: 1)
        #expect(nav.topViewController === root)
    }
}
