import UIKit

/// The list sheet's transitioning delegate and its drag: one finger that scrolls the list and
/// dismisses the sheet, handing over between the two mid-drag without a jump.
///
/// Built only from public API, as iOS sheet libraries are: a pan on the sheet that recognizes
/// simultaneously with the table's `panGestureRecognizer`, and the content offset pinned at the
/// top while the sheet moves. The finger's movement is split, event by event:
///
/// - moving down, it first scrolls the list back to its top, and what is left pulls the sheet
///   down (an interactive dismissal, `UIPercentDrivenInteractiveTransition`);
/// - moving up, it first raises a pulled sheet back to its place, and what is left scrolls.
///
/// So across each switch the sheet's position and the content offset stay continuous: their
/// changes always add up to the finger's. UIKit does not promise in which order the two
/// recognizers' actions run for one touch event, so this object works in either: it decides the
/// offset for each finger position in its own action, and if the table's pan moves the content
/// afterwards for that same position, `scrollViewDidScroll` puts the decided offset back.
final class ScrollHandoffDismissal: NSObject, UIViewControllerTransitioningDelegate, UIGestureRecognizerDelegate {
    let context: PlaygroundContext
    private weak var sheet: UIViewController?
    private weak var scrollView: UIScrollView?
    private let sheetPan = UIPanGestureRecognizer()
    private(set) var interaction: UIPercentDrivenInteractiveTransition?

    /// How far the finger has pulled the sheet down from its place, in points (0: at rest).
    private(set) var sheetOffset: CGFloat = 0
    /// The finger's y (in the container) at the last event this object settled, and the content
    /// offset it left then.
    private var settled: (fingerY: CGFloat, contentY: CGFloat)?
    /// The content offset this object chose for the last finger position (nil: the scroll view's own).
    private var decidedContentY: CGFloat?
    /// Whether the list was pinned (the sheet pulled) when the finger lifted.
    private var pinnedAtRelease = false

    init(context: PlaygroundContext) {
        self.context = context
    }

    /// Makes `sheet` present through this delegate and hand its drag over with `scrollView`.
    func prepare(_ sheet: UIViewController, scrollView: UIScrollView) {
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = self   // weak: the presenting screen keeps this object
        sheetPan.addTarget(self, action: Self.handlePan)
        sheetPan.delegate = self
        sheet.view.addGestureRecognizer(sheetPan)
        self.sheet = sheet
        self.scrollView = scrollView
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
        interaction
    }

    // MARK: UIGestureRecognizerDelegate

