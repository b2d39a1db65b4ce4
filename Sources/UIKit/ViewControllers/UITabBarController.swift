import Foundation

/// A container that shows one of several child controllers at a time, with a tab bar at the
/// bottom to choose between them, as on iOS.
///
/// Every tab is a child from the moment it is set; only the selected one's view is loaded and
/// shown. The view of the selected child reaches under the translucent bar, and the bar's height
/// is added to its safe area (iOS 15 and later). Switching tabs — by a tap on the bar or by
/// setting `selectedIndex` or `selectedViewController` in code — asks the delegate for an
/// animator and an interaction controller, and runs them exactly as a navigation transition is
/// run (context, coordinator, alongside animations, percent-driven scrubbing, cancel). Without an
/// animator the switch happens at once. As in UIKit, `selectedIndex` shows the new tab as soon
/// as the switch begins; a cancelled interactive switch puts the old tab back (the bar too).
///
/// Bad input has a defined outcome and a message: an index out of range or a controller that is
/// not a tab is ignored (UIKit raises "Attempting to select a view controller that isn't a
/// child!"); a switch asked for while another runs is ignored (UIKit takes no tab changes until a
/// transition ends); `setViewControllers` during a switch is done when it ends.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The delegate (held weakly).
    open weak var delegate: (any UITabBarControllerDelegate)?

    var tabs: [UIViewController] = []
    var selected: UIViewController?
    var running: TransitionDriver?
    var queued: [() -> Void] = []
    let bar = UITabBar()
    let contentView = UIView()
    /// Whether the bar is hidden because a controller on the selected navigation stack asks
    /// for it (`hidesBottomBarWhenPushed`).
    var barHiddenByStack = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        bar.delegate = self
        bar.shouldSelect = { [unowned self] item in shouldSelectTab(showing: item) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bar.delegate = self
        bar.shouldSelect = { [unowned self] item in shouldSelectTab(showing: item) }
    }

    open override func loadView() {
        let v = TabBarContainerView(frame: UIScreen.main.bounds)
        v.tabBarController = self
        v.backgroundColor = .systemBackground
        contentView.frame = v.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.addSubview(contentView)
        v.addSubview(bar)
        view = v
        if let selected { install(selected) }
    }

    // MARK: The tabs

    /// The bar (its delegate is this controller; set items through the children's `tabBarItem`).
    open var tabBar: UITabBar { bar }

    /// The tabs' root controllers, left to right (nil when there are none).
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected when it is still a tab;
    /// otherwise the one at the same index is selected, or the first (Apple's documented rule).
    /// `animated` is accepted; the bar shows the new items at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        guard running == nil else {
            queued.append { [weak self] in self?.setViewControllers(viewControllers, animated: animated) }
            return
        }
        var unique: [UIViewController] = []
        for vc in viewControllers ?? [] where !unique.contains(where: { $0 === vc }) {
            guard vc.parent == nil || vc.parent === self else {
                warnOnce("UITabBarController.setViewControllers: \(type(of: vc)) already has a parent (\(type(of: vc.parent!))); it is left out")
                continue
            }
            guard vc !== self else { continue }
            unique.append(vc)
        }
        let oldIndex = selectedIndex
        for vc in tabs where !unique.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            if vc.viewIfLoaded?.superview === contentView { vc.view.removeFromSuperview() }
            vc.removeFromParent()
        }
        let added = unique.filter { $0.parent !== self }
        for vc in added { addChild(vc) }
        tabs = unique
        let next: UIViewController? = if let s = selected, unique.contains(where: { $0 === s }) { s }
            else if unique.indices.contains(oldIndex) { unique[oldIndex] } else { unique.first }
        bar.setItems(unique.map { $0.tabBarItem }, animated: animated)
        show(next)
        for vc in added { vc.didMove(toParent: self) }
    }

    /// The controller of the selected tab. Setting it to a controller that is not a tab is
    /// ignored with a message.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let vc = newValue else {
                warnOnce("UITabBarController.selectedViewController = nil: a tab bar controller always shows a tab; ignored")
                return
            }
            select(vc, byUser: false)
        }
    }

    /// The index of the selected tab (`NSNotFound` when there are no tabs). Setting an index
    /// outside `viewControllers` is ignored with a message.
    open var selectedIndex: Int {
        get { selected.flatMap { s in tabs.firstIndex { $0 === s } } ?? NSNotFound }
        set {
            guard tabs.indices.contains(newValue) else {
                warnOnce("UITabBarController.selectedIndex = \(newValue) is out of range (\(tabs.count) tabs); ignored (UIKit raises 'Attempting to select a view controller that isn't a child!')")
                return
            }
            select(tabs[newValue], byUser: false)
        }
    }

    /// The tab bar's delegate method: a tap selected `item` (the bar asked this controller first).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let vc = tabs.first(where: { $0.tabBarItem === item }) else { return }
        select(vc, byUser: true)
        if bar.selectedItem !== selected?.tabBarItem { bar.selectedItem = selected?.tabBarItem }
        delegate?.tabBarController(self, didSelect: vc)
    }

    /// The selected tab decides the status bar, as on iOS.
    open override var childForStatusBarStyle: UIViewController? { selected }
    open override var childForStatusBarHidden: UIViewController? { selected }

    // MARK: Selecting

    /// Whether a tap may select the tab showing `item`: not while a switch runs, else the delegate's word.
    private func shouldSelectTab(showing item: UITabBarItem) -> Bool {
        guard let vc = tabs.first(where: { $0.tabBarItem === item }) else { return false }
        guard running == nil else { return false }
        return delegate?.tabBarController(self, shouldSelect: vc) ?? true
    }

    /// Selects `vc`: at once when nothing is shown or the view is off screen, else through a
    /// transition. A tap on the selected tab of a navigation controller pops it to its root.
    func select(_ vc: UIViewController, byUser: Bool) {
        guard tabs.contains(where: { $0 === vc }) else {
            warnOnce("UITabBarController: \(type(of: vc)) is not one of the tabs; ignored (UIKit raises 'Attempting to select a view controller that isn't a child!')")
            return
        }
        guard running == nil else {
            warnOnce("UITabBarController: selecting \(vc.title ?? "\(type(of: vc))") while the switch from \(running?.fromViewController.title ?? "?") to \(running?.toViewController.title ?? "?") runs; ignored (a tab switch must end first)")
            return
        }
        guard vc !== selected else {
            if byUser, let nav = vc as? UINavigationController { nav.popToRootViewController(animated: true) }
            return
        }
        guard let from = selected, isViewLoaded, view.window != nil else { return show(vc) }
        transition(from: from, to: vc)
    }

    /// Shows `vc` at once (no transition): the selection, the bar and the content.
    func show(_ vc: UIViewController?) {
        let old = selected
        selected = vc
        bar.selectedItem = vc?.tabBarItem
        guard isViewLoaded, old !== vc || vc?.viewIfLoaded?.superview !== contentView else { return }
        if let old, old.viewIfLoaded?.superview === contentView { old.view.removeFromSuperview() }
        if let vc { install(vc) }
        syncBarVisibility()
    }

    /// Puts a tab's view in the content area.
    func install(_ vc: UIViewController) {
        let v: UIView = vc.view
        v.frame = contentView.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(v)
    }

    /// A child's `tabBarItem` was replaced: the bar shows the new one.
    func childTabBarItemChanged() {
        bar.setItems(tabs.map { $0.tabBarItem }, animated: false)
        bar.selectedItem = selected?.tabBarItem
    }

    // MARK: Layout

    /// What the bar adds to the safe area of the tabs' views.
    var insetsForChildren: UIEdgeInsets {
        guard isViewLoaded, !bar.isHidden, !barHiddenByStack else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.contentHeight, right: 0)
    }

    /// Places the bar at the bottom: its items' height plus the bottom safe area.
    func layoutBar() {
        guard let v = viewIfLoaded else { return }
        let height = UITabBar.contentHeight + v.safeAreaInsets.bottom
        let frame = CGRect(x: 0, y: v.bounds.height - height, width: v.bounds.width, height: height)
        if bar.frame != frame {
            let t = bar.transform
            bar.transform = .identity
            bar.frame = frame
            bar.transform = t
        }
        if running == nil { syncBarVisibility() }
    }
}

/// The tab bar controller's view: it lays out the bar.
@MainActor
final class TabBarContainerView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController?.layoutBar()
    }
}
