import Foundation

/// The zoom of `UIViewController.Transition.zoom(options:sourceViewProvider:)` (iOS 18): the
/// zoomed controller's view grows out of the source view into its place on screen, and shrinks
/// back into the source view when it goes.
///
/// While it runs, the zoomed view sits in a *card* — a clipping view with rounded corners whose
/// frame goes from the source view's frame (and corner radius) to the zoomed view's frame (square
/// corners). Inside the card the zoomed view keeps its size and is scaled, so it does not lay out
/// again on every frame: at the source end its alignment rectangle (the options'
/// `alignmentRectProvider`, else the whole view) fills the card as an aspect fill, centred; at
/// the zoomed end it is where it belongs. An image of the source view lies on the card and fades
/// out as the card grows (in as it shrinks); the source view itself is hidden on screen meanwhile
/// (a presentation-only opacity of 0: its `alpha` and `isHidden` keep their values, so a stack
/// view does not collapse it). The source controller's view is dimmed under the card by the
/// options' `dimmingColor` (black at 20 % by default) or blurred by their `dimmingVisualEffect`.
///
/// The zoom is a critically damped spring of 0.5 s — or linear, when an interaction controller
/// such as the navigation controller's edge swipe drives it by percent. Without a source view
/// (the provider returned nil, or a view outside the window) the zoomed view grows from, or
/// shrinks to, 60 % of its size about its middle while fading.
///
/// A zoom that runs by itself goes through a `ZoomInteraction` that lets a finger catch the
/// card on its way (`ZoomCatchGesture`); the drag that takes a zoomed controller away is
/// `ZoomDismissGesture`.
@MainActor
final class ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether the zoomed controller comes (push, presentation) or goes (pop, dismissal).
    let zoomingIn: Bool
    let transition: UIViewController.Transition
    /// The stage while the transition runs.
    private(set) var stage: ZoomStage?
    /// Set when a finger caught the zoom: the animations' end no longer ends the transition.
    var isHandedOver = false

    static let duration: TimeInterval = 0.5

    init(transition: UIViewController.Transition, zoomingIn: Bool) {
        self.transition = transition
        self.zoomingIn = zoomingIn
    }

    /// The zoom animator for `zoomed`'s preferred transition, when it is a zoom.
    static func `for`(zoomed: UIViewController, zoomingIn: Bool) -> ZoomTransitionAnimator? {
        guard let transition = zoomed.preferredTransition, transition.isZoom else { return nil }
        return ZoomTransitionAnimator(transition: transition, zoomingIn: zoomingIn)
    }

    /// `interaction` set to drive this animator (a zoomed controller's drag), or nil.
    func driven(by interaction: ZoomInteraction?) -> ZoomInteraction? {
        interaction?.animator = self
        return interaction
    }

    /// The interaction controller of a zoom that runs by itself: it runs the zoom, which a
    /// press may catch.
    func catchable() -> ZoomInteraction { ZoomInteraction(catching: self) }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    /// Builds the stage at the pose the transition starts from (for an interaction controller
    /// that moves the card itself); nil when the context lacks a controller.
    func prepare(_ ctx: any UIViewControllerContextTransitioning) -> ZoomStage? {
        if let stage { return stage }
        guard let from = ctx.viewController(forKey: .from), let to = ctx.viewController(forKey: .to) else { return nil }
        let zoomed = zoomingIn ? to : from, source = zoomingIn ? from : to
        let container = ctx.containerView
        // The zoomed view's place on screen: where it ends (coming) or where it is (going).
        let full: CGRect
        if zoomingIn {
            let final = ctx.finalFrame(for: zoomed)
            full = final == .zero ? container.bounds : final
        } else {
            full = zoomed.view.superview.map { $0.convert(zoomed.view.frame, to: container) } ?? container.bounds
            // The source controller's view comes back under the zoomed one (a pop; a dismissal's
            // presenter is already back in the window under the container).
            if let toView = ctx.view(forKey: .to), toView.superview == nil {
                let final = ctx.finalFrame(for: source)
                toView.frame = final == .zero ? container.bounds : final
                container.insertSubview(toView, at: 0)
            }
            source.viewIfLoaded?.layoutIfNeeded()
        }
        let made = ZoomStage(container: container, zoomed: zoomed, full: full,
                             sourceView: transition.sourceView(source: source, zoomed: zoomed),
                             options: transition.zoomOptions ?? UIViewController.Transition.ZoomOptions())
        made.apply(zoomingIn ? .source : .zoomed)
        made.showSourceImage(for: zoomingIn ? .source : .zoomed)
        stage = made
        return made
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let stage = prepare(ctx) else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let target: ZoomStage.Pose = zoomingIn ? .zoomed : .source
        let end = { [zoomingIn] in
            guard !self.isHandedOver else { return }   // (a finger took it: the interaction ends it)
            let completed = !ctx.transitionWasCancelled
            stage.tearDown(zoomedStays: completed == zoomingIn)
            ctx.completeTransition(completed)
        }
        guard ctx.isAnimated else {
            stage.apply(target)
            return end()
        }
        if ctx.isInteractive {
            // Driven by percent (the edge swipe): the card follows the finger linearly.
            UIView.animate(withDuration: Self.duration, delay: 0, options: .curveLinear,
                           animations: { stage.apply(target) }, completion: { _ in end() })
        } else {
            UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [], animations: { stage.apply(target) }, completion: { _ in end() })
        }
        stage.fadeSourceImage(to: target, within: Self.duration)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        stage = nil
    }
}

