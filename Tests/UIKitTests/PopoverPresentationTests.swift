import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `.popover` presentations: in a desktop-sized (horizontally regular) window the content floats
/// beside its anchor in a bubble with an arrow, a tap outside dismisses it and its delegate
/// hears of it in UIKit's order; in a phone-sized window it behaves as a form sheet unless the
/// delegate keeps the popover. Taps are real pointer events on a headless screen.
@MainActor
@Suite(.serialized) struct PopoverPresentationTests {
    /// A delegate written as iOS code writes one (only the methods it needs).
    final class Listener: NSObject, UIPopoverPresentationControllerDelegate {
        let log: EventLog
        var allow = true
        var keepPopover = false
        init(_ log: EventLog) { self.log = log }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { log.add("prepare") }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.add("shouldDismiss")
            return allow
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.add("didAttempt") }
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            keepPopover ? .none : controller.adaptivePresentationStyle
        }
    }

    /// A white window of `size` with a 40×30 button-like source view at (100, 100); `content`
    /// prefers 200×150 and is blue.
    private func setUp(size: CGSize = CGSize(width: 1024, height: 768)) -> (HeadlessScreen, UIViewController, UIViewController, UIView) {
        let screen = HeadlessScreen(size: size)
        let root = UIViewController(), content = UIViewController()
        root.view.backgroundColor = .white
        let source = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 30))
        source.backgroundColor = .red
        root.view.addSubview(source)
        content.view.backgroundColor = .blue
        content.preferredContentSize = CGSize(width: 200, height: 150)
        content.modalPresentationStyle = .popover
        screen.makeWindow().rootViewController = root
        screen.renderFrame()
        return (screen, root, content, source)
    }

    /// `setUp()`, presented (animated) from the source with a listening delegate, its log cleared.
    private func presentedWithListener() -> (HeadlessScreen, UIViewController, UIViewController, EventLog, Listener) {
        let (screen, root, content, source) = setUp()
        let log = EventLog(), listener = Listener(log)
        content.popoverPresentationController?.sourceView = source
        content.popoverPresentationController?.delegate = listener
        root.present(content, animated: true)
        screen.run(for: 0.6)
        log.clear()
        return (screen, root, content, log, listener)
    }

    @Test func thePopoverControllerIsThereBeforePresentingSoItsAnchorCanBeSet() throws {
        let content = UIViewController()
        #expect(content.popoverPresentationController == nil, "not a popover")
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        #expect(content.presentationController === popover, "the force cast iOS code writes holds")
        #expect(popover.permittedArrowDirections == .any && popover.arrowDirection == .unknown && popover.sourceRect == .zero)
        #expect(popover.presentationStyle == .popover)
    }

    @Test func inARegularWindowThePopoverFloatsBelowItsSourceWithTheArrowUp() throws {
        let (screen, root, content, source) = setUp()
        let log = EventLog(), listener = Listener(log)
        defer { withExtendedLifetime(listener) {} }
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.delegate = listener
        root.present(content, animated: true)
        screen.run(for: 0.6)
        #expect(log.events == ["prepare"])
        #expect(popover.arrowDirection == .up)
        // Centred under the source (midX 120), 13 points of arrow below its bottom (130).
        #expect(content.view.frame == CGRect(x: 20, y: 143, width: 200, height: 150))
        #expect(root.view.window != nil, "the presenter stays on screen")
        expectPixel(screen.pixel(at: CGPoint(x: 120, y: 220)), near: RGBA(red: 0, green: 0, blue: 255), "the content")
        expectPixel(screen.pixel(at: CGPoint(x: 120, y: 137)), near: RGBA(red: 255, green: 255, blue: 255), tolerance: 12,
                    "the arrow, in the system background, between source and content")
        expectPixel(screen.pixel(at: CGPoint(x: 600, y: 500)), near: RGBA(red: 255, green: 255, blue: 255), tolerance: 2,
                    "the presenter, not dimmed")
        expectPixel(screen.pixel(at: CGPoint(x: 110, y: 110)), near: RGBA(red: 255, green: 0, blue: 0), "the source stays visible")
    }

    @Test func aTapOutsideDismissesItAndTellsTheDelegateInOrder() throws {
        let (screen, root, content, log, listener) = presentedWithListener()
        defer { withExtendedLifetime(listener) {} }
        tap(screen, CGPoint(x: 700, y: 600))
        screen.run(for: 0.6)
        #expect(log.events == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(root.presentedViewController == nil && content.view.window == nil)
        expectPixel(screen.pixel(at: CGPoint(x: 120, y: 220)), near: RGBA(red: 255, green: 255, blue: 255), "gone")
    }

    @Test func escapeDismissesItAsATapOutsideDoes() throws {
        let (screen, root, content, log, listener) = presentedWithListener()
        defer { withExtendedLifetime(listener) {} }
        screen.pressEscape()
        screen.run(for: 0.6)
        #expect(log.events == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(root.presentedViewController == nil)
    }

    @Test func aTapInsideDoesNotDismissAndARefusingDelegateKeepsItUp() throws {
        let (screen, root, content, log, listener) = presentedWithListener()
        defer { withExtendedLifetime(listener) {} }
        tap(screen, CGPoint(x: 120, y: 220))
        screen.run(for: 0.3)
        #expect(log.events.isEmpty && root.presentedViewController === content)
        listener.allow = false
        tap(screen, CGPoint(x: 700, y: 600))
        screen.run(for: 0.6)
        #expect(log.events == ["shouldDismiss", "didAttempt"])
        #expect(root.presentedViewController === content)
    }

    @Test func passthroughViewsGetTheirTapsAndTheyDoNotDismiss() throws {
        let (screen, root, content, source) = setUp()
        var taps = 0
        let other = UIButton(frame: CGRect(x: 600, y: 500, width: 100, height: 60))
        other.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(other)
        content.popoverPresentationController?.sourceView = source
        content.popoverPresentationController?.passthroughViews = [other]
        root.present(content, animated: true)
        screen.run(for: 0.6)
        tap(screen, CGPoint(x: 650, y: 530))
        screen.run(for: 0.3)
        #expect(taps == 1, "the passthrough button got the tap")
        #expect(root.presentedViewController === content, "and the popover stayed")
    }

    @Test func theArrowPointsDownWhenThereIsNoRoomBelow() throws {
        let (screen, root, content, source) = setUp()
        source.frame = CGRect(x: 400, y: 700, width: 40, height: 30)
        content.popoverPresentationController?.sourceView = source
        root.present(content, animated: false)
        screen.renderFrame()
        #expect(content.popoverPresentationController?.arrowDirection == .down)
        #expect(content.view.frame == CGRect(x: 320, y: 700 - 13 - 150, width: 200, height: 150))
    }

    @Test func permittedDirectionsAndASourceRectPlaceItBeside() throws {
        let (screen, root, content, source) = setUp()
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.sourceRect = CGRect(x: 30, y: 0, width: 10, height: 10)   // the source's top-right corner
        popover.permittedArrowDirections = [.left]
        root.present(content, animated: false)
        screen.renderFrame()
        #expect(popover.arrowDirection == .left)
        // Right of the rectangle (x 130…140, y 100…110): 13 points of arrow, centred on y 105.
        #expect(content.view.frame == CGRect(x: 153, y: 30, width: 200, height: 150))
    }

    @Test func inAPhoneSizedWindowItBehavesAsASheetUnlessTheDelegateKeepsThePopover() throws {
        do {
            let (screen, root, content, source) = setUp(size: CGSize(width: 390, height: 844))
            content.popoverPresentationController?.sourceView = source
            root.present(content, animated: false)
            screen.renderFrame()
            #expect(content.presentationController?.presentationStyle == .pageSheet)
            #expect(content.view.frame.width == 390, "a sheet across the window")
        }
        let (screen, root, content, source) = setUp(size: CGSize(width: 390, height: 844))
        let log = EventLog(), listener = Listener(log)
        defer { withExtendedLifetime(listener) {} }
        listener.keepPopover = true
        content.popoverPresentationController?.sourceView = source
        content.popoverPresentationController?.delegate = listener
        root.present(content, animated: false)
        screen.renderFrame()
        #expect(content.presentationController is UIPopoverPresentationController)
        #expect(content.view.frame == CGRect(x: 20, y: 143, width: 200, height: 150))
    }

    @Test func withoutAnAnchorItIsCentredWithoutAnArrow() {
        let (screen, root, content, _) = setUp()
        root.present(content, animated: false)
        screen.renderFrame()
        #expect(content.popoverPresentationController?.arrowDirection == .unknown)
        #expect(content.view.frame == CGRect(x: 412, y: 309, width: 200, height: 150))
    }

    /// A press and, 0.05 s later, a release at `point`.
    private func tap(_ screen: HeadlessScreen, _ point: CGPoint) {
        screen.press(at: point)
        screen.hold(for: 0.05)
        screen.release(at: point)
    }
}
