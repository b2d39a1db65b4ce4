import UIKit

/// Where the zoom finds the thumbnail it starts from or ends on: the grid, whose cells come
/// and go as it scrolls, so the thumbnail is asked for when each zoom starts.
@MainActor
protocol ZoomThumbnailSource: AnyObject {
    /// The zoomed photo's thumbnail on screen, or nil when there is none. Going back
    /// (`scrollingIntoView`), the source first scrolls it into view.
    func thumbnailForZoom(scrollingIntoView: Bool) -> UIView?
}

/// The zoom's transitioning delegate: a zoom animator each way, and the interaction controller
/// of the drag that drives it — set by whoever starts a drag, nil for a click.
final class ZoomTransitionController: NSObject, UIViewControllerTransitioningDelegate {
    /// The grid the photo zooms from and back to.
    weak var source: (any ZoomThumbnailSource)?
    /// The drag's interaction controller while a drag drives the transition.
    var interaction: UIPercentDrivenInteractiveTransition?
    /// The animator of the latest zoom (the drag keeps its photo under the finger).
    private(set) weak var animator: ZoomAnimator?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = self.source?.thumbnailForZoom(scrollingIntoView: false).map { ZoomAnimator(presenting: true, thumbnail: $0) }
        self.animator = animator
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = self.source?.thumbnailForZoom(scrollingIntoView: true).map { ZoomAnimator(presenting: false, thumbnail: $0) }
        self.animator = animator
        return animator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// What a drag that drives the zoom does on release; shared by the grid (drag up) and the
/// detail screen (drag down).
@MainActor
enum ZoomDrag {
    /// How far the finger travels for the whole zoom.
    static let distance: CGFloat = 300

    /// A new interaction controller for a drag: after release the zoom keeps the finger's speed
    /// and slows down to its end.
    static func makeInteraction() -> UIPercentDrivenInteractiveTransition {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .easeOut
        return interaction
    }

    /// Decides, reports and ends the interaction for a release at `progress` with `velocity`
    /// (points per second toward the end of the transition).
    static func release(_ interaction: UIPercentDrivenInteractiveTransition?, progress: CGFloat, velocity: CGFloat,
                        cancelled: Bool, context: PlaygroundContext, animator: ZoomAnimator? = nil) {
        guard let interaction else { return }
        if cancelled {
            context.timeline.record("drag cancelled")
            animator?.releaseFinger(progress: progress, finishing: false)
            return interaction.cancel()
        }
        let decision = context.settings.rule.decide(progress: progress, velocity: velocity, distance: distance)
        animator?.releaseFinger(progress: progress, finishing: decision.finishes)
        context.timeline.recordRelease(velocity: velocity, decision: decision)
        interaction.matchCompletionSpeed(toVelocity: velocity, distance: distance, finishing: decision.finishes)
        if decision.finishes { interaction.finish() } else { interaction.cancel() }
    }
}
