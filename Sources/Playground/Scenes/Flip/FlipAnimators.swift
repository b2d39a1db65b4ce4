import UIKit

/// Turns the page over like a card, in perspective: the old page turns about its vertical
/// axis until it is seen edge-on, then the new one turns in from edge-on to face the viewer.
/// On a push the right side comes toward the viewer (the finger pulls it left); a pop turns
/// the other way.
///
/// Written as an iOS animator is: `transform3D` of the two views in keyframes, the container's
/// `sublayerTransform` for the perspective, `isDoubleSided = false` so that a page turned away
/// shows nothing. Under a finger the same keyframes are scrubbed by
/// `UIPercentDrivenInteractiveTransition` (the rotations are interpolated by decomposition, so
/// the turn goes through 90° smoothly).
final class CardFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let ctx = transitionContext
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to),
              let toController = ctx.viewController(forKey: .to) else {
            return ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        let container = ctx.containerView
        toView.frame = ctx.finalFrame(for: toController)
        container.addSubview(toView)
        container.layer.sublayerTransform = Self.perspective(for: container.bounds.width)
        let side: CGFloat = operation == .pop ? -1 : 1
        fromView.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false
        toView.transform3D = CATransform3DMakeRotation(side * .pi / 2, 0, 1, 0)

        let pacing = UIView.KeyframeAnimationOptions(rawValue: (ctx.isInteractive ? UIView.AnimationOptions.curveLinear
                                                                                  : .curveEaseInOut).rawValue)
        UIView.animateKeyframes(withDuration: transitionDuration(using: ctx), delay: 0, options: pacing, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView.transform3D = CATransform3DMakeRotation(-side * .pi / 2, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.transform3D = CATransform3DIdentity
            }
        }, completion: { _ in
            for view in [fromView, toView] {
                view.transform3D = CATransform3DIdentity
                view.layer.isDoubleSided = true
            }
            container.layer.sublayerTransform = CATransform3DIdentity
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }

    /// The perspective of a page turn: the eye 2 widths (at least 500 pt) in front of the screen.
    static func perspective(for width: CGFloat) -> CATransform3D {
        var p = CATransform3DIdentity
        p.m34 = -1 / max(500, 2 * width)
        return p
    }
}

/// Rolls the pages on a cube: the old page is the cube's front face and the new one the face
/// to its right (a push; the left one for a pop); the cube turns a quarter about its vertical
/// axis through its centre, half a page behind the screen.
///
/// Each page turns about that axis by `anchorPointZ = −width/2` (the pivot half a width behind
/// the page) and `zPosition = −width/2` (which brings the page back to the screen's plane).
final class CubeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let ctx = transitionContext
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to),
              let toController = ctx.viewController(forKey: .to) else {
            return ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        let container = ctx.containerView
        toView.frame = ctx.finalFrame(for: toController)
        container.addSubview(toView)
        let width = container.bounds.width
        container.layer.sublayerTransform = CardFlipAnimator.perspective(for: width)
        let side: CGFloat = operation == .pop ? -1 : 1
        for view in [fromView, toView] {
            view.layer.anchorPointZ = -width / 2
            view.layer.zPosition = -width / 2
            view.layer.isDoubleSided = false
        }
        toView.transform3D = CATransform3DMakeRotation(side * .pi / 2, 0, 1, 0)

        let curve: UIView.AnimationOptions = ctx.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: curve, animations: {
            fromView.transform3D = CATransform3DMakeRotation(-side * .pi / 2, 0, 1, 0)
            toView.transform3D = CATransform3DIdentity
        }, completion: { _ in
            for view in [fromView, toView] {
                view.transform3D = CATransform3DIdentity
                view.layer.anchorPointZ = 0
                view.layer.zPosition = 0
                view.layer.isDoubleSided = true
            }
            container.layer.sublayerTransform = CATransform3DIdentity
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
}
