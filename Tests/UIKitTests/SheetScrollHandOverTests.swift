import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport
import TestExpectations

/// One drag shared between a sheet and the list in it, as on iOS 15 and later: Apple's
/// `prefersScrollingExpandsWhenScrolledToEdge` — "scrolling up in the sheet increases its
/// detent instead of scrolling the sheet's content. After the sheet reaches its largest
/// detent, scrolling begins." — and, going down, the list scrolls back to its top and the rest
/// of the same drag lowers the sheet (or dismisses it), the list never pulled past its top
/// meanwhile.
///
/// The scene: a 390 × 844 phone, a sheet with the medium (top at 433) and large (top at 56)
/// detents, holding a list (a `UIScrollView` filling it, 3,000 points of content, no inset
/// adjustment). Drags are real pointer events; the first points of a drag (the touch slop, 10
/// points, and the sample on which the list's pan begins) move neither the sheet nor the list,
/// so the tests measure from where the first part of a drag left them.
@MainActor
@Suite(.serialized) struct SheetScrollHandOverTests {
    static let largeTop: CGFloat = 56, mediumTop: CGFloat = 433, slop: CGFloat = 10

    /// A list delegate written as iOS code writes one.
    final class ListDelegate: NSObject, UIScrollViewDelegate {
        let log: EventLog
        init(_ log: EventLog) { self.log = log }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.add("willBeginDragging") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            log.add("didEndDragging")
        }
    }

    final class SheetDelegate: NSObject, UISheetPresentationControllerDelegate {
        let log: EventLog
        var mayDismiss = true
        init(_ log: EventLog) { self.log = log }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            log.add("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { mayDismiss }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.add("didAttemptToDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
    }

    @MainActor final class Scene {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let a = UIViewController(), b = UIViewController()
        let list = UIScrollView()
        let log = EventLog()
        lazy var listDelegate = ListDelegate(log)
        lazy var sheetDelegate = SheetDelegate(log)
        var sheet: UISheetPresentationController { b.sheetPresentationController! }
        var top: CGFloat { b.view.layer.presentation()?.frame.minY ?? b.view.frame.minY }
        var offset: CGFloat { list.contentOffset.y }

        init(detents: [UISheetPresentationController.Detent] = [.medium(), .large()], at detent: UISheetPresentationController.Detent.Identifier = .medium) {
            a.view.backgroundColor = .red
            b.view.backgroundColor = .blue
            screen.makeWindow().rootViewController = a
            screen.renderFrame()
            list.frame = b.view.bounds
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            list.contentInsetAdjustmentBehavior = .never
            list.contentSize = CGSize(width: 390, height: 3000)
            list.delegate = listDelegate
            b.view.addSubview(list)
            sheet.detents = detents
            sheet.selectedDetentIdentifier = detent
            sheet.delegate = sheetDelegate
            a.present(b, animated: true)
            screen.run(for: 0.6)
            log.clear()
        }

        /// The point of the list's content under `point` of the window.
        func contentPoint(under point: CGPoint) -> CGPoint { list.convert(point, from: list.window) }

        /// Finger up after a still moment (no fling), and everything at rest.
        func releaseStill() {
            screen.hold(for: 0.1)
            screen.release()
            screen.run(for: 1)
        }
    }

    /// From the medium detent, one drag up 600 points: the sheet grows under the finger to its
    /// largest detent, the list not moving; from there the list scrolls by the rest, so the
    /// content the finger went down on stays under the finger all along.
    @Test func oneDragUpExpandsTheSheetThenScrollsTheList() {
        let s = Scene()
        let start = CGPoint(x: 195, y: 780)
        s.screen.press(at: start)
        let grabbed = s.contentPoint(under: start)
        s.screen.drag(to: CGPoint(x: 195, y: 580), duration: 0.3)
        let grown = Self.mediumTop - s.top, lost = 200 - grown
        #expect(lost >= Self.slop && lost < Self.slop + 8, "the sheet follows the finger past the slop: \(grown)")
        #expect(s.offset == 0, "the sheet took the drag: \(s.offset)")
        s.screen.drag(to: CGPoint(x: 195, y: 180), duration: 0.5)
        #expect(s.top == Self.largeTop, "\(s.top)")
        expectNear(s.offset, 400 - (Self.mediumTop - Self.largeTop - grown), tolerance: 0.5)
        let under = s.contentPoint(under: CGPoint(x: 195, y: 180))
        expectNear(under.y, grabbed.y - lost, tolerance: 0.5)
        let scrolled = s.offset
        s.releaseStill()
        #expect(s.top == Self.largeTop && s.sheet.selectedDetentIdentifier == .large)
        expectNear(s.offset, scrolled, tolerance: 1)
        // The detent is chosen as the finger lifts, before the list hears the drag's end.
        #expect(s.log.events == ["willBeginDragging", "detent com.apple.UIKit.large", "didEndDragging"], "\(s.log.events)")
    }

    /// At the large detent with the list scrolled 200 points, one drag down 420 points: the list
    /// scrolls back to its top, then the sheet comes down by the rest — the list stays exactly at
    /// its top (not pulled past it) — and, released still, the sheet rests at the nearer detent.
    @Test func oneDragDownScrollsTheListToItsTopThenLowersTheSheet() {
        let s = Scene(at: .large)
        s.list.contentOffset = CGPoint(x: 0, y: 200)
        s.screen.press(at: CGPoint(x: 195, y: 300))
        s.screen.drag(to: CGPoint(x: 195, y: 450), duration: 0.3)
        #expect(s.top == Self.largeTop)
        let left = s.offset
        #expect(left > 50 && left < 70, "the list scrolled back by the finger's movement past the slop: \(left)")
        var offsets: [CGFloat] = []
        for step in 1...27 {
            s.screen.drag(to: CGPoint(x: 195, y: 450 + CGFloat(step) * 10), duration: 1.0 / 60)
            offsets.append(s.offset)
        }
        #expect(offsets.allSatisfy { $0 >= 0 }, "never past its top: \(offsets)")
        #expect(s.offset == 0)
        expectNear(s.top, Self.largeTop + 270 - left, tolerance: 0.5)
        s.releaseStill()
        #expect(s.top == Self.mediumTop && s.offset == 0, "\(s.top), \(s.offset)")
        #expect(s.log.events == ["willBeginDragging", "detent com.apple.UIKit.medium", "didEndDragging"], "\(s.log.events)")
    }

    /// At the large detent, list at its top: down 100 points moves the sheet, back up 300 in
    /// the same drag returns the sheet to the top and scrolls the list by the other 200; no
    /// detent change.
    @Test func downThenUpInOneDragGivesTheRestBackToTheList() {
        let s = Scene(at: .large)
        s.screen.press(at: CGPoint(x: 195, y: 400))
        s.screen.drag(to: CGPoint(x: 195, y: 510), duration: 0.3)
        let down = s.top - Self.largeTop
        #expect(down > 90 && down < 100, "\(down)")
        #expect(s.offset == 0)
        s.screen.drag(to: CGPoint(x: 195, y: 210), duration: 0.5)
        #expect(s.top == Self.largeTop)
        expectNear(s.offset, 300 - down, tolerance: 0.5)
        s.releaseStill()
        #expect(s.top == Self.largeTop)
        expectNear(s.offset, 300 - down, tolerance: 0.5)
        #expect(!s.log.events.contains { $0.hasPrefix("detent") }, "\(s.log.events)")
    }

    /// A flick down in the list at its top, at the only detent, dismisses the sheet; the list
    /// never leaves its top while the sheet goes.
    @Test func aFlickDownInTheListAtItsTopDismisses() {
        let s = Scene(detents: [.medium()])
        s.screen.press(at: CGPoint(x: 195, y: 600))
        s.screen.drag(to: CGPoint(x: 195, y: 700), duration: 0.1)
        #expect(s.b.transitionCoordinator?.isInteractive == true, "the swipe drives the dismissal")
        #expect(s.offset == 0)
        s.screen.release()
        s.screen.run(for: 1)
        #expect(s.a.presentedViewController == nil)
        #expect(s.log.events.last == "didDismiss", "\(s.log.events)")
    }

    /// A sheet that may not be dismissed gives a little under a drag down in the list at its
    /// top and springs back; the delegate hears the attempt, the list stays at its top.
    @Test func aRefusedDismissalFromTheListSpringsBack() {
        let s = Scene(detents: [.medium()])
        s.sheetDelegate.mayDismiss = false
        s.screen.press(at: CGPoint(x: 195, y: 600))
        s.screen.drag(to: CGPoint(x: 195, y: 800), duration: 0.3)
        let given = s.b.view.transform.ty
        #expect(given > 10 && given <= UISheetPresentationController.refusedGive, "\(given)")
        #expect(s.offset == 0)
        s.releaseStill()
        #expect(s.b.view.transform == .identity && s.top == Self.mediumTop)
        #expect(s.a.presentedViewController === s.b)
        #expect(s.log.events.contains("didAttemptToDismiss"), "\(s.log.events)")
    }

    /// Released while the list has the last movement, the list flings on; while the sheet has
    /// it, the sheet settles by the flick and the list does not move.
    @Test func theReleaseBelongsToWhoeverMovedLast() {
        let s = Scene()
        s.screen.press(at: CGPoint(x: 195, y: 800))
        s.screen.drag(to: CGPoint(x: 195, y: 300), duration: 0.4)
        s.screen.drag(to: CGPoint(x: 195, y: 150), duration: 0.08)   // a flick, the list moving
        let atRelease = s.offset
        s.screen.release()
        s.screen.run(for: 2)
        #expect(s.top == Self.largeTop)
        #expect(s.offset > atRelease + 100, "the list flung on: \(atRelease) → \(s.offset)")

        let t = Scene()
        t.screen.press(at: CGPoint(x: 195, y: 800))
        t.screen.drag(to: CGPoint(x: 195, y: 700), duration: 0.08)   // a flick up, the sheet moving
        t.screen.release()
        t.screen.run(for: 1)
        #expect(t.top == Self.largeTop, "flung to the large detent: \(t.top)")
        #expect(t.offset == 0)
    }
}
