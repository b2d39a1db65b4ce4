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

    /// A vertical drag, only while no transition runs: down dismisses, up stretches the sheet.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let sheet, sheet.transitionCoordinator == nil else {
            return false
        }
        let t = pan.translation(in: sheet.view)
        return abs(t.y) > abs(t.x)
    }

    /// Whether the running drag began upward (it stretches the sheet instead of dismissing it).
    private var stretching = false

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let sheet, let sheetView = sheet.viewIfLoaded else { return }
        let translation = pan.translation(in: sheetView.superview).y
        if pan.state == .began { stretching = translation < 0 }
        if stretching { return stretch(sheetView, by: translation, state: pan.state) }
        // The whole way is the sheet's visible height; the finger's share of it is the progress.
        let distance = sheetView.bounds.height - SheetPresentationController.hiddenOverhang
        drag.follow(pan, in: sheetView.superview, distance: distance) { sheet.dismiss(animated: true) }
    }

    /// An upward drag past the sheet's top: the sheet follows with iOS's rubber band, ever
    /// stiffer, and springs back on release.
    private func stretch(_ sheetView: UIView, by translation: CGFloat, state: UIGestureRecognizer.State) {
        switch state {
        case .began, .changed:
            let dimension = sheetView.superview?.bounds.height ?? sheetView.bounds.height
            let offset = RubberBand.offset(for: max(0, -translation), dimension: dimension)
            sheetView.transform = CGAffineTransform(translationX: 0, y: -offset)
        default:
            stretching = false
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [.allowUserInteraction],
                           animations: { sheetView.transform = .identity })
        }
    }

    /// Dismisses with the animator alone (Done, or a click on the dimmed area).
    func dismissWithoutDrag() {
        guard let sheet, sheet.transitionCoordinator == nil else { return }
        context.timeline.beginTransition("dismiss sheet")
        sheet.dismiss(animated: true)
    }
}
