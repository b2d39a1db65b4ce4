import UIKit

/// The sheet's transitioning delegate: it supplies the presentation controller and the
/// animators, and turns a downward drag on the sheet into an interactive dismissal.
///
/// The interaction controller exists only while a drag runs: `dismiss(animated:)` from the Done
/// button or the dimmed area asks for one, gets nil, and runs the animator by itself.
final class SheetTransitionController: NSObject, UIViewControllerTransitioningDelegate, UIGestureRecognizerDelegate {
    let context: PlaygroundContext
    private weak var sheet: UIViewController?
    private let drag: DragToDismiss

    init(context: PlaygroundContext) {
        self.context = context
        drag = DragToDismiss(context: context, name: "dismiss sheet")
    }

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
        drag.interaction
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
        drag.follow(pan, in: sheetView.superview, distance: distance) { sheet.dismiss(animated: true) }
    }

    /// Dismisses with the animator alone (Done, or a click on the dimmed area).
    func dismissWithoutDrag() {
        guard let sheet, sheet.transitionCoordinator == nil else { return }
        context.timeline.beginTransition("dismiss sheet")
        sheet.dismiss(animated: true)
    }
}
