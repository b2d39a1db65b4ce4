import Foundation
import UIKit

// Client code for the randomized suites, the soak and the misuse tests, written as iOS clients
// write it: a controller that keeps its appearance callbacks honest, a slide animator (with
// switches for the client bugs the suites inject), an animator that vends a
// UIViewPropertyAnimator, and delegates that hand them out.

/// Checks the appearance callbacks of `FuzzController`s: each follows the one before along
/// UIKit's cycle, and at rest the last one matches whether the view is in the window.
@MainActor
final class AppearanceLedger {
    private(set) var violations: [String] = []

    /// The legal successors of each callback (nil: none yet).
    static func isLegal(_ old: String?, _ new: String) -> Bool {
        switch (old, new) {
        case (nil, "willAppear"), ("didDisappear", "willAppear"), ("willDisappear", "willAppear"): true
        case ("willAppear", "didAppear"), ("willAppear", "willDisappear"): true
        case ("didAppear", "willDisappear"): true
        case ("willDisappear", "didDisappear"): true
        default: false
        }
    }

    func record(_ vc: FuzzController, _ callback: String) {
        if !Self.isLegal(vc.lastAppearance, callback) {
            violations.append("\(vc.name): \(callback) after \(vc.lastAppearance ?? "nothing")")
        }
    }

    /// At rest: a controller whose view is in the window last heard didAppear; one whose view is
    /// not, didDisappear (or nothing).
    func restViolations(_ controllers: [FuzzController], window: UIWindow, checks: inout Int) -> [String] {
        var problems = violations
        violations.removeAll()
        for vc in controllers {
            checks += 1
            let shown = vc.viewIfLoaded?.window === window
            let last = vc.lastAppearance
            if shown && last != "didAppear" {
                problems.append("\(vc.name)'s view is in the window but its last appearance callback is \(last ?? "none") (\(vc.appearanceHistory.joined(separator: ", ")))")
            } else if !shown && last != nil && last != "didDisappear" {
                problems.append("\(vc.name)'s view is not in the window but its last appearance callback is \(last!) (\(vc.appearanceHistory.joined(separator: ", ")))")
            }
        }
        return problems
    }

    func takeViolations() -> [String] {
        defer { violations.removeAll() }
        return violations
    }
}

/// A plain controller with a coloured view that reports its appearance callbacks to a ledger.
@MainActor
class FuzzController: UIViewController {
    let name: String
    weak var ledger: AppearanceLedger?
    private(set) var lastAppearance: String?
    /// Every appearance callback, in order (the last 16).
    private(set) var appearanceHistory: [String] = []
    private let color: UIColor

    init(_ name: String, ledger: AppearanceLedger?, color: UIColor = .white) {
        self.name = name
        self.ledger = ledger
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }

    private func note(_ callback: String) {
        ledger?.record(self, callback)
        lastAppearance = callback
        appearanceHistory.append(callback)
        if appearanceHistory.count > 16 { appearanceHistory.removeFirst() }
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); note("didDisappear") }
}

/// A slide animator as clients write them (linear under a finger, ease-in-out alone,
/// `completeTransition` from the animation's completion), with switches for client bugs.
@MainActor
final class FuzzSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Motion { case push, pop, present, dismiss }
    let motion: Motion
    let duration: TimeInterval
    /// Calls `completeTransition` twice.
    var completesTwice = false
    /// Never calls `completeTransition` (the watchdog must end the transition).
    var neverCompletes = false
    let tally: AnimatorTally
    /// The context of the running transition (weak: the checks expect it to be released).
    private(set) weak var context: (any UIViewControllerContextTransitioning)?

    init(_ motion: Motion, duration: TimeInterval) {
        self.motion = motion
        self.duration = duration
        tally = AnimatorTally("slide animator (\(motion), \(Int(duration * 1000)) ms)")
        super.init()
        tally.animator = self
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        tally.animated += 1
        context = ctx
        let container = ctx.containerView
        guard let fromVC = ctx.viewController(forKey: .from), let toVC = ctx.viewController(forKey: .to) else {
            return ctx.completeTransition(false)
        }
        let w = container.bounds.width, h = container.bounds.height
        let moving: UIView
        let target: CGAffineTransform
        switch motion {
        case .push, .present:
            moving = ctx.view(forKey: .to) ?? toVC.view
            container.addSubview(moving)
            let final = ctx.finalFrame(for: toVC)
            moving.frame = final == .zero ? container.bounds : final
            moving.transform = motion == .push ? CGAffineTransform(translationX: w, y: 0) : CGAffineTransform(translationX: 0, y: h)
            target = .identity
        case .pop, .dismiss:
            moving = ctx.view(forKey: .from) ?? fromVC.view
            if let toView = ctx.view(forKey: .to) {
                toView.frame = container.bounds
                container.insertSubview(toView, belowSubview: moving)
            }
            target = motion == .pop ? CGAffineTransform(translationX: w, y: 0) : CGAffineTransform(translationX: 0, y: h)
        }
        let options: UIView.AnimationOptions = ctx.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            moving.transform = target
        }, completion: { [self] _ in
            guard !neverCompletes else { return }
            moving.transform = .identity
            ctx.completeTransition(!ctx.transitionWasCancelled)
            if completesTwice { ctx.completeTransition(!ctx.transitionWasCancelled) }
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { tally.ended += 1 }
}

