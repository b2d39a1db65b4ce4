import Foundation

/// The directions a popover's arrow may point (Apple's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Points up: the popover lies below what it points at.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Points down: the popover lies above.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Points left: the popover lies to the right.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Points right: the popover lies to the left.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (before the popover is placed), or no arrow.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover's presentation controller tells its delegate, besides the adaptive
/// presentation calls. Every method is optional (default implementations below).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be placed: the last moment to set its anchor.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside dismisses the popover (deprecated on iOS 13 for
    /// `presentationControllerShouldDismiss(_:)`, which is asked too).
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerShouldDismiss(_:)")
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover (deprecated on iOS 13 for `presentationControllerDidDismiss(_:)`).
    @available(iOS, deprecated: 13.0, message: "Use presentationControllerDidDismiss(_:)")
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// `.popover`: in a horizontally regular window (a desktop window wider than a phone) the
/// presented controller's view floats beside what it points at — `sourceView` and `sourceRect`
/// (its bounds when the rectangle is empty), or a `barButtonItem` — in a rounded bubble with an
/// arrow, at its `preferredContentSize` (320×480 where that is zero) kept inside the window.
/// The arrow takes the first of `.up`, `.down`, `.left`, `.right` that `permittedArrowDirections`
/// allows and where the popover fits (else the side with the most room, the popover shrunk to
/// it). The presenter stays visible and is not dimmed; a tap outside dismisses the popover (the
/// delegate may refuse), except on `passthroughViews`, which get the tap themselves; so does
/// Escape (the escape gesture iOS's popovers answer, `accessibilityPerformEscape()`).
///
/// In a horizontally compact window a popover behaves as `.formSheet` (a sheet here), as on
/// iOS 13 and later, unless the delegate's `adaptivePresentationStyle(for:traitCollection:)`
/// returns `.none`. Without an anchor (iOS stops with an exception) it is centred without an
/// arrow, with a warning.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle of `sourceView` it points at (empty: the view's bounds).
    open var sourceRect: CGRect = .zero
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
    /// Whether the popover may cover the rectangle it points at to get more room (default
    /// false). Accepted and not consulted: the popover is shrunk to the permitted side with the
    /// most room instead (it covers the rectangle only when no permitted side has any).
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

    // MARK: Placement

    open override var frameOfPresentedViewInContainerView: CGRect {
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
        guard let (direction, space) = fitting ?? largest, space.width > 0, space.height > 0 else {
            // No permitted side has room: over the anchor, without an arrow.
            return (CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height), .unknown, nil)
        }
        size = CGSize(width: min(size.width, space.width), height: min(size.height, space.height))
        func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { max(lo, min(v, hi)) }
        let x = clamp(anchor.midX - size.width / 2, area.minX, area.maxX - size.width)
        let y = clamp(anchor.midY - size.height / 2, area.minY, area.maxY - size.height)
        let content: CGRect, tip: CGPoint
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
        return (content, direction, tip)
    }

    /// What the popover points at, in `container`'s coordinates (nil without an anchor).
    private func anchorRect(in container: UIView) -> CGRect? {
        if let item = barButtonItem, let view = Self.view(of: item, in: container.window) {
            return view.convert(view.bounds, to: container)
        }
        guard let view = sourceView else { return nil }
        let rect = sourceRect.isNull || sourceRect.isEmpty ? view.bounds : sourceRect
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
    }

    open override func containerViewWillLayoutSubviews() {
        guard presentedViewController.transitionCoordinator == nil else { return }
        layOut()
        presentedView?.frame = frameOfPresentedViewInContainerView
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
        fadeChrome(to: 1)
    }

    /// The bubble fades with the transition running (at once without one).
    private func fadeChrome(to alpha: CGFloat) {
        let chrome = chrome
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in chrome.alpha = alpha }, completion: nil)
        } else {
            chrome.alpha = alpha
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeChrome() }
    }

    open override func dismissalTransitionWillBegin() {
        fadeChrome(to: 0)
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
    /// `.popover` (before it is presented too, so that its anchor can be set), else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }
}

/// The bubble behind a popover's content: a rounded rectangle and its arrow, with a shadow.
@MainActor
final class PopoverChromeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var fill: UIColor? { didSet { applyFill() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 4)
        applyFill()
    }

    required init?(coder: NSCoder) { nil }

    private func applyFill() {
        (layer as? CAShapeLayer)?.fillColor = (fill ?? .systemBackground).resolvedColor(with: traitCollection).cgColor
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyFill()
    }

    /// The bubble around `content` with an arrow pointing `arrow` to `tip` (nil: no arrow).
    func shape(content: CGRect, arrow: UIPopoverArrowDirection, tip: CGPoint?) {
        let path = UIBezierPath(roundedRect: content, cornerRadius: UIPopoverPresentationController.cornerRadius)
        if let tip {
            let half = UIPopoverPresentationController.arrowBase / 2
            let inset = UIPopoverPresentationController.cornerRadius + half
            func along(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { lo > hi ? (lo + hi) / 2 : max(lo, min(v, hi)) }
            let arrowPath = UIBezierPath()
            switch arrow {
            case .up, .down:
                let x = along(tip.x, content.minX + inset, content.maxX - inset)
                let base = arrow == .up ? content.minY : content.maxY
                arrowPath.move(to: CGPoint(x: x - half, y: base))
                arrowPath.addLine(to: CGPoint(x: x, y: tip.y))
                arrowPath.addLine(to: CGPoint(x: x + half, y: base))
            default:
                let y = along(tip.y, content.minY + inset, content.maxY - inset)
                let base = arrow == .left ? content.minX : content.maxX
                arrowPath.move(to: CGPoint(x: base, y: y - half))
                arrowPath.addLine(to: CGPoint(x: tip.x, y: y))
                arrowPath.addLine(to: CGPoint(x: base, y: y + half))
            }
            arrowPath.close()
            path.append(arrowPath)
        }
        (layer as? CAShapeLayer)?.path = path.cgPath
    }
}

/// The clear view under a popover that takes taps outside it (not on its passthrough views).
@MainActor
final class PopoverOutsideView: UIView {
    weak var popover: UIPopoverPresentationController? {
        didSet {
            guard gestureRecognizers?.isEmpty ?? true else { return }
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: PopoverOutsideView.tapped))
        }
    }

    private func tapped(_ tap: UITapGestureRecognizer) { popover?.dismissByUser() }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard super.point(inside: point, with: event) else { return false }
        return !(popover?.passesThrough(point, in: self) ?? false)
    }
}
