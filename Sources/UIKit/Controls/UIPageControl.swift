import Foundation

/// A row of dots, one per page, the current page's darker.
///
///     let dots = UIPageControl()
///     dots.numberOfPages = 5
///     dots.addTarget(self, action: Self.pageChanged, for: .valueChanged)
///
/// Dots are 8 points wide, 16 apart, centred in the bounds. A tap on the left half moves one
/// page back, on the right half one page forward, and sends `.valueChanged` when the page
/// changed (before `.touchUpInside`); setting `currentPage` in code sends nothing.
/// `currentPage` is clamped to the pages; a negative `numberOfPages` is refused with a message.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    static let dotDiameter: CGFloat = 8
    static let dotPitch: CGFloat = 16
    static let height: CGFloat = 26

    /// The number of pages (default 0).
    open var numberOfPages: Int = 0 {
        didSet {
            if numberOfPages < 0 {
                warnOnce("UIPageControl.numberOfPages: \(numberOfPages) is negative; 0 is used")
                numberOfPages = 0
            }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The page shown (default 0), within 0..<numberOfPages.
    open var currentPage: Int = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            setNeedsDisplay()
        }
    }
    /// Whether nothing shows when there is only one page (default false).
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The colour of the other pages' dots (nil: the label colour at 30 %).
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the current page's dot (nil: the label colour).
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether scrubbing along the dots changes the page (kept; a tap moves one page here).
    open var allowsContinuousInteraction = true

    /// Creates a page control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Creates a page control from an archive (a zero frame here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentMode = .redraw
    }

    /// The size that shows `pageCount` dots: 16 points a dot plus 8 each side, 26 high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.dotPitch + 2 * Self.dotDiameter, height: Self.height)
    }

    /// The size for `numberOfPages`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    /// The size for `numberOfPages`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// The centre of the dot of `page`.
    func dotCentre(_ page: Int) -> CGPoint {
        let first = bounds.midX - CGFloat(numberOfPages - 1) * Self.dotPitch / 2
        return CGPoint(x: first + CGFloat(page) * Self.dotPitch, y: bounds.midY)
    }

    /// Draws the dots.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), numberOfPages > 0,
              !(hidesForSinglePage && numberOfPages == 1) else { return }
        for page in 0..<numberOfPages {
            let colour = page == currentPage ? (currentPageIndicatorTintColor ?? .label)
                : (pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3))
            ctx.setFillColor(colour.cgColor)
            let c = dotCentre(page), r = Self.dotDiameter / 2
            ctx.fillEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, bounds.contains(touch.location(in: self)), numberOfPages > 0 else { return }
        let next = touch.location(in: self).x < bounds.midX ? currentPage - 1 : currentPage + 1
        guard next >= 0, next < numberOfPages else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}