    /// A mostly vertical drag while the sheet is at rest (no transition runs).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === sheetPan, let sheet, sheet.transitionCoordinator == nil else { return false }
        let t = sheetPan.translation(in: sheet.view)
        return abs(t.y) > abs(t.x)
    }

    /// The sheet's pan and the list's pan both follow the finger.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === sheetPan && otherGestureRecognizer === scrollView?.panGestureRecognizer
    }

    // MARK: The hand-off

    /// The content offset at the top of the list.
    private func topOffset(of scrollView: UIScrollView) -> CGFloat { -scrollView.adjustedContentInset.top }

    /// The whole way down: the sheet's visible height.
    private var distance: CGFloat {
        guard let view = sheet?.viewIfLoaded else { return 1 }
        return max(1, view.bounds.height - SheetPresentationController.hiddenOverhang)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let sheet, let scrollView, let space = sheet.view.superview else { return }
        let fingerY = pan.location(in: space).y
        switch pan.state {
        case .began:
            // From here on, as the table's own pan: the touch slop is not made up with a jump.
            sheetOffset = 0
            decidedContentY = nil
            settled = (fingerY, scrollView.contentOffset.y)
        case .changed:
            follow(fingerY: fingerY, in: scrollView, sheet: sheet)
        case .ended:
            release(velocity: pan.velocity(in: space).y)
        default:   // cancelled (Escape, lost grab)
            if let interaction {
                context.timeline.record("drag cancelled")
                interaction.cancel()
            }
            endDrag()
        }
    }

    /// Splits the finger's movement since the last event between the list and the sheet.
    private func follow(fingerY: CGFloat, in scrollView: UIScrollView, sheet: UIViewController) {
        guard let last = settled else { return }
        let delta = fingerY - last.fingerY
        let top = topOffset(of: scrollView)
        var contentY = last.contentY, pulled = sheetOffset
        if delta > 0 {
            // Down: scroll back to the top first (content above it is scrolled away), then pull.
            let scroll = min(delta, max(0, contentY - top))
            contentY -= scroll
            pulled += delta - scroll
        } else {
            // Up: raise the sheet to its place first, then scroll.
            let lift = min(-delta, pulled)
            pulled -= lift
            contentY += -delta - lift
        }
        if pulled == 0 && sheetOffset == 0 {
            // Only the list moves: the scroll view follows the finger by itself (rubber band and all).
            decidedContentY = nil
        } else {
            decidedContentY = contentY
            if scrollView.contentOffset.y != contentY {
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: contentY)
            }
        }
        sheetOffset = pulled
        settled = (fingerY, decidedContentY ?? scrollView.contentOffset.y)
        if pulled > 0 && interaction == nil { beginDismissal(sheet) }
        interaction?.update(pulled / distance)
    }

    /// Starts the interactive dismissal the first time the sheet leaves its place.
    private func beginDismissal(_ sheet: UIViewController) {
        guard sheet.transitionCoordinator == nil else { return }
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .easeOut
        self.interaction = interaction
        context.timeline.beginTransition("dismiss list sheet (drag)")
        sheet.dismiss(animated: true)
    }

    /// The finger lifted: the inspector's rule decides whether the sheet goes; a sheet back at
    /// its place stays (its dismissal is cancelled at 0 %).
    private func release(velocity: CGFloat) {
        defer { endDrag() }
        guard let interaction else { return }
        let progress = sheetOffset / distance
        let decision = sheetOffset > 0
            ? context.settings.rule.decide(progress: progress, velocity: velocity, distance: distance)
            : FinishDecision(finishes: false, reason: "the sheet is back in its place")
        context.timeline.recordRelease(velocity: velocity, decision: decision)
        interaction.matchCompletionSpeed(toVelocity: velocity, distance: distance, finishing: decision.finishes)
        if decision.finishes { interaction.finish() } else { interaction.cancel() }
    }

    private func endDrag() {
        interaction = nil
        settled = nil
        decidedContentY = nil
    }

    // MARK: Forwarded from the list's scroll-view delegate

    /// Keeps the content where the hand-off put it for the current finger position: the
    /// table's pan may apply the same movement after this object's action did.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === self.scrollView, let last = settled, let space = sheet?.view.superview,
              scrollView.panGestureRecognizer.location(in: space).y == last.fingerY else { return }
        if let decided = decidedContentY {
            if scrollView.contentOffset.y != decided {
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: decided)
            }
        } else {
            settled = (last.fingerY, scrollView.contentOffset.y)   // the list's own scroll for this event
        }
    }

    /// While the sheet is pulled the list stays pinned at its top when the finger lifts (as
    /// iOS code does, by writing the current offset as the target).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard scrollView === self.scrollView else { return }
        pinnedAtRelease = sheetOffset > 0
        if pinnedAtRelease { targetContentOffset.pointee = scrollView.contentOffset }
    }

    /// A list pinned at its top when the finger lifted does not fling into its rubber band (a
    /// release toward the edge it sits on would bounce): it stops there, as
    /// `setContentOffset(_:animated: false)` stops a deceleration on iOS.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        guard scrollView === self.scrollView, pinnedAtRelease else { return }
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }

    /// Dismisses with the animator alone (Done, or a click on the dimmed area).
    func dismissWithoutDrag() {
        guard let sheet, sheet.transitionCoordinator == nil else { return }
        context.timeline.beginTransition("dismiss list sheet")
        sheet.dismiss(animated: true)
    }
}
