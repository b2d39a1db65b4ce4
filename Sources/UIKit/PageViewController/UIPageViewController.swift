import Foundation

/// A container that shows one page (a child view controller) at a time and moves between pages
/// with a swipe, asking its data source for the page before or after the one shown.
///
///     let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
///     pages.dataSource = self
///     pages.setViewControllers([firstPage], direction: .forward, animated: false)
///
/// **The scroll style** is built on a paging `UIScrollView`: the page follows the pointer, and on
/// release the scroll view's paging decides (the page the release velocity projects to, at most
/// one page away) and springs there. A drag toward a side with no page rubber-bands. The
/// neighbours are asked for when a page settles (after `setViewControllers` and after each
/// swipe); the one a drag moves toward becomes a child when the drag starts to reveal it.
///
/// **Order of calls during a swipe** (Apple documents the delegate calls, not their place among
/// the appearance calls; this is what iOS shows): `willTransitionTo`, the incoming page's
/// `viewWillAppear` and the current page's `viewWillDisappear`; when the page settles, the
/// `viewDidAppear`/`viewDidDisappear` of the page that stays and the one that goes, then
/// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` — with `completed` false
/// and the appearance calls reversed when the swipe fell back. A drag that turns around before
/// release drops the page it was revealing (its appearance reversed) without a delegate call and
/// reveals the other neighbour.
///
/// `setViewControllers(_:direction:animated:completion:)` calls no delegate method; animated,
/// the new page scrolls in from the side `direction` says (0.3 s, ease-in-out), and `completion`
/// runs with `true` once it is in place. The page-curl style is drawn as the scroll style (with
/// a message); `isDoubleSided` and `spineLocation` are kept for it.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change.
    public enum TransitionStyle: Int, Sendable {
        /// A page turns like paper (drawn here as `.scroll`).
        case pageCurl = 0
        /// Pages slide side by side.
        case scroll = 1
    }

    /// The direction pages are laid out in.
    public enum NavigationOrientation: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// Which way a page change goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the page after (from the right, or from below).
        case forward = 0
        /// To the page before.
        case reverse = 1
    }

    /// Where a page-curl controller's spine is (`.none` for scroll style).
    public enum SpineLocation: Int, Sendable {
        case none = 0, min = 1, mid = 2, max = 3
    }

    /// Keys of the options dictionary.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location (an `NSNumber` of a `SpineLocation`; page-curl style).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points (a `CGFloat` or `NSNumber`; scroll style; default 0).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The style given at creation.
    public let transitionStyle: TransitionStyle
    /// The orientation given at creation.
    public let navigationOrientation: NavigationOrientation
    /// The spine location (`.none` for scroll style).
    public let spineLocation: SpineLocation
    /// Whether pages have a back (page-curl style; kept).
    open var isDoubleSided = false
    /// The space between pages, from the options.
    let interPageSpacing: CGFloat

    /// The object that gives the pages around the current one.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// The object that hears about swipes.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// The page shown (one for scroll style); nil before `setViewControllers`.
    open var viewControllers: [UIViewController]? { current.map { [$0] } }

    /// The gesture recognizers a page-curl controller offers to be attached elsewhere; empty for
    /// scroll style, whose scroll view handles the swipe.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    // MARK: State

    /// The paging scroll view the pages sit in.
    let scrollView = UIScrollView()
    let scrollHandler = PageScrollHandler()
    /// The page indicator (shown when the data source gives a count).
    let pageControl = UIPageControl()
    var current: UIViewController?
    /// The neighbours of `current` as the data source gave them when it settled.
    var before: UIViewController?
    var after: UIViewController?
    /// The page a drag is revealing, and on which side.
    var pending: (controller: UIViewController, direction: NavigationDirection)?
    /// An animated `setViewControllers` under way: the page coming in and the completion.
    var programmatic: (controller: UIViewController, old: UIViewController, completion: ((Bool) -> Void)?)?

    /// Creates a page view controller.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = Self.spacing(from: options?[.interPageSpacing])
        spineLocation = style == .scroll ? .none
            : (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:)) ?? .min
        super.init(nibName: nil, bundle: nil)
        if style == .pageCurl { warnOnce("UIPageViewController: the page-curl transition is drawn as the scroll style") }
    }

    /// Creates a horizontal scroll-style controller from an archive (there are none here).
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        interPageSpacing = 0
        spineLocation = .none
        super.init(coder: coder)
    }

    private static func spacing(from value: Any?) -> CGFloat {
        let spacing: CGFloat
        switch value {
        case let v as CGFloat: spacing = v
        case let v as Double: spacing = CGFloat(v)
        case let v as Int: spacing = CGFloat(v)
        case let v as NSNumber: spacing = CGFloat(v.doubleValue)
        default: spacing = 0
        }
        return spacing.isFinite ? max(0, spacing) : 0
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.clipsToBounds = true
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.alwaysBounceHorizontal = navigationOrientation == .horizontal
        scrollView.alwaysBounceVertical = navigationOrientation == .vertical
        scrollHandler.owner = self
        scrollView.delegate = scrollHandler
        view.addSubview(scrollView)
        pageControl.isUserInteractionEnabled = false
        pageControl.isHidden = true
        view.addSubview(pageControl)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let unit = pageUnit
        var frame = view.bounds
        if navigationOrientation == .horizontal { frame.size.width = unit } else { frame.size.height = unit }
        if scrollView.frame != frame {
            scrollView.frame = frame
            if isIdle { layoutPages() }
        }
        let height: CGFloat = 26
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - height - 8,
                                   width: view.bounds.width, height: height)
    }

    // MARK: Setting the page

    /// Shows `viewControllers` (one page for scroll style), animated from the side `direction`
    /// says; `completion` runs with `true` once the page is in place. The delegate is not called.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard let viewControllers, viewControllers.count == 1, let page = viewControllers.first else {
            warnOnce("UIPageViewController.setViewControllers: a scroll-style controller shows exactly one page (\(viewControllers?.count ?? 0) given); ignored")
            return
        }
        loadViewIfNeeded()
        if let p = programmatic { finishProgrammatic(p, finished: false) }
        if pending != nil { dropPending() }
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)   // stops a fling
        guard let old = current, old !== page else {
            if current == nil { show(page, replacing: nil, animated: false) }
            settle()
            updatePageControl(fromDataSource: true)
            completion?(true)
            return
        }
        guard animated, isShowing else {
            show(page, replacing: old, animated: false)
            settle()
            updatePageControl(fromDataSource: true)
            completion?(true)
            return
        }
        // The new page goes beside the current one and the scroll view moves to it.
        adopt(page)
        let forward = direction == .forward
        place([forward ? old : page, forward ? page : old])
        scrollView.contentOffset = origin(ofSlot: forward ? 0 : 1)
        page.beginAppearanceTransition(true, animated: true)
        old.beginAppearanceTransition(false, animated: true)
        programmatic = (page, old, completion)
        scrollView.isUserInteractionEnabled = false
        scrollView.setContentOffset(origin(ofSlot: forward ? 1 : 0), animated: true)
    }

    // MARK: Helpers

    /// The paging unit: the page's length along the orientation plus the spacing.
    var pageUnit: CGFloat {
        (navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height) + interPageSpacing
    }

    /// Whether nothing moves: no drag, fling, swipe transition or animated change.
    var isIdle: Bool {
        pending == nil && programmatic == nil && !scrollView.isDragging && !scrollView.isDecelerating
    }

    /// Whether the controller's view is on screen (appearance calls are due).
    var isShowing: Bool { viewIfLoaded?.window != nil && (appearance == .appeared || appearance == .appearing) }

    func origin(ofSlot slot: Int) -> CGPoint {
        let offset = CGFloat(slot) * pageUnit
        return navigationOrientation == .horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
    }

    /// Makes `page` a child whose appearance this controller calls itself.
    func adopt(_ page: UIViewController) {
        guard page.parent !== self else { return }
        addChild(page)
        page.appearanceFlags.managedByTransition = true
        scrollView.addSubview(page.view)
        page.didMove(toParent: self)
    }

    /// Removes a child page.
    func release(_ page: UIViewController) {
        guard page.parent === self else { return }
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
        page.appearanceFlags.managedByTransition = false
    }

    /// Lays `pages` out in slots side by side and sizes the content to them.
    func place(_ pages: [UIViewController]) {
        let size = view.bounds.size
        for (slot, page) in pages.enumerated() where page.parent === self {
            page.view.frame = CGRect(origin: origin(ofSlot: slot), size: size)
        }
        let count = CGFloat(max(1, pages.count))
        scrollView.contentSize = navigationOrientation == .horizontal
            ? CGSize(width: count * pageUnit, height: size.height)
            : CGSize(width: size.width, height: count * pageUnit)
    }

    /// Swaps the current page for `page` at once.
    private func show(_ page: UIViewController, replacing old: UIViewController?, animated: Bool) {
        adopt(page)
        if isShowing {
            page.beginAppearanceTransition(true, animated: animated)
            old?.beginAppearanceTransition(false, animated: animated)
            page.endAppearanceTransition()
            old?.endAppearanceTransition()
        }
        if let old { release(old) }
        current = page
    }

    /// The current page has settled: its neighbours are asked for and the slots laid out anew
    /// (the current page keeps its place on screen).
    func settle() {
        guard let current else { return }
        before = dataSource?.pageViewController(self, viewControllerBefore: current)
        after = dataSource?.pageViewController(self, viewControllerAfter: current)
        if before === current || after === current {
            warnOnce("UIPageViewController: the data source returned the current page as its own neighbour; ignored")
            if before === current { before = nil }
            if after === current { after = nil }
        }
        layoutPages()
    }

    /// The slots for the current page and its neighbours, the offset on the current one.
    func layoutPages() {
        guard let current else { return }
        let pages = [before, current, after].compactMap { $0 }
        place(pages)
        let slot = before == nil ? 0 : 1
        if before?.parent === self { before?.view.frame = CGRect(origin: origin(ofSlot: 0), size: view.bounds.size) }
        if after?.parent === self { after?.view.frame = CGRect(origin: origin(ofSlot: slot + 1), size: view.bounds.size) }
        current.view.frame = CGRect(origin: origin(ofSlot: slot), size: view.bounds.size)
        scrollView.contentOffset = origin(ofSlot: slot)
    }

    /// The slot of the current page in the layout.
    var currentSlot: Int { before == nil ? 0 : 1 }

    /// Shows the indicator when the data source gives a count; the selected dot is the data
    /// source's after `setViewControllers`, and moves by one after each swipe.
    func updatePageControl(fromDataSource: Bool, step: Int = 0) {
        guard transitionStyle == .scroll, navigationOrientation == .horizontal, let dataSource else {
            pageControl.isHidden = true
            return
        }
        let count = dataSource.presentationCount(for: self)
        pageControl.isHidden = count <= 0
        guard count > 0 else { return }
        pageControl.numberOfPages = count
        let index = fromDataSource ? dataSource.presentationIndex(for: self) : pageControl.currentPage + step
        pageControl.currentPage = min(max(0, index), count - 1)
        view.bringSubviewToFront(pageControl)
    }
}
