import Foundation

/// What an alert controller uses as its transitioning delegate: its presentation controller
/// and its animators.
@MainActor
final class AlertTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        AlertTransitionAnimator(presenting: true, style: (presented as? UIAlertController)?.preferredStyle ?? .alert)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        AlertTransitionAnimator(presenting: false, style: (dismissed as? UIAlertController)?.preferredStyle ?? .alert)
    }
}

/// The presentation of an alert or action sheet: the alert's view covers the container above a
/// dimming view (20 % black, 48 % in dark mode) that fades in and out with the transition; the
/// presenting controller's view stays, without appearance callbacks. A click on the dimming
/// view of an action sheet chooses its cancel action.
@MainActor
final class AlertPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var presentationStyle: UIModalPresentationStyle { .custom }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = AlertMetrics.dimmingColor
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        if dimmingView.gestureRecognizers?.isEmpty ?? true {
            dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: AlertPresentationController.dimmingTapped))
        }
        container.insertSubview(dimmingView, at: 0)
        fade(dimmingView, to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() { fade(dimmingView, to: 0) }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() } else { dimmingView.alpha = 1 }
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func dimmingTapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let alert = presentedViewController as? UIAlertController,
              alert.preferredStyle == .actionSheet, let cancel = alert.cancelAction else { return }
        alert.choose(cancel)
    }
}

/// iOS's animations for alerts and action sheets.
///
/// Apple documents none of these figures; they are chosen to look as iOS 17 does:
/// - an alert comes in over **0.4 s** on a critically damped spring, its box from a scale of
///   **1.2** to 1 while the alert's view fades from 0 to 1 (UIKit's alert grows from 1.2 since
///   iOS 7); it goes by fading out over **0.25 s** (ease-in-out) without scaling;
/// - an action sheet slides up from below the screen over **0.4 s** on the same spring and
///   slides back down over **0.3 s** (ease-in-out);
/// - the dimming view fades in and out alongside, on the same timing.
@MainActor
final class AlertTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let presentationDuration: TimeInterval = 0.4
    static let alertDismissalDuration: TimeInterval = 0.25
    static let sheetDismissalDuration: TimeInterval = 0.3
    static let initialScale: CGFloat = 1.2

    let presenting: Bool
    let style: UIAlertController.Style

    init(presenting: Bool, style: UIAlertController.Style) {
        self.presenting = presenting
        self.style = style
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        presenting ? Self.presentationDuration : style == .alert ? Self.alertDismissalDuration : Self.sheetDismissalDuration
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let alert = ctx.viewController(forKey: presenting ? .to : .from), let view = alert.view else {
            ctx.completeTransition(false)
            return
        }
        let container = ctx.containerView
        let box = (view as? AlertContentView)?.box
        let offScreen = CGAffineTransform(translationX: 0, y: container.bounds.height)
        let style = style, presenting = presenting
        if presenting {
            UIView.performWithoutAnimation {
                view.frame = ctx.finalFrame(for: alert) == .zero ? container.bounds : ctx.finalFrame(for: alert)
                container.addSubview(view)
                view.layoutIfNeeded()
                if style == .alert {
                    view.alpha = 0
                    box?.transform = CGAffineTransform(scaleX: Self.initialScale, y: Self.initialScale)
                } else {
                    view.transform = offScreen
                }
            }
        }
        let changes = {
            if style == .alert {
                view.alpha = presenting ? 1 : 0
                if presenting { box?.transform = .identity }
            } else {
                view.transform = presenting ? .identity : offScreen
            }
        }
        let finish: (Bool) -> Void = { _ in
            if ctx.transitionWasCancelled || !presenting {
                // Gone (or never shown): the view is left as it was for a next presentation.
                view.alpha = 1
                view.transform = .identity
                box?.transform = .identity
            }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        guard ctx.isAnimated else {
            changes()
            finish(true)
            return
        }
        let duration = transitionDuration(using: ctx)
        if presenting {
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [], animations: changes, completion: finish)
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: changes, completion: finish)
        }
    }
}
