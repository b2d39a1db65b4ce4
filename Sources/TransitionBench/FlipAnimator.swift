import UIKit

/// The 3D row of the benchmark: the bottom screen turns over like a card to show the top one
/// on its back, linearly, in perspective (m34 = −1/(2·width)). The first half turns the
/// bottom screen from 0° to 90° about its vertical axis (its horizontal one with `vertical`,
/// m34 = −1/(2·height)), the second turns the top screen in
/// from −90° to 0°; `isDoubleSided = false` hides each once it faces away. Each frame projects
/// one screen-sized image (the screen's subtree, drawn flat once) with the renderer's
/// projective sampler.
@MainActor
final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Turns about the horizontal axis (a flip from the top) instead of the vertical one.
    let vertical: Bool

    init(vertical: Bool = false) {
        self.vertical = vertical
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let toView = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
        let container = ctx.containerView
        let fromView = ctx.view(forKey: .from)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * (vertical ? container.bounds.height : container.bounds.width))
        container.layer.sublayerTransform = perspective
        // The bottom screen turns with the top one: it goes in the container (where iOS already
        // has it for a full-screen presentation).
        if let fromView { container.addSubview(fromView) }
        toView.frame = container.bounds
        container.addSubview(toView)
        fromView?.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false
        let (ax, ay): (CGFloat, CGFloat) = vertical ? (1, 0) : (0, 1)
        toView.transform3D = CATransform3DMakeRotation(-.pi / 2, ax, ay, 0)
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView?.transform3D = CATransform3DMakeRotation(.pi / 2, ax, ay, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.transform3D = CATransform3DIdentity
            }
        }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}
