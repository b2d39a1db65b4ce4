import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Pull to refresh: the pull that starts a refresh (and the one that does not), the content
/// resting below the spinner, the end, and a refresh begun from code.
@MainActor
@Suite(.serialized) struct UIRefreshControlTests {
    @MainActor struct Scene {
        let scroll = ScrollScene()
        let refresh = UIRefreshControl()
        let events = Events()

        final class Events { var count = 0 }

        @MainActor init() {
            let events = self.events
            refresh.addAction(UIAction { _ in events.count += 1 }, for: .valueChanged)
            scroll.scrollView.refreshControl = refresh
            scroll.screen.renderFrame()
        }

        @MainActor var top: CGFloat { scroll.scrollView.contentOffset.y }

        /// Drags the content down by `distance` from near the top and holds; not released.
        @MainActor func pull(_ distance: CGFloat) {
            scroll.screen.press(at: CGPoint(x: 200, y: 100))
            scroll.screen.drag(to: CGPoint(x: 200, y: 100 + distance), duration: Double(distance) / 300)
            scroll.screen.hold(for: 0.2)
        }
    }

    @Test func aShortPullShowsTheSpinnerFadingInAndStartsNothing() {
        let scene = Scene()
        #expect(scene.refresh.superview === scene.scroll.scrollView)
        #expect(scene.refresh.frame == CGRect(x: 0, y: -60, width: 400, height: 60), "just above the content")
        scene.pull(70)
        let pulled = -scene.top
        #expect(pulled > 20 && pulled < UIRefreshControl.triggerDistance, "rubber-banded: \(pulled)")
        expectNear(scene.refresh.spinner.alpha, pulled / UIRefreshControl.triggerDistance, tolerance: 0.01)
        scene.scroll.screen.release()
        scene.scroll.runUntilAtRest()
        #expect(scene.events.count == 0 && !scene.refresh.isRefreshing)
        #expect(scene.top == 0 && scene.scroll.scrollView.adjustedContentInset.top == 0)
    }

    @Test func aLongPullStartsARefreshWhileTheFingerIsDownAndTheContentRestsBelowTheSpinner() {
        let scene = Scene()
        scene.pull(400)
        #expect(scene.events.count == 1, "sent once the pull passed the trigger distance, before the release")
        #expect(scene.refresh.isRefreshing && scene.refresh.spinner.isAnimating)
        scene.scroll.screen.release()
        scene.scroll.runUntilAtRest()
        #expect(scene.top == -60, "the content rests below the spinner")
        #expect(scene.scroll.scrollView.adjustedContentInset.top == 60)
        // The spinner's spokes are drawn in the revealed band (grey on the white background).
        let spokes = stride(from: 180.0, to: 220.0, by: 1).contains { x in
            stride(from: 10.0, to: 50.0, by: 1).contains { y in
                (scene.scroll.screen.pixel(at: CGPoint(x: x, y: y))?.red ?? 255) < 200
            }
        }
        #expect(spokes)
        // Dragging again while it refreshes sends nothing.
        scene.pull(300)
        scene.scroll.screen.release()
        scene.scroll.runUntilAtRest()
        #expect(scene.events.count == 1)

        scene.refresh.endRefreshing()
        #expect(!scene.refresh.isRefreshing && !scene.refresh.spinner.isAnimating)
        scene.scroll.screen.run(for: 0.15)
        #expect(scene.top < -5 && scene.top > -55, "the content slides back up: \(scene.top)")
        scene.scroll.screen.run(for: 0.25)
        #expect(scene.top == 0 && scene.scroll.scrollView.adjustedContentInset.top == 0)
    }

    @Test func beginRefreshingFromCodeSendsNothingAndDoesNotScroll() {
        let scene = Scene()
        scene.refresh.beginRefreshing()
        #expect(scene.refresh.isRefreshing && scene.events.count == 0)
        #expect(scene.scroll.scrollView.adjustedContentInset.top == 60)
        #expect(scene.top == 0, "as on iOS, the caller scrolls to show the spinner if it wants")
        scene.scroll.scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        scene.refresh.endRefreshing()
        scene.scroll.screen.run(for: 0.4)
        #expect(scene.top == 0)
    }

    @Test func aTableControllersRefreshControlIsItsTables() {
        let controller = UITableViewController(style: .plain)
        let refresh = UIRefreshControl()
        controller.loadViewIfNeeded()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh && refresh.superview === controller.tableView)
        controller.refreshControl = nil
        #expect(refresh.superview == nil)
    }
}