/// The views of a running zoom: the card with the zoomed view in it, the source view's image on
/// the card, the dimming under it, and the source view hidden on screen. `tearDown` puts
/// everything back.
@MainActor
final class ZoomStage {
    enum Pose {
        /// The card is the source view (or, without one, a faded 60 % of the zoomed view).
        case source
        /// The card is the zoomed view's frame.
        case zoomed
    }

    let container: UIView
    let zoomedView: UIView
    /// The zoomed view's frame in the container when it is shown.
    let full: CGRect
    let card = ZoomCardView()
    let dimming: UIView
    /// The source view's image on the card, when there is a source view.
    private let sourceImage: UIImageView?
    /// The source view (hidden on screen while the stage stands), its frame in the container
    /// and its corner radius.
    private(set) weak var sourceView: UIView?
    let sourceFrame: CGRect?
    private let sourceRadius: CGFloat
    /// The part of the zoomed view (in its bounds) that lines up with the source view.
    private let alignment: CGRect
    /// The zoomed view's autoresizing, off while it is in the card.
    private let zoomedAutoresizing: UIView.AutoresizingMask
    private static let hiddenKey = "UIZoomTransition.sourceHidden"
    /// The corner radius of a card being dragged.
    static let draggedCornerRadius: CGFloat = 24
    /// The smallest a drag or a pinch makes the card (a drag a whole container height down).
    static let smallestDragScale: CGFloat = 0.4
    /// How long the source view's image takes to fade.
    static let imageFade: TimeInterval = 0.25
    /// The scale of the card without a source view.
    static let fallbackScale: CGFloat = 0.6

    init(container: UIView, zoomed: UIViewController, full: CGRect, sourceView: UIView?,
         options: UIViewController.Transition.ZoomOptions) {
        self.container = container
        zoomedView = zoomed.view
        self.full = full
        // A source view counts only on the container's screen.
        let source = sourceView.flatMap { v -> UIView? in
            guard let window = v.window, window === container.window, v.bounds.width > 0, v.bounds.height > 0 else { return nil }
            return v
        }
        self.sourceView = source
        sourceFrame = source.map { $0.convert($0.bounds, to: container) }
        sourceRadius = source?.layer.cornerRadius ?? 0
        // A blur fades in and out with the view's alpha, so a drag can show any amount of it.
        if let blur = options.dimmingVisualEffect {
            dimming = UIVisualEffectView(effect: blur)
        } else {
            dimming = UIView()
            dimming.backgroundColor = options.dimmingColor ?? UIViewController.Transition.ZoomOptions.defaultDimming
        }
        dimming.frame = container.bounds
        dimming.isUserInteractionEnabled = false
        card.clipsToBounds = true
        // (The card takes touches: a pinch that goes on after the zoomed view moved into it finds it.)
        let bounds = CGRect(origin: .zero, size: full.size)
        // In the card the zoomed view keeps its size whatever the card's (it is scaled instead),
        // and its safe area is that of its place on screen; it is laid out there before the
        // alignment rectangle is asked for.
        zoomedAutoresizing = zoomedView.autoresizingMask
        let view: UIView = zoomed.view, dimming = self.dimming, card = self.card
        UIView.performWithoutAnimation {
            container.addSubview(dimming)
            container.addSubview(card)
            view.autoresizingMask = []
            view.transform = .identity
            view.frame = bounds
            card.addSubview(view)
            view.windowFrameAsLaidOut = container.convert(full, to: nil)
            view.layoutIfNeeded()
        }
        if let source, let provider = options.alignmentRectProvider,
           let rect = provider(.init(sourceView: source, zoomedViewController: zoomed)),
           rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite {
            alignment = rect
        } else {
            alignment = bounds
        }
        if let source, let image = source.renderedImage() {
            let imageView = UIImageView(image: UIImage(cgImage: image, scale: source.window?.screen.scale ?? 1, orientation: .up))
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            sourceImage = imageView
        } else {
            sourceImage = nil
        }
        if let sourceImage { UIView.performWithoutAnimation { card.addSubview(sourceImage) } }
        if let source {
            let hide = CABasicAnimation(keyPath: "opacity")
            hide.fromValue = 0
            hide.toValue = 0
            hide.duration = .greatestFiniteMagnitude
            source.layer.add(hide, forKey: Self.hiddenKey)
        }
    }

