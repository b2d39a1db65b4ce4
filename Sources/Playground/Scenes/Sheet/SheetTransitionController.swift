import UIKit

/// The sheet's transitioning delegate: it supplies the presentation controller and the
/// animators, and turns a downward drag on the sheet into an interactive dismissal.
///
/// The interaction controller exists only while a drag runs: `dismiss(animated:)` from the Done
/// button or the dimmed area asks for one, gets nil, and runs the animator by itself.
final class SheetTransitionController: NSObject, UIViewControllerTransitioningDelegate, UIGestureRecognizerDelegate {
    let context: PlaygroundContext
    private weak var sheet: UIViewController?
    private var dismissal: UIPercentDrivenInteractiveTransition?

    init(context: PlaygroundContext) { self.context = context }

    /// Makes `sheet` present through this delegate and dismiss with a drag.
    func prepare(_ sheet: UIViewController) {
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = self   // weak: the presenting screen keeps this object
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        pan.delegate = self
        sheet.view.addGestureRecognizer(pan)
        self.sheet = sheet
    }

    // MARK: UIViewControllerTransitioningDelegate

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = SheetPresentationController(presentedViewController: presented, presenting: presenting)
        controller.onDimmingTapped = { [weak self] in self?.dismissWithoutDrag() }
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SheetAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        dismissal
    }

    // MARK: The drag

    /// Only a downward drag, and only while no transition runs.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let sheet, sheet.transitionCoordinator == nil else {
            return false
        }
        let t = pan.translation(in: sheet.view)
        return t.y > abs(t.x)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let sheet, let sheetView = sheet.viewIfLoaded else { return }
        // The whole way is the sheet's visible height; the finger's share of it is the progress.
        let distance = sheetView.bounds.height - SheetPresentationController.hiddenOverhang
        let progress = pan.translation(in: sheetView.superview).y / distance
        switch pan.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            dismissal = interaction
            context.timeline.beginTransition("dismiss sheet (drag)")
            sheet.dismiss(animated: true)
        case .changed:
            dismissal?.update(progress)
        case .ended:
            let velocity = pan.velocity(in: sheetView.superview).y
            let decision = context.settings.rule.decide(progress: progress, velocity: velocity, distance: distance)
            context.timeline.recordRelease(velocity: velocity, decision: decision)
            dismissal?.matchCompletionSpeed(toVelocity: velocity, distance: distance, finishing: decision.finishes)
            if decision.finishes { dismissal?.finish() } else { dismissal?.cancel() }
            dismissal = nil
        default:   // cancelled (Escape, lost grab)
            context.timeline.record("drag cancelled")
            dismissal?.cancel()
            dismissal = nil
        }
    }

    /// Dismisses with the animator alone (Done, or a click on the dimmed area).
    func dismissWithoutDrag() {
        guard let sheet, sheet.transitionCoordinator == nil else { return }
        context.timeline.beginTransition("dismiss sheet")
        sheet.dismiss(animated: true)
    }
}
