import Foundation
import Testing
@testable import UIKitTesting
import WindowSystem

/// Random calls into the public transition API, seeded: pushes, pops and stack replacements,
/// presentations and dismissals from any controller (also while transitions run), `update`
/// with any value (NaN, ±∞, negative, above 1), `finish`/`cancel`/`pause` in any order, the
/// context's own calls from outside the animator, completion speeds of every kind, dropped
/// interaction controllers and delegates, animators that complete twice or never, and edge
/// swipes in between. The invariants are checked after every call (docs/reliability.md).
@MainActor
@Suite(.serialized) struct APIFuzzTests {
    /// This suite's share of `RELIABILITY_CASES`.
    static let share = 0.45

    @Test func randomCallsIntoTransitions() {
        let run = FuzzRun(name: "API → transitions", filter: "APIFuzzTests/randomCallsIntoTransitions")
        for index in 0..<Reliability.cases(share: Self.share) {
            var fuzzCase = APICase(index: index, run: run)
            fuzzCase.perform()
        }
        run.finish()
    }
}

/// Counts how often a completion block ran, and how often it must have run once things settle
/// (nil: at most once, either way). A presentation or dismissal that was cancelled presented or
/// dismissed nothing: its completion must not run (UIKit's contract).
@MainActor
final class CompletionTally {
    let label: String
    var calls = 0
    let expected: Int?
    /// Whether the transition the call started ended cancelled (nil: none ran, or its end was
    /// not seen: it ended inside the call).
    var cancelled: Bool?
    /// Whether an interaction controller could cancel the transition the call started.
    var cancellable = false
    init(_ label: String, expected: Int?) {
        self.label = label
        self.expected = expected
    }

    /// Learns the outcome of the transition the call started, if one runs.
    func follow(_ coordinator: (any UIViewControllerTransitionCoordinator)?) {
        coordinator?.animate(alongsideTransition: nil) { [weak self] context in self?.cancelled = context.isCancelled }
    }

    /// How often the completion must have run once things settle.
    var expectedCalls: Int? {
        switch cancelled {
        case true?: 0
        case false?: expected
        case nil: cancellable && expected == 1 ? nil : expected
        }
    }
}

/// Counts willShow/didShow over every navigation delegate of a case (delegates may be dropped).
@MainActor
final class ShowTally {
    var willShow = 0
    var didShow = 0
}

/// One random API case: a window with a navigation controller, and 5–30 random calls.
@MainActor
struct APICase {
    let index: Int
    let seed: UInt64
    let run: FuzzRun
    var rng: SplitMix64
    var log: [String] = []
    private(set) var world: FuzzWorld
    let ledger = AppearanceLedger()
    /// The window's root (weak: the leak check at the end expects it to go with the window).
    private weak var weakNav: UINavigationController?
    private var nav: UINavigationController { weakNav! }
    // What the client holds (dropping is part of the fuzz).
    var navDelegate: FuzzNavigationDelegate?
    var transitionDelegates: [FuzzTransitioningDelegate] = []
    var interactions: [UIPercentDrivenInteractiveTransition] = []
    // What the checks follow.
    var weakInteractions: [WeakObject] = []
    var droppedInteractions: [WeakObject] = []
    var tallies: [AnimatorTally] = []
    var pairings: [InteractionPairing] = []
    var completions: [CompletionTally] = []
    var controllers: [WeakController] = []
    var made = 0
    var failed = false

    /// Case `index` of the run (its seed derived from the base seed), or the case of a given
    /// seed (a failure's printed seed, replayed as a regression test).
    init(index: Int, run: FuzzRun, seed fixedSeed: UInt64? = nil) {
        self.index = index
        self.run = run
        seed = fixedSeed ?? Reliability.caseSeed(index)
        run.beginCase(index, seed: seed)
        rng = SplitMix64(seed: seed)
        let size = CGSize(width: 200, height: 320)
        world = FuzzWorld(size: size, draws: FuzzScreen.draws(&rng))
        let root = FuzzController("root", ledger: ledger, color: .red)
        let nav = UINavigationController(rootViewController: root)
        weakNav = nav
        controllers.append(WeakController(root))
        controllers.append(WeakController(nav))
        world.window.rootViewController = nav
        world.frame(after: 0)
        if rng.chance(0.8) {
            let d = FuzzNavigationDelegate()
            navDelegate = d
            nav.delegate = d
        }
    }

