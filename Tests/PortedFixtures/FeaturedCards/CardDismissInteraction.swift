//
//  CardDismissInteraction.swift
//  FeaturedCards
//

import UIKit

/// Drags the detail back into its card: a pan down on the detail starts the dismissal and
/// scrubs the collapse; let go past 30 % (or flicked down) it finishes, otherwise the detail
/// springs back to full screen.
final class CardDismissInteraction: UIPercentDrivenInteractiveTransition {

    weak var transition: CardTransitionController?
    private(set) var isInteracting = false
    private weak var viewController: UIViewController?

    private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        pan.maximumNumberOfTouches = 1
        pan.delegate = self
        return pan
    }()

    func attach(to viewController: UIViewController) {
        panGestureRecognizer.view?.removeGestureRecognizer(panGestureRecognizer)
        viewController.view.addGestureRecognizer(panGestureRecognizer)
        self.viewController = viewController
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        // The detail shrinks under the finger: measure in its container, which stays put.
        let reference = pan.view?.superview
        let translation = pan.translation(in: reference)
        let progress = max(0, min(1, translation.y / CardTransitionConstants.dismissDistance))

        switch pan.state {
        case .began:
            isInteracting = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            update(progress)
            transition?.dismissProgressDidChange(progress)
        case .ended, .cancelled:
            isInteracting = false
            let velocity = pan.velocity(in: reference).y
            let farEnough = progress > CardTransitionConstants.dismissThreshold || velocity > CardTransitionConstants.flickVelocity
            if pan.state == .ended && farEnough && (transition?.shouldDismiss() ?? true) {
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

extension CardDismissInteraction: UIGestureRecognizerDelegate {

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer,
              viewController?.presentingViewController != nil,
              viewController?.isBeingPresented == false else { return false }
        // Only a drag that starts downwards.
        let translation = pan.translation(in: pan.view)
        return translation.y > abs(translation.x)
    }
}
