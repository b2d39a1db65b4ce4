import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// `show(_:sender:)`, `showDetailViewController(_:sender:)` and
/// `targetViewController(forAction:sender:)`, as Apple documents them: the nearest controller up
/// the hierarchy that overrides the action shows the controller (a navigation controller pushes
/// it); with none, it is presented modally from the top of the caller's hierarchy. There is no
/// split view controller, so the detail action has no target unless a controller of the app
/// takes it.
@MainActor
@Suite(.serialized) struct UIViewControllerShowTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let log = EventLog()

    private func show(_ root: UIViewController) {
        screen.makeWindow().rootViewController = root
        screen.renderFrame()
        log.clear()
    }

    @Test func aChildOfANavigationControllerShowsByPushingWithAPushsCallbacks() {
        // The same push made twice: once by show(_:sender:), once by pushViewController.
        func run(_ act: (TracedViewController, TracedViewController) -> Void) -> (events: [String], stack: [String], presented: Bool) {
            let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
            let log = EventLog()
            let a = TracedViewController("A", log: log), b = TracedViewController("B", log: log)
            let nav = UINavigationController(rootViewController: a)
            let navLog = NavigationLog(log)   // the delegate is held weakly
            nav.delegate = navLog
            screen.makeWindow().rootViewController = nav
            screen.renderFrame()
            log.clear()
            act(a, b)
            screen.run(for: 0.6)
            withExtendedLifetime(navLog) {}
            return (log.events, nav.viewControllers.map { $0.title ?? "?" }, nav.presentedViewController != nil)
        }
        let shown = run { a, b in a.show(b, sender: nil) }
        let pushed = run { a, b in a.navigationController?.pushViewController(b, animated: true) }
        #expect(shown.stack == ["A", "B"] && !shown.presented)
        #expect(shown.events == pushed.events)
        #expect(shown.events.first == "willShow B+coordinator", "animated, with a coordinator: \(shown.events)")
    }

    @Test func theTargetOfShowIsTheNearestNavigationControllerAndNoneOutsideOne() {
        let a = TracedViewController("A", log: log), inner = TracedViewController("inner", log: log)
        let nav = UINavigationController(rootViewController: a)
        a.addChild(inner)
        a.view.addSubview(inner.view)
        inner.didMove(toParent: a)
        show(nav)
        let showAction = UIViewController.show(_:sender:)
        #expect(inner.targetViewController(forAction: showAction, sender: nil) === nav, "a grandchild: the walk goes up two parents")
        #expect(nav.targetViewController(forAction: showAction, sender: nil) === nav, "the navigation controller overrides show itself")
        #expect(inner.targetViewController(forAction: UIViewController.showDetailViewController(_:sender:), sender: nil) == nil,
                "no split view controller: nothing overrides the detail action")
        #expect(UIViewController().targetViewController(forAction: showAction, sender: nil) == nil)
    }

    @Test func withoutATargetShowPresentsModallyFromTheTopOfTheCallersHierarchy() {
        let root = TracedViewController("root", log: log), child = TracedViewController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        show(root)
        let b = TracedViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        child.show(b, sender: nil)
        #expect(root.presentedViewController === b && b.presentingViewController === root, "the window's root view controller presents")
        screen.run(for: 0.6)
        #expect(log.events.filter { $0.hasPrefix("B.") } == ["B.willAppear+coordinator", "B.didAppear"], "animated: \(log.events)")
        #expect(b.view.window != nil && !b.isBeingPresented)
    }

    @Test func showDetailInsideANavigationControllerPresentsForThereIsNoSplitViewController() {
        let a = TracedViewController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        show(nav)
        let detail = TracedViewController("detail", log: log)
        a.showDetailViewController(detail, sender: nil)
        screen.run(for: 0.6)
        #expect(nav.viewControllers.count == 1, "not pushed")
        #expect(nav.presentedViewController === detail && detail.view.window != nil)
    }

    @Test func aPresentedControllerWalksOnToItsPresentingController() {
        let a = TracedViewController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        show(nav)
        let sheet = TracedViewController("sheet", log: log)
        nav.present(sheet, animated: false)
        screen.run(for: 0.1)
        #expect(sheet.targetViewController(forAction: UIViewController.show(_:sender:), sender: nil) === nav)
    }

    /// A container of the app that shows its children's controllers itself: it says so by
    /// overriding `targetViewController(forAction:sender:)` (Swift cannot see its override of
    /// `show`), and gets the call with the sender.
    @Test func aContainerThatClaimsTheActionShowsForItsChildren() {
        final class Container: UIViewController {
            var shown: [(UIViewController, String?)] = []
            override func targetViewController(forAction action: (UIViewController) -> (UIViewController, Any?) -> Void,
                                               sender: Any?) -> UIViewController? { self }
            override func show(_ vc: UIViewController, sender: Any?) { shown.append((vc, sender as? String)) }
        }
        let container = Container(), child = TracedViewController("child", log: log)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let nav = UINavigationController(rootViewController: container)
        show(nav)
        let b = TracedViewController("B", log: log)
        child.show(b, sender: "row 3")
        screen.run(for: 0.6)
        #expect(container.shown.count == 1 && container.shown.first?.0 === b && container.shown.first?.1 == "row 3")
        #expect(nav.viewControllers.count == 1 && nav.presentedViewController == nil, "neither pushed nor presented")
    }
}
