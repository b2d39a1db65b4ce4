import Foundation

/// A bar that shows how far a task has come: a 4-point rounded track, filled from the left
/// in the progress tint (the tint colour by default).
///
///     let bar = UIProgressView(progressViewStyle: .default)
///     bar.setProgress(0.5, animated: true)
///
/// `progress` is clamped to 0…1; NaN is refused with a message. `setProgress(_:animated:)`
/// moves the fill over `UIProgressView.animationDuration` (0.25 s).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The looks of a progress view.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// The bar of a toolbar (drawn the same here).
        case bar = 1
    }

    /// How long an animated progress change takes.
    static let animationDuration: TimeInterval = 0.25
    static let barHeight: CGFloat = 4

    private let track = UIView()
    private let fill = UIView()

    /// The style (default `.default`).
    open var progressViewStyle: Style = .default
    /// The progress, 0…1 (default 0).
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }
    private var progressStorage: Float = 0
    /// The filled part's colour (nil: the tint colour).
    open var progressTintColor: UIColor? { didSet { updateColors() } }
    /// The unfilled track's colour (nil: the system's light grey).
    open var trackTintColor: UIColor? { didSet { updateColors() } }
    /// An image for the filled part (kept; not drawn here).
    open var progressImage: UIImage?
    /// An image for the track (kept; not drawn here).
    open var trackImage: UIImage?

    /// Creates a progress view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a progress view of `style`, 4 points high.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight))
        progressViewStyle = style
    }

    /// Creates a progress view from an archive (a zero frame here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        clipsToBounds = true
        for v in [track, fill] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        updateColors()
    }

    /// Sets the progress (clamped to 0…1), animating the fill when `animated`; NaN is refused.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else {
            warnOnce("UIProgressView.setProgress: NaN is refused; the progress stays \(progressStorage)")
            return
        }
        progressStorage = min(max(progress, 0), 1)
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.layoutBar()
            }
        } else {
            UIView.performWithoutAnimation { layoutBar() }
        }
    }

    /// No width of its own; 4 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }
    /// The offered width, 4 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    private func layoutBar() {
        track.frame = bounds
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(progressStorage), height: bounds.height)
        layer.cornerRadius = min(bounds.height / 2, 2)
        fill.layer.cornerRadius = layer.cornerRadius
    }

    private func updateColors() {
        fill.backgroundColor = progressTintColor ?? tintColor
        track.backgroundColor = trackTintColor ?? UIColor(red: 228 / 255, green: 228 / 255, blue: 230 / 255, alpha: 1)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateColors()
    }
}
