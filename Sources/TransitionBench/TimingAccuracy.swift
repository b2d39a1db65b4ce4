import UIKit
import UIKitTesting

/// Figure 7: how long the rest of an interactive transition takes after release, against
/// `(1 − p)·d/completionSpeed` (finish) and `p·d/completionSpeed` (cancel), measured on a
/// headless screen at 60 frames per second (so the resolution is one frame, 16.7 ms).
@MainActor
enum TimingAccuracy {
    struct Case {
        let percent: Double, speed: Double, finish: Bool
        let expected: Double, measured: Double
        var error: Double { measured - expected }
    }

    static func run() -> [Case] {
        var cases: [Case] = []
        for percent in [0.25, 0.5, 0.75] {
            for speed in [1.0, 2.0] {
                for finish in [true, false] {
                    cases.append(measure(percent: percent, speed: speed, finish: finish))
                }
            }
        }
        return cases
    }

    static func measure(percent: Double, speed: Double, finish: Bool) -> Case {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        nav.pushViewController(b, animated: false)
        screen.renderFrame()
        let delegate = Delegate()
        nav.delegate = delegate
        delegate.interaction.completionSpeed = CGFloat(speed)
        nav.popViewController(animated: true)
        screen.renderFrame()
        delegate.interaction.update(CGFloat(percent))
        screen.run(for: 1.0 / 60)
        let released = screen.now
        if finish { delegate.interaction.finish() } else { delegate.interaction.cancel() }
        var ended: TimeInterval?
        delegate.onDidShow = { ended = screen.now }
        for _ in 0..<600 where ended == nil { screen.run(for: 1.0 / 60) }
        let duration = delegate.animator.transitionDuration(using: nil)
        let expected = (finish ? 1 - percent : percent) * duration / speed
        return Case(percent: percent, speed: speed, finish: finish, expected: expected, measured: (ended ?? .infinity) - released)
    }

    /// A navigation delegate with a linear 0.5 s slide and a percent-driven interaction.
    final class Delegate: NSObject, UINavigationControllerDelegate {
        let animator = LinearSlide()
        let interaction = UIPercentDrivenInteractiveTransition()
        var onDidShow: (() -> Void)?

        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            animator
        }

        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }

        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                  animated: Bool) { onDidShow?() }
    }

    final class LinearSlide: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            guard let from = ctx.view(forKey: .from), let to = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
            ctx.containerView.insertSubview(to, belowSubview: from)
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
                from.transform = CGAffineTransform(translationX: ctx.containerView.bounds.width, y: 0)
            }, completion: { _ in
                from.transform = .identity
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
        }
    }
}
