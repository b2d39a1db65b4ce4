import UIKit

/// Tells the owner of a `TabSwipeTransition` what the swipe is doing.
public protocol TabSwipeTransitionDelegate: AnyObject {
    /// A switch from one tab to another is about to slide (a tap or a swipe).
    func tabSwipeTransition(_ transition: TabSwipeTransition, willSlideFrom fromIndex: Int, to toIndex: Int)
    /// Whether a swipe may start now (default: yes).
    func tabSwipeTransitionShouldBeginSwipe(_ transition: TabSwipeTransition) -> Bool
    /// The slide ended; `completed` is false when the swipe was given up.
    func tabSwipeTransition(_ transition: TabSwipeTransition, didFinishSlideTo index: Int, completed: Bool)
}

public extension TabSwipeTransitionDelegate {
    func tabSwipeTransition(_ transition: TabSwipeTransition, willSlideFrom fromIndex: Int, to toIndex: Int) {}
    func tabSwipeTransitionShouldBeginSwipe(_ transition: TabSwipeTransition) -> Bool { true }
    func tabSwipeTransition(_ transition: TabSwipeTransition, didFinishSlideTo index: Int, completed: Bool) {}
}

/// Swipe between the tabs of a `UITabBarController`, with a sliding animation for taps too.
///
///     let swipe = TabSwipeTransition(tabBarController: tabBarController)
///     swipe.delegate = self
///
/// The object becomes the tab bar controller's delegate and vends itself as the animator; a
/// horizontal pan on the tab bar controller's view selects the neighbouring tab and drives the
/// slide with a `UIPercentDrivenInteractiveTransition`.
public final class TabSwipeTransition: NSObject {
    public weak var delegate: TabSwipeTransitionDelegate?
    /// How long a slide takes when it runs on its own.
    public var duration: TimeInterval = TabSwipeConstants.duration
    /// How far the finger must travel (a share of the width) for a slow swipe to switch.
    public var completionThreshold: CGFloat = 0.5

    private weak var tabBarController: UITabBarController?
    private var interaction: UIPercentDrivenInteractiveTransition?
    private var slidesForward = true
    private var targetIndex = 0

    private lazy var panGesture: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        pan.maximumNumberOfTouches = 1
        return pan
    }()

    public init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
        super.init()
        tabBarController.delegate = self
        tabBarController.view.addGestureRecognizer(panGesture)
    }

    deinit {
        panGesture.view?.removeGestureRecognizer(panGesture)
    }

    private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let tabBarController = tabBarController, let view = tabBarController.view else { return }
        let translation = gesture.translation(in: view)
        let progress = abs(translation.x) / max(view.bounds.width, 1)
        switch gesture.state {
        case .began:
            let direction = gesture.velocity(in: view).x < 0 ? 1 : -1
            let target = tabBarController.selectedIndex + direction
            let count = tabBarController.viewControllers?.count ?? 0
            guard target >= 0, target < count, delegate?.tabSwipeTransitionShouldBeginSwipe(self) ?? true else { return }
            interaction = UIPercentDrivenInteractiveTransition()
            interaction?.completionCurve = .easeOut
            tabBarController.selectedIndex = target
        case .changed:
            interaction?.update(progress)
        case .ended:
            let velocity = abs(gesture.velocity(in: view).x)
            if progress > completionThreshold || velocity > TabSwipeConstants.flingVelocity {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        default:
            interaction?.cancel()
            interaction = nil
        }
    }
}

// MARK: - UITabBarControllerDelegate

extension TabSwipeTransition: UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let controllers = tabBarController.viewControllers,
              let fromIndex = controllers.firstIndex(of: fromVC),
              let toIndex = controllers.firstIndex(of: toVC) else { return nil }
        slidesForward = toIndex > fromIndex
        targetIndex = toIndex
        delegate?.tabSwipeTransition(self, willSlideFrom: fromIndex, to: toIndex)
        return self
    }

    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interaction
    }
}

// MARK: - UIViewControllerAnimatedTransitioning

extension TabSwipeTransition: UIViewControllerAnimatedTransitioning {
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let offset = container.bounds.width * (slidesForward ? 1 : -1)
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.transform = CGAffineTransform(translationX: offset, y: 0)
        container.addSubview(toView)

        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            fromView.transform = CGAffineTransform(translationX: -offset, y: 0)
            toView.transform = .identity
        }, completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            let completed = !transitionContext.transitionWasCancelled
            transitionContext.completeTransition(completed)
            self.delegate?.tabSwipeTransition(self, didFinishSlideTo: self.targetIndex, completed: completed)
        })
    }
}

/// Tuning shared by every `TabSwipeTransition`.
public struct TabSwipeConstants {
    public static let duration: TimeInterval = 0.3
    /// Points per second above which a swipe switches however short it was.
    public static let flingVelocity: CGFloat = 800
}
