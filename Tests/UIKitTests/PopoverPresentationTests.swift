import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `.popover` presentations: in a desktop-sized (horizontally regular) window the content floats
/// beside its anchor in a bubble with an arrow, with compact size classes, a tap outside
/// dismisses it and its delegate hears of it in UIKit's order; a resized window asks the
/// delegate where to point; in a phone-sized window it behaves as a form sheet unless the
/// delegate keeps the popover, and the popover controller still answers for it. Taps are real
/// pointer events on a headless screen.
///
/// Geometry used below (1024 × 768 window, 10-point margins, so the popover stays within
/// x 10…1014, y 10…758; arrows 13 points): a 200-point-wide popover centred under a source whose
/// midX is m starts at x = m − 100, and below a source whose bottom is b at y = b + 13.
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

    /// A delegate that records what it hears and about which presentation controller, and may
    /// point the popover elsewhere when it is repositioned (the method written as on iOS).
    final class Recorder: NSObject, UIPopoverPresentationControllerDelegate {
        let log: EventLog
        /// The controller each call was about, in order.
        var about: [UIPresentationController] = []
        /// The rectangle and view proposed to each repositioning.
        var proposed: [(rect: CGRect, view: UIView)] = []
        /// Where to point instead when repositioned (nil: leave the proposal).
        var repoint: (rect: CGRect, view: UIView)?
        init(_ log: EventLog) { self.log = log }
        func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
            log.add("willPresent")
            about.append(presentationController)
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.add("shouldDismiss")
            about.append(presentationController)
            return true
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            log.add("willDismiss")
            about.append(presentationController)
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            log.add("didDismiss")
            about.append(presentationController)
        }
        func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                           willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                           in view: AutoreleasingUnsafeMutablePointer<UIView>) {
            log.add("reposition")
            about.append(popoverPresentationController)
            proposed.append((rect.pointee, view.pointee))
            if let repoint {
                rect.pointee = repoint.rect
                view.pointee = repoint.view
            }
        }
    }

    /// Content that logs `viewWillTransition(to:with:)`, to order it against the delegate's calls.
    final class TracingContent: UIViewController {
        let log: EventLog
        init(_ log: EventLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.add("viewWillTransition")
        }
    }

    /// A white window of `size` with a 40×30 button-like source view at (100, 100); `content`
    /// prefers 200×150 and is blue.
    private func setUp(size: CGSize = CGSize(width: 1024, height: 768),
                       content: UIViewController = UIViewController()) -> (HeadlessScreen, UIViewController, UIViewController, UIView) {
        let screen = HeadlessScreen(size: size)
        let root = UIViewController()
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
        // Apple: the default `sourceRect` is `CGRectNull` (iOS 13.2 and later), the source view's bounds.
        #expect(popover.permittedArrowDirections == .any && popover.arrowDirection == .unknown && popover.sourceRect.isNull)
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

    /// A rectangle without size is a point: the arrow's tip is there, not at the view's bounds.
    @Test func aSourceRectWithoutSizePointsAtItsPoint() throws {
        let (screen, root, content, source) = setUp()
        source.frame = CGRect(x: 100, y: 100, width: 400, height: 300)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.sourceRect = CGRect(x: 300, y: 50, width: 0, height: 0)   // (400, 150) in the window
        root.present(content, animated: false)
        screen.run(for: 0.6)
        #expect(popover.arrowDirection == .up)
        #expect(content.view.frame == CGRect(x: 300, y: 163, width: 200, height: 150), "\(content.view.frame)")
        expectPixel(screen.pixel(at: CGPoint(x: 400, y: 157)), near: RGBA(red: 255, green: 255, blue: 255), tolerance: 12,
                    "the arrow, under the point, over the red source")
        expectPixel(screen.pixel(at: CGPoint(x: 360, y: 157)), near: RGBA(red: 255, green: 0, blue: 0), tolerance: 24,
                    "the source beside the arrow (under the bubble's shadow)")
    }

    /// The way iOS code centres an action sheet or popover on a view: a point at its middle and
    /// no arrow direction allowed.
    @Test func withNoArrowDirectionItIsCentredOnThePointWithoutAnArrow() throws {
        let (screen, root, content, source) = setUp()
        source.frame = CGRect(x: 600, y: 100, width: 400, height: 300)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.sourceRect = CGRect(x: source.bounds.midX, y: source.bounds.midY, width: 0, height: 0)
        popover.permittedArrowDirections = []
        root.present(content, animated: false)
        screen.renderFrame()
        #expect(popover.arrowDirection == .unknown)
        #expect(content.view.frame == CGRect(x: 700, y: 175, width: 200, height: 150), "centred on (800, 250): \(content.view.frame)")
        // Near the window's edge it stays inside the margins.
        content.dismiss(animated: false)
        source.frame = CGRect(x: 900, y: 650, width: 100, height: 100)
        popover.sourceRect = CGRect(x: 50, y: 50, width: 0, height: 0)
        let again = UIViewController()
        again.preferredContentSize = CGSize(width: 200, height: 150)
        again.modalPresentationStyle = .popover
        again.popoverPresentationController?.sourceView = source
        again.popoverPresentationController?.sourceRect = CGRect(x: 50, y: 50, width: 0, height: 0)
        again.popoverPresentationController?.permittedArrowDirections = []
        root.present(again, animated: false)
        screen.renderFrame()
        #expect(again.view.frame == CGRect(x: 814, y: 608, width: 200, height: 150), "\(again.view.frame)")
    }

    @Test func inAPhoneSizedWindowItBehavesAsASheetUnlessTheDelegateKeepsThePopover() throws {
        do {
            let (screen, root, content, source) = setUp(size: CGSize(width: 390, height: 844))
            content.popoverPresentationController?.sourceView = source
            root.present(content, animated: false)
            screen.renderFrame()
            // Drawn as a page sheet (56 points from the top); the popover controller adapted.
            #expect(content.presentationController is UIPopoverPresentationController)
            #expect(content.view.frame == CGRect(x: 0, y: 56, width: 390, height: 844 - 56), "a sheet across the window")
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

    /// As on iOS, the popover presentation controller is the one that adapted to a sheet: both
    /// `popoverPresentationController` and `presentationController` answer it while the sheet is
    /// up (its style stays `.popover`), and its delegate — even one set after presenting — hears
    /// of the presentation and of a swipe that dismisses the sheet, about that controller.
    @Test func afterAdaptingToASheetThePopoverControllerStillAnswers() throws {
        let (screen, root, content, source) = setUp(size: CGSize(width: 390, height: 844))
        let log = EventLog(), before = Recorder(log), after = Recorder(log)
        defer { withExtendedLifetime((before, after)) {} }
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.delegate = before
        root.present(content, animated: true)
        screen.run(for: 0.6)
        #expect(content.view.frame == CGRect(x: 0, y: 56, width: 390, height: 788), "shown as a page sheet")
        #expect(content.popoverPresentationController === popover, "still the popover controller")
        #expect(content.presentationController === popover, "and it is the presentation controller")
        #expect(popover.presentationStyle == .popover && popover.arrowDirection == .unknown)
        #expect(popover.containerView.map { content.view.isDescendant(of: $0) } == true, "its container holds the sheet")
        #expect(popover.frameOfPresentedViewInContainerView == content.view.frame)
        #expect(log.events == ["willPresent"] && before.about.count == 1 && before.about[0] === popover)
        // In a sheet the content has the window's size classes (390 × 844: compact × regular).
        #expect(content.traitCollection.horizontalSizeClass == .compact && content.traitCollection.verticalSizeClass == .regular)

        log.clear()
        popover.delegate = after
        screen.press(at: CGPoint(x: 195, y: 300))
        screen.drag(to: CGPoint(x: 195, y: 800), duration: 0.25)
        screen.release()
        screen.run(for: 0.8)
        #expect(log.events == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(after.about.count == 3 && after.about.allSatisfy { $0 === popover }, "about the popover controller")
        #expect(root.presentedViewController == nil && content.view.window == nil)
    }

    /// Shown as a popover in a regular window, the content has compact horizontal and vertical
    /// size classes (the presenter keeps the window's regular ones); the presentation
    /// controller's `overrideTraitCollection` wins over that, as iOS code uses it.
    @Test func itsContentHasCompactSizeClassesInARegularWindow() throws {
        let (screen, root, content, source) = setUp()
        let label = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        content.view.addSubview(label)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        root.present(content, animated: true)
        screen.run(for: 0.6)
        #expect(root.traitCollection.horizontalSizeClass == .regular && root.traitCollection.verticalSizeClass == .regular)
        for traits in [content.traitCollection, content.view.traitCollection, label.traitCollection] {
            #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .compact)
            #expect(traits.userInterfaceLevel == .elevated)
        }
        popover.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        #expect(label.traitCollection.horizontalSizeClass == .regular && label.traitCollection.verticalSizeClass == .compact)
        #expect(content.view.frame == CGRect(x: 20, y: 143, width: 200, height: 150), "placed as before")
    }

    /// When the window is resized the delegate is asked where to point — once per new size, after
    /// the content's `viewWillTransition(to:with:)` — with the source view and its bounds; the
    /// rectangle and view it leaves become the anchor and the popover is drawn against them.
    @Test func onAResizeTheDelegateMayPointThePopoverElsewhere() throws {
        let log = EventLog(), recorder = Recorder(log)
        defer { withExtendedLifetime(recorder) {} }
        let (screen, root, content, source) = setUp(content: TracingContent(log))
        let other = UIView(frame: CGRect(x: 600, y: 400, width: 40, height: 30))
        other.backgroundColor = .green
        root.view.addSubview(other)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.delegate = recorder
        root.present(content, animated: false)
        screen.renderFrame()
        #expect(content.view.frame == CGRect(x: 20, y: 143, width: 200, height: 150))
        #expect(log.events == ["willPresent"], "not repositioned by presenting")

        log.clear()
        recorder.repoint = (CGRect(x: 30, y: 0, width: 10, height: 10), other)   // `other`'s top-right corner
        screen.resize(to: CGSize(width: 1000, height: 700))
        screen.renderFrame()
        #expect(log.events == ["viewWillTransition", "reposition"])
        #expect(recorder.about.last === popover)
        #expect(recorder.proposed.count == 1 && recorder.proposed.first?.rect == CGRect(x: 0, y: 0, width: 40, height: 30)
                && recorder.proposed.first?.view === source, "proposed: the source view and its bounds")
        #expect(popover.sourceView === other && popover.sourceRect == CGRect(x: 30, y: 0, width: 10, height: 10))
        // Under the corner (x 630…640, y 400…410): centred on 635, 13 points below 410.
        #expect(popover.arrowDirection == .up)
        #expect(content.view.frame == CGRect(x: 535, y: 423, width: 200, height: 150))
        expectPixel(screen.pixel(at: CGPoint(x: 635, y: 500)), near: RGBA(red: 0, green: 0, blue: 255), "the content, moved")
        expectPixel(screen.pixel(at: CGPoint(x: 120, y: 220)), near: RGBA(red: 255, green: 255, blue: 255), tolerance: 2,
                    "no longer under the first source")

        screen.run(for: 0.2)
        #expect(log.events.count == 2, "frames without a new size ask nothing: \(log.events)")
    }

    /// `canOverlapSourceViewRect`: a popover too tall for the only permitted side is shrunk to
    /// the room there by default; allowed to overlap, it keeps its height, slides up over its
    /// source to stay inside the margins, and loses its arrow (the bubble covers the tip).
    @Test func canOverlapSourceViewRectLetsATallPopoverCoverItsSource() throws {
        for overlap in [false, true] {
            let (screen, root, content, source) = setUp()
            source.frame = CGRect(x: 100, y: 400, width: 40, height: 30)
            content.preferredContentSize = CGSize(width: 200, height: 500)
            let popover = try #require(content.popoverPresentationController)
            popover.sourceView = source
            popover.permittedArrowDirections = [.up]
            popover.canOverlapSourceViewRect = overlap
            root.present(content, animated: false)
            screen.renderFrame()
            if overlap {
                // Full height, its bottom on the margin (758 − 500 = 258), over the source.
                #expect(content.view.frame == CGRect(x: 20, y: 258, width: 200, height: 500))
                #expect(popover.arrowDirection == .unknown)
                expectPixel(screen.pixel(at: CGPoint(x: 110, y: 410)), near: RGBA(red: 0, green: 0, blue: 255), "the source is covered")
            } else {
                // Below the source (430 + 13), shrunk to the 315 points left above the margin.
                #expect(content.view.frame == CGRect(x: 20, y: 443, width: 200, height: 315))
                #expect(popover.arrowDirection == .up)
                expectPixel(screen.pixel(at: CGPoint(x: 110, y: 410)), near: RGBA(red: 255, green: 0, blue: 0), "the source stays visible")
            }
        }
    }

    /// A press and, 0.05 s later, a release at `point`.
    private func tap(_ screen: HeadlessScreen, _ point: CGPoint) {
        screen.press(at: point)
        screen.hold(for: 0.05)
        screen.release(at: point)
    }
}