    // MARK: The case

    mutating func perform() {
        let steps = rng.int(in: 5...30)
        for step in 0..<steps where !failed {
            call()
            collectPairings()
            if Reliability.environment["RELIABILITY_TRACE"] != nil { trace() }
            run.countStep()
            world.observe()
            let problems = stepViolations()
            if !problems.isEmpty { fail(step + 1, problems) }
        }
        // The client lets go and ends what it drives, as an app's teardown would.
        if world.buttonDown {
            world.release()
            world.frame()
            log.append("release (end of case)")
        }
        // (Queued pushes and pops start later and may be handed an interaction then: a few rounds.)
        for _ in 0..<4 {
            collectPairings()
            for w in weakInteractions {
                guard let i = w.object as? UIPercentDrivenInteractiveTransition else { continue }
                if rng.chance(0.5) { i.finish() } else { i.cancel() }
            }
            guard world.transitionRuns else { break }
            world.run(for: 0.7, frameRate: 10)
        }
        log.append("finish or cancel every interaction still alive, until nothing runs; rest 2 s (end of case)")
        var problems = world.restViolations(extraViews: controllers.compactMap { $0.controller?.viewIfLoaded })
        problems += restViolations()
        if !failed && !problems.isEmpty { fail(steps, problems) }
        run.countChecks(world.checks)
        teardown(steps)
    }

    /// `RELIABILITY_TRACE=1`: one line per call — the call, whether a transition runs, and each
    /// controller with what it presents and whether it takes part in a transition.
    private func trace() {
        let all = TransitionWatcher.controllers(in: world.window).map { vc in
            "\(vc.title ?? "\(type(of: vc))")\(vc.presentedViewController.map { " presents \($0.title ?? "?")" } ?? "")\(vc.transitionCoordinator.map { $0.isInteractive ? " [interactive]" : " [transition]" } ?? "")"
        }
        print("TRACE \(log.last ?? ""): \(all.joined(separator: ", "))")
    }

    private mutating func fail(_ step: Int, _ problems: [String]) {
        run.fail(case: index, seed: seed, step: step, problems.joined(separator: "\n"), log: log)
        failed = true
    }

    // MARK: Checks

    private mutating func stepViolations() -> [String] {
        var problems = world.stepViolations() + ledger.takeViolations()
        world.checks += completions.count + tallies.count
        problems += completions.filter { $0.calls > 1 }.map { "\($0.label): its completion ran \($0.calls) times" }
        problems += tallies.filter { $0.ended > 1 }.map { "\($0.label): animationEnded was called \($0.ended) times" }
        if let d = navDelegate {
            world.checks += 1
            if d.didShow > d.willShow { problems.append("didShow came \(d.didShow) times for \(d.willShow) willShow") }
        }
        return problems
    }

    private mutating func restViolations() -> [String] {
        let all = TransitionWatcher.controllers(in: world.window).compactMap { $0 as? FuzzController }
        var problems = ledger.restViolations(all, window: world.window, checks: &world.checks)
        world.checks += completions.count + tallies.count + droppedInteractions.count + 1
        problems += completions.compactMap { c in
            guard let e = c.expectedCalls, c.calls != e else { return nil }
            return "\(c.label): its completion ran \(c.calls) times (expected \(e))"
        }
        problems += tallies.compactMap(\.restViolation)
        if let d = navDelegate, d.willShow != d.didShow {
            problems.append("willShow came \(d.willShow) times but didShow \(d.didShow) times")
        }
        problems += droppedInteractions.compactMap { w in
            w.object.map { "a dropped \(type(of: $0)) is still alive after its transition" }
        }
        for t in tallies where t.animator != nil && t.ended > 0 {
            // The system releases the animator once the transition ended (the delegate does not keep it).
            problems.append("\(t.label): still alive after its transition ended")
        }
        return problems
    }