    /// Sets the views to `pose` (inside an animation block, animated).
    func apply(_ pose: Pose) {
        switch pose {
        case .zoomed:
            place(card: full, scale: 1, contentCenter: CGPoint(x: full.width / 2, y: full.height / 2), radius: 0)
            card.alpha = 1
            dimming.alpha = 1
        case .source:
            if let frame = sourceFrame {
                let s = max(frame.width / alignment.width, frame.height / alignment.height)
                let center = CGPoint(x: frame.width / 2 + s * (full.width / 2 - alignment.midX),
                                     y: frame.height / 2 + s * (full.height / 2 - alignment.midY))
                place(card: frame, scale: s, contentCenter: center, radius: sourceRadius,
                      image: CGRect(origin: .zero, size: frame.size))
                card.alpha = 1
            } else {
                let k = Self.fallbackScale
                let frame = CGRect(x: full.midX - full.width * k / 2, y: full.midY - full.height * k / 2,
                                   width: full.width * k, height: full.height * k)
                place(card: frame, scale: k, contentCenter: CGPoint(x: frame.width / 2, y: frame.height / 2),
                      radius: Self.draggedCornerRadius)
                card.alpha = 0
            }
            dimming.alpha = 0
        }
    }

    /// Shows the source view's image (`.source`) or hides it, without animation, as the pose
    /// it belongs to is set.
    func showSourceImage(for pose: Pose) {
        sourceImage?.alpha = pose == .source ? 1 : 0
    }

    /// Fades the source view's image in or out for a move to `pose` taking `duration`: out over
    /// its first 0.25 s, in over its last 0.25 s (the zoomed view shows clearly most of the way).
    func fadeSourceImage(to pose: Pose, within duration: TimeInterval) {
        guard sourceImage != nil else { return }
        let length = min(Self.imageFade, duration)
        UIView.animate(withDuration: length, delay: pose == .source ? duration - length : 0, options: .curveEaseInOut,
                       animations: { self.showSourceImage(for: pose) })
    }

    /// The recognizer that can catch the card, on the container while the zoom runs.
    private var catchGesture: UIGestureRecognizer?

    /// Puts `gesture` on the container until the stage is torn down.
    func installCatch(_ gesture: UIGestureRecognizer) {
        catchGesture = gesture
        container.addGestureRecognizer(gesture)
    }

    /// Where a drag took the card from: its frame and corners, the zoomed view's scale and
    /// centre in it, the dimming.
    struct Grab {
        var frame: CGRect, scale: CGFloat, center: CGPoint, radius: CGFloat, dimming: CGFloat
    }
    /// Set when a finger caught the card on its way.
    private var grabbed: Grab?

