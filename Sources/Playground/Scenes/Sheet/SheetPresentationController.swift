import UIKit

/// A screen that can show a sheet over itself: the view that shrinks behind the sheet.
@MainActor
protocol SheetPresenting: AnyObject {
    var viewBehindSheet: UIView { get }
}

/// Lays a sheet out from below with a gap at the top, dims what is behind it, and shrinks the
/// presenting screen to 92 % with rounded corners — all alongside the transition, so a drag
/// scrubs them with the sheet and a cancelled drag puts them back.
final class SheetPresentationController: UIPresentationController {
    /// The gap above the sheet, where the shrunk presenting screen peeks out.
    static let topGap: CGFloat = 64
    /// How far the sheet runs past the bottom edge, so its lower corners never show (not even
    /// when the spring overshoots).
    static let hiddenOverhang: CGFloat = 24
    /// The presenting screen's scale behind the sheet.
    static let shrunkScale: CGFloat = 0.92

    private let dimmingView = UIView()
    /// Called when the dimmed area is clicked.
    var onDimmingTapped: (() -> Void)?

    private var viewBehind: UIView {
        (presentingViewController as? SheetPresenting)?.viewBehindSheet ?? presentingViewController.view
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: Self.topGap, width: bounds.width, height: bounds.height - Self.topGap + Self.hiddenOverhang)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.35)
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.dimmingTapped))
        container.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = 16
        presentedView?.clipsToBounds = true
        animate(shown: true)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        animate(shown: false)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        // Only at rest: during a transition the animator owns the sheet's frame.
        guard presentedViewController.transitionCoordinator == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// Dims and shrinks (or undims and restores) alongside the transition; a cancelled
    /// transition's completion puts the other state back, as the animations end where the
    /// blocks left the model values.
    private func animate(shown: Bool) {
        let dimming = dimmingView, behind = viewBehind
        func apply(_ shown: Bool) {
            dimming.alpha = shown ? 1 : 0
            behind.transform = shown ? CGAffineTransform(scaleX: Self.shrunkScale, y: Self.shrunkScale) : .identity
            behind.layer.cornerRadius = shown ? 14 : 0
        }
        guard let coordinator = presentedViewController.transitionCoordinator else { return apply(shown) }
        coordinator.animate(alongsideTransition: { _ in dimming.alpha = shown ? 1 : 0 })
        // The presenting screen is outside the container: name it, so it follows the transition's time.
        coordinator.animateAlongsideTransition(in: behind, animation: { _ in apply(shown) }, completion: { context in
            if context.isCancelled { apply(!shown) }
        })
    }

    private func dimmingTapped(_ recognizer: UITapGestureRecognizer) { onDimmingTapped?() }
}
