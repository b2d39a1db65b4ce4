import Foundation

/// The view of a `UIListContentConfiguration`: the image at the leading margin, the text after
/// it, and the secondary text under the text or — for a value cell, when both fit on a line —
/// at the trailing margin. The content is centred vertically between the margins; right to
/// left it is mirrored. Its `sizeThatFits(_:)` is what a self-sizing row measures: the margins
/// around the taller of the image and the texts (an image may reach into the margins, to 4
/// points from the edges), at least 44 points for the cell styles.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(v) }
        apply()
    }

    /// Creates a view from an archive (none here: an empty `cell()` configuration).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(v) }
        apply()
    }

    /// The configuration shown. Setting one that is not a `UIListContentConfiguration` is refused with a warning.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                warnOnce("UIListContentView.configuration: \(type(of: newValue)) is not a UIListContentConfiguration; ignored")
                return
            }
            guard list != listConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    open func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    /// The width the content needs on one line each: the margins, the image and the wider text
    /// (or both side by side, for a value cell). A self-sizing width measures this.
    var fittingWidth: CGFloat {
        let c = listConfiguration, m = c.directionalLayoutMargins
        var width = m.leading + m.trailing
        if c.image != nil { width += imageSizes.1.width + c.imageToTextPadding }
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)
        let text = hasText ? textLabel.sizeThatFits(unbounded).width : 0
        let secondary = hasSecondaryText ? secondaryTextLabel.sizeThatFits(unbounded).width : 0
        let sideBySide = c.prefersSideBySideTextAndSecondaryText && hasText && hasSecondaryText
        width += sideBySide ? text + c.textToSecondaryTextHorizontalPadding + secondary : max(text, secondary)
        return ceil(width)
    }

    /// Where the text starts, from the view's leading edge (a list's separators start there).
    var textLeadingEdge: CGFloat {
        layoutIfNeeded()
        let frame = textLabel.isHidden ? secondaryTextLabel.frame : textLabel.frame
        return isRightToLeft ? bounds.width - frame.maxX : frame.minX
    }

    private func apply() {
        let c = listConfiguration
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        c.textProperties.apply(to: textLabel, text: c.text, attributedText: c.attributedText)
        c.secondaryTextProperties.apply(to: secondaryTextLabel, text: c.secondaryText, attributedText: c.secondaryAttributedText)
        textLabel.isHidden = !hasText
        secondaryTextLabel.isHidden = !hasSecondaryText
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var hasText: Bool { listConfiguration.text != nil || listConfiguration.attributedText != nil }
    private var hasSecondaryText: Bool { listConfiguration.secondaryText != nil || listConfiguration.secondaryAttributedText != nil }

    /// The image's size as drawn (within `maximumSize`) and the room kept for it.
    private var imageSizes: (drawn: CGSize, reserved: CGSize) {
        guard let image = listConfiguration.image else { return (.zero, .zero) }
        var s = image.size
        let maxSize = listConfiguration.imageProperties.maximumSize
        if maxSize.width > 0, s.width > maxSize.width { s = CGSize(width: maxSize.width, height: s.height * maxSize.width / s.width) }
        if maxSize.height > 0, s.height > maxSize.height { s = CGSize(width: s.width * maxSize.height / s.height, height: maxSize.height) }
        let reserved = listConfiguration.imageProperties.reservedLayoutSize
        return (s, CGSize(width: max(s.width, reserved.width), height: max(s.height, reserved.height)))
    }

    /// Where the pieces go in a view `width` wide (left to right), and the content's height.
    private func layout(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let c = listConfiguration, m = c.directionalLayoutMargins
        let (drawn, reserved) = imageSizes
        var x = m.leading
        var image = CGRect.zero
        if c.image != nil {
            image = CGRect(x: x + (reserved.width - drawn.width) / 2, y: 0, width: drawn.width, height: drawn.height)
            x += reserved.width + (hasText || hasSecondaryText ? c.imageToTextPadding : 0)
        }
        let available = max(0, width - x - m.trailing)
        var text = CGRect.zero, secondary = CGRect.zero
        let textHeight = hasText ? textLabel.sizeThatFits(CGSize(width: available, height: 0)).height : 0
        var block: CGFloat
        let secondaryNatural = hasSecondaryText ? secondaryTextLabel.sizeThatFits(.zero) : .zero
        let textNatural = hasText ? textLabel.sizeThatFits(.zero).width : 0
        if c.prefersSideBySideTextAndSecondaryText, hasSecondaryText,
           textNatural + c.textToSecondaryTextHorizontalPadding + secondaryNatural.width <= available {
            let lineHeight = max(hasText ? textLabel.sizeThatFits(.zero).height : 0, secondaryNatural.height)
            text = CGRect(x: x, y: 0, width: textNatural, height: lineHeight)
            secondary = CGRect(x: x + available - secondaryNatural.width, y: 0, width: secondaryNatural.width, height: lineHeight)
            block = lineHeight
        } else {
            text = CGRect(x: x, y: 0, width: available, height: textHeight)
            block = textHeight
            if hasSecondaryText {
                let h = secondaryTextLabel.sizeThatFits(CGSize(width: available, height: 0)).height
                let gap = hasText ? c.textToSecondaryTextVerticalPadding : 0
                secondary = CGRect(x: x, y: textHeight + gap, width: available, height: h)
                block = textHeight + gap + h
            }
        }
        // An image may reach into the vertical margins, to 4 points from the edges (a 24-point
        // symbol leaves a one-line row 44 points tall, as on iOS).
        let imageRoom = max(0, reserved.height - max(0, m.top + m.bottom - 8))
        let content = max(block, imageRoom)
        var height = m.top + content + m.bottom
        switch c.style {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell: height = max(height, UITableView.defaultRowHeight)
        default: break
        }
        // Centred vertically between the margins.
        let top = m.top + (height - m.top - m.bottom - content) / 2
        let blockTop = top + (content - block) / 2
        image.origin.y = top + (content - drawn.height) / 2
        text.origin.y += blockTop
        secondary.origin.y += blockTop
        return (image, text, secondary, height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: layout(width: width).height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: layout(width: bounds.width).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let l = layout(width: width)
        // Laid out left to right; right to left, mirrored.
        func placed(_ r: CGRect) -> CGRect {
            isRightToLeft ? CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        // Centred in the height the view was given (a row may be taller than the content needs).
        let dy = (bounds.height - l.height) / 2
        imageView.frame = placed(l.image.offsetBy(dx: 0, dy: dy))
        textLabel.frame = placed(l.text.offsetBy(dx: 0, dy: dy))
        secondaryTextLabel.frame = placed(l.secondary.offsetBy(dx: 0, dy: dy))
        if listConfiguration.prefersSideBySideTextAndSecondaryText, hasSecondaryText, l.text.minY == l.secondary.minY {
            secondaryTextLabel.textAlignment = isRightToLeft ? .left : .right
        }
    }
}