    /// Stops the card where it is shown now (its running animations removed, the model set to
    /// what is on screen) and drags it from there.
    func grab() {
        func shown(_ v: UIView) -> CALayer { v.layer.presentation() ?? v.layer }
        let cardLayer = shown(card), zoomedLayer = shown(zoomedView), dimmingLayer = shown(dimming)
        let imageLayer = sourceImage.map(shown)
        let grab = Grab(frame: cardLayer.frame, scale: zoomedLayer.transform.m11, center: zoomedLayer.position,
                        radius: cardLayer.cornerRadius, dimming: CGFloat(dimmingLayer.opacity))
        for v in [card, zoomedView, dimming] + (sourceImage.map { [$0] } ?? []) { v.layer.removeAllAnimations() }
        UIView.performWithoutAnimation {
            place(card: grab.frame, scale: grab.scale, contentCenter: grab.center, radius: grab.radius)
            dimming.alpha = grab.dimming
            if let imageLayer, let sourceImage {
                sourceImage.frame = imageLayer.frame
                sourceImage.alpha = CGFloat(imageLayer.opacity)
            }
        }
        grabbed = grab
    }

    /// The pose of a card dragged by `translation` from `anchor` (container coordinates): it
    /// shrinks about the point first touched, which stays under the finger. Returns the progress
    /// (0 where the drag began, 1 a whole container height further down).
    /// A pinch gives the card's `scale` itself (clamped to `smallestDragScale`…1) and moves it
    /// with the fingers' middle.
    @discardableResult
    func applyDrag(anchor: CGPoint, translation: CGPoint, scale: CGFloat? = nil) -> CGFloat {
        let height = max(container.bounds.height, 1), range = 1 - Self.smallestDragScale
        let progress = scale.map { (1 - min(max($0.isFinite ? $0 : 1, Self.smallestDragScale), 1)) / range }
            ?? min(max(translation.y, 0) / height, 1)
        let k = 1 - range * progress
        // From the zoomed pose, unless a finger caught the card on its way.
        let base = grabbed ?? Grab(frame: full, scale: 1, center: CGPoint(x: full.width / 2, y: full.height / 2),
                                   radius: 0, dimming: 1)
        // Up, the card moves a third as far (it is already as big as it gets).
        let t = CGPoint(x: translation.x, y: translation.y < 0 ? translation.y / 3 : translation.y)
        let frame = CGRect(x: anchor.x + (base.frame.minX - anchor.x) * k + t.x, y: anchor.y + (base.frame.minY - anchor.y) * k + t.y,
                           width: base.frame.width * k, height: base.frame.height * k)
        place(card: frame, scale: base.scale * k, contentCenter: CGPoint(x: base.center.x * k, y: base.center.y * k),
              radius: max(base.radius, Self.draggedCornerRadius * min(1, progress * 10)))
        card.alpha = 1
        dimming.alpha = base.dimming * (1 - progress)
        return progress
    }

    /// Sets the card's frame and corners and the zoomed view's scale and centre in it. The
    /// source view's image covers the card (`image`) or, by default, lies over the alignment
    /// rectangle as the zoomed view shows it — so the thumbnail turns into the photo it opens.
    private func place(card frame: CGRect, scale: CGFloat, contentCenter: CGPoint, radius: CGFloat, image: CGRect? = nil) {
        card.frame = frame
        card.layer.cornerRadius = radius
        zoomedView.transform = CGAffineTransform(scaleX: scale, y: scale)
        zoomedView.center = contentCenter
        sourceImage?.frame = image ?? CGRect(x: contentCenter.x + scale * (alignment.minX - full.width / 2),
                                             y: contentCenter.y + scale * (alignment.minY - full.height / 2),
                                             width: alignment.width * scale, height: alignment.height * scale)
    }

    /// Puts the zoomed view back in the container at its frame (when it stays on screen, or for
    /// its owner to remove), takes the card and the dimming away and shows the source view.
    func tearDown(zoomedStays: Bool) {
        UIView.performWithoutAnimation {
            zoomedView.transform = .identity
            container.insertSubview(zoomedView, belowSubview: dimming)
            zoomedView.frame = full
            zoomedView.autoresizingMask = zoomedAutoresizing
            zoomedView.windowFrameAsLaidOut = nil
            card.removeFromSuperview()
            dimming.removeFromSuperview()
        }
        sourceView?.layer.removeAnimation(forKey: Self.hiddenKey)
        if let catchGesture { container.removeGestureRecognizer(catchGesture) }
        if zoomedStays, let zoomed = zoomedView.next as? UIViewController { ZoomDismissGesture.install(on: zoomed) }
    }
}

/// The card of a running zoom: the clipping view the zoomed view travels in.
final class ZoomCardView: UIView {}
