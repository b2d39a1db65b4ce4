import Foundation

/// The presentation controller of a sheet: `.pageSheet`, `.formSheet` (and `.automatic`) on a
/// phone-sized window. The sheet rises from the bottom with rounded top corners, rests at one
/// of its ``detents`` and dims what is below it; the user drags it between its detents or swipes
/// it down to dismiss it.
///
/// Configure it through the presented controller's `sheetPresentationController`, before or
/// while it is presented:
///
///     if let sheet = picker.sheetPresentationController {
///         sheet.detents = [.medium(), .large()]
///         sheet.largestUndimmedDetentIdentifier = .medium
///         sheet.prefersGrabberVisible = true
///     }
///     present(picker, animated: true)
///
/// Changes made while presented apply at once; inside ``animateChanges(_:)`` they animate.
///
/// As on iOS, the presenting controller's view takes `tintAdjustmentMode = .dimmed` while the
/// sheet dims it, so its tinted controls turn grey, and gets its own mode back when the sheet
/// rests at an undimmed detent or its dismissal begins.
///
/// A drag in a scroll view in the sheet is shared between the two, as on iOS: going up, the
/// sheet grows to its largest detent first (with `prefersScrollingExpandsWhenScrolledToEdge`,
/// the default) and the content scrolls with the rest of the drag; going down, the content
/// scrolls back to its top and the rest of the same drag lowers the sheet or dismisses it,
/// the content staying at its top meanwhile. The release belongs to whichever moved last: the
/// sheet settles by the flick, or the content flings on.
///
/// In a regular × regular window (a desktop window from 896 points wide and 600 high) the sheet
/// floats in the middle, as iPadOS shows sheets: a page sheet at the readable width, a form
/// sheet (or a page sheet with `prefersPageSizing` false) at the presented controller's
/// `preferredContentSize`; there it has no detents, always dims, and a swipe down dismisses it.
///
/// At a detent below the full height a tap on the dimming above the sheet dismisses it (as the
/// user's dismissal: the delegate may refuse, or `isModalInPresentation`).
///
/// At the large detent the presenter recedes behind the sheet, as on iOS 13 and later: a window's
/// root view (or a full-screen presentation) narrows and rounds its corners over black, its top
/// 10 points above the sheet's, and the status bar shows light content over the black; a sheet
/// that presents another sheet recedes the same way, so the cards stack. The presenter follows
/// the sheet while it is presented, dragged between its two largest detents or swiped away.
/// Nothing recedes behind a floating sheet, in a vertically compact window, at a smaller
/// detent, or when the large detent is undimmed. Only the presenter's drawing changes: its
/// content keeps its size, layout and safe area.
///
/// In a vertically compact window (under 600 points high: a phone in landscape, or a short
/// desktop window) the sheet covers the whole window, without rounded corners or a grabber,
/// as iOS shows it there; a swipe down still dismisses it. With
/// `prefersEdgeAttachedInCompactHeight` it stays attached to the bottom edge instead, at its
/// largest detent (the medium one is not active there), as wide as the window's safe area, or
/// — with `widthFollowsPreferredContentSizeWhenEdgeAttached` — as the presented controller's
/// `preferredContentSize.width`, centred. A resized window moves the sheet between these.
///
/// How it differs from iOS: the sizes of the receded presenter, and the gap above a sheet
/// attached in a vertically compact window (the same 56 points as on a phone in portrait), are
/// approximations of iOS's look; `sourceView` is kept but changes nothing; iPadOS's exact
/// floating sizes differ by device; a drag in a scroll view that began
/// dismissing the sheet from its smallest detent does not turn into growing it (going back up,
/// the content scrolls once the dismissal is back at its start). The grabber is a subview of
/// the presented view, drawn in front of its other subviews.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The gap above a sheet at its largest (a phone's status bar plus a margin).
    static let topInset: CGFloat = 56
    /// The corner radius when none is preferred.
    static let defaultCornerRadius: CGFloat = 10

    let dimmingView = UIView()
    private lazy var grabber = SheetGrabberView()

    // MARK: Configuration

    /// The heights the sheet rests at (default `[.large()]`). An empty list is taken as
    /// `[.large()]`, with a warning.
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty { warnOnce("UISheetPresentationController.detents was set to an empty list; the sheet uses [.large()]") }
            detentsDidChange()
        }
    }

    /// The detent the sheet rests at, last chosen by the user or set here. Nil (the default),
    /// or an identifier none of the active detents has: the smallest detent.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { detentsDidChange() }
    }

    /// The largest detent at which the sheet does not dim what is below it, which then stays
    /// usable. Nil (the default): dimmed at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { detentsDidChange() }
    }

    /// Whether a grabber shows at the top of the sheet (default false).
    open var prefersGrabberVisible = false {
        didSet { updateChrome() }
    }

    /// The sheet's corner radius; nil (the default) for the system's.
    open var preferredCornerRadius: CGFloat? {
        didSet { updateChrome() }
    }

    /// Whether dragging up in a scroll view in the sheet expands the sheet to a larger detent
    /// rather than scrolling (default true).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether a vertically compact environment shows the sheet attached to the bottom edge
    /// (default false: there the sheet covers the whole window, as on iOS; see the class's
    /// discussion).
    open var prefersEdgeAttachedInCompactHeight = false {
        didSet { updateChrome(); detentsDidChange() }
    }
    /// Whether a sheet attached to the bottom edge of a vertically compact environment is as
    /// wide as the presented controller's `preferredContentSize` (default false: as wide as the
    /// container's safe area). No effect elsewhere, as Apple documents: not in a compact-width
    /// regular-height environment, nor without `prefersEdgeAttachedInCompactHeight`.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { detentsDidChange() }
    }
    /// Whether a floating sheet (regular width) is page-sized, following the readable width
    /// (default true, iOS 17); false: sized by `preferredContentSize`, as a form sheet.
    open var prefersPageSizing = true {
        didSet { detentsDidChange() }
    }
    /// The view a popover adapted to this sheet points at. Kept, no effect here.
    open var sourceView: UIView?

    /// Runs `changes` (to ``detents``, ``selectedDetentIdentifier``, ``largestUndimmedDetentIdentifier``
    /// or after ``invalidateDetents()``) and animates the sheet to its new height and dimming.
    open func animateChanges(_ changes: () -> Void) {
        animatingChanges += 1
        changes()
        animatingChanges -= 1
        if animatingChanges == 0, changedWhileAnimating {
            changedWhileAnimating = false
            settle(animated: true)
        }
    }

    /// Asks the custom detents' resolvers again (their inputs changed) and moves the sheet to
    /// the result.
    open func invalidateDetents() { detentsDidChange() }

    private var animatingChanges = 0
    private var changedWhileAnimating = false

    private func detentsDidChange() {
        if animatingChanges > 0 { changedWhileAnimating = true } else { settle(animated: false) }
    }

    // MARK: Resolving detents

    /// A detent as laid out in a container: its identifier and the sheet's height there (the
    /// detent's value plus the container's bottom safe-area inset).
    typealias Stop = (id: Detent.Identifier, height: CGFloat)

    /// The active detents in `container`, lowest first (never empty: `.large()` when none is
    /// active). The maximum value is the container's height less the gap above the sheet and the
    /// bottom safe area.
    func stops(in container: UIView) -> [Stop] {
        // Covering the window, the sheet has one place: the whole height.
        if coversContainer(container) { return [(.large, container.bounds.height)] }
        let inset = container.safeAreaInsets.bottom
        let context = SheetDetentContext(containerTraitCollection: container.traitCollection,
                                         maximumDetentValue: max(0, container.bounds.height - Self.topInset - inset))
        var seen = Set<Detent.Identifier>(), stops: [Stop] = []
        for detent in detents where seen.insert(detent.identifier).inserted {
            if let value = detent.resolvedValue(in: context) { stops.append((detent.identifier, value + inset)) }
        }
        if stops.isEmpty { stops = [(.large, context.maximumDetentValue + inset)] }
        return stops.sorted { $0.height < $1.height }
    }

    /// The detent the sheet rests at among `stops`: the selected one, else the lowest.
    private func restingStop(among stops: [Stop]) -> Stop {
        stops.first { $0.id == selectedDetentIdentifier } ?? stops[0]
    }

    /// The sheet's frame when it is `height` tall: the container's width, or — attached to the
    /// bottom of a vertically compact container — its safe area's width, or the preferred
    /// content size's with `widthFollowsPreferredContentSizeWhenEdgeAttached`, centred.
    private func sheetFrame(height: CGFloat, in container: UIView) -> CGRect {
        let bounds = container.bounds
        guard container.traitCollection.verticalSizeClass == .compact, prefersEdgeAttachedInCompactHeight else {
            return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        }
        let safe = bounds.inset(by: UIEdgeInsets(top: 0, left: container.safeAreaInsets.left, bottom: 0, right: container.safeAreaInsets.right))
        var width = safe.width
        let preferred = presentedViewController.preferredContentSize.width
        if widthFollowsPreferredContentSizeWhenEdgeAttached, preferred > 0 { width = min(preferred, bounds.width) }
        return CGRect(x: (safe.midX - width / 2).rounded(), y: bounds.maxY - height, width: width, height: height)
    }

    /// Whether the sheet covers the whole container, as a sheet does on iOS in a vertically
    /// compact environment (a phone in landscape; here a window under 600 points high) unless
    /// it prefers to stay attached to the bottom edge.
    func coversContainer(_ container: UIView) -> Bool {
        container.traitCollection.verticalSizeClass == .compact && !prefersEdgeAttachedInCompactHeight && !floats(in: container)
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        if floats(in: container) { return floatingFrame(in: container) }
        return sheetFrame(height: restingStop(among: stops(in: container)).height, in: container)
    }

    // MARK: Regular width

    /// Presented as `.formSheet`. (In a compact window a form sheet is shown as a page sheet,
    /// by the same controller: what was configured through `sheetPresentationController` holds.)
    var isFormSheet = false

    /// The controller of a `.formSheet` presentation.
    convenience init(formSheetPresenting presented: UIViewController, presenting: UIViewController?) {
        self.init(presentedViewController: presented, presenting: presenting)
        isFormSheet = true
    }

    /// Whether the sheet floats in the middle of the container, as iPadOS shows sheets: in a
    /// horizontally and vertically regular container (a desktop window from 896 points wide and
    /// 600 high). Detents apply to the sheet attached to the bottom edge of a compact one.
    func floats(in container: UIView) -> Bool {
        let traits = container.traitCollection
        return traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular
    }

    /// The width of a floating page sheet: the readable width (672 points) with its margins,
    /// as Apple documents for `prefersPageSizing`.
    static let pageWidth: CGFloat = 704
    /// A floating form sheet's size when the presented controller prefers none (UIKit's
    /// long-standing default).
    static let formSize = CGSize(width: 540, height: 620)
    /// The least space left around a floating sheet.
    static let floatingMargin: CGFloat = 20

    /// A floating sheet's frame, centred: a page sheet (`prefersPageSizing`, the default) at the
    /// page width and the container's height less the gap above and below; a form sheet (or a
    /// page sheet that does not prefer page sizing) at the presented controller's
    /// `preferredContentSize`, else 540 × 620 — either within the container less its margins.
    private func floatingFrame(in container: UIView) -> CGRect {
        let bounds = container.bounds, margin = Self.floatingMargin
        var size: CGSize
        if isFormSheet || !prefersPageSizing {
            let preferred = presentedViewController.preferredContentSize
            size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.formSize
        } else {
            size = CGSize(width: Self.pageWidth, height: bounds.height - 2 * Self.topInset)
        }
        size.width = max(0, min(size.width, bounds.width - 2 * margin))
        size.height = max(0, min(size.height, bounds.height - 2 * margin))
        return CGRect(x: (bounds.midX - size.width / 2).rounded(), y: (bounds.midY - size.height / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// A form sheet's content asked for another size: the sheet takes it.
    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        detentsDidChange()
    }

    // MARK: Dimming

    /// The dimming's opacity with the sheet `height` tall: full above the largest undimmed
    /// detent's next detent, none at or below the largest undimmed detent, in between while the
    /// sheet is dragged between the two.
    /// (`stops`: the container's, when the caller has them already.)
    private func dimming(atHeight height: CGFloat, in container: UIView, stops known: [Stop]? = nil) -> CGFloat {
        guard let undimmedID = largestUndimmedDetentIdentifier, !floats(in: container) else { return 1 }
        let stops = known ?? stops(in: container)
        guard let index = stops.firstIndex(where: { $0.id == undimmedID }) else { return 1 }
        guard index + 1 < stops.count else { return 0 }
        let low = stops[index].height, high = stops[index + 1].height
        guard high > low else { return 0 }
        return min(max((height - low) / (high - low), 0), 1)
    }

    /// Whether the sheet dims what is below it where it rests.
    private var dimsAtRest: Bool {
        guard let container = containerView else { return true }
        return dimming(atHeight: frameOfPresentedViewInContainerView.height, in: container) > 0
    }

    override var letsTouchesThroughContainer: Bool { !dimsAtRest }

    // MARK: Presentation

    open override var presentationStyle: UIModalPresentationStyle { isFormSheet ? .formSheet : .pageSheet }
    open override var adaptivePresentationStyle: UIModalPresentationStyle { .pageSheet }

    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        if dimmingTap.view !== dimmingView { dimmingView.addGestureRecognizer(dimmingTap) }
        container.insertSubview(dimmingView, at: 0)
        updateChrome()
        if dimsAtRest { dimPresenterTint(true) }
        fade(dimmingView, to: dimsAtRest ? 1 : 0)
        recedeAlongsideTransition(to: recession(atHeight: frameOfPresentedViewInContainerView.height, in: container))
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
            grabber.removeFromSuperview()
            dimPresenterTint(false)
            endRecession()
        } else if let container = containerView, dismissalPan.view !== container {
            container.addGestureRecognizer(dismissalPan)
        }
    }

    override func leaveContainer() {
        dismissalPan.view?.removeGestureRecognizer(dismissalPan)
        swipe = .none
        shared = nil
        grabber.removeFromSuperview()
        dimmingView.removeFromSuperview()
        dimPresenterTint(false)
        endRecession()
        presentedView?.transform = .identity
    }

    open override func dismissalTransitionWillBegin() {
        dimPresenterTint(false)
        fade(dimmingView, to: 0)
        recedeAlongsideTransition(to: 0)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            endRecession()
        } else if let container = containerView {
            let height = presentedView?.frame.height ?? 0
            dimmingView.alpha = dimming(atHeight: height, in: container)
            recede(recession(atHeight: height, in: container))
            if dimsAtRest { dimPresenterTint(true) }
        }
        if dismissedBySwipe {
            dismissedBySwipe = false
            if completed { publicController.delegate?.presentationControllerDidDismiss(publicController) }
        }
    }

    /// The sheet at its place for the container's size (a resized window may float it, attach
    /// it, or leave a detent inactive), with the dimming and the presenter's tint of that place
    /// once no transition runs.
    open override func containerViewWillLayoutSubviews() {
        guard case .none = swipe, let container = containerView, let sheet = presentedView else { return }
        let frame = frameOfPresentedViewInContainerView
        sheet.layoutFrame = frame
        if sheet.superview === container { updateChrome() }
        guard dimmingView.superview === container, presentingViewController.runningPresentation == nil,
              !presentedViewController.isBeingDismissed else { return }
        let dim = dimming(atHeight: frame.height, in: container)
        dimmingView.alpha = dim
        dimPresenterTint(dim > 0)
        recede(recession(atHeight: frame.height, in: container))
        container.window?.screen.statusBar.update()
    }

    open override func containerViewDidLayoutSubviews() {
        placeGrabber()
    }

    /// Puts the sheet at its resting detent, with the dimming that goes with it (animated inside
    /// `animateChanges`). Nothing while it is not on screen, while a transition moves it, or
    /// while the user drags it (the drag's end settles it).
    private func settle(animated: Bool) {
        guard let container = containerView, let sheet = presentedView, sheet.superview === container,
              presentingViewController.runningPresentation == nil, !presentedViewController.isBeingDismissed else { return }
        guard case .none = swipe else { return }
        let frame = frameOfPresentedViewInContainerView, dim = dimming(atHeight: frame.height, in: container)
        let recession = recession(atHeight: frame.height, in: container)
        presentedViewPlacedForSize = container.bounds.size
        dimPresenterTint(dim > 0)
        let changes = { [dimmingView] in
            sheet.layoutFrame = frame
            dimmingView.alpha = dim
            self.recede(recession)
            sheet.layoutIfNeeded()
            container.window?.screen.statusBar.update()
        }
        if animated {
            UIView.animate(withDuration: Self.settleDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [.allowUserInteraction, .beginFromCurrentState], animations: changes)
        } else {
            changes()
        }
    }

    static let settleDuration: TimeInterval = 0.4

    // MARK: Chrome

    /// The corners and the grabber, for where the sheet is: a sheet covering the window has
    /// neither.
    private func updateChrome() {
        guard let sheet = presentedView, let container = containerView else { return }
        let covers = coversContainer(container)
        let radius = covers ? 0 : preferredCornerRadius ?? Self.defaultCornerRadius
        if sheet.layer.cornerRadius != radius { sheet.layer.cornerRadius = radius }
        if !sheet.clipsToBounds { sheet.clipsToBounds = true }
        if prefersGrabberVisible && !covers {
            if grabber.superview !== sheet { sheet.addSubview(grabber) }
            placeGrabber()
        } else {
            grabber.removeFromSuperview()
        }
    }

    /// The grabber centred at the top of the sheet.
    private func placeGrabber() {
        guard let sheet = grabber.superview else { return }
        let size = SheetGrabberView.size
        grabber.frame = CGRect(x: ((sheet.bounds.width - size.width) / 2).rounded(), y: SheetGrabberView.topMargin,
                               width: size.width, height: size.height)
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

    // MARK: The presenter receding behind the sheet

    /// How far a receded presenter narrows on each side, in points.
    static let recededSideInset: CGFloat = 16
    /// How far above the sheet's top at the large detent a receded presenter's top rests (and a
    /// receded sheet's top above where it was).
    static let recededTopGap: CGFloat = 10

    /// The presenter's view while it recedes, and what it had before: its transform, corner
    /// radius and clipping, given back when the sheet goes.
    private var receded: (view: UIView, transform: CGAffineTransform, cornerRadius: CGFloat, clips: Bool)?
    /// The black shown around a receded window root (whatever the window's own background).
    private lazy var recessBackdrop = RecessBackdropView(sheet: self)

    /// The view that recedes behind the sheet in `container`, if any: the presenter's view when
    /// it fills the window (a window's root view, a full-screen presentation) or is a sheet
    /// attached to the bottom edge itself. None behind a floating sheet or in a vertically
    /// compact window (where the sheet covers nearly all of it).
    private func recedingView(in container: UIView) -> UIView? {
        guard !floats(in: container), container.traitCollection.verticalSizeClass != .compact,
              let view = presentingViewController.viewIfLoaded, let window = container.window,
              view.window === window, let place = view.superview else { return nil }
        if place === window { return view }
        switch presentingViewController.presentationControllerStorage {
        case let sheet as UISheetPresentationController:
            guard let below = sheet.containerView, place === below, !sheet.floats(in: below) else { return nil }
            return view
        case is FullScreenPresentationController, is OverFullScreenPresentationController:
            return view
        default:
            return nil
        }
    }

    /// How far (0…1) the presenter recedes with the sheet `height` tall: only toward the large
    /// detent — from the next smaller detent (from nothing, when it is the only one) to it —
    /// and not when the large detent is undimmed.
    /// (`stops`: the container's, when the caller has them already.)
    private func recession(atHeight height: CGFloat, in container: UIView, stops known: [Stop]? = nil) -> CGFloat {
        guard recedingView(in: container) != nil else { return 0 }
        let stops = known ?? stops(in: container), largest = stops[stops.count - 1]
        let full = container.bounds.height - Self.topInset
        guard largest.height >= full - 0.5, largestUndimmedDetentIdentifier != largest.id else { return 0 }
        let low = stops.count > 1 ? stops[stops.count - 2].height : 0
        guard largest.height > low else { return 1 }
        return min(max((height - low) / (largest.height - low), 0), 1)
    }

    /// Recedes the presenter `amount` (0…1) of the way: narrower by up to 16 points a side
    /// about its centre, its top up to 10 points above the sheet's at the large detent (a
    /// receded sheet: 10 points above its own), its corners rounded over black. At 0 it has its
    /// own transform back but keeps the rest until ``endRecession()`` (a dismissal animates it
    /// there and ends it afterwards).
    private func recede(_ amount: CGFloat) {
        guard let container = containerView else { return }
        let target = recedingView(in: container)
        if let previous = receded?.view, previous !== target { endRecession() }
        guard let view = target, amount > 0 || receded != nil else { return }
        if receded == nil {
            receded = (view, view.transform, view.layer.cornerRadius, view.clipsToBounds)
            view.transformIsPresentationEffect = true
            if let window = view.superview as? UIWindow {
                // (Often inside the presentation's alongside animation: the black is simply there.)
                UIView.performWithoutAnimation {
                    recessBackdrop.frame = window.bounds
                    recessBackdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    window.insertSubview(recessBackdrop, belowSubview: view)
                }
            }
        }
        guard let own = receded else { return }
        let place = view.layoutFrame
        guard place.width > 2 * Self.recededSideInset, place.height > 0 else { return }
        let scale = 1 - amount * 2 * Self.recededSideInset / place.width
        let restingTop = place.minY > 0.5 ? place.minY - Self.recededTopGap : Self.topInset - Self.recededTopGap
        let top = place.minY + amount * (restingTop - place.minY)
        // Scaled about the centre, the top edge sits at midY − scale · height / 2; moved to `top`.
        let lift = top - (place.midY - scale * place.height / 2)
        view.transform = own.transform.concatenating(CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: lift))
        if amount > 0 {
            view.layer.cornerRadius = max(own.cornerRadius, Self.defaultCornerRadius)
            view.clipsToBounds = true
        }
    }

    /// Recedes the presenter to `amount` alongside the presentation's transition (scrubbed with
    /// an interactive one), at once without one.
    private func recedeAlongsideTransition(to amount: CGFloat) {
        guard receded != nil || amount > 0 else { return }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [weak self] _ in self?.recede(amount) }, completion: nil)
        } else {
            recede(amount)
        }
    }

    /// The presenter as it was: its transform, corners and clipping, without the black behind it.
    private func endRecession() {
        guard let own = receded else { return }
        receded = nil
        UIView.performWithoutAnimation {
            own.view.transform = own.transform
            own.view.layer.cornerRadius = own.cornerRadius
            own.view.clipsToBounds = own.clips
        }
        own.view.transformIsPresentationEffect = false
        recessBackdrop.removeFromSuperview()
    }

    /// Whether the presenter recedes while the sheet rests where it is (the status bar then
    /// shows light content over the black around it).
    var recedesPresenterAtRest: Bool {
        guard let container = containerView else { return false }
        return recession(atHeight: frameOfPresentedViewInContainerView.height, in: container) > 0.5
    }

    // MARK: A tap above the sheet

    /// A tap on the dimming above a sheet resting below its full height dismisses it.
    private lazy var dimmingTap = UITapGestureRecognizer(target: self, action: UISheetPresentationController.dimmingTapped)

    /// A tap on the dimming: a sheet resting at a detent below the full height is dismissed, as
    /// the user's dismissal (the delegate may refuse, or `isModalInPresentation`; then it hears of
    /// the attempt), as iOS's sheets are. Nothing at the full height (the presenter receded
    /// behind it, a strip of it above the sheet), behind a floating sheet, or while the sheet
    /// moves.
    private func dimmingTapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let container = containerView, let sheet = presentedView,
              !floats(in: container), case .none = swipe,
              presentedViewController.transitionCoordinator == nil, !presentedViewController.isBeingDismissed else { return }
        let full = container.bounds.height - Self.topInset
        guard frameOfPresentedViewInContainerView.height < full - 0.5, sheet.frame.height < full - 0.5 else { return }
        guard userMayDismiss() else {
            publicController.delegate?.presentationControllerDidAttemptToDismiss(publicController)
            return
        }
        _ = dismissByUser(driving: nil)
    }

    // MARK: Dragging the sheet

    /// The drag on the sheet: between its detents, and down to dismiss it, as iOS's sheets.
    private lazy var dismissalPan: SheetDismissalGestureRecognizer = {
        let pan = SheetDismissalGestureRecognizer(target: self, action: UISheetPresentationController.handlePan)
        pan.sheet = self
        return pan
    }()

    /// What the pan is doing.
    private enum Swipe {
        /// No pan, or one that is no drag of the sheet (it started sideways, or during a transition).
        case none
        /// A swipe down that may not dismiss: the sheet only gives a little, then springs back.
        case refused
        /// Driving the dismissal (a swipe down from the smallest detent).
        case dismissing(UIPercentDrivenInteractiveTransition)
        /// Moving the sheet between its detents (`stops`, resolved when the drag began), from a
        /// sheet `startHeight` tall. `mayDismiss`, asked the first time the drag goes below the
        /// lowest detent (nil before): whether the sheet then moves down with the finger, rather
        /// than resisting.
        case resizing(stops: [Stop], startHeight: CGFloat, mayDismiss: Bool?)
    }
    private var swipe = Swipe.none
    /// Whether no drag moves the sheet.
    var isAtRest: Bool { if case .none = swipe { true } else { false } }
    /// Whether the dismissal running was started by the user (its delegate hears of its end).
    private var dismissedBySwipe = false

    /// The furthest a resisting sheet gives, in points.
    static let refusedGive: CGFloat = 60
    /// How far ahead the release velocity is projected to decide (as a navigation pop does).
    static let projectionHorizon: CGFloat = 0.15

    /// `x` points of pull, resisted: never more than `refusedGive`.
    private static func give(_ x: CGFloat) -> CGFloat {
        let c = refusedGive, x = max(0, x)
        return c * (1 - 1 / (x / c + 1))
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let container = containerView else { return }
        let translation = pan.translation(in: container), down = translation.y
        switch pan.state {
        case .began:
            beginDrag(down: down, sideways: translation.x)
        case .changed:
            moveDrag(down: down)
        case .ended:
            let velocity = pan.velocity(in: container).y
            endDrag(down: down, velocity: velocity.isFinite ? velocity : 0, cancelled: false)
        default:
            endDrag(down: down, velocity: 0, cancelled: true)
        }
    }

    /// A drag of the sheet begins, `down` points down (negative: up) and `sideways` from where
    /// the finger went down: what it does is decided now (see ``Swipe``).
    private func beginDrag(down: CGFloat, sideways: CGFloat) {
        swipe = .none
        guard let sheet = presentedView, let container = containerView else { return }
        let presented = presentedViewController
        guard abs(down) > abs(sideways), presented.transitionCoordinator == nil, !presented.isBeingDismissed else { return }
        if floats(in: container) {
            // A floating sheet has no detents: a swipe down dismisses it.
            if down > 0 { beginSwipeToDismiss() }
            return
        }
        let stops = stops(in: container), height = sheet.frame.height
        if down > 0 && height <= stops[0].height + 0.5 {
            beginSwipeToDismiss()
        } else if stops.count > 1 && (down > 0 || height < stops[stops.count - 1].height - 0.5) {
            // (A drag up at the largest detent of several would only stretch; left alone.)
            swipe = .resizing(stops: stops, startHeight: height, mayDismiss: nil)
        }
    }

    /// The drag is now `down` points from where it began: the sheet follows.
    private func moveDrag(down: CGFloat) {
        guard let sheet = presentedView, let container = containerView else { return }
        switch swipe {
        case .refused:
            sheet.transform = CGAffineTransform(translationX: 0, y: Self.give(down))
        case .dismissing(let interaction):
            interaction.update(min(max(down / max(sheet.bounds.height, 1), 0), 1))
        case .resizing(let stops, let start, var mayDismiss):
            if mayDismiss == nil, start - down < stops[0].height {
                mayDismiss = userMayDismiss()
                swipe = .resizing(stops: stops, startHeight: start, mayDismiss: mayDismiss)
            }
            placeDragged(height: start - down, among: stops, mayDismiss: mayDismiss ?? false, in: container)
        case .none:
            break
        }
    }

    /// The finger lifted `down` points from where the drag began, moving at `velocity` points
    /// a second (down positive), or the drag was cancelled (Escape, a lost grab).
    private func endDrag(down: CGFloat, velocity: CGFloat, cancelled: Bool) {
        guard let sheet = presentedView else { swipe = .none; return }
        switch swipe {
        case .refused:
            swipe = .none
            UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: [],
                           animations: { sheet.transform = .identity })
        case .dismissing(let interaction):
            swipe = .none
            let projected = down + velocity * Self.projectionHorizon
            if !cancelled && projected > sheet.bounds.height / 2 { interaction.finish() } else { interaction.cancel() }
        case .resizing(let stops, let start, let mayDismiss):
            if cancelled {
                // Back to the detent the drag started from.
                swipe = .none
                settle(animated: true)
            } else {
                endResize(projectedHeight: start - down - velocity * Self.projectionHorizon, among: stops, mayDismiss: mayDismiss)
            }
        case .none:
            break
        }
    }

    // MARK: Sharing a scroll view's drag (ScrollDragSharing)

    /// Whether a scroll view's drag has begun moving the sheet (see ``SheetDismissalGestureRecognizer``),
    /// how far down in all it has moved the sheet, and whether the last movement was the sheet's.
    private var shared: (down: CGFloat, lastWasSheets: Bool)?

    /// A finger went down on the sheet: whatever a scroll view's earlier drag left is over.
    func sharedDragBegins() {
        shared = nil
    }

    /// A scroll view in the sheet, dragged, offers the sheet `dy` points of the finger's
    /// movement (down positive) before it scrolls, as iOS shares one drag between a sheet and
    /// its list: going down, what is left once the content is at its top moves the sheet
    /// down (to a smaller detent, or to dismiss it); going up, the sheet first takes back what
    /// it went down, then grows to its largest detent when `prefersScrollingExpandsWhenScrolledToEdge`
    /// — and the content scrolls with the rest. Returns the part the sheet takes.
    func scrollView(_ scrollView: UIScrollView, offersDrag dy: CGFloat) -> CGFloat {
        guard dy != 0, dy.isFinite, let sheet = presentedView, let container = containerView else { return 0 }
        var taken: CGFloat = 0
        if dy > 0 {
            // The content scrolls to its top first (it is never pulled past it while the sheet moves).
            let toTop = max(0, CGFloat(Double(scrollView.contentOffset.y) - scrollView.offsetRange.y.lowerBound))
            taken = max(0, dy - toTop)
        }
        if let state = shared {
            // (The drag was ended under it — a dismissal that went on its own: the content has it all.)
            if case .none = swipe { shared = nil; return 0 }
            if dy < 0 {
                // Back up: what the sheet went down, then (when it may) up to its largest detent.
                var room = max(0, state.down)
                if case .resizing(let stops, let start, _) = swipe {
                    let top = prefersScrollingExpandsWhenScrolledToEdge ? max(stops[stops.count - 1].height, start) : start
                    room = max(0, top - (start - state.down))
                }
                taken = -min(-dy, room)
            }
            shared = (state.down + taken, taken != 0)
            if taken != 0 { moveDrag(down: state.down + taken) }
            return taken
        }
        // Not begun: the sheet begins when it takes this movement.
        guard scrollView.isDescendant(of: sheet) else { return 0 }
        if dy < 0 {
            guard takesDrag(up: true, inScrollView: scrollView) else { return 0 }
            let stops = stops(in: container)
            taken = -min(-dy, max(0, stops[stops.count - 1].height - sheet.frame.height))
        }
        guard taken != 0 else { return 0 }
        beginDrag(down: taken, sideways: 0)
        if case .none = swipe { return 0 }
        shared = (taken, true)
        moveDrag(down: taken)
        return taken
    }

    /// The scroll view's drag that the sheet shared ended, the finger moving at `velocity`
    /// points a second (down positive): the sheet settles (flung by the velocity when the last
    /// movement was its own). Returns whether the release is the sheet's: the content then
    /// does not fling.
    func scrollViewEndsDrag(_ scrollView: UIScrollView, velocity: CGFloat, cancelled: Bool) -> Bool {
        guard let state = shared else { return false }
        shared = nil
        endDrag(down: state.down, velocity: state.lastWasSheets && velocity.isFinite ? velocity : 0, cancelled: cancelled)
        return state.lastWasSheets
    }

    /// Whether a vertical drag on the sheet (`up`, or down) moves the sheet, as on iOS: down
    /// always (to a smaller detent, or to dismiss, or to be refused), up when there is a larger
    /// detent. In a scroll view that can scroll vertically, down only when it is scrolled to its
    /// top, and up only when `prefersScrollingExpandsWhenScrolledToEdge`; otherwise the scroll
    /// view scrolls. Not while a transition moves the sheet: a scroll view in it scrolls meanwhile.
    func takesDrag(up: Bool, inScrollView scrollView: UIScrollView?) -> Bool {
        guard let container = containerView, let sheet = presentedView,
              presentedViewController.transitionCoordinator == nil else { return false }
        if up {
            guard !floats(in: container) else { return false }
            let stops = stops(in: container)
            let expandable = stops.count > 1 && sheet.frame.height < stops[stops.count - 1].height - 0.5
            return expandable && (scrollView == nil || prefersScrollingExpandsWhenScrolledToEdge)
        }
        guard let scrollView else { return true }
        return Double(scrollView.contentOffset.y) <= scrollView.offsetRange.y.lowerBound + 0.5
    }

    /// Whether the user may dismiss the sheet: not when it is modal in presentation, nor when
    /// the delegate (asked here) refuses.
    private func userMayDismiss() -> Bool {
        let face = publicController
        return !presentedViewController.isModalInPresentation && face.delegate?.presentationControllerShouldDismiss(face) != false
    }

    /// The user dismisses the sheet, driven by `interaction` (a swipe) or animated on its own (a
    /// release heading low): the delegate hears `presentationControllerWillDismiss` now and
    /// `presentationControllerDidDismiss` at the end. Returns whether a dismissal runs.
    private func dismissByUser(driving interaction: UIPercentDrivenInteractiveTransition?) -> Bool {
        let presented = presentedViewController, face = publicController
        face.delegate?.presentationControllerWillDismiss(face)
        dismissedBySwipe = true
        userDismissal = interaction
        presented.dismiss(animated: true)
        userDismissal = nil
        // Nothing runs: the dismissal was refused, or ended at once.
        if presented.transitionCoordinator == nil { dismissedBySwipe = false }
        return dismissedBySwipe
    }

    /// A swipe down from the lowest detent: dismiss interactively, unless refused.
    private func beginSwipeToDismiss() {
        guard userMayDismiss() else {
            swipe = .refused
            publicController.delegate?.presentationControllerDidAttemptToDismiss(publicController)
            return
        }
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .easeOut
        // (When the transitioning delegate's own interaction controller drives it, this one is
        // never started and what it is told changes nothing.)
        if dismissByUser(driving: interaction) { swipe = .dismissing(interaction) }
    }

    /// The sheet dragged to `height` (before resistance): its frame and the dimming follow.
    /// Above the largest detent it resists; below the lowest it moves down whole when it may
    /// be dismissed, else resists.
    private func placeDragged(height: CGFloat, among stops: [Stop], mayDismiss: Bool, in container: UIView) {
        guard let sheet = presentedView else { return }
        let low = stops[0].height, high = stops[stops.count - 1].height
        var frame: CGRect
        if height > high {
            frame = sheetFrame(height: high + Self.give(height - high) / 4, in: container)
        } else if height >= low {
            frame = sheetFrame(height: height, in: container)
        } else {
            frame = sheetFrame(height: low, in: container)
            frame.origin.y += mayDismiss ? low - height : Self.give(low - height)
        }
        sheet.layoutFrame = frame
        sheet.layoutIfNeeded()
        let shown = min(frame.height, container.bounds.maxY - frame.minY)
        dimmingView.alpha = dimming(atHeight: shown, in: container, stops: stops)
        recede(recession(atHeight: shown, in: container, stops: stops))
    }

    /// The drag ended with the sheet heading for `projectedHeight`: rest at the nearest detent,
    /// or — past half the lowest detent's height below it, when it may — dismiss. (A flick
    /// that heads that low without the finger going below the lowest detent asks the
    /// delegate now.) The drag is over once the selection is made, so that setting it does not
    /// move the sheet at once: it settles, animated.
    private func endResize(projectedHeight: CGFloat, among stops: [Stop], mayDismiss: Bool?) {
        if projectedHeight < stops[0].height / 2 {
            if mayDismiss ?? userMayDismiss() {
                swipe = .none
                if dismissByUser(driving: nil) { return }
            } else {
                publicController.delegate?.presentationControllerDidAttemptToDismiss(publicController)
            }
        }
        let nearest = stops.min { abs($0.height - projectedHeight) < abs($1.height - projectedHeight) } ?? stops[0]
        let previous = restingStop(among: stops).id
        selectedDetentIdentifier = nearest.id
        swipe = .none
        settle(animated: true)
        if nearest.id != previous {
            let sheetDelegate = (delegate ?? publicController.delegate) as? UISheetPresentationControllerDelegate
            sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }
}

