//
//  FlickViewerTransition.swift
//  FlickViewer
//
//  The viewer's own presentation: the photo zooms out of its thumbnail while the black
//  backdrop fades in. Closing with a tap fades the viewer out; a flicked photo has already
//  left, so that dismissal is not animated at all.
//

import UIKit

final class FlickViewerTransition: NSObject {
    weak var sourceView: UIView?
}

// MARK: - UIViewControllerTransitioningDelegate

extension FlickViewerTransition: UIViewControllerTransitioningDelegate {

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FlickViewerZoomAnimator(isPresenting: true, sourceView: sourceView)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FlickViewerZoomAnimator(isPresenting: false, sourceView: sourceView)
    }
}

// MARK: - Animator

final class FlickViewerZoomAnimator: NSObject {

    let isPresenting: Bool
    weak var sourceView: UIView?

    init(isPresenting: Bool, sourceView: UIView?) {
        self.isPresenting = isPresenting
        self.sourceView = sourceView
        super.init()
    }

    /// The transform that puts a view with `frame` (untransformed) over `target`.
    static func transform(from frame: CGRect, to target: CGRect) -> CGAffineTransform {
        guard frame.width > 0, frame.height > 0 else { return .identity }
        return CGAffineTransform(translationX: target.midX - frame.midX, y: target.midY - frame.midY)
            .scaledBy(x: target.width / frame.width, y: target.height / frame.height)
    }
}

extension FlickViewerZoomAnimator: UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isPresenting ? FlickViewerConstants.presentDuration : FlickViewerConstants.dismissDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            animatePresentation(using: transitionContext)
        } else {
            animateDismissal(using: transitionContext)
        }
    }

    private func animatePresentation(using transitionContext: UIViewControllerContextTransitioning) {
        guard let viewer = transitionContext.viewController(forKey: .to) as? FlickViewerController else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let viewerView: UIView = transitionContext.view(forKey: .to) ?? viewer.view
        viewerView.frame = transitionContext.finalFrame(for: viewer)
        containerView.addSubview(viewerView)
        viewerView.layoutIfNeeded()

        let photoView = viewer.photoView
        viewer.backgroundView.alpha = 0
        let source = sourceView
        if let source = source, source.window != nil {
            let start = source.convert(source.bounds, to: viewerView)
            photoView.transform = FlickViewerZoomAnimator.transform(from: photoView.frame, to: start)
            source.isHidden = true
        } else {
            photoView.alpha = 0
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [.curveEaseInOut], animations: {
            photoView.transform = .identity
            photoView.alpha = 1
            viewer.backgroundView.alpha = 1
        }, completion: { _ in
            source?.isHidden = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    private func animateDismissal(using transitionContext: UIViewControllerContextTransitioning) {
        guard let viewer = transitionContext.viewController(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let viewerView: UIView = transitionContext.view(forKey: .from) ?? viewer.view
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [.curveEaseIn], animations: {
            viewerView.alpha = 0
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if completed {
                viewerView.removeFromSuperview()
            } else {
                viewerView.alpha = 1
            }
            transitionContext.completeTransition(completed)
        })
    }
}
