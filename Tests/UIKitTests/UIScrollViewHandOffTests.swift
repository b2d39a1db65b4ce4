import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// What scroll-to-dismiss code needs from `UIScrollView`, as iOS sheets use it: an ancestor's
/// pan that recognizes with `panGestureRecognizer`, a `contentOffset` pinned by the client
/// during the drag that the drag then carries on from, and a release stopped by writing the
/// current offset as the target.
///
/// Expected values (400×600 view, content 3000 tall, offsets 0…2400): a drag continues from an
/// offset the client set, by the finger's movement since — pinned at 30 after 100 pt, 20 pt
/// more shows 50 (not 120).
@MainActor
@Suite(.serialized) struct UIScrollViewHandOffTests {
    @Test("an offset set during the drag is where the drag carries on from")
    func dragContinuesFromAClientOffset() {
        let s = ScrollScene()
        s.drag(from: CGPoint(x: 200, y: 500), direction: CGVector(dx: 0, dy: -1), travel: 100, speed: 0)
        #expect(s.scrollView.contentOffset.y >= 100, "scrolled by the travel (and what the finger moved past the slop)")
        s.scrollView.contentOffset = CGPoint(x: 0, y: 30)
        s.screen.drag(to: CGPoint(x: 200, y: 360), duration: 0.1)   // 20 pt further up
        expectNear(s.scrollView.contentOffset.y, 50, tolerance: 1e-6)
        // Pinned at the top while the finger goes down, then the finger comes back up 40 pt: 40.
        s.scrollView.contentOffset = .zero
        s.screen.drag(to: CGPoint(x: 200, y: 400), duration: 0.1)
        s.scrollView.contentOffset = .zero
        s.screen.drag(to: CGPoint(x: 200, y: 360), duration: 0.1)
        expectNear(s.scrollView.contentOffset.y, 40, tolerance: 1e-6)
        s.screen.hold(for: 0.2)
        s.screen.release()
        s.runUntilAtRest()
        expectNear(s.scrollView.contentOffset.y, 40, tolerance: 1e-6)
    }

    @Test("a target written as the current offset stops a fling at once")
    func currentOffsetAsTargetStops() {
        let s = ScrollScene()
        s.drag(from: CGPoint(x: 200, y: 500), direction: CGVector(dx: 0, dy: -1), travel: 150, speed: 2000)
        let held = s.scrollView.contentOffset
        s.log.writtenTarget = held
        s.log.clear()
        s.screen.release()
        #expect(s.log.order == ["willEndDragging", "didEndDragging(false)"])
        #expect(!s.scrollView.isDecelerating)
        #expect((s.log.releaseVelocity?.y ?? 0) > 1, "a fling: the scroll view would have travelled on")
        s.screen.run(for: 0.5)
        #expect(s.scrollView.contentOffset == held)
    }

    @Test("setContentOffset(_:animated: false) as the deceleration begins stops it where it is")
    func settingTheOffsetStopsADeceleration() {
        let s = ScrollScene()
        s.drag(from: CGPoint(x: 200, y: 500), direction: CGVector(dx: 0, dy: -1), travel: 150, speed: 2000)
        s.screen.release()
        #expect(s.scrollView.isDecelerating)
        let there = s.scrollView.contentOffset
        s.scrollView.setContentOffset(there, animated: false)
        #expect(!s.scrollView.isDecelerating)
        s.screen.run(for: 0.5)
        #expect(s.scrollView.contentOffset == there)
    }

    /// An ancestor's pan that records, at each change, its translation and the scroll view's offset.
    final class SheetPan: NSObject, UIGestureRecognizerDelegate {
        let pan = UIPanGestureRecognizer()
        weak var scrollView: UIScrollView?
        var translations: [CGFloat] = [], offsets: [CGFloat] = []
        override init() {
            super.init()
            pan.delegate = self
            pan.addTarget(self, action: SheetPan.panned)
        }
        func panned(_ pan: UIPanGestureRecognizer) {
            guard pan.state == .changed else { return }
            translations.append(pan.translation(in: nil).y)
            offsets.append(scrollView?.contentOffset.y ?? .nan)
        }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer === scrollView?.panGestureRecognizer
        }
    }

    @Test("an ancestor's pan recognizing simultaneously sees every change the scroll view's pan sees")
    func ancestorPanRecognizesWithTheScrollView() {
        let s = ScrollScene()
        let sheet = SheetPan()
        sheet.scrollView = s.scrollView
        s.window.addGestureRecognizer(sheet.pan)
        s.drag(from: CGPoint(x: 200, y: 500), direction: CGVector(dx: 0, dy: -1), travel: 100, speed: 500)
        #expect(sheet.pan.state == .changed && s.scrollView.isDragging)
        #expect(sheet.translations.count >= 10)
        // The scroll view's pan acts first for each event (the deeper view's recognizer), so the
        // ancestor reads this event's offset; its own translation counts the slop (it was not
        // reset), so it is the finger's whole way, 120 pt, while the content moved by what
        // followed the pan's beginning.
        expectNear(sheet.offsets.last, s.scrollView.contentOffset.y, tolerance: 1e-6)
        expectNear(sheet.translations.last, -120, tolerance: 1e-6)
        #expect(s.scrollView.contentOffset.y >= 100 && s.scrollView.contentOffset.y < 120)
        s.screen.release()
    }
}
