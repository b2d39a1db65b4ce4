// Client program 6: an article reader dismissed by dragging its article card down, with an
// animator that implements `interruptibleAnimator(using:)` and a percent-driven interaction; the
// finger can grab the card again while it is still finishing (`pause()` on the percent-driven
// object). The reader's root view stays put (clear, over full screen) and holds the pan, so a
// touch anywhere catches the moving card.
// Written as an iOS app writes it; the only porting change is `Self.handlePan` for
// `#selector(handlePan(_:))` (and no `@objc`).
import UIKit

final class ReaderTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let interaction = UIPercentDrivenInteractiveTransition()
    var isInteractive = false
    private(set) var transitionAnimator: UIViewPropertyAnimator?
    private(set) var outcomes: [Bool] = []

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        isInteractive ? interaction : nil
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let transitionAnimator {
            return transitionAnimator
        }
        let reader = transitionContext.viewController(forKey: .from) as! ReaderViewController
        let card = reader.articleView
        let height = transitionContext.containerView.bounds.height
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut) {
            card.transform = CGAffineTransform(translationX: 0, y: height)
        }
        animator.addCompletion { _ in
            if transitionContext.transitionWasCancelled {
                card.transform = .identity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        transitionAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        transitionAnimator = nil
        isInteractive = false
        outcomes.append(transitionCompleted)
    }
}

final class ReaderViewController: UIViewController {
    let readerTransition = ReaderTransition()
    let articleView = UIView()
    private var startProgress: CGFloat = 0
    private(set) var grabs = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = readerTransition
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        articleView.frame = view.bounds
        articleView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        articleView.backgroundColor = .blue
        view.addSubview(articleView)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan))
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let height = view.bounds.height
        let translation = pan.translation(in: view.window).y
        let progress = max(0, min(1, startProgress + translation / height))
        switch pan.state {
        case .began:
            if let running = readerTransition.transitionAnimator {
                // Caught while finishing or cancelling: take it from where it is.
                readerTransition.interaction.pause()
                startProgress = running.fractionComplete
                grabs += 1
            } else {
                startProgress = 0
                readerTransition.isInteractive = true
                dismiss(animated: true)
            }
        case .changed:
            readerTransition.interaction.update(progress)
        case .ended:
            if progress > 0.5 {
                readerTransition.interaction.finish()
            } else {
                readerTransition.interaction.cancel()
            }
        case .cancelled:
            readerTransition.interaction.cancel()
        default:
            break
        }
    }
}

final class ArticleListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .red
    }
}
