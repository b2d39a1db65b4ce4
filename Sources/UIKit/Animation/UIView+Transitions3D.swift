import Foundation

/// The 3D transitions of `UIView.transition(with:duration:options:animations:completion:)` and
/// `transition(from:to:duration:options:completion:)`.
///
/// **Flips** are real perspective flips, as on iOS: the view turns half a turn about its
/// vertical axis (`.transitionFlipFromLeft`: "the left side of the view moves toward the front
/// and right side toward the back"; `.transitionFlipFromRight` the other way) or its horizontal
/// one (`.transitionFlipFromTop`: "the top side of the view moves toward the front";
/// `.transitionFlipFromBottom`), with how it looked before on the front and how it looks after
/// on the back. Apple documents no shading for these, and none is added. The perspective
/// distance is 500 pt or, for bigger views, twice the view's extent across the axis, so that
/// the near edge never comes as far as the eye.
///
/// **Curls** are an approximation of iOS's page curl: `.transitionCurlUp` lifts the old page
/// about its top edge, turning it up and toward the viewer with perspective until it stands
/// edge-on and is gone, revealing the new look underneath; `.transitionCurlDown` lowers the new
/// page over the old one the same way, the other direction. iOS bends the page along a moving
/// diagonal cylinder and shows its translucent back; here the page stays flat (a hinged page,
/// not a rolled one), turns about the top edge, and its back is never shown.
///
/// While the transition runs, the view itself is hidden on screen (a presentation-only opacity
/// of 0: `alpha` keeps its value) and images of its two looks turn in a layer above it in its
/// superlayer; at the end that layer goes and the view shows again. A view without a superlayer
/// (a window) cross-dissolves instead.
extension UIView {
    /// The transition kinds in `AnimationOptions.transition`.
    enum TransitionKind: UInt {
        case flipFromLeft = 1, flipFromRight = 2, curlUp = 3, curlDown = 4, crossDissolve = 5, flipFromTop = 6, flipFromBottom = 7
    }

    /// Runs a flip or curl of `view` from the look `before` to its current look; false when it
    /// cannot (no superlayer, or no image of the new look), for the caller's cross-dissolve.
    static func runTransition3D(_ kind: TransitionKind, view: UIView, before: CGImage, duration: TimeInterval,
                                options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) -> Bool {
        guard let superlayer = view.layer.superlayer, let after = view.renderedImage() else { return false }
        let size = view.bounds.size
        let stage = CALayer()
        stage.bounds = CGRect(origin: .zero, size: size)
        stage.anchorPoint = view.layer.anchorPoint
        stage.position = view.layer.position
        stage.transform = view.layer.transform
        stage.zPosition = view.layer.zPosition
        let horizontalAxis = kind == .flipFromTop || kind == .flipFromBottom || kind == .curlUp || kind == .curlDown
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / max(500, 2 * (horizontalAxis ? size.height : size.width))
        stage.sublayerTransform = perspective

        func page(_ image: CGImage) -> CALayer {
            let l = CALayer()
            l.contents = image
            l.contentsScale = CGFloat(image.width) / max(size.width, 1)
            l.bounds = stage.bounds
            l.position = CGPoint(x: size.width / 2, y: size.height / 2)
            l.isDoubleSided = false
            return l
        }

        var animations: [(CALayer, String, CAAnimation)] = []
        // The turning part: keyframes every eighth of a turn, so the decomposed interpolation goes
        // the intended way round (from 0 to ±π, not the shorter way). The model holds the end
        // (the frame the animation ends in shows it, and it is the view's new look).
        func turn(_ layer: CALayer, axis: (CGFloat, CGFloat, CGFloat), from a0: CGFloat, to a1: CGFloat) {
            layer.transform = CATransform3DMakeRotation(a1, axis.0, axis.1, axis.2)
            let turn = CAKeyframeAnimation(keyPath: "transform")
            let steps = max(2, Int((abs(a1 - a0) / (.pi / 4)).rounded(.up)))
            turn.values = (0...steps).map { i in
                CATransform3DMakeRotation(a0 + (a1 - a0) * CGFloat(i) / CGFloat(steps), axis.0, axis.1, axis.2)
            }
            animations.append((layer, "transition3D", turn))
        }

        switch kind {
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            let card = CATransformLayer()
            card.bounds = stage.bounds
            card.position = CGPoint(x: size.width / 2, y: size.height / 2)
            let front = page(before), back = page(after)
            let axis: (CGFloat, CGFloat, CGFloat) = horizontalAxis ? (1, 0, 0) : (0, 1, 0)
            back.transform = CATransform3DMakeRotation(.pi, axis.0, axis.1, axis.2)
            card.addSublayer(front)
            card.addSublayer(back)
            stage.addSublayer(card)
            // Left and bottom turn by +π (the left/bottom side comes forward), right and top by −π.
            let angle: CGFloat = kind == .flipFromLeft || kind == .flipFromBottom ? .pi : -.pi
            turn(card, axis: axis, from: 0, to: angle)
        case .curlUp:
            let old = page(before)
            old.anchorPoint = CGPoint(x: 0.5, y: 0)
            old.position = CGPoint(x: size.width / 2, y: 0)
            stage.masksToBounds = true
            stage.addSublayer(old)
            // About the top edge, the bottom toward the viewer, until edge-on (a little past).
            turn(old, axis: (1, 0, 0), from: 0, to: .pi / 2 * 1.05)
        case .curlDown:
            let new = page(after)
            new.anchorPoint = CGPoint(x: 0.5, y: 0)
            new.position = CGPoint(x: size.width / 2, y: 0)
            let old = page(before)
            stage.masksToBounds = true
            stage.addSublayer(old)
            stage.addSublayer(new)
            turn(new, axis: (1, 0, 0), from: .pi / 2 * 1.05, to: 0)
        case .crossDissolve:
            return false
        }

        let group = AnimationCompletionGroup(completion: { finished in
            stage.removeFromSuperlayer()
            completion?(finished)
        })
        guard let context = makeContext(duration: duration, delay: 0, options: options, timing: nil, group: group) else {
            group.seal()
            return true
        }
        superlayer.insertSublayer(stage, above: view.layer)
        // The view is hidden on screen only (its alpha stays) while its images turn; a page
        // curling up uncovers the view itself.
        let hidden = CABasicAnimation(keyPath: "opacity")
        hidden.fromValue = 0
        hidden.toValue = 0
        if kind != .curlUp { animations.append((view.layer, "transition3D.hidden", hidden)) }
        for (layer, key, animation) in animations {
            animation.duration = context.duration
            if case .curve(let f) = context.timing, key != "transition3D.hidden" { (animation as? CAPropertyAnimation)?.timingFunction = f }
            context.add(animation, to: layer, key: key)
        }
        group.seal()
        return true
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition of that
    /// superview (as UIKit does: the container flips). By default `fromView` is removed from its
    /// superview and `toView` takes its place; with `.showHideTransitionViews`, `fromView` is
    /// hidden and `toView` shown instead (both must already be in the hierarchy). The hierarchy
    /// changes at once; `completion` runs when the transition ends.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showHide = options.contains(.showHideTransitionViews)
        let swap = {
            if showHide {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            if !showHide { warnOnce("UIView.transition(from:to:): fromView has no superview; nothing to replace it in") }
            swap()
            animate(withDuration: duration, delay: 0, options: options, animations: {}, completion: completion)
            return
        }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }
}
