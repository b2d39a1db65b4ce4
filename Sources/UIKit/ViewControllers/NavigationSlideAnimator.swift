import Foundation

/// The built-in push and pop: the incoming view slides in from the trailing edge (the right,
/// or the left in a right-to-left layout) with a shadow, the outgoing one moves a third of the
/// way towards the leading edge and dims (parallax); pop is the reverse.
@MainActor
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    /// How far the view underneath moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// How dark the view underneath gets.
    static let dimming: CGFloat = 0.1

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to) else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let container = ctx.containerView
        // Rightwards is towards the trailing edge, unless the layout runs right to left.
        let width = container.isRightToLeft ? -container.bounds.width : container.bounds.width
        let push = operation == .push
        let top = push ? toView : fromView, under = push ? fromView : toView
        toView.frame = ctx.viewController(forKey: .to).map { ctx.finalFrame(for: $0) } ?? container.bounds
        if push { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        let dim = UIView(frame: under.bounds)
        dim.backgroundColor = .black
        dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        under.addSubview(dim)
        top.layer.shadowOpacity = 0.25
        top.layer.shadowRadius = 6
        top.layer.shadowOffset = CGSize(width: width < 0 ? 2 : -2, height: 0)
        UIView.performWithoutAnimation {
            top.transform = CGAffineTransform(translationX: push ? width : 0, y: 0)
            under.transform = CGAffineTransform(translationX: push ? 0 : -width * Self.parallax, y: 0)
            dim.alpha = push ? 0 : Self.dimming
        }
        let finish = {
            top.transform = .identity
            under.transform = .identity
            top.layer.shadowOpacity = 0
            dim.removeFromSuperview()
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        guard ctx.isAnimated else { return finish() }
        let curve: UIView.AnimationOptions = ctx.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: curve, animations: {
            top.transform = CGAffineTransform(translationX: push ? 0 : width, y: 0)
            under.transform = CGAffineTransform(translationX: push ? -width * Self.parallax : 0, y: 0)
            dim.alpha = push ? Self.dimming : 0
        }, completion: { _ in finish() })
    }
}