/// An animator that vends one `UIViewPropertyAnimator` per transition through
/// `interruptibleAnimator(using:)`; `animateTransition` starts it.
@MainActor
final class FuzzPropertyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    private var running: UIViewPropertyAnimator?
    /// The property animator of the last transition (weak: the checks expect it to be released).
    private(set) weak var lastAnimator: UIViewPropertyAnimator?
    private(set) weak var context: (any UIViewControllerContextTransitioning)?
    let tally: AnimatorTally

    init(presenting: Bool, duration: TimeInterval) {
        self.presenting = presenting
        self.duration = duration
        tally = AnimatorTally("property animator (\(presenting ? "in" : "out"), \(Int(duration * 1000)) ms)")
        super.init()
        tally.animator = self
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using ctx: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let running { return running }
        tally.animated += 1
        context = ctx
        let container = ctx.containerView
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
        let key: UITransitionContextViewKey = presenting ? .to : .from
        if let vc = ctx.viewController(forKey: presenting ? .to : .from), let moving = ctx.view(forKey: key) ?? vc.viewIfLoaded {
            let onScreen = container.bounds
            let offScreen = onScreen.offsetBy(dx: 0, dy: onScreen.height)
            if presenting {
                container.addSubview(moving)
                moving.frame = offScreen
            } else if let toView = ctx.view(forKey: .to) {
                toView.frame = container.bounds
                container.insertSubview(toView, belowSubview: moving)
            }
            let presenting = self.presenting
            animator.addAnimations { moving.frame = presenting ? onScreen : offScreen }
        }
        animator.addCompletion { position in ctx.completeTransition(position == .end) }
        running = animator
        lastAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        tally.ended += 1
        running = nil
    }
}

/// An interaction controller handed out together with an animator (weak both).
@MainActor
struct InteractionPairing {
    weak var interaction: AnyObject?
    weak var animator: AnyObject?
}

/// What a delegate hands out for one transition.
enum FuzzAnimatorKind: CaseIterable { case builtIn, slide, property }

/// A navigation delegate that vends the animator and interaction controller it is told to,
/// and counts willShow/didShow.
@MainActor
final class FuzzNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var nextKind: FuzzAnimatorKind = .builtIn
    var nextDuration: TimeInterval = 0.3
    var nextInteraction: (any UIViewControllerInteractiveTransitioning)?
    var completesTwice = false
    var neverCompletes = false
    /// Every animator vended, to check each heard `animationEnded` once.
    var vended: [AnimatorTally] = []
    private(set) var willShow = 0
    private(set) var didShow = 0

    func navigationController(_ nav: UINavigationController, willShow vc: UIViewController, animated: Bool) { willShow += 1 }
    func navigationController(_ nav: UINavigationController, didShow vc: UIViewController, animated: Bool) { didShow += 1 }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        switch nextKind {
        case .builtIn:
            return nil
        case .slide:
            let a = FuzzSlideAnimator(operation == .push ? .push : .pop, duration: nextDuration)
            a.completesTwice = completesTwice
            a.neverCompletes = neverCompletes
            completesTwice = false   // (client bugs of one animator, not of every later one)
            neverCompletes = false
            vended.append(a.tally)
            return a
        case .property:
            let a = FuzzPropertyAnimator(presenting: operation == .push, duration: nextDuration)
            vended.append(a.tally)
            return a
        }
    }

    /// Hands out `nextInteraction` once (a client hands its interaction to the transition its
    /// gesture starts, not to every transition after it).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        defer { nextInteraction = nil }
        if let i = nextInteraction { pairings.append(InteractionPairing(interaction: i, animator: animationController)) }
        return nextInteraction
    }
    /// Which animator each interaction controller was handed out with.
    var pairings: [InteractionPairing] = []
}

/// A transitioning delegate that vends the animator and interaction controller it is told to.
@MainActor
final class FuzzTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var kind: FuzzAnimatorKind = .slide
    var duration: TimeInterval = 0.3
    var completesTwice = false
    var neverCompletes = false
    var presentInteraction: (any UIViewControllerInteractiveTransitioning)?
    var dismissInteraction: (any UIViewControllerInteractiveTransitioning)?
    var vended: [AnimatorTally] = []

    private func make(presenting: Bool) -> (any UIViewControllerAnimatedTransitioning)? {
        switch kind {
        case .builtIn:
            return nil
        case .slide:
            let a = FuzzSlideAnimator(presenting ? .present : .dismiss, duration: duration)
            a.completesTwice = completesTwice
            a.neverCompletes = neverCompletes
            completesTwice = false
            neverCompletes = false
            vended.append(a.tally)
            return a
        case .property:
            let a = FuzzPropertyAnimator(presenting: presenting, duration: duration)
            vended.append(a.tally)
            return a
        }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { make(presenting: true) }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        make(presenting: false)
    }
    /// Hands out `presentInteraction` once.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        defer { presentInteraction = nil }
        if let i = presentInteraction { pairings.append(InteractionPairing(interaction: i, animator: animator)) }
        return presentInteraction
    }
    /// Hands out `dismissInteraction` once.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        defer { dismissInteraction = nil }
        if let i = dismissInteraction { pairings.append(InteractionPairing(interaction: i, animator: animator)) }
        return dismissInteraction
    }
    /// Which animator each interaction controller was handed out with.
    var pairings: [InteractionPairing] = []
}

/// What happened to one vended animator, kept after the animator is released: how often it
/// set up its animations and heard `animationEnded(_:)`, and a weak reference to it.
@MainActor
final class AnimatorTally {
    let label: String
    var animated = 0
    var ended = 0
    weak var animator: AnyObject?
    init(_ label: String) { self.label = label }

    /// Once nothing runs: an animator that animated heard `animationEnded` exactly once.
    var restViolation: String? {
        if ended > 1 { return "\(label): animationEnded was called \(ended) times" }
        if animated > 0 && ended != 1 { return "\(label): animated a transition but heard animationEnded \(ended) times" }
        return nil
    }
}
