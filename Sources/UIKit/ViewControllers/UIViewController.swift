import Foundation

/// An object that manages a view hierarchy: its view (loaded lazily), the appearance callbacks
/// as the view comes and goes, child controllers, and the controllers it presents.
///
/// The first access to `view` calls `loadView()` and then `viewDidLoad()`. Appearance
/// callbacks follow UIKit: `viewWillAppear(_:)` before a transition brings the view on screen,
/// `viewDidAppear(_:)` after; a cancelled interactive transition gives the incoming controller
/// `viewWillAppear` and `viewWillDisappear`/`viewDidDisappear` without `viewDidAppear`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private let nibNameStorage: String?

    /// Creates a view controller. There are no nib files here: `nibName` is kept, not loaded.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibNameStorage = nibNameOrNil
        super.init()
    }

    /// Creates a view controller from an archive (there are none here: it starts empty).
    public required init?(coder: NSCoder) {
        nibNameStorage = nil
        super.init()
    }

    /// Creates a view controller with no nib.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The name of the nib passed at creation.
    open var nibName: String? { nibNameStorage }

    // MARK: The view

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewDelegate = nil
            loadedView = newValue
            newValue?.viewDelegate = self
        }
    }

    /// Creates the root view; the default makes a plain view the size of the main screen.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            warnOnce("\(type(of: self)).loadView() did not set a view; a plain view is used")
            view = UIView(frame: UIScreen.main.bounds)
        }
        viewDidLoad()
    }

    /// The title shown for this controller (a navigation bar shows it).
    open var title: String? {
        didSet {
            if navigationItemStorage?.title == oldValue || navigationItemStorage?.title == nil { navigationItemStorage?.title = title }
            // As on iOS, the title is the tab bar item's too (unless a system item's).
            if let item = barStorage.tabBarItemStorage, item.systemItem == nil, item.title == oldValue || item.title == nil { item.title = title }
        }
    }

    /// The view's superview, as the next responder.
    open override var next: UIResponder? { loadedView?.superview ?? parent ?? presentingViewController }

    // MARK: Appearance

    /// The view is about to appear (a transition's coordinator is already available).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Updates the controller's constraints at its view's `updateConstraints` time; call super last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Called when the safe-area insets of the controller's view change.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the layout margins of the controller's view change.
    open func viewLayoutMarginsDidChange() {}
    /// Insets added to the safe area of the controller's view and its descendants (default zero).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue, let v = viewIfLoaded { LayoutEngine.structureChanged(around: v); v.setNeedsLayout() } }
    }

    /// Whether appearance callbacks are forwarded to children automatically (default true).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    var appearance = AppearanceState.disappeared
    var lastAppearanceAnimated = false
    var appearanceFlags = TransitionFlags()

    /// Whether the controller is being presented right now.
    open var isBeingPresented: Bool { appearanceFlags.beingPresented }
    /// Whether the controller is being dismissed right now.
    open var isBeingDismissed: Bool { appearanceFlags.beingDismissed }
    /// Whether the controller is being added to a parent (pushed, for example).
    open var isMovingToParent: Bool { appearanceFlags.movingToParent }
    /// Whether the controller is being removed from its parent (popped, for example).
    open var isMovingFromParent: Bool { appearanceFlags.movingFromParent }

    // MARK: Containment

    var childStorage: [UIViewController] = []
    weak var parentStorage: UIViewController?

    /// Called before the controller is added to (or, with nil, removed from) a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to (or, with nil, removed from) a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Transitions and presentation

    /// The coordinator of the transition this controller takes part in; nil when none runs.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        activeTransition ?? parent?.transitionCoordinator
    }

    /// The transition this controller takes part in (set by the system while it runs).
    weak var activeTransition: TransitionDriver?

    /// How this controller is shown when presented (`.automatic` resolves to `.pageSheet`, as on iOS 13+).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The built-in animation used when presenting this controller without a custom animator.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The transition that shows this controller when it is pushed or presented without a custom
    /// animator, and takes it away again (iOS 18): `.zoom(options:sourceViewProvider:)` or one of
    /// the modal styles; nil for the defaults. See `UIViewController.Transition`.
    open var preferredTransition: UIViewController.Transition?
    /// The object that supplies custom transition animators and presentation controllers (held weakly).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether a presented sheet refuses interactive dismissal.
    open var isModalInPresentation = false
    /// Whether this controller's view is where presentations with `.currentContext` go.
    open var definesPresentationContext = false

    // MARK: Traits (the rest is in UIViewController+Traits.swift)

    /// The controller's traits, overrides and trait-change registrations.
    final var traitState = TraitState()

    /// Called when the controller's traits changed (before its view hears it; see `UITraitEnvironment`).
    @available(iOS, deprecated: 17.0, message: "Use the trait change registration APIs")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style of this controller and its views (`.unspecified`: inherited); the
    /// same override as `traitOverrides.userInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState.overrides.userInterfaceStyle }
        set { traitState.overrides.userInterfaceStyle = newValue; updateTraits() }
    }

    /// Overrides traits of a child controller (nil removes the override); a controller that is
    /// not a child of this one is refused with a warning.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parent === self else {
            warnOnce("setOverrideTraitCollection(_:forChild:): \(type(of: childViewController)) is not a child of \(type(of: self)); ignored")
            return
        }
        traitState.childOverrides[ObjectIdentifier(childViewController)] = collection
        childViewController.updateTraits()
    }

    /// The traits this controller overrides for `childViewController` (nil when none).
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        traitState.childOverrides[ObjectIdentifier(childViewController)]
    }

    // MARK: Content container (sizes)

    /// The size this controller's content would like, for a container that asks (a popover, a
    /// form sheet, a custom presentation); `.zero` means no preference. Setting it tells the
    /// parent, or the presentation controller of a presented controller.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent { parent.preferredContentSizeDidChange(forChildContentContainer: self) }
            else if let presentation = presentationControllerStorage { presentation.preferredContentSizeDidChange(forChildContentContainer: self) }
        }
    }

    /// A child's preferred content size changed (nothing by default).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's Auto Layout fitting size changed (nothing by default).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets when this controller's view becomes `parentSize`: `parentSize`
    /// by default, as UIKit's.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// This controller's view is about to become `size` (the window was resized). The default
    /// passes it on to the children, each at ``size(forChildContentContainer:withParentContainerSize:)``,
    /// and to the controller this one presented, through its presentation controller; call
    /// `super` when you override it. Inside the coordinator's alongside block the views have
    /// their new size; its completion runs when the change is over.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
        if let presented = presentedStorage, let presentation = presented.presentationControllerStorage {
            presentation.viewWillTransition(to: size, with: coordinator)
        }
    }

    // MARK: Status bar

    /// The status bar's style this controller prefers while it is in charge of the bar
    /// (`.default`); call ``setNeedsStatusBarAppearanceUpdate()`` when it changes.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller prefers the status bar hidden (false).
    open var prefersStatusBarHidden: Bool { false }
    /// How the bar hides and shows when this controller's preference changes (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// A child whose preference for the bar's style counts instead of this controller's (nil).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// A child whose preference for hiding the bar counts instead of this controller's (nil).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether this controller, presented other than `.fullScreen`, takes charge of the status
    /// bar all the same (false: only a full-screen presentation takes it, as Apple documents).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Tells the system this controller's status-bar preferences changed; inside an animation
    /// block the bar changes with the block's animation.
    open func setNeedsStatusBarAppearanceUpdate() {
        (viewIfLoaded?.window?.screen ?? UIScreen.main).statusBar.update()
    }

    // MARK: The home indicator and the screen's edges

    // A desktop window has no home indicator and no system gestures at its edges, so these
    // preferences are kept for code that states them and change nothing on the screen (as on
    // an iPhone with a Home button).

    /// Whether this controller prefers the home indicator hidden (default false).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// A child whose preference for the home indicator counts instead of this controller's (nil).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Tells the system the home-indicator preference changed.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The screen edges whose system gestures should wait for this controller's (default none).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// A child whose preference for the deferred edges counts instead of this controller's (nil).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Tells the system the deferred edges changed.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    /// The storyboard this controller was loaded from: always nil, since storyboards are not
    /// loaded here (every controller is made in code).
    open var storyboard: UIStoryboard? { nil }

    // MARK: Layout guides before the safe area (iOS 7–10)

    /// The band at the top of the view that its bars and the status bar cover: from the view's
    /// top edge to its safe area's top (`length` is the safe area's top inset). A layout guide
    /// of the view, for constraints; loads the view.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    open var topLayoutGuide: any UILayoutSupport { view.layoutSupportGuide(top: true) }

    /// The band at the bottom of the view that its bars and the home indicator cover: from the
    /// safe area's bottom to the view's bottom edge (`length` is the safe area's bottom inset).
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    open var bottomLayoutGuide: any UILayoutSupport { view.layoutSupportGuide(top: false) }

    // MARK: Segues

    /// Whether the segue named `identifier` should run (true). Called by
    /// ``performSegue(withIdentifier:sender:)``.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// A segue is about to run: pass data to its destination (nothing by default).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Runs the storyboard segue named `identifier`. There are no storyboards here, so there
    /// is no such segue: a message says so and nothing runs (iOS raises an exception); make a
    /// ``UIStoryboardSegue`` in code and call ``prepare(for:sender:)`` and `perform()` instead.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        FileHandle.standardError.write(Data("""
            warning: performSegue(withIdentifier: "\(identifier)") on \(type(of: self)): there are no storyboards \
            here, so no segue has that name; make the UIStoryboardSegue in code and call prepare(for:sender:) \
            and perform()\n
            """.utf8))
    }

    /// This controller's traits are about to become `newCollection` (a resize that changes the
    /// size classes, before ``viewWillTransition(to:with:)``). The default passes it on to the
    /// children and the presented controller; call `super` when you override it. The new traits
    /// are in place (and `traitCollectionDidChange` is called) inside the coordinator's change.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        if let presented = presentedStorage, let presentation = presented.presentationControllerStorage {
            presentation.willTransition(to: newCollection, with: coordinator)
        }
    }

    /// The system is short of memory: release what can be made again (nothing by default).
    /// Linux gives no such warning to a desktop app; the method exists for code that overrides it.
    open func didReceiveMemoryWarning() {}

    weak var presentingStorage: UIViewController?
    /// The presentation or dismissal this controller runs (kept alive until it completes).
    var runningPresentation: TransitionDriver?
    var presentedStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    /// The presentation controller made for the next presentation when `presentationController`
    /// is read before it (a system style).
    var pendingPresentationController: (style: UIModalPresentationStyle, controller: UIPresentationController)?
    var navigationItemStorage: UINavigationItem?
    // MARK: Bars (declared here so subclasses can override them; the rest is in UIViewController+Bars.swift)
    final var barStorage = ControllerBarStorage()

    /// The item a tab bar controller's bar shows for this controller: made on first use with the
    /// controller's title and no image, as on iOS.
    open var tabBarItem: UITabBarItem! {
        get { barStorage.tabBarItem(title: title) }
        set { barStorage.tabBarItemStorage = newValue; (parent as? UITabBarController)?.childTabBarItemChanged() }
    }

    /// Whether the tab bar (and the toolbar) hides while this controller is on a navigation stack
    /// inside a tab bar controller (default false): the bar slides away with the push that brings
    /// this controller and comes back with the pop that takes it away.
    open var hidesBottomBarWhenPushed: Bool {
        get { barStorage.hidesBottomBarWhenPushed }
        set { barStorage.hidesBottomBarWhenPushed = newValue }
    }

    /// The edges of the view that reach under the bars of a navigation controller (default
    /// `.all`): without `.top` the view starts below the navigation bar, without `.bottom` it
    /// ends above the toolbar, as on iOS. Apple recommends the safe area instead: a view that
    /// reaches under a bar gets the bar's height in its `safeAreaInsets`.
    open var edgesForExtendedLayout: UIRectEdge {
        get { barStorage.edgesForExtendedLayout }
        set { barStorage.edgesForExtendedLayout = newValue; extendedLayoutDidChange() }
    }

    /// Whether the view reaches under opaque bars too (default false): UIKit lays a view out
    /// under a bar whose `isTranslucent` is false only when this is true.
    open var extendedLayoutIncludesOpaqueBars: Bool {
        get { barStorage.extendedLayoutIncludesOpaqueBars }
        set { barStorage.extendedLayoutIncludesOpaqueBars = newValue; extendedLayoutDidChange() }
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { barStorage.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar's items for this controller (cross-faded when `animated` and shown).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        barStorage.toolbarItems = toolbarItems
        toolbarItemsDidChange(animated: animated)
    }

    // MARK: Showing (declared here so subclasses can override them; the rest is in UIViewController+Show.swift)

    /// Shows `vc` in a primary context: the nearest controller up the hierarchy that overrides
    /// this method shows it (a navigation controller pushes it); without one, it is presented
    /// modally. See UIViewController+Show.swift.
    open func show(_ vc: UIViewController, sender: Any?) { showAsUIKitDoes(vc, action: .show, sender: sender) }

    /// Shows `vc` in a secondary (detail) context: as `show(_:sender:)`, for the controller that
    /// overrides this method (a split view controller on iOS; there is none here, so `vc` is
    /// presented modally unless a controller of yours shows it). See UIViewController+Show.swift.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showAsUIKitDoes(vc, action: .showDetail, sender: sender)
    }

    /// The controller that handles `action`: this one if it overrides the action's method, else
    /// the answer of its parent (or, at the top, its presenting controller); nil when none does.
    /// The action is a method reference, `UIViewController.show(_:sender:)`, for iOS's
    /// `#selector(show(_:sender:))`. See UIViewController+Show.swift.
    open func targetViewController(forAction action: (UIViewController) -> (UIViewController, Any?) -> Void,
                                   sender: Any?) -> UIViewController? {
        defaultTargetViewController(forAction: action, sender: sender)
    }
}

/// Where a controller's view is in its appearance cycle.
enum AppearanceState { case disappeared, appearing, appeared, disappearing }

/// What the current transition is doing to a controller.
struct TransitionFlags {
    var beingPresented = false
    var beingDismissed = false
    var movingToParent = false
    var movingFromParent = false
    /// A transition calls this controller's appearance methods itself.
    var managedByTransition = false
}
