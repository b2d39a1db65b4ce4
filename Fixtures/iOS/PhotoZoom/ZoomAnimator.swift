//
//  ZoomAnimator.swift
//  PhotoZoom
//

import UIKit

final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    let operation: UINavigationController.Operation
    let duration: TimeInterval
    weak var source: ZoomTransitionParticipant?
    weak var destination: ZoomTransitionParticipant?
    var completion: ((Bool) -> Void)?

    /// Where each travelling snapshot ends up.
    private var snapshotFrames: [UIView: CGRect] = [:]
    /// The real views hidden while their snapshots travel.
    private var hiddenViews = Set<UIView>()

    init(operation: UINavigationController.Operation, duration: TimeInterval) {
        self.operation = operation
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let isPush = operation == .push

        toView.frame = transitionContext.finalFrame(for: toVC)
        if isPush {
            containerView.addSubview(toView)
            toView.alpha = 0
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
        }
        toView.layoutIfNeeded()

        source?.zoomTransitionWillBegin?(operation)
        destination?.zoomTransitionWillBegin?(operation)
        if let fromZoomView = source?.zoomTransitionView(for: operation),
           let toZoomView = destination?.zoomTransitionView(for: operation),
           let fromSnapshot = fromZoomView.snapshotView(afterScreenUpdates: false),
           let toSnapshot = toZoomView.snapshotView(afterScreenUpdates: true) {
            let startFrame = fromZoomView.convert(fromZoomView.bounds, to: containerView)
            let endFrame = toZoomView.convert(toZoomView.bounds, to: containerView)
            // Both snapshots travel the same path; the arriving one fades in over the leaving one.
            for snapshot in [fromSnapshot, toSnapshot] {
                snapshot.frame = startFrame
                containerView.addSubview(snapshot)
                snapshotFrames[snapshot] = endFrame
            }
            toSnapshot.alpha = 0
            for view in [fromZoomView, toZoomView] {
                view.isHidden = true
                hiddenViews.insert(view)
            }
        }

        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            for (snapshot, frame) in self.snapshotFrames {
                snapshot.frame = frame
                snapshot.alpha = snapshot.alpha == 0 ? 1 : 0
            }
            if isPush {
                toView.alpha = 1
            } else {
                fromView.alpha = 0
            }
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            for snapshot in self.snapshotFrames.keys {
                snapshot.removeFromSuperview()
            }
            self.snapshotFrames.removeAll()
            for view in self.hiddenViews {
                view.isHidden = false
            }
            self.hiddenViews.removeAll()
            toView.alpha = 1
            fromView.alpha = 1
            transitionContext.completeTransition(completed)
            self.source?.zoomTransitionDidEnd?(self.operation, completed: completed)
            self.destination?.zoomTransitionDidEnd?(self.operation, completed: completed)
            self.completion?(completed)
        })
    }
}
