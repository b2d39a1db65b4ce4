import Foundation

/// `.popover`: in a horizontally regular window (a desktop window wider than a phone) the
/// presented controller's view floats beside what it points at — `sourceView` and `sourceRect`
/// (the view's bounds while the rectangle is `.null`, its default; a rectangle without size is
/// a point), or a `barButtonItem` — in a rounded bubble with an arrow, at its
/// `preferredContentSize` (320×480 where that is zero) kept inside the window. The arrow takes
/// the first of `.up`, `.down`, `.left`, `.right` that `permittedArrowDirections` allows and
/// where the popover fits (else the side with the most room, the popover shrunk to it). With no
/// permitted direction (`[]`, as iOS code asks for a popover centred on a point) it is centred on
/// what it points at, without an arrow, kept inside the window. The presenter stays visible and is not dimmed; a tap outside dismisses the popover (the
/// delegate may refuse), except on `passthroughViews`, which get the tap themselves; so does
/// Escape (the escape gesture iOS's popovers answer, `accessibilityPerformEscape()`).
///
/// Shown as a popover, its content gets compact horizontal and vertical size classes, whatever
/// the window's: the traits of this controller, which the presented controller inherits, are
/// the window's with both size classes `.compact` (and the `.elevated` level). Apple's reference
/// does not spell this out; it is what iOS gives a popover's content, and what iPad layouts that
/// switch on size classes expect (a popover is a phone-sized space). `overrideTraitCollection`
/// or `traitOverrides` set on this controller win over it (iOS code sets
/// `overrideTraitCollection` to the presenter's traits to get regular ones in a popover).
///
/// In a horizontally compact window a popover behaves as `.formSheet` (a sheet here), as on
/// iOS 13 and later, unless the delegate's `adaptivePresentationStyle(for:traitCollection:)`
/// returns `.none`. This controller is still the one that adapted: the presented controller's
/// `popoverPresentationController` and `presentationController` both answer it (its
/// `presentationStyle` stays `.popover`, the style asked for; the delegate's
/// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` tells the
/// style taken), its delegate hears of a swipe that dismisses the sheet, about this controller,
/// and its `containerView`, `frameOfPresentedViewInContainerView` and
/// `shouldRemovePresentersView` answer for the sheet. Its content then has the window's size
/// classes. Without an anchor (iOS stops with an exception) it is centred without an arrow,
/// with a warning.
///
/// When the window is resized the popover is placed again for the new size, after asking the
/// delegate's `popoverPresentationController(_:willRepositionPopoverTo:in:)` where to point. A
/// resize that changes the window's width class adapts it again (see `adaptAgain`): narrowed to
/// compact, the popover becomes the style its delegate chooses (its adaptive sheet by
/// default); widened to regular, it is a popover again.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle of `sourceView` it points at. The default, `.null`, points at the view's
    /// bounds as they are (Apple's default since iOS 13.2; `.zero` before); a rectangle without
    /// width or height is the point it sits at.
    open var sourceRect: CGRect = .null
    /// A bar button item to point at instead of a view.
    @available(iOS, deprecated: 16.0, message: "Use sourceItem")
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point (default `.any`).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points, once placed (`.unknown` before, and without an anchor).
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that still get taps while the popover is up (a tap on them does not dismiss it).
    open var passthroughViews: [UIView]?
    /// The bubble's colour, arrow included (nil: the system background).
    open var backgroundColor: UIColor? { didSet { chrome.fill = backgroundColor } }
    /// The margins the popover keeps from the window's edges.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover the rectangle it points at when there is not room enough
    /// beside it (default false). A permitted side where the popover fits is used first either
    /// way. False: the popover is shrunk to the permitted side with the most room (it covers the
    /// rectangle only when no permitted side has any). True: it keeps its size (within the
    /// window's margins) on that side and slides over the rectangle as far as it must to stay in
    /// the window; its arrow stays while the bubble leaves the arrow's tip uncovered, else it
    /// has none (`arrowDirection` is `.unknown`).
    open var canOverlapSourceViewRect = false

    open override var presentationStyle: UIModalPresentationStyle { .popover }
    /// On iOS 13 and later a popover in a compact window behaves as a form sheet.
    open override var adaptivePresentationStyle: UIModalPresentationStyle { .formSheet }

    /// The length of the arrow and its width at the base, and the bubble's corner radius.
    static let arrowLength: CGFloat = 13, arrowBase: CGFloat = 26, cornerRadius: CGFloat = 13
    /// The default content size (a zero `preferredContentSize` component).
    static let defaultSize = CGSize(width: 320, height: 480)

    let chrome = PopoverChromeView()
    private let outside = PopoverOutsideView()
    /// Whether the dismissal running was started by a tap outside or Escape (the delegate hears of its end).
    private var dismissedByTap = false
    private var prepared = false
    /// The container's size the popover was last placed for (nil while it is not placed).
    private var placedForSize: CGSize?

    // MARK: Adaptation

    /// The presentation this popover adapted to in a compact window (a sheet, or the style its
    /// delegate chose) while it runs; nil while the popover is shown as a popover.
    private(set) weak var adaptivePresentation: UIPresentationController?

    /// The sheet the popover is shown as when it adapts to a sheet in a compact window (iOS 15):
    /// set its detents before presenting. Made on first use; the same one every time.
    public var adaptiveSheetPresentationController: UISheetPresentationController {
        if let sheet = adaptiveSheet { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)
        // (Held weakly until used, as a presentation controller read ahead is.)
        sheet.holdPresentedWeakly()
        adaptiveSheet = sheet
        return sheet
    }
    private var adaptiveSheet: UISheetPresentationController?

    /// The presentation controller for `style` when the popover adapts to it: the adaptive
    /// sheet for a page sheet (what a form sheet adapts to as well; nil for other styles: a new
    /// one of the style is made).
    func adaptivePresentationController(for style: UIModalPresentationStyle) -> UIPresentationController? {
        guard style == .pageSheet else { return nil }
        let sheet = adaptiveSheetPresentationController
        sheet.holdPresentedStrongly()
        return sheet
    }

    /// The popover adapts to `presentation` (made for the style it takes in a compact window):
    /// that one places the views, this one stays the presented controller's presentation
    /// controller and the one its delegate hears about.
    func adapt(to presentation: UIPresentationController) {
        presentation.adaptedFrom = self
        adaptivePresentation = presentation
    }

    /// The window's width class is about to change while the popover is shown (a desktop
    /// window resized across 896 points): as on iOS, the popover adapts again — to the style its
    /// delegate chooses (a sheet by default) in a compact window, back to a popover in a regular
    /// one. The delegate hears `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`
    /// with the size change's coordinator, and `prepareForPopoverPresentation` before it shows as
    /// a popover again. The views move at once; the change's layout places them for the new size.
    ///
    /// Not while a presentation or dismissal runs, nor while the user drags the adapted sheet;
    /// and not to a style that takes the presenter's view off screen (`.fullScreen`): the
    /// popover then stays as it is, with a warning.
    func adaptAgain(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let container = containerView as? PresentationContainerView, presentedViewController.transitionCoordinator == nil,
              !presentedViewController.isBeingDismissed, !presentedViewController.isBeingPresented,
              presentingViewController.runningPresentation == nil else { return }
        let presented = presentedViewController
        if newCollection.horizontalSizeClass == .compact, adaptivePresentation == nil {
            let chosen = delegate?.adaptivePresentationStyle(for: self, traitCollection: newCollection) ?? adaptivePresentationStyle
            let style = UIViewController.adaptedStyle(chosen: chosen, asked: .popover)
            guard style != .popover else { return }
            guard let replacement = adaptivePresentationController(for: style)
                    ?? UIViewController.systemPresentationController(style: style, presented: presented, presenting: presentingViewController)
            else { return }
            guard !replacement.shouldRemovePresentersView else {
                warnOnce("UIPopoverPresentationController: a shown popover does not adapt to \(style) when the window becomes compact (the presenter's view would leave the screen); it stays a popover")
                return
            }
            delegate?.presentationController(self, willPresentWithAdaptiveStyle: style, transitionCoordinator: coordinator)
            removeChrome()
            replacement.holdPresentedStrongly()
            adapt(to: replacement)
            replacement.containerView = container
            container.presentationController = replacement
            presented.presentationControllerStorage = replacement
            replacement.presentationTransitionWillBegin()
            replacement.presentationTransitionDidEnd(true)
            replacement.presentedViewPlacedForSize = nil
            presented.updateTraits()
            container.setNeedsLayout()
        } else if newCollection.horizontalSizeClass == .regular, let adapted = adaptivePresentation {
            if let sheet = adapted as? UISheetPresentationController, !sheet.isAtRest { return }
            delegate?.presentationController(self, willPresentWithAdaptiveStyle: .none, transitionCoordinator: coordinator)
            adapted.dismissalTransitionWillBegin()
            adapted.dismissalTransitionDidEnd(true)
            adapted.leaveContainer()
            adapted.adaptedFrom = nil
            adaptivePresentation = nil
            container.presentationController = self
            presented.presentationControllerStorage = self
            adapted.containerView = nil
            prepareForPresentation()
            presentationTransitionWillBegin()
            presentationTransitionDidEnd(true)
            presentedViewPlacedForSize = nil
            presented.updateTraits()
            container.setNeedsLayout()
        }
    }

    open override var shouldRemovePresentersView: Bool { adaptivePresentation?.shouldRemovePresentersView ?? false }

    /// Touches outside the bubble go to the popover's own clear view (or through it, for a
    /// passthrough view), not the container.
    override var letsTouchesThroughContainer: Bool { true }

    /// Compact horizontal and vertical size classes for the content of a popover shown as one
    /// (see the class's discussion); the window's for one adapted to another style.
    func applyContentSizeClasses(to values: inout TraitValues) {
        guard adaptivePresentation == nil else { return }
        values.horizontalSizeClass = .compact
        values.verticalSizeClass = .compact
    }

    // MARK: Placement

    open override var frameOfPresentedViewInContainerView: CGRect {
        if let adapted = adaptivePresentation { return adapted.frameOfPresentedViewInContainerView }
        guard let container = containerView else { return .zero }
        return placement(in: container).content
    }

    /// Tells the delegate the popover is about to be placed (once a presentation).
    func prepareForPresentation() {
        guard !prepared else { return }
        prepared = true
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
    }

    /// Where the popover's content goes, its arrow's direction and tip, for `container`.
    func placement(in container: UIView) -> (content: CGRect, arrow: UIPopoverArrowDirection, tip: CGPoint?) {
        let margins = popoverLayoutMargins, safe = container.safeAreaInsets
        let area = container.bounds.inset(by: UIEdgeInsets(top: max(margins.top, safe.top), left: max(margins.left, safe.left),
                                                           bottom: max(margins.bottom, safe.bottom), right: max(margins.right, safe.right)))
        let preferred = presentedViewController.preferredContentSize
        var size = CGSize(width: preferred.width > 0 ? preferred.width : Self.defaultSize.width,
                          height: preferred.height > 0 ? preferred.height : Self.defaultSize.height)
        size = CGSize(width: min(size.width, max(area.width, 1)), height: min(size.height, max(area.height, 1)))
        guard let anchor = anchorRect(in: container) else {
            return (CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height), .unknown, nil)
        }
        func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { max(lo, min(v, hi)) }
        if permittedArrowDirections.isEmpty {
            // No arrow allowed: centred on the anchor, within the area.
            let x = clamp(anchor.midX - size.width / 2, area.minX, area.maxX - size.width)
            let y = clamp(anchor.midY - size.height / 2, area.minY, area.maxY - size.height)
            return (CGRect(x: x, y: y, width: size.width, height: size.height), .unknown, nil)
        }
        let a = Self.arrowLength
        // The room on each side of the anchor, for the content and its arrow.
        let room: [(UIPopoverArrowDirection, CGSize)] = [
            (.up, CGSize(width: area.width, height: area.maxY - anchor.maxY - a)),
            (.down, CGSize(width: area.width, height: anchor.minY - area.minY - a)),
            (.left, CGSize(width: area.maxX - anchor.maxX - a, height: area.height)),
            (.right, CGSize(width: anchor.minX - area.minX - a, height: area.height)),
        ].filter { permittedArrowDirections.contains($0.0) }
        let fitting = room.first { $0.1.width >= size.width && $0.1.height >= size.height }
        let largest = room.max { $0.1.width * $0.1.height < $1.1.width * $1.1.height }
        // Too big for every permitted side: it may keep its size over the anchor.
        let overlapping = fitting == nil && canOverlapSourceViewRect
        guard let (direction, space) = fitting ?? largest, overlapping || (space.width > 0 && space.height > 0) else {
            // No permitted side has room: over the anchor, without an arrow.
            return (CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height), .unknown, nil)
        }
        if !overlapping { size = CGSize(width: min(size.width, space.width), height: min(size.height, space.height)) }
        let x = clamp(anchor.midX - size.width / 2, area.minX, area.maxX - size.width)
        let y = clamp(anchor.midY - size.height / 2, area.minY, area.maxY - size.height)
        var content: CGRect
        let tip: CGPoint
        switch direction {
        case .up:
            content = CGRect(x: x, y: anchor.maxY + a, width: size.width, height: size.height)
            tip = CGPoint(x: anchor.midX, y: anchor.maxY)
        case .down:
            content = CGRect(x: x, y: anchor.minY - a - size.height, width: size.width, height: size.height)
            tip = CGPoint(x: anchor.midX, y: anchor.minY)
        case .left:
            content = CGRect(x: anchor.maxX + a, y: y, width: size.width, height: size.height)
            tip = CGPoint(x: anchor.maxX, y: anchor.midY)
        default:
            content = CGRect(x: anchor.minX - a - size.width, y: y, width: size.width, height: size.height)
            tip = CGPoint(x: anchor.minX, y: anchor.midY)
        }
        guard overlapping else { return (content, direction, tip) }
        // Slid back into the area, over the anchor; the arrow stays while its tip is uncovered.
        content.origin = CGPoint(x: clamp(content.minX, area.minX, area.maxX - size.width),
                                 y: clamp(content.minY, area.minY, area.maxY - size.height))
        let tipUncovered = switch direction {
        case .up: content.minY > tip.y
        case .down: content.maxY < tip.y
        case .left: content.minX > tip.x
        default: content.maxX < tip.x
        }
        return tipUncovered ? (content, direction, tip) : (content, .unknown, nil)
    }

    /// What the popover points at, in `container`'s coordinates (nil without an anchor).
    private func anchorRect(in container: UIView) -> CGRect? {
        if let item = barButtonItem, let view = Self.view(of: item, in: container.window) {
            return view.convert(view.bounds, to: container)
        }
        guard let view = sourceView else { return nil }
        let rect = sourceRect.isNull ? view.bounds : sourceRect
        return view.convert(rect, to: container)
    }

    /// The view showing a bar button item (its custom view, or the bar's button for it).
    private static func view(of item: UIBarButtonItem, in window: UIWindow?) -> UIView? {
        if let custom = item.customView, custom.window != nil { return custom }
        guard let window else { return nil }
        var stack: [UIView] = [window]
        while let v = stack.popLast() {
            if let button = v as? BarButtonView, button.item === item { return button }
            stack.append(contentsOf: v.subviews)
        }
        return nil
    }

    /// Places the bubble and the content for the container's size.
    private func layOut() {
        guard let container = containerView else { return }
        let placed = placement(in: container)
        arrowDirection = placed.arrow
        chrome.frame = container.bounds
        chrome.shape(content: placed.content, arrow: placed.arrow, tip: placed.tip)
        outside.frame = container.bounds
        placedForSize = container.bounds.size
    }

    /// Places the popover for the container's size; when that size changed since it was last
    /// placed (the window was resized), asks the delegate where to point first.
    open override func containerViewWillLayoutSubviews() {
        guard presentedViewController.transitionCoordinator == nil else { return }
        if let container = containerView, let placed = placedForSize, placed != container.bounds.size {
            askDelegateWhereToPoint()
        }
        layOut()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// `popoverPresentationController(_:willRepositionPopoverTo:in:)`, for a popover pointing
    /// at a source view: what the delegate leaves in the rectangle and the view is the new anchor.
    private func askDelegateWhereToPoint() {
        guard barButtonItem == nil, let view = sourceView,
              let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate else { return }
        let proposed = sourceRect.isNull ? view.bounds : sourceRect
        var rect = proposed, chosenView = view
        withUnsafeMutablePointer(to: &rect) { rectPointer in
            withUnsafeMutablePointer(to: &chosenView) { viewPointer in
                popoverDelegate.popoverPresentationController(self, willRepositionPopoverTo: rectPointer, in: viewPointer)
            }
        }
        if chosenView !== view { sourceView = chosenView }
        if rect != proposed { sourceRect = rect }
    }

    // MARK: Presentation and dismissal

    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        outside.popover = self
        container.insertSubview(outside, at: 0)
        container.insertSubview(chrome, at: 1)
        layOut()
        presentedView?.layer.cornerRadius = Self.cornerRadius
        presentedView?.clipsToBounds = true
        chrome.alpha = 0
        fade(chrome, to: 1)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeChrome() }
    }

    open override func dismissalTransitionWillBegin() {
        fade(chrome, to: 0)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeChrome() } else { chrome.alpha = 1 }
        guard dismissedByTap else { return }
        dismissedByTap = false
        guard completed else { return }
        (delegate as? any UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerDidDismissPopover(self)
        delegate?.presentationControllerDidDismiss(self)
    }

    private func removeChrome() {
        chrome.removeFromSuperview()
        outside.removeFromSuperview()
        arrowDirection = .unknown
        prepared = false
        placedForSize = nil
    }

    /// A tap outside the popover, or Escape: dismissed unless the presented controller is modal
    /// or the delegate refuses. Returns whether the dismissal started.
    @discardableResult
    func dismissByUser() -> Bool {
        let presented = presentedViewController
        guard presented.transitionCoordinator == nil, !presented.isBeingDismissed, presented.presentingViewController != nil else { return false }
        let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate
        if presented.isModalInPresentation || popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) == false
            || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        dismissedByTap = true
        presented.dismiss(animated: true)
        if presented.transitionCoordinator == nil && presented.presentingViewController != nil { dismissedByTap = false }
        return true
    }

    /// Whether a touch at `point` (in `view`'s coordinates) lands on a passthrough view.
    func passesThrough(_ point: CGPoint, in view: UIView) -> Bool {
        (passthroughViews ?? []).contains { p in
            p.window != nil && p.point(inside: view.convert(point, to: p), with: nil)
        }
    }
}

extension UIViewController {
    /// The popover presentation controller of a controller whose `modalPresentationStyle` is
    /// `.popover` (before it is presented too, so that its anchor can be set), else nil. It
    /// answers while the popover shows as a sheet in a compact window too: that controller is
    /// the one that adapted (and `presentationController` answers the same one), as on iOS.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }
}
