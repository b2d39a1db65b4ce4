import Foundation
import Testing
import UIKit
import UIKitTesting
import TestSupport

/// Auto Layout inside view-controller transitions, written as sheet libraries write it: the
/// sheet's card is placed by a top constraint; the animator moves the card by changing the
/// constant and calling `layoutIfNeeded()` in its animation block; a pan drives a
/// percent-driven dismissal; the views in the container are pinned with anchors.
@MainActor
@Suite(.serialized) struct AutoLayoutTransitionTests {
    /// The presented controller: a 400-point card pinned to the bottom of its view by a top
    /// constraint, and a pan on the card that drives the dismissal.
    final class SheetController: UIViewController, UIViewControllerTransitioningDelegate {
        let card = UIView()
        var cardTop: NSLayoutConstraint!
        var interaction: UIPercentDrivenInteractiveTransition?
        let animator = SheetAnimator()
        var dismissedCount = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .clear
            card.backgroundColor = .blue
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            cardTop = card.topAnchor.constraint(equalTo: view.bottomAnchor, constant: -400)
            NSLayoutConstraint.activate([
                cardTop, card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                card.heightAnchor.constraint(equalToConstant: 400),
            ])
            card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SheetController.pan))
        }

        func pan(_ g: UIPanGestureRecognizer) {
            let progress = min(max(g.translation(in: view).y / 400, 0), 1)
            switch g.state {
            case .began:
                interaction = UIPercentDrivenInteractiveTransition()
                dismiss(animated: true) { self.dismissedCount += 1 }
            case .changed:
                interaction?.update(progress)
            case .ended:
                if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
                interaction = nil
            default:
                interaction?.cancel()
                interaction = nil
            }
        }

        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    /// Slides the card down by animating its top constraint, linearly.
    final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            guard let sheet = ctx.viewController(forKey: .from) as? SheetController else { return ctx.completeTransition(false) }
            sheet.view.layoutIfNeeded()
            sheet.cardTop.constant = 0
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                sheet.view.layoutIfNeeded()
            }, completion: { _ in
                if ctx.transitionWasCancelled { sheet.cardTop.constant = -400 }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
        }
    }

    private func present() -> (HeadlessScreen, UIViewController, SheetController) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let root = UIViewController()
        root.view.backgroundColor = .white
        window.rootViewController = root
        screen.renderFrame()
        let sheet = SheetController()
        sheet.modalPresentationStyle = .overFullScreen
        sheet.transitioningDelegate = sheet
        root.present(sheet, animated: false)
        screen.run(for: 0.1)
        return (screen, root, sheet)
    }

    @Test func aConstraintDrivenSheetFollowsTheDragAndCancels() {
        let (screen, root, sheet) = present()
        #expect(sheet.card.frame.minY == 444)
        screen.press(at: CGPoint(x: 195, y: 600))
        screen.drag(to: CGPoint(x: 195, y: 700), duration: 0.5)
        // 100 of 400 points: a quarter of the way down, the card's presentation at 444 + 100.
        expectNear(sheet.card.layer.presentation()?.frame.minY, 544, tolerance: 3, "under the finger")
        expectPixel(screen.pixel(at: CGPoint(x: 195, y: 500)), near: RGBA(red: 255, green: 255, blue: 255), "above the card: the page")
        expectPixel(screen.pixel(at: CGPoint(x: 195, y: 560)), near: RGBA(red: 0, green: 0, blue: 255), "the card")
        screen.hold(for: 0.3)
        screen.release()
        screen.run(for: 1)
        #expect(root.presentedViewController === sheet, "a short slow drag cancels")
        #expect(sheet.card.frame.minY == 444 && sheet.card.layer.presentation()?.frame.minY ?? 0 == 444)
        #expect(sheet.dismissedCount == 0)
    }

    @Test func aConstraintDrivenSheetFinishesPastHalfWay() {
        let (screen, root, sheet) = present()
        screen.press(at: CGPoint(x: 195, y: 600))
        screen.drag(to: CGPoint(x: 195, y: 860), duration: 0.5)
        screen.release()
        screen.run(for: 1)
        #expect(root.presentedViewController == nil && sheet.dismissedCount == 1)
        expectPixel(screen.pixel(at: CGPoint(x: 195, y: 700)), near: RGBA(red: 255, green: 255, blue: 255), "the card is gone")
    }

    /// The to-view pinned to the container with anchors, and a snapshot-like view placed by
    /// constraints in the container, inside a push.
    @Test func viewsInTheContainerLaidOutByConstraints() {
        final class PinningAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            var badgeFrameMidway: CGRect?
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                let container = ctx.containerView
                guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
                to.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(to)
                let badge = UIView()
                badge.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(badge)
                NSLayoutConstraint.activate([
                    to.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    to.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                    to.topAnchor.constraint(equalTo: container.topAnchor),
                    to.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                    badge.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                    badge.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
                ])
                container.layoutIfNeeded()
                badgeFrameMidway = badge.frame
                to.alpha = 0
                UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }, completion: { _ in
                    badge.removeFromSuperview()
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                })
            }
        }
        final class Delegate: NSObject, UINavigationControllerDelegate {
            let animator = PinningAnimator()
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        }
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let nav = UINavigationController(rootViewController: UIViewController())
        let delegate = Delegate()
        nav.delegate = delegate
        window.rootViewController = nav
        screen.renderFrame()
        let next = UIViewController()
        nav.pushViewController(next, animated: true)
        screen.run(for: 0.5)
        let container = next.view.superview
        #expect(nav.topViewController === next)
        #expect(next.view.frame == container?.bounds, "pinned to the container: \(next.view.frame)")
        if let c = container?.bounds {
            #expect(delegate.animator.badgeFrameMidway == CGRect(x: c.midX - 20, y: c.midY - 20, width: 40, height: 40))
        }
    }
}
