import UIKit

/// Moves the sheet: up with a spring when presenting, straight down when dismissing (linearly
/// while a finger drives it, so the sheet stays under the finger).
final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(presenting: Bool) { isPresenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        isPresenting ? 0.55 : 0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let ctx = transitionContext
        guard let sheetController = ctx.viewController(forKey: isPresenting ? .to : .from),
              let sheet = ctx.view(forKey: isPresenting ? .to : .from) else {
            return ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        let container = ctx.containerView
        let onScreen = isPresenting ? ctx.finalFrame(for: sheetController) : ctx.initialFrame(for: sheetController)
        let offScreen = onScreen.offsetBy(dx: 0, dy: container.bounds.height - onScreen.minY)
        let duration = transitionDuration(using: ctx)

        if isPresenting {
            container.addSubview(sheet)
            sheet.frame = offScreen
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.82, initialSpringVelocity: 0,
                           options: [], animations: { sheet.frame = onScreen },
                           completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: ctx.isInteractive ? .curveLinear : .curveEaseIn,
                           animations: { sheet.frame = offScreen },
                           completion: { _ in
                               // A cancelled drag: the animation ran back, but the model value is
                               // still the one the block set. Put the sheet back.
                               if ctx.transitionWasCancelled { sheet.frame = onScreen }
                               ctx.completeTransition(!ctx.transitionWasCancelled)
                           })
        }
    }
}
