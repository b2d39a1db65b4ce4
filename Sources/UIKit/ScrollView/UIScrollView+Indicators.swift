import Foundation

/// One scroll indicator: a thin rounded bar (3 pt, 35 % black on light content as iOS draws it).
@MainActor
final class ScrollIndicatorView: UIView {
    static let thickness: CGFloat = 3
    /// The gap to the scroll view's edges.
    static let margin: CGFloat = 3
    /// The shortest bar while in range, and while squeezed by an overscroll.
    static let minimumLength: CGFloat = 36
    static let squeezedLength: CGFloat = 7

    init(style: UIScrollView.IndicatorStyle) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.cornerRadius = Self.thickness / 2
        alpha = 0
        apply(style)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func apply(_ style: UIScrollView.IndicatorStyle) {
        backgroundColor = style == .white ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)
    }
}

/// Indicators appear while the content moves (a drag, a deceleration, an animated scroll) and
/// fade out shortly after it stops: 0.25 s, after 0.5 s.
extension UIScrollView {
    static let indicatorFadeDelay: TimeInterval = 0.5
    static let indicatorFadeDuration: TimeInterval = 0.25

    /// Shows the indicators at once (the axes that scroll and whose indicator is on).
    func showIndicators() {
        makeIndicatorsIfNeeded()
        for (indicator, shows) in [(verticalIndicator, showsVerticalScrollIndicator && scrolls(along: .vertical)),
                                   (horizontalIndicator, showsHorizontalScrollIndicator && scrolls(along: .horizontal))] {
            guard let indicator else { continue }
            indicator.layer.removeAllAnimations()
            indicator.alpha = shows ? 1 : 0
            indicator.apply(indicatorStyle)
            bringSubviewToFront(indicator)
        }
        layoutIndicators()
    }

    /// Fades the indicators out unless the content is still moving.
    func hideIndicators() {
        guard !isDragging, !isDecelerating, !offsetAnimation.isRunning else { return }
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) where indicator.alpha > 0 {
            UIView.animate(withDuration: Self.indicatorFadeDuration, delay: Self.indicatorFadeDelay, options: [.curveEaseOut],
                           animations: { indicator.alpha = 0 })
        }
    }

    private func makeIndicatorsIfNeeded() {
        guard verticalIndicator == nil else { return }
        let v = ScrollIndicatorView(style: indicatorStyle), h = ScrollIndicatorView(style: indicatorStyle)
        verticalIndicator = v
        horizontalIndicator = h
        addSubview(v)
        addSubview(h)
    }

    /// Places the bars for the current offset (in content coordinates, so they stay put on screen).
    func layoutIndicators() {
        guard let v = verticalIndicator, let h = horizontalIndicator else { return }
        let b = bounds, r = offsetRange, inset = adjustedContentInset
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        let t = ScrollIndicatorView.thickness, m = ScrollIndicatorView.margin

        // Vertical: along the right edge.
        let vi = verticalScrollIndicatorInsets
        let vTrack = b.height - vi.top - vi.bottom - safe.top - safe.bottom - 2 * m
        let vExtent = contentSize.height + inset.top + inset.bottom
        let vPlaced = Self.bar(track: vTrack, visible: b.height, extent: vExtent,
                               offset: Double(b.minY), range: r.y)
        v.frame = CGRect(x: b.maxX - vi.right - safe.right - m - t, y: b.minY + vi.top + safe.top + m + vPlaced.start,
                         width: t, height: vPlaced.length)

        // Horizontal: along the bottom edge, leaving the corner to the vertical one.
        let hi = horizontalScrollIndicatorInsets
        let hTrack = b.width - hi.left - hi.right - safe.left - safe.right - 2 * m - (v.alpha > 0 ? t + m : 0)
        let hExtent = contentSize.width + inset.left + inset.right
        let hPlaced = Self.bar(track: hTrack, visible: b.width, extent: hExtent,
                               offset: Double(b.minX), range: r.x)
        h.frame = CGRect(x: b.minX + hi.left + safe.left + m + hPlaced.start, y: b.maxY - hi.bottom - safe.bottom - m - t,
                         width: hPlaced.length, height: t)
    }

    /// A bar's start and length along a track: as long as the visible share of the content
    /// (at least 36 pt), squeezed by an overscroll (down to 7 pt).
    static func bar(track: CGFloat, visible: CGFloat, extent: CGFloat, offset: Double,
                    range: ClosedRange<Double>) -> (start: CGFloat, length: CGFloat) {
        guard track > 0, extent > 0 else { return (0, 0) }
        var length = min(track, max(ScrollIndicatorView.minimumLength, track * visible / extent))
        let span = range.upperBound - range.lowerBound
        var progress = span > 0 ? (offset - range.lowerBound) / span : 0
        if offset < range.lowerBound {
            length = max(ScrollIndicatorView.squeezedLength, length - CGFloat(range.lowerBound - offset))
            progress = 0
        } else if offset > range.upperBound {
            length = max(ScrollIndicatorView.squeezedLength, length - CGFloat(offset - range.upperBound))
            progress = 1
        }
        return (CGFloat(progress) * (track - length), length)
    }
}
