import Foundation

/// Keys for the view controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start.
    public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end.
    public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view visible at the start.
    public static let from = Self(rawValue: "UITransitionContextFromViewKey")
    /// The view visible at the end.
    public static let to = Self(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is given: the container, the controllers and their frames, and the calls
/// that report progress and the end.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition takes place in; it already holds the from-view.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction controller is driving it right now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (valid once the interaction ended).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a modal transition (`.none` for navigation).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports interactive progress (0…1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition will complete.
    func finishInteractiveTransition()
    /// The interaction ended and the transition will be undone.
    func cancelInteractiveTransition()
    /// The interaction paused (an interruptible transition was grabbed again).
    func pauseInteractiveTransition()
    /// Ends the transition; pass `!transitionWasCancelled`.
    func completeTransition(_ didComplete: Bool)
    /// A controller of the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view of the transition (nil when the system keeps it, as the presenter's view in a sheet).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// A rotation applied during the transition (always identity here).
    var targetTransform: CGAffineTransform { get }
    /// A controller's view frame at the start (`.zero` when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// A controller's view frame at the end (`.zero` when unknown).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The transition's duration.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Adds the to-view to the container and animates; calls `completeTransition` at the end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// An animator that runs the transition and can be interrupted (optional).
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// The transition ended (optional).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented: the system checks for this placeholder and uses `animateTransition`.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Stands for "the animator vends no interruptible animator" (the optional method's default).
@MainActor
final class NoInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    static let shared = NoInterruptibleAnimator()
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}

/// An object that drives a transition interactively.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest runs after the interaction ends (optional; default 1).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest after the interaction ends (optional; default `.easeInOut`).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (optional; default true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// An object that supplies the animator, interaction controller and presentation controller
/// of a modal presentation. Every method is optional.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// What the coordinator's blocks are given: the transition's state.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// The object a controller gets from `transitionCoordinator` during a transition: animations
/// alongside it and notifications when the interaction ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's timing and `completion` after it ends; returns
    /// whether they were queued (false once the transition has ended).
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// The same, for a view outside the container (its layer follows the transition's timing).
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when the interaction ends (deprecated in UIKit, still used).
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    /// Calls `handler` when the transition goes from interactive to not (and back, for interruptible ones).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition (no completion).
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// The built-in animations of a presentation without a custom animator.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
