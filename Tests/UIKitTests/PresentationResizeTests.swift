import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// A presented view follows its container when the window is resized, as in UIKit: the
/// presentation places it at `frameOfPresentedViewInContainerView` again in the container's
/// layout (so a full-screen controller still covers the window, and a dismissal brings the
/// presenter back at the new size). A transition under way keeps its frames until it ends.
@MainActor
@Suite(.serialized) struct PresentationResizeTests {
    func setUp() -> (HeadlessScreen, UIViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
        let log = EventLog()
        let a = TracedViewController("A", log: log, color: .red)
        screen.makeWindow().rootViewController = a
        screen.renderFrame()
        return (screen, a)
    }

    @Test func aFullScreenPresentationCoversTheResizedWindow() {
        let (screen, a) = setUp()
        let b = TracedViewController("B", log: EventLog(), color: .blue)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        screen.renderFrame()
        screen.resize(to: CGSize(width: 600, height: 400))
        screen.renderFrame()
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 600, height: 400))
        // Blue to the far corner: no black area right of or below the old size.
        #expect(screen.pixel(at: CGPoint(x: 590, y: 390)) == RGBA(red: 0, green: 0, blue: 255))
        b.dismiss(animated: false)
        screen.renderFrame()
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 600, height: 400))
        #expect(screen.pixel(at: CGPoint(x: 590, y: 390)) == RGBA(red: 255, green: 0, blue: 0))
    }

    @Test func aSheetKeepsItsGapAndTheNewWidth() {
        let (screen, a) = setUp()
        let b = TracedViewController("B", log: EventLog(), color: .blue)
        a.present(b, animated: false)
        screen.renderFrame()
        screen.resize(to: CGSize(width: 500, height: 700))
        screen.renderFrame()
        #expect(b.view.frame == CGRect(x: 0, y: 56, width: 500, height: 644))
        #expect(screen.pixel(at: CGPoint(x: 490, y: 690)) == RGBA(red: 0, green: 0, blue: 255))
    }

    @Test func aResizeDuringThePresentationIsAppliedWhenItEnds() {
        let (screen, a) = setUp()
        let b = TracedViewController("B", log: EventLog(), color: .blue)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        screen.run(for: 0.1)
        screen.resize(to: CGSize(width: 400, height: 300))
        screen.run(for: 0.8)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(screen.pixel(at: CGPoint(x: 395, y: 295)) == RGBA(red: 0, green: 0, blue: 255))
    }

    /// A client's `containerViewWillLayoutSubviews()` that places the view itself has the last word.
    @Test func aCustomPresentationsOwnLayoutWins() {
        let (screen, a) = setUp()
        let b = TracedViewController("B", log: EventLog(), color: .blue)
        let delegate = InsetPresentationDelegate()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        screen.renderFrame()
        #expect(b.view.frame == CGRect(x: 20, y: 20, width: 280, height: 440))
        screen.resize(to: CGSize(width: 400, height: 300))
        screen.renderFrame()
        #expect(b.view.frame == CGRect(x: 20, y: 20, width: 360, height: 260))
        withExtendedLifetime(delegate) {}
    }
}

/// A custom presentation 20 points inside the container, that also places its view in
/// `containerViewWillLayoutSubviews()` (as iOS code commonly does).
@MainActor
private final class InsetPresentationDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        InsetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
private final class InsetPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds.insetBy(dx: 20, dy: 20) ?? .zero }
    override func containerViewWillLayoutSubviews() { presentedView?.frame = frameOfPresentedViewInContainerView }
}
