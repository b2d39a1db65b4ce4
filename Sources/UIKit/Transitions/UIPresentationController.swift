import Foundation

/// An object that manages a presented controller's place on screen: its frame in the
/// container, extra views (a dimming view), and whether the presenter's view stays.
///
/// Subclass it for `.custom` presentations and return it from the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    ///
    /// (A controller made ahead of a presentation — read through the presented controller's
    /// `presentationController` before it is presented — holds it weakly until the presentation
    /// begins, so that the two do not keep each other alive; should the controller be gone, an
    /// empty one answers.)
    public var presentedViewController: UIViewController { presentedStrong ?? presentedWeak ?? UIViewController() }
    private var presentedStrong: UIViewController?
    private weak var presentedWeak: UIViewController?

    /// Made ahead of a presentation: hold the presented controller weakly.
    func holdPresentedWeakly() { presentedStrong = nil }
    /// The presentation begins: hold it strongly, as every presentation controller does.
    func holdPresentedStrongly() { if presentedStrong == nil { presentedStrong = presentedWeak } }
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

    /// The presentation controller that adapted to this one and answers for it (a popover shown
    /// as a sheet in a compact window): the presented controller's `presentationController`, the
    /// one whose delegate hears of the presentation, and the one passed to it. Nil otherwise.
    var adaptedFrom: UIPresentationController?
    /// The controller the app sees for this presentation: the one that adapted to it, else itself.
    var publicController: UIPresentationController { adaptedFrom ?? self }

    /// Creates a presentation controller.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStrong = presentedViewController
        presentedWeak = presentedViewController
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

    /// The object told how the presentation adapts and of dismissals the user starts (weak, as
    /// in UIKit). Set it before presenting through the presented controller's
    /// `presentationController`, or any time while presented.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The style the presentation takes in a horizontally compact environment when the
    /// delegate does not choose: `.fullScreen` (as Apple documents it).
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// The same for a given environment (default: ``adaptivePresentationStyle``).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }

    /// Whether touches on the container outside the presented views reach what is below it
    /// (false: they stop there).
    var letsTouchesThroughContainer: Bool { false }

    /// The interaction driving a dismissal the user started by swiping a sheet, while it runs.
    var userDismissal: UIPercentDrivenInteractiveTransition?
    /// The drag of a zoomed controller that is about to dismiss it.
    var pendingZoomDismissal: ZoomInteraction?

    /// The presentation is about to run: add extra views, use the coordinator.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended (`completed` false: it was cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to run.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended (`completed` false: it was cancelled and the controller stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Sets `view`'s alpha alongside the presentation's transition (at once without one): how
    /// the built-in presentations fade their dimming and chrome in and out.
    func fade(_ view: UIView, to alpha: CGFloat) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in view.alpha = alpha }, completion: nil)
        } else {
            view.alpha = alpha
        }
    }

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
        // A popover adapts again when the window's width class changes (UIPopoverPresentationController).
        ((self as? UIPopoverPresentationController) ?? (adaptedFrom as? UIPopoverPresentationController))?
            .adaptAgain(to: newCollection, with: coordinator)
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    /// The presentation gives up its container to the one it adapts to (a sheet that was a
    /// popover's adaptation, when the window becomes regular again): what it added to the
    /// container goes. (Called after its dismissal callbacks, as if it had been dismissed.)
    func leaveContainer() {}

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
        view.layoutFrame = frameOfPresentedViewInContainerView
    }
}

/// The view presentations happen in: it fills the window and asks its presentation controller
/// about layout. Before `containerViewWillLayoutSubviews()`, a resized container places the
/// presented view at `frameOfPresentedViewInContainerView` again (an override of that method
/// that places the view itself has the last word).
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    /// A popover's container dismisses it on the escape gesture (Escape on the desktop), as
    /// iOS's popovers do.
    override func accessibilityPerformEscape() -> Bool {
        guard let popover = presentationController as? UIPopoverPresentationController else { return super.accessibilityPerformEscape() }
        return popover.dismissByUser()
    }

    /// Touches on the container itself (outside what is presented) stop here, unless the
    /// presentation lets them through: a popover's own clear view takes them (a passthrough
    /// view's go through), and a sheet at an undimmed detent leaves what is below it usable.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && presentationController?.letsTouchesThroughContainer == true ? nil : hit
    }

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
