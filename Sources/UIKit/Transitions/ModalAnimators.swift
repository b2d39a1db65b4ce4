import Foundation

/// UIKit's built-in modal animations, used when no transitioning delegate supplies an animator.
@MainActor
final class ModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Kind { case coverVertical, crossDissolve, none }
    let kind: Kind
    let presenting: Bool

    init(kind: Kind, presenting: Bool) {
        self.kind = kind
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        kind == .none ? 0 : 0.4
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let presented = ctx.viewController(forKey: presenting ? .to : .from) else {
            ctx.completeTransition(false)
            return
        }
        let container = ctx.containerView
        let view: UIView = presented.view
        let onScreen = ctx.finalFrame(for: presented) == .zero ? container.bounds : ctx.finalFrame(for: presented)
        let frame = presenting ? onScreen : view.frame
        let offScreen = frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY)
        if presenting {
            container.addSubview(view)
            UIView.performWithoutAnimation {
                view.frame = kind == .coverVertical ? offScreen : frame
                if kind == .crossDissolve { view.alpha = 0 }
            }
        }
        let duration = transitionDuration(using: ctx)
        guard kind != .none, ctx.isAnimated else {
            view.frame = presenting ? frame : offScreen
            view.alpha = 1
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        // Followed by a finger (a sheet swiped down), the view moves with it: linearly.
        let curve: UIView.AnimationOptions = ctx.isInteractive ? .curveLinear : []
        UIView.animate(withDuration: duration, delay: 0, options: curve, animations: { [kind, presenting] in
            switch kind {
            case .coverVertical: view.frame = presenting ? frame : offScreen
            case .crossDissolve: view.alpha = presenting ? 1 : 0
            case .none: break
            }
        }, completion: { _ in
            if ctx.transitionWasCancelled && self.presenting == false { view.frame = frame; view.alpha = 1 }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
}