    /// Drops the world and everything the client holds; every controller must be freed.
    private mutating func teardown(_ steps: Int) {
        world.teardown()
        navDelegate = nil
        transitionDelegates.removeAll()
        interactions.removeAll()
        world = FuzzWorld(size: CGSize(width: 1, height: 1), draws: false)
        world.teardown()
        let leaks = controllers.compactMap(\.controller).map { "\(type(of: $0)) \($0.title ?? "") outlives its screen" }
        run.countChecks(controllers.count)
        if !failed && !leaks.isEmpty { fail(steps, leaks) }
    }

    // MARK: Ingredients

    /// A progress value for `update(_:)`: mostly 0…1, sometimes anything.
    private mutating func progress() -> CGFloat {
        switch rng.weighted([70, 5, 5, 5, 5, 4, 3, 3]) {
        case 0: return CGFloat(rng.unit())
        case 1: return -CGFloat(rng.double(0, 5))
        case 2: return 1 + CGFloat(rng.double(0, 5))
        case 3: return .nan
        case 4: return .infinity
        case 5: return -.infinity
        case 6: return 0
        default: return 1
        }
    }

    private mutating func duration() -> TimeInterval {
        switch rng.weighted([90, 4, 6]) {
        case 0: return rng.double(0.05, 0.6)
        case 1: return 0
        default: return rng.double(0.6, 3)
        }
    }

    private mutating func completionSpeed() -> CGFloat {
        switch rng.weighted([70, 8, 8, 5, 5, 4]) {
        case 0: return CGFloat(rng.double(0.2, 4))
        case 1: return 0
        case 2: return -CGFloat(rng.double(0.1, 3))
        case 3: return .nan
        case 4: return .infinity
        default: return CGFloat(rng.double(50, 1e6))
        }
    }

    /// An interaction controller for the next transition: nil, a new one, or (when nothing runs)
    /// one used before.
    private mutating func interaction() -> (UIPercentDrivenInteractiveTransition?, String) {
        switch rng.weighted([45, 45, 10]) {
        case 0:
            return (nil, "")
        case 1:
            let i = UIPercentDrivenInteractiveTransition()
            i.wantsInteractiveStart = rng.chance(0.85)
            i.completionSpeed = completionSpeed()
            i.completionCurve = rng.pick([.easeInOut, .easeIn, .easeOut, .linear])
            interactions.append(i)
            weakInteractions.append(WeakObject(i))
            return (i, " + new interaction (interactive start \(i.wantsInteractiveStart), speed \(i.completionSpeed))")
        default:
            // Only one nothing drives and no delegate holds for a transition yet.
            let held = transitionDelegates.flatMap { [$0.presentInteraction, $0.dismissInteraction] } + [navDelegate?.nextInteraction]
            let idle = world.transitionRuns ? [] : interactions.filter { i in !held.contains { $0 === i } }
            guard !idle.isEmpty else { return (nil, "") }
            let i = rng.pick(idle)
            return (i, " + reused interaction #\(interactions.firstIndex { $0 === i } ?? -1)")
        }
    }

    private mutating func newController() -> FuzzController {
        made += 1
        let vc = FuzzController("vc\(made)", ledger: ledger, color: UIColor(hue: CGFloat(made % 7) / 7, saturation: 0.7, brightness: 0.9, alpha: 1))
        controllers.append(WeakController(vc))
        if rng.chance(0.2) { vc.preferredTransition = zoomTransition() }
        return vc
    }

