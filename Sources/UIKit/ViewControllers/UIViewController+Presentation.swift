import Foundation

extension UIViewController {
    /// The controller this one presented (nil when none).
    public var presentedViewController: UIViewController? { presentedStorage ?? parent?.presentedViewController }

    /// The controller that presented this one (or an ancestor of it).
    public var presentingViewController: UIViewController? { presentingStorage ?? parent?.presentingViewController }

    /// The presentation controller of this controller's presentation: the current one while
    /// presented; before that, for a system style, the one its next presentation will use (so
    /// that `presentationController?.delegate` can be set before presenting, as iOS code does).
    /// Nil before a `.custom` presentation, whose controller the transitioning delegate makes.
    /// A child answers its parent's (the root of a presented navigation controller, its
    /// navigation controller's). A popover adapted to another style in a compact window still
    /// answers its `UIPopoverPresentationController`, as on iOS.
    public var presentationController: UIPresentationController? {
        if let current = presentationControllerStorage { return current.publicController }
        if let parent { return parent.presentationController }
        guard presentingStorage == nil else { return nil }
        let style = resolvedPresentationStyle
        if let pending = pendingPresentationController, pending.style == style { return pending.controller }
        guard let made = Self.systemPresentationController(style: style, presented: self, presenting: nil) else { return nil }
        made.holdPresentedWeakly()
        pendingPresentationController = (style, made)
        return made
    }

    /// The sheet presentation controller of this controller's presentation when its style is
    /// `.pageSheet` or `.formSheet` (or `.automatic`, which is a page sheet here): set its
    /// detents before presenting or while presented. Nil for every other style, and for a
    /// popover shown as a sheet in a compact window (its popover presentation controller's
    /// `adaptiveSheetPresentationController` is that sheet).
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The style a presentation asked as `asked` takes in a compact window when its delegate
    /// (or the controller) chose `chosen`: a form sheet shows as a page sheet here, and the
    /// styles that cannot stand for another (`.none`, `.automatic`, `.popover`, `.custom`) keep
    /// the one asked for.
    static func adaptedStyle(chosen: UIModalPresentationStyle, asked: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch chosen {
        case .none, .automatic, .popover, .custom: asked
        case .formSheet: .pageSheet
        default: chosen
        }
    }

