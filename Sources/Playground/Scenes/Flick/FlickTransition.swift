import UIKit

/// The flick scene's transitioning delegate: `FlickAnimator` both ways, and — while a drag or a
/// throw runs — the viewer's percent-driven interaction for the dismissal. The presentation is
/// `.custom` with UIKit's own presentation controller, which leaves the gallery's view in place
/// under the viewer's black backdrop.
final class FlickTransition: NSObject, UIViewControllerTransitioningDelegate {
    let context: PlaygroundContext
    /// The dismissal's interaction, set by the viewer for the time its drag (and the throw or
    /// the spring back after it) drives the dismissal.
    var interaction: UIPercentDrivenInteractiveTransition?

    init(context: PlaygroundContext) {
        self.context = context
        super.init()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FlickAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FlickAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// Fades the viewer's backdrop in or out. Presenting, the photo also grows from 85 % and fades
/// in; dismissed by a button, it shrinks and fades; dismissed by a drag, the photo is left to
/// the viewer's dynamic animator and only the backdrop and the caption follow the progress.
final class FlickAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    static let duration: TimeInterval = 0.35

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let viewer = transitionContext.viewController(forKey: key) as? FlickPhotoViewController else {
            return transitionContext.completeTransition(false)
        }
        if presenting {
            transitionContext.containerView.addSubview(viewer.view)
            viewer.view.frame = transitionContext.finalFrame(for: viewer)
            viewer.view.layoutIfNeeded()
            viewer.backdrop.alpha = 0
            viewer.chrome.forEach { $0.alpha = 0 }
            viewer.photoView.alpha = 0
            viewer.photoView.transform = CGAffineTransform(scaleX: 0.85, y: 0.85)
        }
        let interactive = transitionContext.isInteractive
        UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: interactive ? [.curveLinear] : []) {
            let shown: CGFloat = self.presenting ? 1 : 0
            viewer.backdrop.alpha = shown
            viewer.chrome.forEach { $0.alpha = shown }
            if self.presenting {
                viewer.photoView.alpha = 1
                viewer.photoView.transform = .identity
            } else if !interactive {
                viewer.photoView.alpha = 0
                viewer.photoView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            }
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled && !self.presenting {
                // The values animated are the dismissal's end; the viewer stays, as it was.
                viewer.backdrop.alpha = 1
                viewer.chrome.forEach { $0.alpha = 1 }
                viewer.photoView.alpha = 1
                if !interactive { viewer.photoView.transform = .identity }
            }
            transitionContext.completeTransition(!cancelled)
        }
    }
}
