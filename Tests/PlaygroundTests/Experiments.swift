import Testing
import UIKitTesting
@testable import Playground

@MainActor
final class BasicDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { BasicAnimator() }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

@MainActor
final class BasicAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let v = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(v)
        v.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.frame.origin.x = 300 }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}

@MainActor
struct SlowModeExperiments {
    func slowDown(_ layer: CALayer) {
        let now = CACurrentMediaTime()
        let local = layer.convertTime(now, from: nil)
        layer.speed = 0.1
        layer.beginTime = now
        layer.timeOffset = local
    }

    @Test func propertyAnimatorUnderASlowWindow() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400))
        let window = screen.makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        screen.renderFrame()
        slowDown(window.layer)
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        a.startAnimation()
        screen.run(for: 0.5)
        print("EXP slow window: property animator at 0.5 s x =", v.layer.presentation()!.position.x - 5)
        let b = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        window.addSubview(b)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { b.frame.origin.x = 100 })
        screen.run(for: 0.5)
        print("EXP slow window: UIView.animate at 0.5 s x =", b.layer.presentation()!.position.x - 5)
    }

    @Test func percentDrivenFinishUnderASlowWindow() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400))
        let window = screen.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        screen.renderFrame()
        slowDown(window.layer)
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        let d = BasicDelegate()
        presented.transitioningDelegate = d
        let i = UIPercentDrivenInteractiveTransition()
        i.completionCurve = .linear
        d.interaction = i
        root.present(presented, animated: true)
        i.update(0.1)
        screen.renderFrame()
        i.finish()
        screen.run(for: 0.45)
        print("EXP slow window: percent-driven finish 0.45 s after finish() from 10 %: x =", presented.view.layer.presentation()!.frame.minX, "(normal speed: 165; ×10 slower: ~43)")
    }
}
