import UIKit

/// Zooms a photo between its square thumbnail in the grid and its card on the detail screen.
///
/// Nothing real moves: two snapshots travel in a clipping frame — the thumbnail as the grid
/// draws it, fading out, over the 4:3 photo as the detail screen draws it. The photo
/// aspect-fills the frame and the thumbnail covers the photo's centre square (which is what a
/// thumbnail is), so the two line up at every step. The frame's corner radius and its shadow
/// animate between the two screens' styles, and the detail screen fades in (or out) behind.
/// Runs linearly while a finger drives it.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    private weak var thumbnail: UIView?

    /// One end of the zoom.
    private struct Look {
        var frame: CGRect
        var cornerRadius: CGFloat
        var shadowOpacity: Float
        var thumbnailAlpha: CGFloat
    }

    init(presenting: Bool, thumbnail: UIView) {
        isPresenting = presenting
        self.thumbnail = thumbnail
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.45 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let ctx = transitionContext
        let container = ctx.containerView
        guard let detail = ctx.viewController(forKey: isPresenting ? .to : .from) as? ZoomDetailViewController,
              let detailView = ctx.view(forKey: isPresenting ? .to : .from), let thumbnail else {
            return ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        if isPresenting {
            detailView.frame = ctx.finalFrame(for: detail)
            container.addSubview(detailView)
        }
        detailView.layoutIfNeeded()
        guard let small = thumbnail.snapshotView(afterScreenUpdates: false),
              let large = detail.photoView.snapshotView(afterScreenUpdates: true) else {
            return ctx.completeTransition(!ctx.transitionWasCancelled)
        }

        // The travelling photo: a shadow behind a clipping frame that holds both snapshots.
        let shadow = UIView()
        shadow.backgroundColor = .systemBackground
        shadow.layer.shadowRadius = ZoomDetailViewController.photoShadowRadius
        shadow.layer.shadowOffset = ZoomDetailViewController.photoShadowOffset
        let frame = UIView()
        frame.clipsToBounds = true
        frame.addSubview(large)
        frame.addSubview(small)
        container.addSubview(shadow)
        container.addSubview(frame)

        let inGrid = Look(frame: thumbnail.convert(thumbnail.bounds, to: container),
                          cornerRadius: thumbnail.layer.cornerRadius, shadowOpacity: 0, thumbnailAlpha: 1)
        let onDetail = Look(frame: detail.photoView.convert(detail.photoView.bounds, to: container),
                            cornerRadius: ZoomDetailViewController.photoCornerRadius,
                            shadowOpacity: ZoomDetailViewController.photoShadowOpacity, thumbnailAlpha: 0)
        func show(_ look: Look) {
            for v in [shadow, frame] {
                v.frame = look.frame
                v.layer.cornerRadius = look.cornerRadius
            }
            shadow.layer.shadowOpacity = look.shadowOpacity
            // The photo fills the frame; the thumbnail covers the photo's centre square.
            let photo = Self.aspectFill(aspectRatio: Photo.aspectRatio, in: look.frame.size)
            large.frame = photo
            small.frame = CGRect(x: photo.midX - photo.height / 2, y: photo.minY, width: photo.height, height: photo.height)
            small.alpha = look.thumbnailAlpha
        }

        // The real photo views hide while their snapshots travel.
        thumbnail.isHidden = true
        detail.photoCard.isHidden = true
        UIView.performWithoutAnimation {
            show(isPresenting ? inGrid : onDetail)
            detailView.alpha = isPresenting ? 0 : 1
        }
        let curve: UIView.AnimationOptions = ctx.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: curve, animations: { [isPresenting] in
            show(isPresenting ? onDetail : inGrid)
            detailView.alpha = isPresenting ? 1 : 0
        }, completion: { [isPresenting] _ in
            shadow.removeFromSuperview()
            frame.removeFromSuperview()
            thumbnail.isHidden = false
            detail.photoCard.isHidden = false
            // After a cancel the model still holds the block's values: put the start back.
            if ctx.transitionWasCancelled { detailView.alpha = isPresenting ? 0 : 1 }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }

    /// The frame of content of `aspectRatio` (width / height) filling `size`, centred.
    static func aspectFill(aspectRatio: CGFloat, in size: CGSize) -> CGRect {
        let width = max(size.width, size.height * aspectRatio)
        let height = width / aspectRatio
        return CGRect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }
}