    /// The presentation controller UIKit uses for a system style (nil for `.custom`).
    static func systemPresentationController(style: UIModalPresentationStyle, presented: UIViewController,
                                             presenting: UIViewController?) -> UIPresentationController? {
        switch style {
        case .custom: nil
        case .fullScreen, .currentContext: FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        case .pageSheet: UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .formSheet: UISheetPresentationController(formSheetPresenting: presented, presenting: presenting)
        case .popover: UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        default: OverFullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// Presents `viewControllerToPresent` modally, with its transitioning delegate's animator and
    /// interaction controller if it has them, else the built-in animation of its
    /// `modalTransitionStyle`. As in UIKit, presenting from a controller that already presents
    /// one, or while a transition runs, is refused with a message (and `completion` is not called).
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationRoot
        guard presenter.presentedStorage == nil else {
            warnOnce("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)), which is already presenting \(type(of: presenter.presentedStorage!)); ignored")
            return
        }
        guard viewControllerToPresent.presentingStorage == nil, viewControllerToPresent.parent == nil,
              viewControllerToPresent !== presenter else {
            warnOnce("Attempt to present \(type(of: viewControllerToPresent)), which is already presented or has a parent; ignored")
            return
        }
        guard presenter.transitionCoordinator == nil, let window = presenter.viewIfLoaded?.window else {
            warnOnce("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) while \(presenter.transitionCoordinator == nil ? "its view is not in a window" : "a transition is in progress"); ignored")
            return
        }
        var style = viewControllerToPresent.resolvedPresentationStyle
        let delegate = viewControllerToPresent.transitioningDelegate
        var presentation: UIPresentationController
        if style == .custom {
            presentation = delegate?.presentationController(forPresented: viewControllerToPresent, presenting: presenter, source: self)
                ?? UIPresentationController(presentedViewController: viewControllerToPresent, presenting: presenter)
        } else if let pending = viewControllerToPresent.pendingPresentationController, pending.style == style {
            presentation = pending.controller
        } else {
            presentation = Self.systemPresentationController(style: style, presented: viewControllerToPresent, presenting: presenter)
                ?? UIPresentationController(presentedViewController: viewControllerToPresent, presenting: presenter)
        }
        viewControllerToPresent.pendingPresentationController = nil
        presentation.holdPresentedStrongly()
        // A popover or form sheet in a horizontally compact window adapts (a popover to a form
        // sheet, as on iOS 13 and later): the presentation controller's delegate may choose the
        // style, `.none` keeping the one asked for.
        var adaptiveStyle = UIModalPresentationStyle.none
        let requested = viewControllerToPresent.modalPresentationStyle
        if requested == .popover || requested == .formSheet, window.traitCollection.horizontalSizeClass == .compact,
           let chosen = presentation.delegate?.adaptivePresentationStyle(for: presentation, traitCollection: window.traitCollection)
            ?? (requested == .popover ? presentation.adaptivePresentationStyle : nil) {
            let adapted = Self.adaptedStyle(chosen: chosen, asked: style)
            if chosen != .none { adaptiveStyle = adapted }
            if adapted == .pageSheet, presentation is UISheetPresentationController {
                // A form sheet shown as a page sheet stays with its controller (and the detents
                // configured on it); it lays itself out for the compact window.
                style = adapted
            } else if adapted != style,
               let replacement = (presentation as? UIPopoverPresentationController)?.adaptivePresentationController(for: adapted)
                ?? Self.systemPresentationController(style: adapted, presented: viewControllerToPresent, presenting: presenter) {
                if let popover = presentation as? UIPopoverPresentationController { popover.adapt(to: replacement) }
                else { replacement.delegate = presentation.delegate }
                presentation = replacement
                style = adapted
            }
        }
        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = presentation
        window.addSubview(container)
        presentation.containerView = container
        presentation.adaptedFrom?.containerView = container
        (presentation as? UIPopoverPresentationController)?.prepareForPresentation()
        presentation.presentedViewPlacedForSize = container.bounds.size
        if presentation.shouldRemovePresentersView, let v = presenter.viewIfLoaded, let home = v.superview {
            presentation.presenterViewHome = home
            presentation.presenterViewIndex = home.subviews.firstIndex { $0 === v } ?? home.subviews.count
            presentation.presenterViewFrame = v.frame
        }

        presenter.presentedStorage = viewControllerToPresent
        viewControllerToPresent.presentingStorage = presenter
        viewControllerToPresent.presentationControllerStorage = presentation
        viewControllerToPresent.appearanceFlags.beingPresented = true

        let custom = delegate?.animationController(forPresented: viewControllerToPresent, presenting: presenter, source: self)
        let zoom = custom == nil && flag ? ZoomTransitionAnimator.for(zoomed: viewControllerToPresent, zoomingIn: true) : nil
        let animator = custom ?? zoom
            ?? ModalAnimator(kind: flag ? viewControllerToPresent.builtInAnimation(for: style) : .none, presenting: true)
        let interaction = flag ? delegate?.interactionControllerForPresentation(using: animator) ?? zoom?.catchable() : nil
        var configuration = TransitionConfiguration(
            from: presenter, to: viewControllerToPresent, container: container, animated: flag, style: style,
            animator: animator, interactionController: interaction)
        configuration.fromView = presentation.shouldRemovePresentersView ? presenter.view : nil
        configuration.toView = presentation.presentedView
        configuration.finalFrames[ObjectIdentifier(viewControllerToPresent)] = presentation.frameOfPresentedViewInContainerView
        configuration.fromGetsAppearance = presentation.shouldRemovePresentersView
        configuration.toAppearsFirstAtEnd = true
        let driver = TransitionDriver(configuration, owner: PresentationTransition(
            .presentation, of: presentation, presenter: presenter, presented: viewControllerToPresent,
            container: container, completion: completion))
        presenter.runningPresentation = driver
        let told = presentation.publicController
        told.delegate?.presentationController(told, willPresentWithAdaptiveStyle: adaptiveStyle,
                                              transitionCoordinator: viewControllerToPresent.transitionCoordinator)
        driver.start()
    }

    /// Dismisses the controller this one presented, or — when it presents nothing — this
    /// controller itself, with the transitioning delegate's animator if it has one. Dismissing
    /// a controller that is neither presented nor presenting does nothing but call `completion`
    /// (with a one-line warning).
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismiss(animated: flag, atOnce: false, completion: completion)
    }

