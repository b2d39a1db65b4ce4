//
//  ZoomTransitionController.swift
//  PhotoZoom
//
//  Zooms a thumbnail into the full photo on push, and back on pop. Both view controllers
//  adopt `ZoomTransitionParticipant` and name the view that zooms; a downward drag on the
//  pushed screen pops it interactively.
//

import UIKit

@objc public protocol ZoomTransitionParticipant: AnyObject {
    /// The view that travels: the thumbnail on the list, the photo on the detail screen.
    func zoomTransitionView(for operation: UINavigationController.Operation) -> UIView?

    @objc optional func zoomTransitionWillBegin(_ operation: UINavigationController.Operation)
    @objc optional func zoomTransitionDidEnd(_ operation: UINavigationController.Operation, completed: Bool)
}

public final class ZoomTransitionController: NSObject {

    public private(set) weak var navigationController: UINavigationController?
    public var isEnabled = true
    public var duration: TimeInterval = 0.35
    /// Called when a zoom ends, with its operation and whether it completed.
    public var transitionDidFinish: ((UINavigationController.Operation, Bool) -> Void)?

    let popInteraction = ZoomPopInteraction()

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
        popInteraction.navigationController = navigationController
        // The back swipe from the edge comes first; our drag starts only when it failed.
        if let edgeSwipe = navigationController.interactivePopGestureRecognizer {
            popInteraction.panGestureRecognizer.require(toFail: edgeSwipe)
        }
    }

    /// Whether a drag is popping the top screen right now.
    public var isInteractivelyPopping: Bool {
        return popInteraction.isInteracting
    }
}

// MARK: - UINavigationControllerDelegate

extension ZoomTransitionController: UINavigationControllerDelegate {

    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard isEnabled, operation != .none,
              let source = fromVC as? ZoomTransitionParticipant,
              let destination = toVC as? ZoomTransitionParticipant else { return nil }
        let animator = ZoomAnimator(operation: operation, duration: duration)
        animator.source = source
        animator.destination = destination
        animator.completion = { [weak self] completed in
            self?.transitionDidFinish?(operation, completed)
        }
        return animator
    }

    public func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return popInteraction.isInteracting ? popInteraction : nil
    }

    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        // Every pushed screen that takes part can be dragged down to go back.
        if navigationController.viewControllers.count > 1, viewController is ZoomTransitionParticipant {
            popInteraction.attach(to: viewController)
        }
    }
}
