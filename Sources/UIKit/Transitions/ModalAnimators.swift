import Foundation

/// UIKit's built-in modal animations, used when no transitioning delegate supplies an animator.
@MainActor
final class ModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Kind { case coverVertical, crossDissolve, flipHorizontal, partialCurl, none }
    let kind: Kind
    let presenting: Bool

    init(kind: Kind, presenting: Bool) {
        self.kind = kind
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch kind {
        case .none: 0
        case .flipHorizontal, .partialCurl: Self.turnDuration
        case .coverVertical, .crossDissolve: 0.4
        }
    }

    /// How long a flip or a curl takes.
    static let turnDuration: TimeInterval = 0.6

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let presented = ctx.viewController(forKey: presenting ? .to : .from) else {
            ctx.completeTransition(false)
            return
        }
        if kind == .flipHorizontal || kind == .partialCurl, ctx.isAnimated, turn(presented, using: ctx) { return }
        let container = ctx.containerView
        let view: UIView = presented.view
        let onScreen = ctx.finalFrame(for: presented) == .zero ? container.bounds : ctx.finalFrame(for: presented)
        let frame = presenting ? onScreen : view.frame
        let offScreen = frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY)
        if presenting {
            container.addSubview(view)
            UIView.performWithoutAnimation {
                view.frame = kind == .coverVertical ? offScreen : frame
                if kind != .coverVertical { view.alpha = 0 }
            }
        }
        let duration = transitionDuration(using: ctx)
        guard kind != .none, ctx.isAnimated else {
            view.frame = presenting ? frame : offScreen
            view.alpha = 1
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        // Followed by a finger (a sheet swiped down), the view moves with it: linearly.
        let curve: UIView.AnimationOptions = ctx.isInteractive ? .curveLinear : []
        UIView.animate(withDuration: duration, delay: 0, options: curve, animations: { [kind, presenting] in
            switch kind {
            case .coverVertical: view.frame = presenting ? frame : offScreen
            case .crossDissolve, .flipHorizontal, .partialCurl: view.alpha = presenting ? 1 : 0
            case .none: break
            }
        }, completion: { _ in
            if ctx.transitionWasCancelled && self.presenting == false { view.frame = frame; view.alpha = 1 }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }

    /// `.flipHorizontal` and `.partialCurl`, with the 3D transitions of
    /// `UIView.transition(with:duration:options:)`: presenting, the screen turns over from the
    /// right (the presenter's look on the front, the presented view on the back) or the
    /// presenter's look curls up off the presented view; dismissing, it turns back from the left
    /// or the presenter's look comes down over the presented one. Behind a turning screen is
    /// black, as on iOS. The curl goes all the way (iOS leaves the page partly curled, a tap on
    /// the rest dismissing). False when the looks cannot be drawn (the caller cross-dissolves).
    private func turn(_ presented: UIViewController, using ctx: any UIViewControllerContextTransitioning) -> Bool {
        let container = ctx.containerView
        guard let presenter = ctx.viewController(forKey: presenting ? .from : .to),
              let presenterLook = presenter.viewIfLoaded?.renderedImage() else { return false }
        let view: UIView = presented.view
        let full = ctx.finalFrame(for: presented) == .zero ? container.bounds : ctx.finalFrame(for: presented)
        // Black behind a turning screen (a curl always covers it).
        let backdrop: UIView? = kind == .flipHorizontal ? UIView(frame: container.bounds) : nil
        backdrop?.backgroundColor = .black
        backdrop?.isUserInteractionEnabled = false
        let turned: UIView   // the view whose look the transition ends on
        var leftOver: UIView?
        let before: CGImage
        if presenting {
            UIView.performWithoutAnimation {
                view.frame = full
                container.addSubview(view)
                if let backdrop { container.insertSubview(backdrop, belowSubview: view) }
                view.layoutIfNeeded()
            }
            turned = view
            before = presenterLook
        } else {
            // The presenter's look comes back on a stand-in, the presented view hidden under it.
            guard let presentedLook = view.renderedImage() else { return false }
            let standIn = UIImageView(image: UIImage(cgImage: presenterLook, scale: container.window?.screen.scale ?? 1, orientation: .up))
            standIn.frame = container.bounds
            UIView.performWithoutAnimation {
                if let backdrop { container.addSubview(backdrop) }
                container.addSubview(standIn)
                view.alpha = 0
            }
            turned = standIn
            leftOver = standIn
            before = presentedLook
        }
        let kind: UIView.TransitionKind = self.kind == .flipHorizontal
            ? (presenting ? .flipFromRight : .flipFromLeft) : (presenting ? .curlUp : .curlDown)
        let options: UIView.AnimationOptions = ctx.isInteractive ? .curveLinear : .curveEaseInOut
        let started = UIView.runTransition3D(kind, view: turned, before: before, duration: Self.turnDuration,
                                             options: options) { [presenting] _ in
            backdrop?.removeFromSuperview()
            leftOver?.removeFromSuperview()
            if !presenting { view.alpha = 1 }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        if !started {
            backdrop?.removeFromSuperview()
            leftOver?.removeFromSuperview()
            view.alpha = 1
        }
        return started
    }
}