    /// Dismisses as `dismiss(animated:completion:)`; `atOnce` (the controllers above the one
    /// being dismissed) skips the transitioning delegate's animator, so they are gone before the
    /// dismissal below starts, as in UIKit.
    private func dismiss(animated flag: Bool, atOnce: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        if presentationRoot.presentedStorage != nil { presenter = presentationRoot }
        else if let p = presentingViewController { presenter = p.presentationRoot }
        else {
            warnOnce("dismiss(animated:completion:) on \(type(of: self)), which is neither presented nor presenting; nothing to dismiss")
            completion?()
            return
        }
        guard let presented = presenter.presentedStorage,
              let presentation = presented.presentationControllerStorage,
              let container = presentation.containerView else { completion?(); return }
        // Refused while a transition runs here or further up the chain (the controllers above
        // go with this dismissal, and one that is still coming in or going cannot).
        var chain = [presenter, presented]
        while let above = chain.last?.presentationRoot.presentedStorage, !chain.contains(where: { $0 === above }) { chain.append(above) }
        guard chain.allSatisfy({ $0.transitionCoordinator == nil }) else {
            warnOnce("dismiss(animated:completion:) while a transition is in progress; ignored")
            return
        }
        // Controllers presented on top of the one being dismissed go at once.
        if presented.presentedStorage != nil { presented.dismiss(animated: false, atOnce: true, completion: nil) }

        presented.appearanceFlags.beingDismissed = true
        let delegate = presented.transitioningDelegate
        let custom = atOnce ? nil : delegate?.animationController(forDismissed: presented)
        let zoom = custom == nil && flag && !atOnce ? ZoomTransitionAnimator.for(zoomed: presented, zoomingIn: false) : nil
        let animator = custom ?? zoom
            ?? ModalAnimator(kind: flag ? presented.builtInAnimation(for: presentation.presentationStyle) : .none,
                             presenting: false)
        // (A sheet the user swipes down, or a zoomed controller dragged down, drives its own dismissal.)
        let interaction = flag && !atOnce
            ? delegate?.interactionControllerForDismissal(using: animator) ?? presentation.userDismissal
                ?? zoom.flatMap { $0.driven(by: presentation.pendingZoomDismissal) ?? $0.catchable() } : nil
        var configuration = TransitionConfiguration(
            from: presented, to: presenter, container: container, animated: flag, style: presentation.presentationStyle,
            animator: animator, interactionController: interaction)
        configuration.fromView = presentation.presentedView
        configuration.toView = presentation.shouldRemovePresentersView ? presenter.view : nil
        configuration.initialFrames[ObjectIdentifier(presented)] = presentation.presentedView?.frame ?? .zero
        configuration.toGetsAppearance = presentation.shouldRemovePresentersView
        let driver = TransitionDriver(configuration, owner: PresentationTransition(
            .dismissal, of: presentation, presenter: presenter, presented: presented,
            container: container, completion: completion))
        presenter.runningPresentation = driver
        driver.start()
    }

    /// Puts a presenter's view back where the presentation found it: in its old superview
    /// (the window, or the container of the presenter's own presentation), at its old index and
    /// frame; in the window under `container` when that place has left the window.
    fileprivate static func putBack(_ v: UIView, of presentation: UIPresentationController, below container: UIView) {
        if let home = presentation.presenterViewHome, home !== container.window, home.window != nil,
           !home.isDescendant(of: container) {
            // Under another presentation, the frame that presentation gives its view now (the
            // window may have been resized since).
            if let below = (home as? PresentationContainerView)?.presentationController, below.presentedView === v {
                v.frame = below.frameOfPresentedViewInContainerView
            } else {
                v.frame = presentation.presenterViewFrame
            }
            home.insertSubview(v, at: min(presentation.presenterViewIndex, home.subviews.count))
        } else if let window = container.window {
            v.frame = window.bounds
            window.insertSubview(v, belowSubview: container)
        }
    }

    /// The controller presentations from this one are made by: the root of its parent chain.
    var presentationRoot: UIViewController {
        var vc = self
        while let p = vc.parent { vc = p }
        return vc
    }

