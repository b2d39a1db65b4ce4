import Foundation
import Testing
import UIKit
import UIKitTesting
import TestSupport

// Helpers for the Transition*Tests suites: a slide animator that logs UIKit's calls to it,
// delegates that vend animators and interaction controllers, a frame-by-frame wait, and what a
// view shows on screen. (The logging controller, the leftover check and the timing curves worked
// out by hand are in TestSupport.)
//
// Expected values in the suites are computed from DESIGN §3 and UIKit's documentation with the
// formulas here, never read back from the library.

// MARK: - Coordinator hooks

/// What the coordinator hooks write into the log.
@MainActor
enum CoordinatorTrace {
    /// Registers an alongside animation and completion on `coordinator` that log their calls,
    /// and (optionally) animate `view` to `alpha` alongside.
    static func alongside(_ coordinator: (any UIViewControllerTransitionCoordinator)?, log: EventLog,
                          fading view: UIView? = nil, to alpha: CGFloat = 0) {
        let queued = coordinator?.animate(alongsideTransition: { context in
            log.add("alongside\(context.isInteractive ? "(interactive)" : "")")
            view?.alpha = alpha
        }, completion: { context in
            log.add("alongsideCompletion(cancelled: \(context.isCancelled))")
        })
        if queued != true { log.add("alongside refused") }
    }

    /// Registers a `notifyWhenInteractionChanges` handler that logs what the context says.
    static func interactionChanges(_ coordinator: (any UIViewControllerTransitionCoordinator)?, log: EventLog) {
        coordinator?.notifyWhenInteractionChanges { context in
            log.add("interactionChanged(cancelled: \(context.isCancelled), percent: \(format(context.percentComplete)), interactive: \(context.isInteractive))")
        }
    }

    static func format(_ value: CGFloat) -> String { String(format: "%.2f", Double(value)) }
}

// MARK: - Animator

/// A slide animator written as clients write them: the incoming view slides in from the right
/// (push) or from below (present); the outgoing one slides out to the right (pop) or down
/// (dismiss). Linear while interactive, ease-in-out otherwise; `completeTransition` from the
/// animation's completion. Logs `animateTransition` and `animationEnded(_:)`.
@MainActor
final class SuiteSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Motion { case push, pop, present, dismiss }

    let motion: Motion
    let duration: TimeInterval
    let log: EventLog?
    /// Calls `completeTransition` a second time right after the first (a client bug).
    var completesTwice = false
    /// Never calls `completeTransition` (a client bug the watchdog must catch).
    var neverCompletes = false
    /// For `.dismiss`: puts the view UIKit gives for `.to` (the presenter's, after a full-screen
    /// presentation) into the container under the dismissed view, as many dismissal animators do.
    var insertsToView = false
    /// Keeps a strong reference to the context after the transition (a client that holds on to it).
    var keepsContext = false
    private(set) var keptContext: (any UIViewControllerContextTransitioning)?
    /// Forces a curve (nil: linear when interactive, ease-in-out otherwise).
    var curve: UIView.AnimationOptions?
    private(set) var animateCalls = 0
    /// At the last `animateTransition`: whether the from-view was already in the container, and
    /// whether the to-view was not yet.
    private(set) var containerAtStart: (fromInside: Bool, toOutside: Bool)?
    private(set) var endedCalls: [Bool] = []
    /// The context of the last `animateTransition` (weak: the test checks it is released).
    private(set) weak var lastContext: (any UIViewControllerContextTransitioning)?

    init(_ motion: Motion, duration: TimeInterval = 0.4, log: EventLog? = nil) {
        self.motion = motion
        self.duration = duration
        self.log = log
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        animateCalls += 1
        lastContext = ctx
        if keepsContext { keptContext = ctx }
        log?.add("animateTransition\(ctx.isInteractive ? "(interactive)" : "")")
        let container = ctx.containerView
        containerAtStart = (ctx.view(forKey: .from)?.superview === container,
                            ctx.view(forKey: .to).map { !$0.isDescendant(of: container) } ?? true)
        let width = container.bounds.width, height = container.bounds.height
        let fromVC = ctx.viewController(forKey: .from)!, toVC = ctx.viewController(forKey: .to)!
        let moving: UIView
        let target: CGAffineTransform
        switch motion {
        case .push, .present:
            moving = ctx.view(forKey: .to) ?? toVC.view
            container.addSubview(moving)
            let final = ctx.finalFrame(for: toVC)
            moving.frame = final == .zero ? container.bounds : final
            moving.transform = motion == .push ? CGAffineTransform(translationX: width, y: 0)
                                               : CGAffineTransform(translationX: 0, y: height)
            target = .identity
        case .pop, .dismiss:
            moving = ctx.view(forKey: .from) ?? fromVC.view
            if motion == .pop || insertsToView, let toView = ctx.view(forKey: .to) {
                toView.frame = ctx.finalFrame(for: toVC) == .zero ? container.bounds : ctx.finalFrame(for: toVC)
                container.insertSubview(toView, belowSubview: moving)
            }
            target = motion == .pop ? CGAffineTransform(translationX: width, y: 0)
                                    : CGAffineTransform(translationX: 0, y: height)
        }
        let options = curve ?? (ctx.isInteractive ? .curveLinear : .curveEaseInOut)
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            moving.transform = target
        }, completion: { [self] _ in
            guard !neverCompletes else { return }
            moving.transform = .identity
            let cancelled = ctx.transitionWasCancelled
            ctx.completeTransition(!cancelled)
            if completesTwice { ctx.completeTransition(!cancelled) }
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedCalls.append(transitionCompleted)
        log?.add("animationEnded(\(transitionCompleted))")
    }
}

