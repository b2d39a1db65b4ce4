import Foundation

/// A spinning wheel of spokes that shows a task is under way.
///
///     let spinner = UIActivityIndicatorView(style: .medium)
///     spinner.startAnimating()
///
/// `.medium` is 20 × 20 points with 8 spokes, `.large` 37 × 37 with 12. The wheel turns in steps,
/// as iOS's does: the darkest (leading) spoke moves one spoke clockwise every `1 / spokes`
/// seconds (a turn a second), each spoke behind it lighter by an equal amount down to 25 %.
/// The step comes from the frame's timestamp (a display link on the view's screen), never from a
/// timer or the wall clock: the leading spoke at time t after the first frame that follows
/// `startAnimating()` is
/// `floor(t · spokes) mod spokes`. A stopped indicator hides itself when `hidesWhenStopped`
/// (the default) is true.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The looks of an indicator (the pre-iOS 13 names are drawn as medium and large).
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2
        /// 20 × 20, 8 spokes.
        case medium = 100
        /// 37 × 37, 12 spokes.
        case large = 101
    }

    /// The time for one turn of the wheel.
    static let period: TimeInterval = 1

    /// The style (sets the size and number of spokes).
    open var style: Style { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// The colour of the spokes (default: the system grey; setting nil restores it).
    open var color: UIColor! {
        get { colorStorage }
        set { colorStorage = newValue ?? .systemGray; setNeedsDisplay() }
    }
    private var colorStorage: UIColor = .systemGray
    /// Whether the indicator hides while stopped (default true).
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    /// Whether the wheel is turning.
    public private(set) var isAnimating = false

    private var link: CADisplayLink?
    private var startTime: CFTimeInterval?
    /// The leading spoke shown now.
    private(set) var leadingSpoke = 0

    /// Creates an indicator of `style` (stopped, so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        setUp()
    }

    /// Creates a `.medium` indicator with `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    /// Creates an indicator from an archive (a zero frame here).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
        isHidden = hidesWhenStopped
    }

    var spokeCount: Int { Self.isLarge(style) ? 12 : 8 }
    private static func isLarge(_ style: Style) -> Bool { style == .large || style == .whiteLarge }
    private static func size(of style: Style) -> CGSize { isLarge(style) ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }

    /// 20 × 20 or 37 × 37.
    open override var intrinsicContentSize: CGSize { Self.size(of: style) }
    /// 20 × 20 or 37 × 37.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

    /// Starts the wheel turning (and shows the indicator).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        startTime = nil
        leadingSpoke = 0
        setNeedsDisplay()
        attachLink()
    }

    /// Stops the wheel (and hides the indicator when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        link?.invalidate()
        link = nil
        if hidesWhenStopped { isHidden = true }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            link?.invalidate()
            link = nil
        } else if isAnimating {
            attachLink()
        }
    }

    private func attachLink() {
        guard link == nil, window != nil, let scheduler = layer.scheduler else { return }
        let link = CADisplayLink(target: self, selector: UIActivityIndicatorView.step)
        link.add(to: scheduler)
        self.link = link
    }

    private func step(_ link: CADisplayLink) {
        let start = startTime ?? link.timestamp
        startTime = start
        let n = spokeCount
        let spoke = Int(((link.timestamp - start) / (Self.period / Double(n)) + 1e-9).rounded(.down)) % n
        if spoke != leadingSpoke {
            leadingSpoke = spoke
            setNeedsDisplay()
        }
    }

    /// The opacity of a spoke `behind` steps behind the leading one.
    func spokeAlpha(behind: Int) -> CGFloat {
        1 - CGFloat(behind) * 0.75 / CGFloat(spokeCount - 1)
    }

    /// Draws the spokes around the centre, the leading one darkest.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let large = Self.isLarge(style)
        let side = min(bounds.width, bounds.height)
        let scale = side / (large ? 37 : 20)
        let (inner, outer, width): (CGFloat, CGFloat, CGFloat) = large ? (9, 17, 3) : (4.5, 9, 2)
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let n = spokeCount
        ctx.setLineCap(.round)
        ctx.setLineWidth(width * scale)
        for j in 0..<n {
            let behind = ((leadingSpoke - j) % n + n) % n
            ctx.setStrokeColor(colorStorage.withAlphaComponent(spokeAlpha(behind: behind) * colorAlpha).cgColor)
            let angle = CGFloat(j) * 2 * .pi / CGFloat(n)   // clockwise from 12 o'clock
            let dx = sin(angle), dy = -cos(angle)
            ctx.beginPath()
            ctx.move(to: CGPoint(x: centre.x + dx * (inner * scale), y: centre.y + dy * (inner * scale)))
            ctx.addLine(to: CGPoint(x: centre.x + dx * (outer - width / 2) * scale, y: centre.y + dy * (outer - width / 2) * scale))
            ctx.strokePath()
        }
    }

    private var colorAlpha: CGFloat {
        var w: CGFloat = 0, a: CGFloat = 1
        _ = colorStorage.getWhite(&w, alpha: &a)
        return a
    }
}
