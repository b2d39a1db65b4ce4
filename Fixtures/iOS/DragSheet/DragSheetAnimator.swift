//
//  DragSheetAnimator.swift
//  DragSheet
//

import UIKit

final class DragSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isPresenting ? SheetConstants.presentDuration : SheetConstants.dismissDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let sheetView: UIView = controller.view
        let shownFrame = isPresenting ? transitionContext.finalFrame(for: controller) : sheetView.frame
        let hiddenFrame = shownFrame.offsetBy(dx: 0, dy: containerView.bounds.height - shownFrame.minY)
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            containerView.addSubview(sheetView)
            sheetView.frame = hiddenFrame
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                           options: [.curveEaseOut, .allowUserInteraction], animations: {
                sheetView.frame = shownFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            // Linear under the finger so the sheet stays exactly where it was grabbed.
            let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseInOut]
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                sheetView.frame = hiddenFrame
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    sheetView.frame = shownFrame
                }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }
}

// MARK: - Interactive dismissal

final class DragSheetDismissInteraction: UIPercentDrivenInteractiveTransition {

    weak var sheet: DragSheet?
    private(set) var isInteracting = false
    private var isRubberBanding = false
    private weak var viewController: UIViewController?

    private lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pan.delegate = self
        return pan
    }()

    override init() {
        super.init()
        completionCurve = .easeOut
    }

    func attach(to viewController: UIViewController) {
        panGestureRecognizer.view?.removeGestureRecognizer(panGestureRecognizer)
        viewController.view.addGestureRecognizer(panGestureRecognizer)
        self.viewController = viewController
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = viewController?.view, let containerView = view.superview else { return }
        let translation = pan.translation(in: containerView)
        let progress = max(0, min(1, translation.y / max(view.bounds.height, 1)))

        switch pan.state {
        case .began:
            if let sheet = sheet, !sheet.shouldDismiss() {
                isRubberBanding = true
                return
            }
            isInteracting = true
            viewController?.dismiss(animated: true, completion: nil)

        case .changed:
            if isRubberBanding {
                // Resist: the sheet moves a third of the finger's way.
                view.transform = CGAffineTransform(translationX: 0, y: max(0, translation.y) / 3)
            } else if isInteracting {
                update(progress)
                sheet?.reportDragProgress(progress)
            }

        case .ended, .cancelled:
            if isRubberBanding {
                isRubberBanding = false
                UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                               options: [.allowUserInteraction], animations: {
                    view.transform = .identity
                }, completion: nil)
                return
            }
            guard isInteracting else { return }
            isInteracting = false
            let velocity = pan.velocity(in: containerView).y
            let passed = progress > SheetConstants.dismissThreshold || velocity > SheetConstants.flickVelocity
            if pan.state == .ended && passed {
                finish()
            } else {
                cancel()
            }

        default:
            break
        }
    }
}

// MARK: - UIGestureRecognizerDelegate

extension DragSheetDismissInteraction: UIGestureRecognizerDelegate {

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let translation = pan.translation(in: pan.view)
        return translation.y > abs(translation.x)
    }
}
