import UIKit

/// The 3D row of the benchmark: the bottom screen turns over like a card to show the top one
/// on its back, linearly, in perspective (m34 = −1/(2·width)). The first half turns the
/// bottom screen from 0° to 90° about its vertical axis, the second turns the top screen in
/// from −90° to 0°; `isDoubleSided = false` hides each once it faces away. Each frame projects
/// one screen-sized image (the screen's subtree, drawn flat once) with pixman.
@MainActor
final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let toView = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
        let container = ctx.containerView
        let fromView = ctx.view(forKey: .from)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * container.bounds.width)
        container.layer.sublayerTransform = perspective
        // The bottom screen turns with the top one: it goes in the container (where iOS already
        // has it for a full-screen presentation).
        if let fromView { container.addSubview(fromView) }
        toView.frame = container.bounds
        container.addSubview(toView)
        fromView?.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false
        toView.transform3D = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView?.transform3D = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.transform3D = CATransform3DIdentity
            }
        }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}
