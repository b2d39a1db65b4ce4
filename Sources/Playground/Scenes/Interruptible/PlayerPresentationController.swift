import UIKit

/// Places the player card below a gap at the top (where the scene's status stays readable),
/// dims the screen behind it, and hands the container to `onContainerReady`: the container
/// covers the whole window during the transition, so a recognizer there catches presses on the
/// card wherever it is drawn.
final class PlayerPresentationController: UIPresentationController {
    static let topGap: CGFloat = 120
    static let hiddenOverhang: CGFloat = 24
    private let dimmingView = UIView()
    var onContainerReady: ((UIView) -> Void)?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: Self.topGap, width: bounds.width, height: bounds.height - Self.topGap + Self.hiddenOverhang)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        onContainerReady?(container)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = 24
        presentedView?.clipsToBounds = true
        let dimming = dimmingView
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        let dimming = dimmingView
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 0 })
    }

    override func containerViewWillLayoutSubviews() {
        guard presentedViewController.transitionCoordinator == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
