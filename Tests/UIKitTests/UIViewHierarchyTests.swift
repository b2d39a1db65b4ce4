import Testing
import UIKit
import UIKitTesting

/// The view tree: what a UIKit developer expects from `addSubview` and friends.
@MainActor
@Suite struct UIViewHierarchyTests {
    @Test func addSubviewAppendsAndMovesBetweenSuperviews() {
        let a = UIView(), b = UIView(), child = UIView()
        a.addSubview(child)
        #expect(child.superview === a && a.subviews.count == 1)
        b.addSubview(child)
        #expect(child.superview === b)
        #expect(a.subviews.isEmpty && b.subviews.count == 1)
        #expect(child.layer.superlayer === b.layer)
    }

    @Test func insertionOrderIsMirroredByTheLayers() {
        let parent = UIView()
        let v1 = UIView(), v2 = UIView(), v3 = UIView(), v4 = UIView()
        parent.addSubview(v1)
        parent.addSubview(v2)
        parent.insertSubview(v3, at: 0)
        parent.insertSubview(v4, belowSubview: v2)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [v3, v1, v4, v2].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(v3)
        parent.sendSubviewToBack(v2)
        parent.insertSubview(v1, aboveSubview: v3)
        let expected = [v2, v4, v3, v1]
        #expect(parent.subviews.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == expected.map { ObjectIdentifier($0.layer) })
    }

    @Test func aViewCannotBeAddedToItsOwnDescendant() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.addSubview(parent)
        #expect(parent.superview == nil)
        #expect(child.subviews.isEmpty)
        parent.addSubview(parent)
        #expect(parent.subviews.count == 1)
    }

    @Test func callbacksArriveInUIKitsOrder() {
        final class Logging: UIView {
            var log: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { log.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
            override func didMoveToSuperview() { log.append("didMoveToSuperview") }
            override func willMove(toWindow newWindow: UIWindow?) { log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
            override func didMoveToWindow() { log.append("didMoveToWindow") }
        }
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100))
        let window = screen.makeWindow()
        let v = Logging()
        window.addSubview(v)
        #expect(v.log == ["willMove(toWindow: window)", "willMove(toSuperview: view)", "didMoveToSuperview", "didMoveToWindow"])
        #expect(v.window === window)
        v.log.removeAll()
        v.removeFromSuperview()
        #expect(v.log == ["willMove(toWindow: nil)", "willMove(toSuperview: nil)", "didMoveToSuperview", "didMoveToWindow"])
        #expect(v.window == nil && v.superview == nil)
    }

    @Test func superviewSeesAddAndRemove() {
        final class Parent: UIView {
            var log: [String] = []
            override func didAddSubview(_ subview: UIView) { log.append("did add \(subview.tag)") }
            override func willRemoveSubview(_ subview: UIView) { log.append("will remove \(subview.tag)") }
        }
        let p = Parent()
        let c = UIView()
        c.tag = 7
        p.addSubview(c)
        c.removeFromSuperview()
        #expect(p.log == ["did add 7", "will remove 7"])
    }

    @Test func viewWithTagSearchesDepthFirst() {
        let root = UIView(), a = UIView(), b = UIView()
        a.tag = 1; b.tag = 2
        root.addSubview(a)
        a.addSubview(b)
        #expect(root.viewWithTag(2) === b)
        #expect(root.viewWithTag(3) == nil)
        #expect(b.isDescendant(of: root) && !root.isDescendant(of: b))
    }

    @Test func removingASubviewInTheMiddleKeepsTheOthersInOrder() {
        let p = UIView()
        let views = (0..<5).map { i -> UIView in let v = UIView(); v.tag = i; p.addSubview(v); return v }
        views[2].removeFromSuperview()
        #expect(p.subviews.map(\.tag) == [0, 1, 3, 4])
        #expect(p.layer.sublayers?.count == 4)
        p.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(p.subviews.map(\.tag) == [4, 1, 3, 0])
        #expect(p.layer.sublayers?.map(ObjectIdentifier.init) == p.subviews.map { ObjectIdentifier($0.layer) })
    }
}
