import Foundation

/// An object that manages a presented controller's place on screen: its frame in the
/// container, extra views (a dimming view), and whether the presenter's view stays.
///
/// Subclass it for `.custom` presentations and return it from the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    private weak var presentingStorage: UIViewController?
    /// The view the presentation happens in (set when the presentation starts).
    public internal(set) var containerView: UIView? {
        didSet { if containerView !== oldValue { updateTraits() } }
    }
    /// Where the presenter's view was when a presentation that removes it began (its
    /// superview, its index there and its frame): the dismissal puts it back there.
    weak var presenterViewHome: UIView?
    var presenterViewIndex = 0
    var presenterViewFrame = CGRect.zero
    /// The presentation's traits, overrides and trait-change registrations (UIPresentationController+Traits.swift).
    final var traitState = TraitState()

    /// Called when the presentation controller's traits changed (see `UITraitEnvironment`).
    @available(iOS, deprecated: 17.0, message: "Use the trait change registration APIs")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Traits the presented controller gets in place of the environment's (deprecated in iOS 17
    /// in favour of `traitOverrides`; both work).
    open var overrideTraitCollection: UITraitCollection? {
        get { traitState.overrideCollection }
        set {
            traitState.overrideCollection = newValue
            updateTraits()
        }
    }

    /// The container's size `frameOfPresentedViewInContainerView` was last applied at: when the
    /// container's layout finds another size, the presented view is placed again.
    var presentedViewPlacedForSize: CGSize?

    /// Creates a presentation controller.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// The controller presenting.
    open var presentingViewController: UIViewController {
        presentingStorage ?? presentedViewController.presentingViewController ?? presentedViewController
    }

    /// The view animated and shown (the presented controller's view by default).
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view goes in the container (the whole container by default).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view is removed once the presentation ends (default false).
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole screen (default true).
    open var shouldPresentInFullscreen: Bool { true }

    /// The style this controller implements.
    open var presentationStyle: UIModalPresentationStyle { .custom }

    /// The presentation is about to run: add extra views, use the coordinator.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended (`completed` false: it was cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to run.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended (`completed` false: it was cancelled and the controller stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    // MARK: Content container (sizes)

    /// The presented controller's preferred size (`.zero`: none).
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The presented controller's preferred content size changed (nothing by default; a custom
    /// presentation may re-place its view).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The presented controller's fitting size changed (nothing by default).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size the presented controller gets when the container becomes `parentSize`:
    /// `parentSize` by default, as Apple documents it.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The container is about to become `size`: passed on to the presented controller at
    /// ``size(forChildContentContainer:withParentContainerSize:)`` (call `super` when overriding).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(
            to: self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size), with: coordinator)
    }

    /// The container's traits are about to become `newCollection`: passed on to the presented
    /// controller (call `super` when overriding).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    /// The container is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
}

extension UIPresentationController {
    /// Places the presented view at `frameOfPresentedViewInContainerView` again when the
    /// container's size changed since it was placed (the window was resized), as UIKit's
    /// presentations do in their container's layout. Not while a transition runs: its animator
    /// owns the frames until it ends (the end lays the container out again).
    func placePresentedViewIfContainerResized() {
        guard let container = containerView, let view = presentedView, view.isDescendant(of: container),
              presentingViewController.runningPresentation == nil else { return }
        let size = container.bounds.size
        guard size != presentedViewPlacedForSize else { return }
        presentedViewPlacedForSize = size
        view.frame = frameOfPresentedViewInContainerView
    }
}

/// The view presentations happen in: it fills the window and asks its presentation controller
/// about layout. Before `containerViewWillLayoutSubviews()`, a resized container places the
/// presented view at `frameOfPresentedViewInContainerView` again (an override of that method
/// that places the view itself has the last word).
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.placePresentedViewIfContainerResized()
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

/// `.fullScreen`: the presented view covers everything and the presenter's view goes away.
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
    override var presentationStyle: UIModalPresentationStyle { .fullScreen }
}

/// `.overFullScreen`: the presented view covers everything; the presenter's view stays below.
final class OverFullScreenPresentationController: UIPresentationController {
    override var presentationStyle: UIModalPresentationStyle { .overFullScreen }
}

/// `.pageSheet` (and `.automatic`, `.formSheet` on a phone): a card from below the top edge,
/// with rounded top corners and the presenter dimmed behind it.
///
/// As on iOS, the presenting controller's view takes `tintAdjustmentMode = .dimmed` while the
/// sheet is up (from the start of the presentation to the start of its dismissal), so its
/// tinted controls turn grey; the mode it had is restored when the dismissal begins, and the
/// dimming returns if that dismissal is cancelled.
final class PageSheetPresentationController: UIPresentationController {
    /// The gap above the sheet (a phone's status bar plus a margin).
    static let topInset: CGFloat = 56
    let dimmingView = UIView()

    override var presentationStyle: UIModalPresentationStyle { .pageSheet }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: Self.topInset, width: bounds.width, height: max(0, bounds.height - Self.topInset))
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = 10
        presentedView?.clipsToBounds = true
        dimPresenterTint(true)
        let dim = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dim.alpha = 1 }, completion: nil)
        } else {
            dim.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
            dimPresenterTint(false)
        }
    }

    /// The presenter's view's own mode while it is dimmed (restored afterwards).
    private var presenterTintMode: UIView.TintAdjustmentMode?

    private func dimPresenterTint(_ dim: Bool) {
        guard let view = presentingViewController.viewIfLoaded else { return }
        if dim, presenterTintMode == nil {
            presenterTintMode = view.ownTintAdjustmentMode
            view.tintAdjustmentMode = .dimmed
        } else if !dim, let mode = presenterTintMode {
            presenterTintMode = nil
            view.tintAdjustmentMode = mode
        }
    }

    override func dismissalTransitionWillBegin() {
        dimPresenterTint(false)
        let dim = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dim.alpha = 0 }, completion: nil)
        } else {
            dim.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() } else { dimmingView.alpha = 1; dimPresenterTint(true) }
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
