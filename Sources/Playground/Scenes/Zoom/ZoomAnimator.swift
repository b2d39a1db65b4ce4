import UIKit

/// Zooms a photo between its square thumbnail in the grid and its card on the detail screen.
///
/// Nothing real moves: two snapshots travel in a clipping frame — the thumbnail as the grid
/// draws it, fading out, over the 4:3 photo as the detail screen draws it. The photo
/// aspect-fills the frame and the thumbnail covers the photo's centre square (which is what a
/// thumbnail is), so the two line up at every step. The frame's corner radius and its shadow
/// animate between the two screens' styles, and the detail screen fades in (or out) behind.
/// Runs linearly while a finger drives it, and then keeps the photo under the finger: see
/// ``follow(finger:progress:)``.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    private weak var thumbnail: UIView?
    /// The travelling photo (its shadow and its clipping frame) while the transition runs.
    private(set) var travellers: [UIView] = []
    /// The photo's frame at the start and at the end of the transition (container coordinates).
    private var startFrame = CGRect.zero, endFrame = CGRect.zero
    /// The point of the photo the finger holds, as a fraction of the photo's frame.
    private var grab: CGPoint?

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
        travellers = [shadow, frame]
        startFrame = (isPresenting ? inGrid : onDetail).frame
        endFrame = (isPresenting ? onDetail : inGrid).frame
        UIView.performWithoutAnimation {
            show(isPresenting ? inGrid : onDetail)
            detailView.alpha = isPresenting ? 0 : 1
        }
        let curve: UIView.AnimationOptions = ctx.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: curve, animations: { [isPresenting] in
            show(isPresenting ? onDetail : inGrid)
            detailView.alpha = isPresenting ? 1 : 0
        }, completion: { [isPresenting, weak self] _ in
            self?.travellers = []
            shadow.removeFromSuperview()
            frame.removeFromSuperview()
            thumbnail.isHidden = false
            detail.photoCard.isHidden = false
            // After a cancel the model still holds the block's values: put the start back.
            if ctx.transitionWasCancelled { detailView.alpha = isPresenting ? 0 : 1 }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }

    // MARK: Under the finger

    /// Moves the travelling photo so that the point the finger took hold of stays under it, as
    /// Photos does: the zoom still scales the photo with `progress`, and the photo goes where the
    /// finger goes. `finger` and `pressed` (where the finger went down) are in window
    /// coordinates; the first call takes hold of the photo at `pressed`, so the few points the
    /// finger moved before the drag was recognized are caught up at once.
    func follow(finger: CGPoint, pressed: CGPoint, progress: CGFloat) {
        guard let container = travellers.first?.superview, startFrame.width > 0, startFrame.height > 0 else { return }
        let frame = Self.frame(from: startFrame, to: endFrame, at: progress)
        let point = container.convert(finger, from: nil)
        let held = grab ?? {
            let down = container.convert(pressed, from: nil)
            return CGPoint(x: (down.x - startFrame.minX) / startFrame.width, y: (down.y - startFrame.minY) / startFrame.height)
        }()
        grab = held
        let offset = CGPoint(x: point.x - (frame.minX + held.x * frame.width), y: point.y - (frame.minY + held.y * frame.height))
        UIView.performWithoutAnimation {
            for view in travellers { view.transform = CGAffineTransform(translationX: offset.x, y: offset.y) }
        }
    }

    /// The finger let go at `progress`: the photo's offset from its animated place runs out in
    /// the transition's own time, so it reaches the thumbnail (or the detail screen) exactly
    /// when the zoom does, at whatever speed and curve the rest runs.
    ///
    /// The container's layer time is frozen at `progress × duration` and moved by the rest of
    /// the transition, forward to the duration or back to 0: an animation over that stretch of
    /// layer time takes the offset to zero along with the zoom.
    func releaseFinger(progress: CGFloat, finishing: Bool) {
        guard grab != nil else { return }
        grab = nil
        let duration = transitionDuration(using: nil)
        let p = Double(min(max(progress, 0), 1))
        for view in travellers {
            let offset = view.layer.transform
            let animation = CABasicAnimation(keyPath: "transform")
            if finishing {
                animation.fromValue = offset
                animation.toValue = CATransform3DIdentity
                animation.beginTime = p * duration
                animation.duration = max(1e-3, (1 - p) * duration)
            } else {
                // Layer time runs backwards to 0: at 0 the photo has no offset.
                animation.fromValue = CATransform3DIdentity
                animation.toValue = offset
                animation.beginTime = 1e-9
                animation.duration = max(1e-3, p * duration)
            }
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            UIView.performWithoutAnimation { view.transform = .identity }
            view.layer.add(animation, forKey: "finger")
        }
    }

    /// The photo's frame `progress` of the way (the interactive part runs linearly).
    static func frame(from start: CGRect, to end: CGRect, at progress: CGFloat) -> CGRect {
        let p = min(max(progress, 0), 1)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        return CGRect(x: mix(start.minX, end.minX), y: mix(start.minY, end.minY),
                      width: mix(start.width, end.width), height: mix(start.height, end.height))
    }

    /// The frame of content of `aspectRatio` (width / height) filling `size`, centred.
    static func aspectFill(aspectRatio: CGFloat, in size: CGSize) -> CGRect {
        let width = max(size.width, size.height * aspectRatio)
        let height = width / aspectRatio
        return CGRect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }
}
