import Foundation

/// A view that lets the user scroll and zoom its content, with iOS's physics: the content
/// follows the finger, rubber-bands past its edges, decelerates after a fling at
/// `decelerationRate`, springs back, and snaps to pages.
///
/// Scrolling is changing `bounds.origin` (`contentOffset`): subviews are placed in the content's
/// coordinates and move together.
///
///     let scrollView = UIScrollView(frame: view.bounds)
///     scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
///     scrollView.delegate = self
///     scrollView.addSubview(longContent)
///
/// Everything after the release runs on the screen's frames (a display link, or the tween
/// engine for `setContentOffset(_:animated:)`) at the frame's timestamp; see `ScrollPhysics`
/// for the closed forms. The drag is `panGestureRecognizer`, public as on iOS, so other
/// recognizers can `require(toFail:)` it or recognize with it; it does not begin for a drag in
/// a direction the scroll view cannot scroll, so an edge-swipe back or a sheet's dismissal pan
/// can take that drag.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The delegate (held weakly).
    open weak var delegate: (any UIScrollViewDelegate)?

    // MARK: Content

    /// The size of the content (default zero). Negative or non-finite sizes are refused with a
    /// warning (a negative dimension becomes 0). Constraints to `contentLayoutGuide` that fix its
    /// size set this at each layout, as on iOS.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            let size = Self.validated(newValue)
            guard size != contentSizeStorage else { return }
            contentSizeStorage = size
            contentSizeDidChange()
        }
    }

    /// The point of the content shown at the scroll view's top-left corner: `bounds.origin`.
    /// A non-finite offset is refused with a warning.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setOffset(newValue) }
    }

    /// Extra space around the content (default zero); see `adjustedContentInset`.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            if !Self.isFinite(contentInset) {
                warnOnce("UIScrollView.contentInset must be finite; \(contentInset) is ignored")
                contentInset = oldValue
            }
            adjustedInsetMayHaveChanged()
            layer.notifyKeyValueObservers()
        }
    }

    /// How the safe area is added to the content inset (default `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedInsetMayHaveChanged() }
    }

    // MARK: Behaviour

    /// Whether the user can scroll (default true); off, `panGestureRecognizer` is disabled.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content rubber-bands past its edges (default true).
    open var bounces = true
    /// Whether a vertical drag rubber-bands even when the content is not taller than the view (default false).
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag rubber-bands even when the content is not wider than the view (default false).
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the view's size (default false).
    open var isPagingEnabled = false
    /// Whether a drag that starts mostly along one axis scrolls only along it (default false).
    open var isDirectionalLockEnabled = false
    /// How fast the content slows after a fling (default `.normal`, 0.998 per millisecond).
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            let r = decelerationRate.rawValue
            if !(r > 0 && r < 1) {
                warnOnce("UIScrollView.decelerationRate must be between 0 and 1 (exclusive); \(r) is replaced by .normal")
                decelerationRate = .normal
            }
        }
    }
    /// Whether a scroll-to-top request scrolls this view (default true).
    open var scrollsToTop = true
    /// Whether content touches wait a moment to see if a drag begins (default true; accepted:
    /// content touches are delivered at once, and cancelled when the drag begins).
    open var delaysContentTouches = true
    /// Whether a drag that begins cancels the content's touches (default true).
    open var canCancelContentTouches = true {
        didSet { panGestureRecognizer.cancelsTouchesInView = canCancelContentTouches }
    }
    /// How the keyboard is dismissed on a drag (default `.none`; accepted).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether the hardware keyboard scrolls the content (default true, as for apps linked
    /// against iOS 17): Page Up and Down, Home and End, the arrows, and here Space and
    /// Shift+Space as on the Mac. Apple: the scroll view "needs to have focus or be first
    /// responder"; here it takes the keys when the first responder is inside it, or, when no
    /// responder handled a key, when it is under the pointer (see `UIScrollView+Keyboard.swift`).
    open var allowsKeyboardScrolling = true

    /// Pull to refresh (default nil): the control goes above the content; see `UIRefreshControl`.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            placeRefreshControl()
            adjustedInsetMayHaveChanged()
        }
    }

    // MARK: Indicators

    /// Whether the vertical indicator shows while scrolling (default true).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (default true).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colour (default `.default`).
    open var indicatorStyle: IndicatorStyle = .default
    /// Where the vertical indicator runs, inset from the view's edges (default zero).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Where the horizontal indicator runs, inset from the view's edges (default zero).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether the indicator insets include the safe area (default true).
    open var automaticallyAdjustsScrollIndicatorInsets = true

    // MARK: Zooming (see UIScrollView+Zooming.swift)

    /// The smallest zoom scale (default 1). Non-finite or non-positive values are refused with
    /// a warning.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { if !zoomLimitAccepted(minimumZoomScale, "minimumZoomScale") { minimumZoomScale = oldValue } }
    }
    /// The largest zoom scale (default 1: no zooming). Non-finite or non-positive values are
    /// refused with a warning.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { if !zoomLimitAccepted(maximumZoomScale, "maximumZoomScale") { maximumZoomScale = oldValue } }
    }
    /// Whether a pinch may take the scale past the limits, to spring back after it (default
    /// true); without it the scale stops at the limits.
    open var bouncesZoom = true
    /// Whether the user is pinching (from the pinch's beginning until it ends).
    open var isZooming: Bool { zoomGesture != nil }
    /// Whether the scale is springing back to a limit after a pinch took it past one.
    open var isZoomBouncing: Bool { zoomAnimationState?.isBounce ?? false }
    /// The pinch that zooms: present while zooming is possible (`minimumZoomScale` below
    /// `maximumZoomScale`), nil otherwise, as on iOS.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomPinch }
    var zoomScaleStorage: CGFloat = 1
    var zoomPinch: UIPinchGestureRecognizer?
    /// The pinch in progress: the view it scales and the scale it started from.
    var zoomGesture: (view: UIView, startScale: CGFloat)?
    /// An animated zoom or a spring back after a pinch, and where it ends.
    let zoomAnimation = TweenRunner()
    var zoomAnimationState: ZoomAnimationTarget?

    // MARK: State

    /// Whether the finger is down on the scroll view (before the drag has begun, too).
    public internal(set) var isTracking = false
    /// Whether the content is being dragged (from the pan's beginning until the finger lifts).
    public internal(set) var isDragging = false
    /// Whether the content moves by itself after a drag (a fling, bounce or page snap).
    public internal(set) var isDecelerating = false

    /// The scroll view's drag. Its delegate is the scroll view when a subclass adopts
    /// `UIGestureRecognizerDelegate`, as iOS scroll views are theirs.
    public let panGestureRecognizer: UIPanGestureRecognizer

    // MARK: Internal state

    var contentSizeStorage: CGSize = .zero
    /// The offset the drag started from, in finger space (before rubber-banding).
    var dragOrigin: CGPoint = .zero
    /// The finger's translation at the drag's last change and the offset it showed then; an
    /// offset set by someone else since becomes the drag's new starting point.
    var dragLastChange: (translation: CGPoint, shown: CGPoint)?
    /// What shares the drags of this scroll view (a sheet around it), if anything.
    weak var dragPartner: ScrollDragSharing?
    /// The axes a directional lock leaves free (nil: both).
    var lockedAxis: Axis?
    /// The page the drag started on (paging).
    var dragStartPage: (x: Double, y: Double) = (0, 0)
    /// The motion after a release, and the link that steps it.
    var motion: (x: ScrollAxisMotion, y: ScrollAxisMotion, start: CFTimeInterval)?
    var motionLink: CADisplayLink?
    /// `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`.
    let offsetAnimation = TweenRunner()
    /// Whether the running animated scroll is a scroll to the top.
    var isScrollingToTop = false
    /// Where the running keyboard scroll goes (the next key adds to it).
    var keyboardScrollTarget: CGPoint?
    /// The presses whose keys this scroll view took (their ends stop here too).
    var keyboardPresses: Set<UIPress> = []
    /// The adjusted inset last reported.
    var reportedAdjustedInset: UIEdgeInsets?
    var verticalIndicator: ScrollIndicatorView?
    var horizontalIndicator: ScrollIndicatorView?
    /// The guides, made when first asked for.
    var contentGuideStorage: UILayoutGuide?
    var frameGuideStorage: UILayoutGuide?

    enum Axis { case horizontal, vertical }

    /// Creates a scroll view with the given frame.
    public override init(frame: CGRect) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer()
        super.init(frame: frame)
        setUpPan()
    }

    /// Creates a scroll view from an archive (there are none here: a zero frame).
    public required init?(coder: NSCoder) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer()
        super.init(coder: coder)
        setUpPan()
    }

    private func setUpPan() {
        clipsToBounds = true
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        panGestureRecognizer.delegate = self as? any UIGestureRecognizerDelegate
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Overridable API (implemented in the concern files)

    /// The insets actually used: `contentInset` plus the safe area, as
    /// `contentInsetAdjustmentBehavior` says (see `UIScrollView+Insets.swift`).
    open var adjustedContentInset: UIEdgeInsets { computedAdjustedContentInset }

    /// Called when `adjustedContentInset` changed; call super when you override it.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Sets both indicator insets; reads the vertical one (iOS 13 deprecated it for the two).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Moves the content to `contentOffset`, animated on the screen's frames (ease in-out,
    /// 0.3 s, then `scrollViewDidEndScrollingAnimation`) or at once. A running deceleration or
    /// animated scroll stops first. A non-finite offset is refused with a warning.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        moveContentOffset(contentOffset, animated: animated)
    }

    /// Scrolls as little as needed for `rect` (content coordinates) to be visible inside the
    /// adjusted content inset; a rectangle larger than the visible area shows its top-left part.
    /// Nothing happens when it is visible already.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollRectToVisibleNow(rect, animated: animated)
    }

    /// Shows the scroll indicators for a moment.
    open func flashScrollIndicators() {
        showIndicators()
        hideIndicators()
    }

    /// The current scale of the zoomed view (default 1). Setting it zooms at once about the
    /// middle of the visible area, kept within the minimum and maximum.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoom(newValue, animated: false) }
    }

    /// Zooms about the middle of the visible area to `scale` (kept within the minimum and
    /// maximum), animated on the screen's frames (0.3 s) or at once.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { setZoom(scale, animated: animated) }

    /// Zooms so that `rect` (in the coordinates of the view for zooming) fills the visible area
    /// as far as the scale limits allow, centred in it, animated or at once.
    open func zoom(to rect: CGRect, animated: Bool) { zoomNow(to: rect, animated: animated) }

    // MARK: Geometry

    /// The view's coordinate space; its origin is `contentOffset`. Moving only the origin does
    /// not rebuild the Auto Layout system: subviews are laid out in content coordinates.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            guard newValue.size == super.bounds.size else {
                let moved = newValue.origin != layer.bounds.origin
                super.bounds = newValue
                if moved { offsetDidChange() }
                return
            }
            guard newValue.origin != layer.bounds.origin else { return }
            layer.bounds = newValue
            LayoutEngine.boundsOriginChanged(of: self)
            offsetDidChange()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        adjustedInsetMayHaveChanged()
        layoutIndicators()
        placeRefreshControl()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        adjustedInsetMayHaveChanged()
    }

    /// Scrolls for the keys it takes (`allowsKeyboardScrolling`) when it can still move that
    /// way; other keys, and keys at an edge, go on up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { press in
            guard let key = press.key, scroll(for: key) else { return true }
            keyboardPresses.insert(press)
            return false
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.subtracting(keyboardPresses)
        keyboardPresses.subtract(presses)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.subtracting(keyboardPresses)
        keyboardPresses.subtract(presses)
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedInsetMayHaveChanged()
    }

    /// Sets `bounds.origin` after checking it.
    func setOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else {
            warnOnce("UIScrollView.contentOffset must be finite; \(offset) is ignored")
            return
        }
        var b = bounds
        b.origin = offset
        bounds = b
    }

    /// The offset changed: indicators follow, the delegate hears it.
    func offsetDidChange() {
        layoutIndicators()
        refreshControl?.scrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }

    private func contentSizeDidChange() {
        if contentGuideStorage != nil { LayoutEngine.structureChanged(around: self) }
        adjustedInsetMayHaveChanged()
        layoutIndicators()
        layer.notifyKeyValueObservers()   // `contentSize` is the scroll view's, not its layer's
    }

    static func validated(_ size: CGSize) -> CGSize {
        guard size.width.isFinite, size.height.isFinite else {
            warnOnce("UIScrollView.contentSize must be finite; \(size) becomes zero")
            return .zero
        }
        if size.width < 0 || size.height < 0 {
            warnOnce("UIScrollView.contentSize cannot be negative; \(size) is clamped to zero")
        }
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    static func isFinite(_ i: UIEdgeInsets) -> Bool {
        i.top.isFinite && i.left.isFinite && i.bottom.isFinite && i.right.isFinite
    }
}
