import Foundation
import UIKit

/// Finds every transition that runs in a window (by its coordinator, from any controller of the
/// window's controller tree) and hooks into it the way an app does: an alongside completion
/// (which must run exactly once) and an interaction-change handler. Keeps weak references to
/// the coordinator and the two controllers, so the checks can tell that the coordinator is
/// released afterwards and which views the last transition left in the window.
@MainActor
final class TransitionWatcher {
    @MainActor
    final class Record {
        weak var coordinator: (any UIViewControllerTransitionCoordinator)?
        weak var from: UIViewController?
        weak var to: UIViewController?
        let label: String
        /// The alongside completions run (must end at exactly 1).
        var completions = 0
        /// What the completion's context said.
        var cancelled: Bool?
        var interactionChanges = 0
        /// What was wrong with the views when the transition ended.
        var endProblems: [String] = []
        init(_ c: any UIViewControllerTransitionCoordinator, label: String) {
            coordinator = c
            from = c.viewController(forKey: .from)
            to = c.viewController(forKey: .to)
            self.label = label
        }
    }

    private(set) var records: [Record] = []
    private(set) var transitionsSeen = 0

    /// Every controller of the window: the root, its children and presented controllers, recursively.
    static func controllers(in window: UIWindow) -> [UIViewController] {
        var result: [UIViewController] = []
        var pending = window.rootViewController.map { [$0] } ?? []
        while let vc = pending.popLast() {
            guard !result.contains(where: { $0 === vc }) else { continue }
            result.append(vc)
            pending.append(contentsOf: vc.children)
            if let p = vc.presentedViewController { pending.append(p) }
        }
        return result
    }

    /// Whether any controller of the window has a transition coordinator.
    static func transitionRuns(in window: UIWindow) -> Bool {
        controllers(in: window).contains { $0.transitionCoordinator != nil }
    }

    /// Hooks into coordinators not seen yet (call after every frame and API call).
    func scan(_ window: UIWindow) {
        for vc in Self.controllers(in: window) {
            guard let c = vc.transitionCoordinator else { continue }
            if records.contains(where: { $0.coordinator === c }) { continue }
            let from = c.viewController(forKey: .from).map { "\(type(of: $0))" } ?? "nil"
            let to = c.viewController(forKey: .to).map { "\(type(of: $0))" } ?? "nil"
            let record = Record(c, label: "\(from) → \(to)")
            let accepted = c.animate(alongsideTransition: nil, completion: { [weak record, weak window] context in
                guard let record else { return }
                record.completions += 1
                record.cancelled = context.isCancelled
                if let window { record.endProblems += Self.endProblems(record, cancelled: context.isCancelled, window: window) }
            })
            guard accepted else { continue }   // already ending: nothing more will be reported
            c.notifyWhenInteractionChanges { [weak record] _ in record?.interactionChanges += 1 }
            records.append(record)
            transitionsSeen += 1
        }
    }

    /// The problems visible at any time: a completion that ran more than once, views left wrong
    /// when a transition ended.
    func anytimeViolations() -> [String] {
        var problems = records.filter { $0.completions > 1 }.map { "\($0.label): the coordinator's completion ran \($0.completions) times" }
        for r in records where !r.endProblems.isEmpty {
            problems += r.endProblems
            r.endProblems.removeAll()
        }
        return problems
    }

    /// When a transition ends (its coordinator's completions run after the owner settled the
    /// hierarchy and before anything queued starts): the view of the controller it ends on is in
    /// the window, the other one's is not — unless a presentation that keeps its presenter's
    /// view keeps it, or a full-screen presentation covers both.
    static func endProblems(_ r: Record, cancelled: Bool, window: UIWindow) -> [String] {
        guard let from = r.from, let to = r.to else { return [] }
        let shown = cancelled ? from : to, hidden = cancelled ? to : from
        // In the window — or, when the client took the whole controller tree's view out of the
        // window (its animations then end at once), in the place it has in that view.
        func inWindow(_ vc: UIViewController) -> Bool {
            guard let v = vc.viewIfLoaded else { return false }
            if v.window === window { return true }
            var root = vc
            while let p = root.parent { root = p }
            guard root !== vc, let rootView = root.viewIfLoaded, rootView.window == nil else { return false }
            return v.isDescendant(of: rootView)
        }
        func covered(_ vc: UIViewController) -> Bool {
            var root = vc
            while let p = root.parent { root = p }
            return root.presentedViewController?.presentationController?.shouldRemovePresentersView == true
        }
        func isAncestor(_ a: UIViewController, of b: UIViewController) -> Bool {
            var p = b.parent
            while let c = p { if c === a { return true }; p = c.parent }
            return false
        }
        let outcome = "\(r.label) (\(cancelled ? "cancelled" : "finished"))"
        var problems: [String] = []
        // (A nested dismissal a custom animator runs after the one below it ended: the controller
        // it ends on has left the window's tree meanwhile.)
        let stillThere = controllers(in: window).contains { $0 === shown }
        if !inWindow(shown) && !covered(shown) && stillThere {
            problems.append("when \(outcome) ended, \(type(of: shown)) \(shown.title ?? "")'s view was not in the window")
        }
        let keptUnder = hidden.presentedViewController === shown
            && shown.presentationController.map { !$0.shouldRemovePresentersView } == true
        if inWindow(hidden) && !keptUnder && !isAncestor(hidden, of: shown) {
            problems.append("when \(outcome) ended, \(type(of: hidden)) \(hidden.title ?? "")'s view was still in the window")
        }
        return problems
    }

    /// The problems once no transition runs: completions that did not run exactly once.
    func settledViolations() -> [String] {
        records.filter { $0.completions != 1 }.map { "\($0.label): the coordinator's completion ran \($0.completions) times after the transition" }
    }

    /// Coordinators still alive (call after the clock ran with nothing going on).
    func unreleasedCoordinators() -> [String] {
        records.filter { $0.coordinator != nil }.map { "\($0.label): the coordinator is still alive after the transition" }
    }

    /// The last transition that completed.
    var lastCompleted: Record? { records.last { $0.completions >= 1 } }

    /// Forgets the records of transitions that ended and whose coordinator is gone.
    func prune() {
        let keep = lastCompleted
        records.removeAll { $0.completions == 1 && $0.coordinator == nil && $0 !== keep }
    }
}