    /// iOS 18's zoom with a source that may be missing, detached or anywhere in the window, and
    /// options that may name a degenerate alignment rectangle or refuse the drag.
    private mutating func zoomTransition() -> UIViewController.Transition {
        let source = rng.pick([0, 1, 2, 3]), refuses = rng.chance(0.2)
        let rect = rng.pick([nil, CGRect(x: 0, y: 100, width: 200, height: 100), CGRect(x: 10, y: 10, width: 0, height: 50),
                             CGRect(x: -50, y: -50, width: 5000, height: 10), CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)])
        let options = UIViewController.Transition.ZoomOptions()
        if let rect { options.alignmentRectProvider = { _ in rect } }
        if refuses { options.interactiveDismissShouldBegin = { _ in false } }
        if rng.chance(0.2) { options.dimmingVisualEffect = UIBlurEffect(style: .regular) }
        weak let window = world.window
        return .zoom(options: rng.chance(0.7) ? options : nil) { context in
            switch source {
            case 0: return nil
            case 1: return window?.subviews.last
            case 2: return UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            default: return context.sourceViewController.viewIfLoaded?.subviews.first ?? context.sourceViewController.viewIfLoaded
            }
        }
    }

    /// Every controller in the window, plus (sometimes) one that is nowhere.
    private mutating func anyController() -> UIViewController {
        if rng.chance(0.05) { return newController() }
        return rng.pick(TransitionWatcher.controllers(in: world.window))
    }

    private static func rootOf(_ vc: UIViewController) -> UIViewController {
        var v = vc
        while let p = v.parent { v = p }
        return v
    }

    /// Configures the navigation delegate for the next push or pop (sometimes with an
    /// interaction controller).
    private mutating func configureNavigation() -> String {
        guard let d = navDelegate else { return " (no delegate: built-in slide)" }
        d.nextKind = rng.pick(FuzzAnimatorKind.allCases)
        d.nextDuration = duration()
        d.completesTwice = rng.chance(0.05)
        d.neverCompletes = rng.chance(0.02)
        let (i, note) = d.nextKind == .builtIn ? (nil, "") : interaction()
        d.nextInteraction = i
        return " (\(d.nextKind), \(Int(d.nextDuration * 1000)) ms\(d.completesTwice ? ", completes twice" : "")\(d.neverCompletes ? ", never completes" : "")\(note))"
    }

    // MARK: Calls

    private mutating func call() {
        let op = rng.weighted([12, 8, 3, 3, 12, 8, 14, 7, 7, 5, 3, 2, 12, 5, 4, 2])
        switch op {
        case 0:
            let vc = newController()
            let animated = rng.chance(0.85)
            let note = configureNavigation()
            let before = navDelegate?.vended.count ?? 0
            nav.pushViewController(vc, animated: animated)
            if let d = navDelegate { tallies += d.vended[before...] }
            log.append("push \(vc.name)\(animated ? "" : " (not animated)")\(note)")
        case 1:
            let animated = rng.chance(0.85)
            let note = configureNavigation()
            let before = navDelegate?.vended.count ?? 0
            let popped = nav.popViewController(animated: animated)
            if let d = navDelegate { tallies += d.vended[before...] }
            log.append("pop\(animated ? "" : " (not animated)")\(note) → \(popped?.title ?? "nil")")
        case 2:
            let animated = rng.chance(0.7)
            let note = configureNavigation()
            let before = navDelegate?.vended.count ?? 0
            let stack = nav.viewControllers
            let target = rng.chance(0.5) ? stack[0] : (rng.chance(0.9) ? rng.pick(stack) : newController())
            let popped = nav.popToViewController(target, animated: animated)
            if let d = navDelegate { tallies += d.vended[before...] }
            log.append("popTo \(target.title ?? "?")\(animated ? "" : " (not animated)")\(note) → \(popped.map { "\($0.count)" } ?? "nil")")
        case 3:
            let animated = rng.chance(0.7)
            let note = configureNavigation()
            let before = navDelegate?.vended.count ?? 0
            var stack = nav.viewControllers.filter { _ in rng.chance(0.6) }
            if stack.isEmpty || rng.chance(0.5) { stack.append(newController()) }
            if rng.chance(0.2) { stack.append(stack[0]) }   // a duplicate
            nav.setViewControllers(stack, animated: animated)
            if let d = navDelegate { tallies += d.vended[before...] }
            log.append("setViewControllers \(stack.map { $0.title ?? "?" })\(animated ? "" : " (not animated)")\(note)")
        case 4:
            present()
        case 5:
            dismiss()
        case 6:
            guard let i = liveInteraction() else { return log.append("update: no interaction") }
            let p = progress()
            i.update(p)
            log.append("interaction #\(interactionIndex(i)).update(\(p))")
        case 7:
            guard let i = liveInteraction() else { return log.append("finish: no interaction") }
            i.finish()
            log.append("interaction #\(interactionIndex(i)).finish()")
        case 8:
            guard let i = liveInteraction() else { return log.append("cancel: no interaction") }
            i.cancel()
            log.append("interaction #\(interactionIndex(i)).cancel()")
        case 9:
            guard let i = liveInteraction() else { return log.append("pause: no interaction") }
            i.pause()
            log.append("interaction #\(interactionIndex(i)).pause()")
        case 10:
            guard !interactions.isEmpty else { return log.append("drop: no interaction held") }
            let i = interactions.remove(at: rng.int(below: interactions.count))
            // Every reference the client has goes (its delegates' too).
            if navDelegate?.nextInteraction === i { navDelegate?.nextInteraction = nil }
            for d in transitionDelegates {
                if d.presentInteraction === i { d.presentInteraction = nil }
                if d.dismissInteraction === i { d.dismissInteraction = nil }
            }
            droppedInteractions.append(WeakObject(i))
            log.append("the client drops its reference to interaction #\(interactionIndex(i)) (keeps a weak one)")
        case 11:
            if navDelegate != nil && (transitionDelegates.isEmpty || rng.chance(0.5)) {
                navDelegate = nil
                log.append("the client drops the navigation delegate")
            } else if !transitionDelegates.isEmpty {
                transitionDelegates.remove(at: rng.int(below: transitionDelegates.count))
                log.append("the client drops a transitioning delegate")
            }
        case 12:
            let seconds = rng.double(0.01, 0.6)
            world.run(for: seconds, frameRate: rng.pick([60, 30, 10]))
            log.append("time passes: \(String(format: "%.3f", seconds)) s")
        case 13:
            let y = rng.double(40, 280)
            world.press(at: CGPoint(x: rng.double(0, 15), y: y))
            world.frame()
            let frames = rng.int(in: 1...8), dx = rng.double(-5, 40)
            for _ in 0..<frames {
                world.move(to: CGPoint(x: world.pointer.x + dx, y: y))
                world.frame()
            }
            let release = rng.chance(0.6)
            if release { world.release(); world.frame() }
            log.append("edge swipe \(frames) frames × \(Int(dx)) pt\(release ? ", released" : ", still held")")
        case 14:
            contextMisuse()
        default:
            if world.buttonDown {
                world.release()
                world.frame()
                log.append("release")
            } else {
                world.escape()
                world.frame()
                log.append("Escape")
            }
        }
    }

    private mutating func present() {
        let presenter = anyController()
        let vc = newController()
        let styles: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen, .custom, .pageSheet, .automatic, .formSheet,
                                                  .currentContext, .overCurrentContext, .popover, .none]
        vc.modalPresentationStyle = rng.pick(styles)
        vc.modalTransitionStyle = rng.pick([.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl])
        var note = ""
        if rng.chance(0.7) {
            let d = FuzzTransitioningDelegate()
            d.kind = rng.pick(FuzzAnimatorKind.allCases)
            d.duration = duration()
            d.completesTwice = rng.chance(0.05)
            d.neverCompletes = rng.chance(0.02)
            let (pi, n1) = interaction()
            d.presentInteraction = pi
            let (di, n2) = interaction()
            d.dismissInteraction = di
            vc.transitioningDelegate = d
            transitionDelegates.append(d)
            note = " (\(d.kind), \(Int(d.duration * 1000)) ms\(d.completesTwice ? ", completes twice" : "")\(d.neverCompletes ? ", never completes" : "")\(n1)\(n2.isEmpty ? "" : ";dismissal\(n2)"))"
        }
        let animated = rng.chance(0.85)
        let root = Self.rootOf(presenter)
        let valid = root.presentedViewController == nil && root.transitionCoordinator == nil && root.viewIfLoaded?.window != nil
        let tally = CompletionTally("present \(vc.name) from \(presenter.title ?? "\(type(of: presenter))")", expected: valid ? 1 : 0)
        completions.append(tally)
        tally.cancellable = animated && (vc.transitioningDelegate as? FuzzTransitioningDelegate)?.presentInteraction != nil
        presenter.present(vc, animated: animated) { [weak tally] in tally?.calls += 1 }
        if valid { tally.follow(vc.transitionCoordinator) }
        if let d = vc.transitioningDelegate as? FuzzTransitioningDelegate { tallies += d.vended }
        log.append("\(tally.label) as .\(vc.modalPresentationStyle)\(animated ? "" : " (not animated)")\(note)\(valid ? "" : " (expected to be refused)")")
    }

    private mutating func dismiss() {
        let target = anyController()
        let animated = rng.chance(0.85)
        let root = Self.rootOf(target)
        let presenter: UIViewController? = root.presentedViewController != nil ? root : target.presentingViewController.map(Self.rootOf)
        let presented = presenter?.presentedViewController
        let expected: Int
        if presenter == nil || presented == nil { expected = 1 }   // nothing to dismiss: the completion runs at once
        else {
            // Refused while a transition runs here or anywhere above (those controllers would
            // go with the dismissal).
            var chain = [presenter!, presented!]
            while let next = chain.last?.presentedViewController, !chain.contains(where: { $0 === next }) { chain.append(next) }
            expected = chain.contains { $0.transitionCoordinator != nil } ? 0 : 1
        }
        let tally = CompletionTally("dismiss from \(target.title ?? "\(type(of: target))")", expected: expected)
        completions.append(tally)
        let d = presented?.transitioningDelegate as? FuzzTransitioningDelegate
        let before = d?.vended.count ?? 0
        tally.cancellable = animated && d?.dismissInteraction != nil
        target.dismiss(animated: animated) { [weak tally] in tally?.calls += 1 }
        if expected == 1 { tally.follow(presented?.transitionCoordinator) }
        if let d { tallies += d.vended[before...] }
        log.append("\(tally.label)\(animated ? "" : " (not animated)") (\(presented?.title ?? "nothing presented")\(expected == 0 ? ", expected to be refused" : ""))")
    }

    /// Calls a running transition's context from outside its animator, as a confused client might.
    private mutating func contextMisuse() {
        let contexts: [any UIViewControllerContextTransitioning] = tallies.compactMap { t in
            (t.animator as? FuzzSlideAnimator)?.context ?? (t.animator as? FuzzPropertyAnimator)?.context
        }
        guard !contexts.isEmpty else { return log.append("context misuse: no context") }
        let ctx = rng.pick(contexts)
        switch rng.int(below: 5) {
        case 0:
            let p = progress()
            ctx.updateInteractiveTransition(p)
            log.append("context.updateInteractiveTransition(\(p))")
        case 1:
            ctx.finishInteractiveTransition()
            log.append("context.finishInteractiveTransition()")
        case 2:
            ctx.cancelInteractiveTransition()
            log.append("context.cancelInteractiveTransition()")
        case 3:
            ctx.pauseInteractiveTransition()
            log.append("context.pauseInteractiveTransition() (interactive: \(ctx.isInteractive))")
        default:
            let done = rng.chance(0.5)
            ctx.completeTransition(done)
            log.append("context.completeTransition(\(done)) from outside the animator")
        }
    }

    private mutating func collectPairings() {
        if let d = navDelegate {
            pairings += d.pairings
            d.pairings.removeAll()
        }
        for d in transitionDelegates {
            pairings += d.pairings
            d.pairings.removeAll()
        }
    }

    private mutating func liveInteraction() -> UIPercentDrivenInteractiveTransition? {
        let live = weakInteractions.compactMap { $0.object as? UIPercentDrivenInteractiveTransition }
        return live.isEmpty ? nil : rng.pick(live)
    }

    private func interactionIndex(_ i: UIPercentDrivenInteractiveTransition) -> Int {
        weakInteractions.firstIndex { $0.object === i } ?? -1
    }
}

/// A weak reference to any object.
@MainActor
struct WeakObject {
    weak var object: AnyObject?
    init(_ o: AnyObject) { object = o }
}
