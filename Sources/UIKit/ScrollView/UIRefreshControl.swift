import Foundation

/// Pull to refresh: a spinner above a scroll view's content that starts a refresh when the
/// content is pulled down far enough.
///
///     let refresh = UIRefreshControl()
///     refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
///     tableView.refreshControl = refresh
///     …
///     func reload() { fetch { self.tableView.refreshControl?.endRefreshing() } }
///
/// As on iOS: pulling the content down past the top shows the spinner (its spokes fade in with
/// the distance); once the pull reaches ``triggerDistance`` the control starts refreshing
/// while the finger is still down — `isRefreshing` becomes true and `.valueChanged` is sent,
/// once — and after the release the content rests below the spinning spinner: the scroll
/// view's `adjustedContentInset` grows by the control's height (``height``) while it refreshes.
/// `endRefreshing()` stops the spinner and takes that room away over 0.3 s, the content
/// sliding back up. `beginRefreshing()` starts a refresh from code: no `.valueChanged` (the
/// caller knows), and the content does not scroll to show the spinner (iOS leaves that to
/// `setContentOffset`). Apple does not document the pull distance; 100 points is used here.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// How far the content must be pulled down past its top to start a refresh.
    static let triggerDistance: CGFloat = 100
    /// The control's height: the room the content rests below while refreshing.
    static let height: CGFloat = 60
    /// How long the room takes to close after `endRefreshing()`.
    static let endDuration: TimeInterval = 0.3

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// A title under the spinner (default nil).
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// The extra top inset the scroll view gets from this control (animated to 0 at the end).
    private(set) var insetShare: CGFloat = 0
    private let insetAnimation = TweenRunner()

    /// A refresh control, not yet in a scroll view.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height))
        setUp()
    }

    /// A refresh control (the frame is the scroll view's to set).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a control from an archive (none here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(titleLabel)
    }

    /// The spinner's colour (nil: the system grey).
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            super.tintColor = newValue
            spinner.color = newValue
        }
    }

    private var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Starts a refresh from code (no `.valueChanged`).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        start()
    }

    /// Ends the refresh: the spinner stops and the room above the content closes, animated.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        let from = insetShare
        guard let scrollView else {   // in no scroll view: no room to close
            insetShare = 0
            spinner.alpha = 0
            return
        }
        scrollView.runEased(insetAnimation, duration: Self.endDuration, curve: .easeInEaseOut) { [unowned self] p, done in
            setInsetShare(from * (1 - p))
            if done { UIView.performWithoutAnimation { spinner.alpha = 0 } }
        }
    }

    private func start() {
        isRefreshing = true
        insetAnimation.stop()
        spinner.alpha = 1
        spinner.startAnimating()
        // The content stays where it is (a pull rests below the spinner when released; from
        // code, iOS does not scroll to show it either).
        setInsetShare(Self.height, moveContent: false)
    }

    private func setInsetShare(_ value: CGFloat, moveContent: Bool = true) {
        insetShare = value
        // The adjusted inset follows (with `moveContent`, a content resting at the top moves with it).
        scrollView?.adjustedInsetMayHaveChanged(settling: moveContent)
    }

    // MARK: Following the scroll view

    /// How far the content is pulled down past its top (the top without this control's room).
    private func pullDistance(in scrollView: UIScrollView) -> CGFloat {
        max(0, -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top - insetShare))
    }

    /// The offset changed: the spinner shows as far as the content is pulled, and a pull past
    /// the trigger distance by a dragging finger starts a refresh.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let pull = pullDistance(in: scrollView)
        let alpha = min(1, pull / Self.triggerDistance)
        if !isRefreshing, !insetAnimation.isRunning, spinner.alpha != alpha {
            UIView.performWithoutAnimation { spinner.alpha = alpha }
        }
        if !isRefreshing, scrollView.isDragging, pull >= Self.triggerDistance {
            start()
            sendActions(for: .valueChanged)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let s = spinner.intrinsicContentSize
        let titleHeight: CGFloat = titleLabel.isHidden ? 0 : 16
        spinner.frame = CGRect(x: (bounds.width - s.width) / 2, y: (bounds.height - s.height - titleHeight) / 2,
                               width: s.width, height: s.height)
        titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 2, width: bounds.width, height: titleHeight)
    }
}

extension UIScrollView {
    /// The room a refreshing control keeps above the content.
    var refreshInset: CGFloat { refreshControl?.insetShare ?? 0 }

    /// Puts the refresh control just above the content's top, as wide as the scroll view.
    func placeRefreshControl() {
        guard let control = refreshControl else { return }
        let frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        if control.frame != frame { control.frame = frame }
    }
}