extension UISheetPresentationController: ScrollDragSharing {}

/// The black behind a window's root view while it recedes behind a sheet: the window's subview
/// just below the root's view, from the sheet's presentation until its dismissal ends.
@MainActor
package final class RecessBackdropView: UIView {
    /// The sheet whose presenter recedes.
    package private(set) weak var sheet: UISheetPresentationController?

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        super.init(frame: .zero)
        backgroundColor = .black
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }
}

/// The grabber at the top of a sheet: a short rounded bar in the tertiary label colour. It is
/// a subview of the presented view, drawn in front of the view's other subviews, those added
/// later too, by its layer's `zPosition`; it takes no touches.
@MainActor
final class SheetGrabberView: UIView {
    static let size = CGSize(width: 36, height: 5)
    static let topMargin: CGFloat = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiaryLabel
        layer.cornerRadius = Self.size.height / 2
        layer.zPosition = 1000
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    }

    required init?(coder: NSCoder) { nil }
}

/// A sheet's drag: a vertical pan that starts on the sheet. Inside a scroll view that can
/// scroll vertically, the scroll view's own pan waits for this one to decide (see
/// ``UISheetPresentationController/takesDrag(up:inScrollView:)``): this one takes the drag or
/// fails, and the scroll view scrolls.
@MainActor
final class SheetDismissalGestureRecognizer: UIPanGestureRecognizer {
    weak var sheet: UISheetPresentationController?
    /// The innermost scroll view under the touch that can scroll vertically, if any.
    private weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let sheetView = sheet?.presentedView,
              sheetView.bounds.contains(touch.location(in: sheetView)) else {
            state = .failed
            return
        }
        scrollView = nil
        sheet?.sharedDragBegins()
        var v = touch.view
        while let view = v, view !== sheetView {
            if let scroll = view as? UIScrollView, scroll.isScrollEnabled, scroll.scrolls(along: .vertical) {
                scrollView = scroll
                scroll.dragPartner = sheet
                break
            }
            v = view.superview
        }
        super.touchesBegan(touches, with: event)
    }

    /// Only a vertical movement the sheet takes makes this pan; one the scroll view under the
    /// finger can scroll is its own drag, which it shares with the sheet.
    override func acceptsMovement(from start: CGPoint, to current: CGPoint, in window: UIWindow?) -> Bool {
        let dx = current.x - start.x, dy = current.y - start.y
        guard abs(dy) > abs(dx), let sheet else { return false }
        if let scrollView, scrollView.canScroll(along: .vertical, toward: dy > 0 ? -1 : 1) { return false }
        return sheet.takesDrag(up: dy < 0, inScrollView: scrollView)
    }

    /// The scroll view's pan waits for this one to decide.
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        scrollView.map { otherGestureRecognizer === $0.panGestureRecognizer } ?? false
    }
}
