//
//  ZoomPopInteraction.swift
//  PhotoZoom
//

import UIKit

final class ZoomPopInteraction: UIPercentDrivenInteractiveTransition {

    /// How far (points) the finger travels down for a complete pop.
    static let popDistance: CGFloat = 300
    static let finishThreshold: CGFloat = 0.4
    static let flickVelocity: CGFloat = 900

    weak var navigationController: UINavigationController?
    private(set) var isInteracting = false
    private weak var viewController: UIViewController?

    private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        pan.maximumNumberOfTouches = 1
        pan.delegate = self
        return pan
    }()

    func attach(to viewController: UIViewController) {
        guard self.viewController !== viewController else { return }
        panGestureRecognizer.view?.removeGestureRecognizer(panGestureRecognizer)
        viewController.view.addGestureRecognizer(panGestureRecognizer)
        self.viewController = viewController
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let translation = pan.translation(in: view)
        let progress = max(0, min(1, translation.y / ZoomPopInteraction.popDistance))

        switch pan.state {
        case .began:
            isInteracting = true
            navigationController?.popViewController(animated: true)
        case .changed:
            update(progress)
        case .ended, .cancelled:
            isInteracting = false
            let velocity = pan.velocity(in: view).y
            if pan.state == .ended && (progress > ZoomPopInteraction.finishThreshold || velocity > ZoomPopInteraction.flickVelocity) {
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

extension ZoomPopInteraction: UIGestureRecognizerDelegate {

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.isKind(of: UIPanGestureRecognizer.self),
              let pan = gestureRecognizer as? UIPanGestureRecognizer,
              let navigationController = navigationController,
              navigationController.viewControllers.count > 1 else { return false }
        let translation = pan.translation(in: pan.view)
        return translation.y > abs(translation.x)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        // Never together with the navigation controller's own back swipe.
        if otherGestureRecognizer == navigationController?.interactivePopGestureRecognizer {
            return false
        }
        // A tap on the photo (to show its caption) may go along with the drag.
        return gestureRecognizer == panGestureRecognizer && otherGestureRecognizer.isKind(of: UITapGestureRecognizer.self)
    }
}