    /// `.automatic` resolves to `.pageSheet`, as on a phone since iOS 13 — or to `.fullScreen` for
    /// a controller whose preferred transition is a zoom (it zooms to the whole screen).
    var resolvedPresentationStyle: UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic: preferredTransition?.isZoom == true ? .fullScreen : .pageSheet
        case .none: .fullScreen
        default: modalPresentationStyle
        }
    }

    /// The built-in animation for `modalTransitionStyle` (or the preferred transition's modal
    /// style); a popover, shown as one, fades in and out. A flip or curl over part of the screen
    /// (a sheet, a form sheet) cross-dissolves: iOS allows them only full screen.
    func builtInAnimation(for style: UIModalPresentationStyle?) -> ModalAnimator.Kind {
        if style == .popover { return .crossDissolve }
        let transition = preferredTransition?.modalStyle ?? modalTransitionStyle
        switch transition {
        case .coverVertical: return .coverVertical
        case .crossDissolve: return .crossDissolve
        case .flipHorizontal, .partialCurl:
            guard style == .fullScreen || style == .overFullScreen || style == .currentContext || style == .overCurrentContext else {
                warnOnce("modalTransitionStyle .\(transition) needs a full-screen presentation; it is shown as a cross-dissolve")
                return .crossDissolve
            }
            return transition == .flipHorizontal ? .flipHorizontal : .partialCurl
        }
    }

}

/// A presentation or a dismissal as the owner of its transition: the presentation controller
/// hears it begin and end; a cancelled presentation is taken down again, a finished dismissal
/// takes the presentation down.
@MainActor
private final class PresentationTransition: TransitionOwner {
    enum Kind { case presentation, dismissal }
    let kind: Kind
    let presentation: UIPresentationController
    weak var presenter: UIViewController?
    let presented: UIViewController
    weak var container: UIView?
    let completion: (() -> Void)?

    init(_ kind: Kind, of presentation: UIPresentationController, presenter: UIViewController,
         presented: UIViewController, container: UIView, completion: (() -> Void)?) {
        self.kind = kind
        self.presentation = presentation
        self.presenter = presenter
        self.presented = presented
        self.container = container
        self.completion = completion
    }

    func transitionWillBegin(_ transition: TransitionDriver) {
        // A dismissal brings the presenter's view back where it was (its appearance is the
        // transition's).
        if kind == .dismissal, presentation.shouldRemovePresentersView, let container, let v = presenter?.viewIfLoaded {
            UIViewController.putBack(v, of: presentation, below: container)
        }
    }

    func transitionWillAnimate(_ transition: TransitionDriver) {
        switch kind {
        case .presentation: presentation.presentationTransitionWillBegin()
        case .dismissal: presentation.dismissalTransitionWillBegin()
        }
    }

    func transitionDidEnd(_ transition: TransitionDriver, completed: Bool) {
        switch kind {
        case .presentation: presentation.presentationTransitionDidEnd(completed)
        case .dismissal: presentation.dismissalTransitionDidEnd(completed)
        }
        guard let presenter else { return }
        // Whether the presentation is over: a cancelled presentation, a finished dismissal.
        let takenDown = completed == (kind == .dismissal)
        if takenDown {
            presented.viewIfLoaded?.removeFromSuperview()
            // A dismissal's animator may have put the presenter's view into the container: it goes back.
            if kind == .dismissal, let container, let v = presenter.viewIfLoaded, v.isDescendant(of: container) {
                v.transform = .identity
                UIViewController.putBack(v, of: presentation, below: container)
            }
            container?.removeFromSuperview()
            presenter.presentedStorage = nil
            presented.presentingStorage = nil
            presented.presentationControllerStorage = nil
            // A popover and the sheet it adapted to hold each other while presented (the popover
            // its adaptive sheet, the sheet the popover it answers for): let go.
            presentation.adaptedFrom = nil
        } else if presentation.shouldRemovePresentersView {
            // The presented controller covers the screen (again): the presenter's view goes.
            presenter.viewIfLoaded?.removeFromSuperview()
        }
    }

    func transitionDidFinish(_ transition: TransitionDriver, completed: Bool) {
        presenter?.runningPresentation = nil
        // A window resized during the transition: the presented view is placed for the new size.
        container?.setNeedsLayout()
        // The completion runs when the controller was presented or dismissed; not after a
        // cancelled (interactive) transition, which did neither.
        if completed { completion?() }
    }
}
