import Foundation
@testable import UIKit

/// The invariants of a window's controller and view hierarchy. Each function returns the
/// violations it found (empty: all held) and adds the number of checks it made to `checks`.
@MainActor
enum HierarchyInvariants {
    /// Once no transition runs: navigation stacks, presentations and the window's subviews.
    /// (The views each transition leaves are checked when it ends: `TransitionWatcher`.)
    static func settled(_ window: UIWindow, checks: inout Int) -> [String] {
        var problems: [String] = []
        let controllers = TransitionWatcher.controllers(in: window)
        func check(_ ok: Bool, _ what: @autoclosure () -> String) {
            checks += 1
            if !ok { problems.append(what()) }
        }
        func name(_ vc: UIViewController?) -> String {
            guard let vc else { return "nil" }
            return "\(type(of: vc))\(vc.title.map { " \"\($0)\"" } ?? "")"
        }
        func inWindow(_ vc: UIViewController?) -> Bool { vc?.viewIfLoaded?.window === window }
        /// Whether a presentation that removes its presenter's view covers `vc` (its view is then
        /// rightly out of the window, with its container's).
        func covered(_ vc: UIViewController) -> Bool {
            var root = vc
            while let p = root.parent { root = p }
            return root.presentedViewController?.presentationController?.shouldRemovePresentersView == true
        }

        // Navigation stacks.
        for nav in controllers.compactMap({ $0 as? UINavigationController }) {
            let stack = nav.viewControllers
            check(!stack.isEmpty || nav.children.isEmpty, "\(name(nav)): an empty stack with children")
            for (i, vc) in stack.enumerated() {
                check(vc.parent === nav, "\(name(nav)): stacked \(name(vc)) has parent \(name(vc.parent))")
                check(!stack[..<i].contains { $0 === vc }, "\(name(nav)): \(name(vc)) is on the stack twice")
            }
            check(nav.children.count == stack.count && nav.children.allSatisfy { c in stack.contains { $0 === c } },
                  "\(name(nav)): children \(nav.children.map(name)) differ from the stack \(stack.map(name))")
            if let navView = nav.viewIfLoaded, let top = stack.last {
                check(top.viewIfLoaded?.isDescendant(of: navView) == true,
                      "\(name(nav)): the top controller \(name(top))'s view is not in the navigation controller's view")
                for vc in stack.dropLast() {
                    check(vc.viewIfLoaded?.isDescendant(of: navView) != true,
                          "\(name(nav)): \(name(vc)) below the top still has its view in the navigation controller's view")
                }
            }
        }

        // Presentations: links both ways, views and containers in the window.
        var containers: [UIView] = []
        for presenter in controllers where presenter.parent == nil {
            guard let presented = presenter.presentedViewController else { continue }
            check(presented.presentingViewController === presenter,
                  "\(name(presented)) is presented by \(name(presenter)) but its presentingViewController is \(name(presented.presentingViewController))")
            let coveredAgain = presented.presentedViewController?.presentationController?.shouldRemovePresentersView == true
            check(inWindow(presented) || coveredAgain, "the presented \(name(presented))'s view is not in the window")
            let presentation = presented.presentationController
            check(presentation != nil, "the presented \(name(presented)) has no presentation controller")
            if let container = presentation?.containerView {
                containers.append(container)
                check(container.window === window, "the container of \(name(presented))'s presentation is not in the window")
            }
            if let presentation {
                let removes = presentation.shouldRemovePresentersView
                check(inWindow(presenter) != removes,
                      "the presenter \(name(presenter))'s view is \(inWindow(presenter) ? "in" : "not in") the window under a presentation that \(removes ? "removes" : "keeps") it")
            }
        }
        for vc in controllers where vc.parent == nil && vc.presentingViewController != nil {
            check(vc.presentingViewController?.presentedViewController === vc,
                  "\(name(vc)) says it is presented by \(name(vc.presentingViewController)), which presents \(name(vc.presentingViewController?.presentedViewController))")
        }
        for sub in window.subviews {
            if let backdrop = sub as? RecessBackdropView {
                // The black behind a root that recedes behind a sheet: only while that sheet is
                // presented, just below the root's view.
                let presented = backdrop.sheet?.presentedViewController
                check(presented.map { vc in controllers.contains { $0 === vc } && vc.presentingViewController != nil } == true,
                      "the window keeps the black behind a receded root after its sheet went")
                let below = window.subviews.firstIndex { $0 === sub }.map { $0 + 1 }
                check(below.map { $0 < window.subviews.count && window.subviews[$0] === window.rootViewController?.viewIfLoaded } == true,
                      "the black behind a receded root is not just below the root's view")
                continue
            }
            // A menu that is up (a context menu, a button's) lies over everything in the window.
            if let menu = sub as? MenuOverlayView {
                // (One that is fading out after a choice may lie below what the choice presented.)
                if menu.presenter?.isDismissed == false {
                    check(window.subviews.last.map { $0 === menu || $0 is MenuOverlayView } == true,
                          "a menu is up below other views of the window")
                }
                check(menu.presenter != nil, "a menu's layer stays in the window after the menu went")
                continue
            }
            let known = sub === window.rootViewController?.viewIfLoaded || containers.contains { $0 === sub }
            check(known, "the window holds a stray \(type(of: sub)) (neither the root's view nor a presentation's container)")
        }
        if let root = window.rootViewController, root.presentedViewController == nil {
            check(inWindow(root), "the root \(name(root))'s view is not in the window")
        }

        return problems
    }

    /// Whether `layer` is the caret of the text being edited: its blinking is the rest state of
    /// a focused text field or text view (a tap in the fuzz may focus one), not a leftover.
    static func isEditingCaret(_ layer: CALayer) -> Bool {
        var view = (layer.delegate as? UIView)?.superview
        while let v = view {
            if v.isFirstResponder { return v is UITextField || v is UITextView }
            view = v.superview
        }
        return false
    }

    /// Whether a text field or text view in `window` is being edited (its caret blinks, which
    /// asks for frames).
    static func isEditingText(in window: UIWindow) -> Bool {
        func search(_ v: UIView) -> Bool {
            if v.isFirstResponder && (v is UITextField || v is UITextView) { return true }
            return v.subviews.contains(where: search)
        }
        return search(window)
    }

    /// After the clock ran with nothing going on: no layer in the window (or under `extraViews`)
    /// keeps an animation, a speed other than 1 or a time offset.
    static func leftovers(_ window: UIWindow, extraViews: [UIView] = [], checks: inout Int) -> [String] {
        var layers: [CALayer] = []
        func collect(_ l: CALayer) {
            layers.append(l)
            for s in l.sublayers ?? [] { collect(s) }
        }
        collect(window.layer)
        for v in extraViews where !layers.contains(where: { $0 === v.layer }) { collect(v.layer) }
        var problems: [String] = []
        for l in layers {
            checks += 2
            if let keys = l.animationKeys(), !(keys == ["blink"] && isEditingCaret(l)) {
                problems.append("a \(l.delegate.map { "\(type(of: $0))" } ?? "CALayer")'s layer still has animations \(keys)")
            }
            if l.speed != 1 || l.timeOffset != 0 {
                problems.append("a \(l.delegate.map { "\(type(of: $0))" } ?? "CALayer")'s layer keeps speed \(l.speed), timeOffset \(l.timeOffset)")
            }
        }
        return problems
    }
}
