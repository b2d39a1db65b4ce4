import Foundation
import Testing
import TestSupport
@testable import UIKit
@testable import UIKitTesting

/// `UIScreenEdgePanGestureRecognizer` on a 400×600 screen whose window fills it: the touch must
/// go down within 20 pt of one of the recognizer's edges and then move mostly away from it.
@MainActor
@Suite(.serialized) struct UIScreenEdgePanGestureRecognizerTests {
    @MainActor struct Scene {
        let driver = GestureDriver()
        let edgePan = UIScreenEdgePanGestureRecognizer()
        let log: GestureActionLog

        init(edges: UIRectEdge) {
            edgePan.edges = edges
            let content = UIView(frame: driver.window.bounds)
            driver.window.addSubview(content)
            content.addGestureRecognizer(edgePan)
            log = GestureActionLog(edgePan, driver: driver)
        }
    }

    @Test("UIRectEdge has UIKit's raw values")
    func rectEdgeRawValues() {
        #expect(UIRectEdge.top.rawValue == 1 && UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4 && UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15 && UIRectEdge.all == [.top, .left, .bottom, .right])
        #expect(UIScreenEdgePanGestureRecognizer().edges == [], "no edges until set, as in UIKit")
    }

    @Test("from x = 5 moving right it begins, and translation and velocity work as a pan's")
    func beginsFromTheLeftEdge() {
        let s = Scene(edges: .left)
        s.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 205, y: 300), duration: 0.25)
        #expect(s.log.states.first == .began && s.log.states.last == .ended)
        expectNear(s.log.last?.translation, CGPoint(x: 200, y: 0), tolerance: 1e-6)
        expectNear(s.log.last?.velocity, CGPoint(x: 800, y: 0), tolerance: 40)
    }

    @Test("just inside the 20 pt region (x = 19.5) it begins; from x = 20 or x = 40 it does not",
          arguments: [(19.5, true), (20, false), (40, false)] as [(CGFloat, Bool)])
    func edgeRegion(x: CGFloat, begins: Bool) {
        let s = Scene(edges: .left)
        s.driver.drag(from: CGPoint(x: x, y: 300), to: CGPoint(x: x + 150, y: 300), duration: 0.2)
        #expect(s.log.entries.isEmpty == !begins, "\(s.log.states)")
    }

    @Test("from the left edge, a first movement left (outward) or up (along the edge) fails it",
          arguments: [CGPoint(x: -12, y: 0), CGPoint(x: 3, y: -15), CGPoint(x: 0, y: 20)])
    func wrongFirstMovementFails(first: CGPoint) {
        let s = Scene(edges: .left)
        let start = CGPoint(x: 15, y: 300)
        s.driver.press(at: start)
        s.driver.move(to: CGPoint(x: start.x + first.x, y: start.y + first.y))
        s.driver.move(to: CGPoint(x: 200, y: 300))
        s.driver.release()
        #expect(s.log.entries.isEmpty, "\(s.log.states)")
    }

    @Test("a mostly inward diagonal (15 right, 10 up) begins")
    func inwardDiagonalBegins() {
        let s = Scene(edges: .left)
        s.driver.press(at: CGPoint(x: 5, y: 300))
        s.driver.move(to: CGPoint(x: 20, y: 290))
        #expect(s.log.states == [.began])
        expectNear(s.log.last?.translation, CGPoint(x: 15, y: -10), tolerance: 1e-6)
    }

    @Test("small jitter before the decision does not fail it")
    func jitterBeforeDecision() {
        let s = Scene(edges: .left)
        s.driver.press(at: CGPoint(x: 8, y: 300))
        s.driver.move(to: CGPoint(x: 6, y: 302))   // 2.8 pt: below the 10 pt decision
        s.driver.move(to: CGPoint(x: 40, y: 305))
        #expect(s.log.states == [.began])
    }

    @Test("the .right edge: from x = 395 moving left it begins; from the left side it does not")
    func rightEdge() {
        let s = Scene(edges: .right)
        s.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2)
        #expect(s.log.entries.isEmpty)
        s.driver.drag(from: CGPoint(x: 395, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2)
        #expect(s.log.states.first == .began && s.log.states.last == .ended)
        expectNear(s.log.last?.translation, CGPoint(x: -195, y: 0), tolerance: 1e-6)
    }

    @Test("top and bottom edges with .all: down from the top, up from the bottom; not sideways")
    func topAndBottom() {
        let s = Scene(edges: .all)
        s.driver.drag(from: CGPoint(x: 200, y: 3), to: CGPoint(x: 210, y: 150), duration: 0.2)
        #expect(s.log.states.first == .began)
        let afterTop = s.log.entries.count
        s.driver.drag(from: CGPoint(x: 200, y: 597), to: CGPoint(x: 190, y: 400), duration: 0.2)
        #expect(s.log.entries.count > afterTop && s.log.states.last == .ended)
        let afterBottom = s.log.entries.count
        s.driver.drag(from: CGPoint(x: 200, y: 597), to: CGPoint(x: 300, y: 590), duration: 0.2)
        #expect(s.log.entries.count == afterBottom, "along the bottom edge")
    }

    @Test("Escape during an edge pan ends it .cancelled")
    func escapeCancels() {
        let s = Scene(edges: .left)
        s.driver.press(at: CGPoint(x: 5, y: 300))
        s.driver.move(to: CGPoint(x: 60, y: 300))
        s.driver.pressEscape()
        #expect(s.log.states == [.began, .cancelled])
    }

    @Test("a corner counts for both edges: from (5, 5) moving down begins with .left and .top")
    func corner() {
        let s = Scene(edges: [.left, .top])
        s.driver.drag(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 6, y: 100), duration: 0.2)
        #expect(s.log.states.first == .began)
    }

    @Test("the edge pan and a plain pan on the same view: the edge pan wins from the edge, the pan elsewhere")
    func withAPlainPan() {
        let s = Scene(edges: .left)
        let pan = UIPanGestureRecognizer()
        s.edgePan.view?.addGestureRecognizer(pan)
        let panLog = GestureActionLog(pan, driver: s.driver)
        s.driver.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.2)
        #expect(s.log.states.first == .began && panLog.entries.isEmpty, "the edge pan was added first")
        s.driver.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.2)
        #expect(panLog.states.first == .began && panLog.states.last == .ended)
    }
}
