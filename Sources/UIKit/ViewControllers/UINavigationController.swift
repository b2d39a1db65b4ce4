import Foundation

/// A container that shows a stack of controllers: push to go deeper, pop to come back, with a
/// navigation bar and an edge swipe from the left that pops interactively, as on iOS.
///
/// Pushing or popping while a transition runs is queued and done once it ends (UIKit warns
/// about nested pushes; queueing keeps the stack consistent).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The kinds of navigation transitions.
    public enum Operation: Int, Sendable { case none, push, pop }

    /// The delegate (held weakly).
    open weak var delegate: (any UINavigationControllerDelegate)?

    var stack: [UIViewController] = []
    var running: TransitionDriver?
    var queued: [() -> Void] = []
    let barView = UINavigationBar()
    let contentView = UIView()
    var barHidden = false
    /// How the last interactive pop decided on release (the playground's inspector shows it).
    public internal(set) var lastPopDecision: PopDecision?
    /// The scroll view whose offset collapses the large title, and the observation of its offset.
    weak var largeTitleScrollView: UIScrollView?
    var largeTitleObservation: NSKeyValueObservation?
    /// The built-in interactive pop while it runs.
    var popInteraction: UIPercentDrivenInteractiveTransition?
    /// The drag of a zoomed controller that is about to pop it.
    var pendingZoomDismissal: ZoomInteraction?
    private(set) lazy var popGesture: UIScreenEdgePanGestureRecognizer = {
        let g = NavigationPopGestureRecognizer(target: self, action: Self.handlePopGesture)
        g.edges = .left
        g.navigationController = self
        return g
    }()

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() {
        let v = NavigationContainerView(frame: UIScreen.main.bounds)
        v.navigationController = self
        v.backgroundColor = .systemBackground
        contentView.frame = v.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.clipsToBounds = true
        v.addSubview(contentView)
        barView.frame = CGRect(x: 0, y: 0, width: v.bounds.width, height: UINavigationBar.standardHeight)
        barView.autoresizingMask = [.flexibleWidth]
        barView.onBack = { [weak self] in _ = self?.popViewController(animated: true) }
        barView.isHidden = barHidden
        v.addSubview(barView)
        v.addGestureRecognizer(popGesture)
        view = v
        if let top = stack.last { install(top) }
        barView.setItems(stack.map(\.navigationItem), animated: false)
    }

    // MARK: The stack

    /// The controllers on the stack, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller shown: the top one, or what it presents.
    open var visibleViewController: UIViewController? {
        guard let top = stack.last else { return nil }
        return top.presentedViewController ?? top
    }

    /// The navigation bar.
    open var navigationBar: UINavigationBar { barView }

    /// The edge-swipe recognizer that pops interactively.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (sliding it up or down when animated).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        barHidden = hidden
        guard isViewLoaded else { return }
        let bar = barView
        if animated && bar.isHidden != hidden {
            bar.isHidden = false
            // Up and out of sight: past the top of the screen, with the background above it.
            let away = -bar.frame.maxY
            UIView.performWithoutAnimation { bar.transform = CGAffineTransform(translationX: 0, y: hidden ? 0 : away) }
            UIView.animate(withDuration: 0.25, animations: {
                bar.transform = CGAffineTransform(translationX: 0, y: hidden ? away : 0)
            }, completion: { _ in
                bar.isHidden = self.barHidden
                bar.transform = .identity
            })
        } else {
            bar.isHidden = hidden
        }
        barGeometryChanged()
    }

    /// Pushes a controller on top of the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard running == nil else { return queued.append { [weak self] in self?.pushViewController(viewController, animated: animated) } }
        guard !stack.contains(where: { $0 === viewController }) else {
            warnOnce("pushViewController: \(type(of: viewController)) is already on the stack; ignored")
            return
        }
        guard viewController.parent == nil || viewController.parent === self, !(viewController is UINavigationController) else {
            warnOnce("pushViewController: \(type(of: viewController)) cannot be pushed (it has another parent or is a navigation controller); ignored")
            return
        }
        guard isViewLoaded, let change = NavigationStackChange(self, to: stack + [viewController]) else {
            return setViewControllers(stack + [viewController], animated: false)
        }
        perform(change, animated: animated)
    }

    /// Pushes `vc` (animated), as `pushViewController(_:animated:)` does: a child that calls
    /// `show(_:sender:)` reaches this through `targetViewController(forAction:sender:)`.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Pops the top controller; returns it (nil when only the root is left).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.last
    }

    /// Pops every controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them (nil when it is not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            warnOnce("popToViewController: \(type(of: viewController)) is not on the stack; ignored")
            return nil
        }
        guard index < stack.count - 1 else { return [] }
        let popped = Array(stack[(index + 1)...])
        guard running == nil else {
            queued.append { [weak self] in self?.popToViewController(viewController, animated: animated) }
            return popped
        }
        guard isViewLoaded, let change = NavigationStackChange(self, to: Array(stack[...index])) else {
            for vc in popped { vc.willMove(toParent: nil); vc.removeFromParent() }
            stack.removeSubrange((index + 1)...)
            return popped
        }
        perform(change, animated: animated)
        return popped
    }

    /// Replaces the stack; animates from the old top to the new top when it changes.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard running == nil else { return queued.append { [weak self] in self?.setViewControllers(viewControllers, animated: animated) } }
        if isViewLoaded, view.window != nil, let change = NavigationStackChange(self, to: viewControllers) {
            return perform(change, animated: animated)
        }
        var unique: [UIViewController] = []
        for vc in viewControllers where !unique.contains(where: { $0 === vc }) { unique.append(vc) }
        let newTop = unique.last
        for vc in stack where !unique.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        for vc in unique where vc.parent !== self { addChild(vc); vc.didMove(toParent: self) }
        stack = unique
        if isViewLoaded {
            // Only the top controller's view is in the content area.
            for vc in unique where vc !== newTop && vc.viewIfLoaded?.superview === contentView { vc.view.removeFromSuperview() }
            if let newTop, newTop.viewIfLoaded?.superview !== contentView { install(newTop) }
            barView.setItems(stack.map(\.navigationItem), animated: false)
        }
    }

    /// Orders `children` like the stack (other children keep their order, after it).
    func reorderChildrenLikeStack() {
        let onStack = stack.filter { vc in childStorage.contains { $0 === vc } }
        let others = childStorage.filter { vc in !stack.contains { $0 === vc } }
        childStorage = onStack + others
    }

    /// Puts a controller's view in the content area (appearance follows the window).
    func install(_ vc: UIViewController) {
        let v: UIView = vc.view
        v.frame = frameForChild(vc)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(v)
    }
}

/// The navigation controller's view.
@MainActor
final class NavigationContainerView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutNavigationBar()
        navigationController?.layoutToolbar()
        navigationController?.layoutTopChild()
    }
}

/// The edge swipe that pops: it fails at once when there is nothing to pop or a transition runs,
/// so it never takes a touch it cannot use.
@MainActor
final class NavigationPopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    weak var navigationController: UINavigationController?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let nav = navigationController, nav.viewControllers.count > 1, nav.running == nil else {
            state = .failed
            return
        }
        // The pop comes from the leading edge: the right one in a right-to-left layout.
        edges = nav.view.isRightToLeft ? .right : .left
        super.touchesBegan(touches, with: event)
    }
}