// MARK: - Delegates

/// A navigation delegate that logs like `NavigationLog` and vends the animators and the
/// interaction controller a test gives it.
@MainActor
final class ScriptedNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let log: EventLog
    var pushAnimator: (any UIViewControllerAnimatedTransitioning)?
    var popAnimator: (any UIViewControllerAnimatedTransitioning)?
    /// Returned for the custom animators (nil: not interactive).
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    /// Runs in `willShow`, after the log entry.
    var onWillShow: ((UINavigationController, UIViewController) -> Void)?

    init(_ log: EventLog) { self.log = log }

    func navigationController(_ nav: UINavigationController, willShow vc: UIViewController, animated: Bool) {
        log.add("willShow \(vc.title ?? "?")\(nav.transitionCoordinator == nil ? "" : "+coordinator")")
        onWillShow?(nav, vc)
    }

    func navigationController(_ nav: UINavigationController, didShow vc: UIViewController, animated: Bool) {
        log.add("didShow \(vc.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        switch operation {
        case .push: pushAnimator
        case .pop: popAnimator
        default: nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// A transitioning delegate that vends the animators and interaction controllers a test gives it.
@MainActor
final class ScriptedTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var presentAnimator: (any UIViewControllerAnimatedTransitioning)?
    var dismissAnimator: (any UIViewControllerAnimatedTransitioning)?
    var presentInteraction: (any UIViewControllerInteractiveTransitioning)?
    var dismissInteraction: (any UIViewControllerInteractiveTransitioning)?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { presentAnimator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismissAnimator }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { presentInteraction }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { dismissInteraction }
}

// MARK: - Scenes

/// A 320 × 480 screen with a window, settled, and an empty log.
@MainActor
struct TransitionScene {
    static let size = CGSize(width: 320, height: 480)
    let screen: HeadlessScreen
    let window: UIWindow
    let log: EventLog

    init() {
        screen = HeadlessScreen(size: Self.size)
        window = screen.makeWindow()
        log = EventLog()
    }

    /// A navigation controller with root A (red) in the window.
    func navigation(root name: String = "A", color: UIColor = .red) -> (UINavigationController, TracedViewController) {
        let root = TracedViewController(name, log: log, color: color)
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        screen.renderFrame()
        log.clear()
        return (nav, root)
    }

    /// A plain root controller A (red) in the window.
    func root(_ name: String = "A", color: UIColor = .red) -> TracedViewController {
        let root = TracedViewController(name, log: log, color: color)
        window.rootViewController = root
        screen.renderFrame()
        log.clear()
        return root
    }

    /// Runs frames at 60 Hz until `done()` holds; returns the time it took from the start of the
    /// wait (nil when `limit` seconds passed first).
    @discardableResult
    func runUntil(limit: TimeInterval = 5, _ done: () -> Bool) -> TimeInterval? {
        let start = screen.now
        if done() { return 0 }
        while screen.now - start < limit {
            screen.advance(by: 1.0 / 60)
            screen.renderFrame()
            if done() { return screen.now - start }
        }
        return nil
    }

    /// Runs frames until nothing animates any more (at most `limit` seconds).
    func settle(limit: TimeInterval = 5) {
        screen.renderFrame()
        let start = screen.now
        while screen.isAnimating && screen.now - start < limit {
            screen.advance(by: 1.0 / 60)
            screen.renderFrame()
        }
        screen.run(for: 0.1)
    }
}

/// A (red) under B (blue); the delegate vends a `SuiteSlideAnimator` pop (or one that vends an
/// interruptible animator) and a percent-driven interaction the test drives with `update(_:)`.
@MainActor
final class UpdateDrivenPop {
    let scene = TransitionScene()
    let nav: UINavigationController
    let a: TracedViewController
    let b: TracedViewController
    let delegate: ScriptedNavigationDelegate
    let interaction = UIPercentDrivenInteractiveTransition()
    let animator: SuiteSlideAnimator
    let interruptibleAnimator: InterruptibleSlideAnimator?
    var log: EventLog { scene.log }

    init(duration: TimeInterval, interruptible: Bool = false) {
        (nav, a) = scene.navigation()
        b = TracedViewController("B", log: scene.log, color: .blue)
        nav.pushViewController(b, animated: false)
        scene.settle()
        delegate = ScriptedNavigationDelegate(scene.log)
        animator = SuiteSlideAnimator(.pop, duration: duration)
        interruptibleAnimator = interruptible ? InterruptibleSlideAnimator(duration: duration) : nil
        delegate.popAnimator = interruptibleAnimator ?? animator
        delegate.interaction = interaction
        nav.delegate = delegate
        scene.log.clear()
    }

    func start() {
        nav.popViewController(animated: true)
        scene.screen.renderFrame()
    }
}

/// A pop animator that vends a `UIViewPropertyAnimator` (ease-in-out) through
/// `interruptibleAnimator(using:)`, the same one for the whole transition; `animateTransition`
/// is the usual one-liner that starts it.
@MainActor
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    private var running: UIViewPropertyAnimator?

    init(duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using ctx: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let running { return running }
        let container = ctx.containerView
        let fromView = ctx.view(forKey: .from)!, toView = ctx.view(forKey: .to)!
        toView.frame = container.bounds
        container.insertSubview(toView, belowSubview: fromView)
        let width = container.bounds.width
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
            fromView.transform = CGAffineTransform(translationX: width, y: 0)
        }
        animator.addCompletion { _ in
            fromView.transform = .identity
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        running = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { running = nil }
}

// MARK: - What a view shows

/// The horizontal translation a view shows on screen (its presentation transform's `tx`).
@MainActor
func shownTX(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).transform.m41 }

/// The vertical translation a view shows on screen (its presentation transform's `ty`).
@MainActor
func shownTY(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).transform.m42 }

/// The opacity a view shows on screen.
@MainActor
func shownAlpha(_ view: UIView) -> CGFloat { CGFloat((view.layer.presentation() ?? view.layer).opacity) }
