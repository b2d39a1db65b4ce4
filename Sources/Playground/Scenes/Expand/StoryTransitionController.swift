import UIKit

/// The story's transitioning delegate and its drag: the animator expands a card into the story
/// and shrinks it back by animating four constraints that place the story's view in the
/// transition's container; a downward drag on the story scrubs the shrinking.
final class StoryTransitionController: NSObject, UIViewControllerTransitioningDelegate, UIGestureRecognizerDelegate {
    let context: PlaygroundContext
    private weak var story: StoryViewController?
    private weak var card: StoryCardView?
    private let drag: DragToDismiss
    /// How far the finger drags for the whole way back.
    static let dragDistance: CGFloat = 320

    init(context: PlaygroundContext) {
        self.context = context
        drag = DragToDismiss(context: context, name: "shrink story")
    }

    func prepare(_ story: StoryViewController, from card: StoryCardView) {
        story.modalPresentationStyle = .overFullScreen
        story.transitioningDelegate = self
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        pan.delegate = self
        story.view.addGestureRecognizer(pan)
        self.story = story
        self.card = card
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        card.map { StoryExpandAnimator(card: $0, expanding: true) }
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        card.map { StoryExpandAnimator(card: $0, expanding: false) }
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { drag.interaction }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let story, story.transitionCoordinator == nil else { return false }
        let t = pan.translation(in: story.view)
        return t.y > abs(t.x)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let story else { return }
        drag.follow(pan, in: story.view.superview, distance: Self.dragDistance) { story.dismiss(animated: true) }
    }
}

/// Expands a card into the story (or shrinks it back): the story's view is placed in the
/// container by constraints whose constants go from the card's frame to the whole container;
/// `layoutIfNeeded()` in the animation block animates every frame the change touches.
final class StoryExpandAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private weak var card: StoryCardView?
    let expanding: Bool

    init(card: StoryCardView, expanding: Bool) {
        self.card = card
        self.expanding = expanding
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.45 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = expanding ? .to : .from
        guard let story = ctx.viewController(forKey: key), let card else { return ctx.completeTransition(!ctx.transitionWasCancelled) }
        let container = ctx.containerView
        let storyView = story.view!
        let cardFrame = card.convert(card.bounds, to: container)
        let box = StoryBox.pin(storyView, in: container)
        let cardPlace = { box.place(cardFrame, in: container.bounds) }
        let fullPlace = { box.place(container.bounds, in: container.bounds) }
        if expanding { cardPlace() } else { fullPlace() }
        container.layoutIfNeeded()
        card.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: .curveEaseInOut, animations: {
            if self.expanding { fullPlace() } else { cardPlace() }
            storyView.layer.cornerRadius = self.expanding ? 0 : 16
            container.layoutIfNeeded()
        }, completion: { _ in
            let cancelled = ctx.transitionWasCancelled
            // Where the story stays: full screen unless it shrank back for good.
            if self.expanding != cancelled { fullPlace(); storyView.layer.cornerRadius = 0 } else { cardPlace() }
            container.layoutIfNeeded()
            card.alpha = 1   // (covered by the story, or back in view)
            ctx.completeTransition(!cancelled)
        })
    }
}

/// The four constraints that place the story's view in the container.
@MainActor
struct StoryBox {
    let leading: NSLayoutConstraint, top: NSLayoutConstraint, width: NSLayoutConstraint, height: NSLayoutConstraint

    /// Pins `view` into `container` (once; the constraints found again after that).
    static func pin(_ view: UIView, in container: UIView) -> StoryBox {
        let mine = container.constraints.filter { $0.firstItem === view && $0.identifier?.hasPrefix("story-") == true }
        func find(_ id: String) -> NSLayoutConstraint? { mine.first { $0.identifier == id } }
        if let l = find("story-leading"), let t = find("story-top"), let w = find("story-width"), let h = find("story-height") {
            return StoryBox(leading: l, top: t, width: w, height: h)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== container { container.addSubview(view) }
        let box = StoryBox(leading: view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                           top: view.topAnchor.constraint(equalTo: container.topAnchor),
                           width: view.widthAnchor.constraint(equalTo: container.widthAnchor),
                           height: view.heightAnchor.constraint(equalTo: container.heightAnchor))
        for (c, id) in [(box.leading, "story-leading"), (box.top, "story-top"), (box.width, "story-width"), (box.height, "story-height")] {
            c.identifier = id
        }
        NSLayoutConstraint.activate([box.leading, box.top, box.width, box.height])
        return box
    }

    /// Sets the constants so the view covers `frame` of a container whose bounds are `bounds`.
    func place(_ frame: CGRect, in bounds: CGRect) {
        leading.constant = frame.minX - bounds.minX
        top.constant = frame.minY - bounds.minY
        width.constant = frame.width - bounds.width
        height.constant = frame.height - bounds.height
    }
}
