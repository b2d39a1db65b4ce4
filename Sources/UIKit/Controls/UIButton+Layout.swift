import Foundation

// Where a button's title, image and background go, and how big it wants to be.
extension UIButton {
    /// The size of an empty button (no title, no image), as iOS reports it.
    static let emptySize = CGSize(width: 30, height: 34)

    private var titleSize: CGSize {
        guard let label = titleLabelStorage, let text = label.text, !text.isEmpty else { return .zero }
        return label.intrinsicContentSize
    }

    private var subtitleSize: CGSize {
        guard let label = subtitleLabelStorage, let text = label.text, !text.isEmpty else { return .zero }
        return label.intrinsicContentSize
    }

    private var imageSize: CGSize { imageViewStorage?.image?.size ?? .zero }

    func fittingSize() -> CGSize {
        if let configuration { return configurationFittingSize(configuration) }
        let t = titleSize, i = imageSize
        var size = CGSize(width: t.width + i.width, height: max(t.height, i.height))
        if size == .zero, currentBackgroundImage == nil { return Self.emptySize }
        size.width += contentEdgeInsets.left + contentEdgeInsets.right
        size.height += contentEdgeInsets.top + contentEdgeInsets.bottom
        if let b = currentBackgroundImage?.size {
            size = CGSize(width: max(size.width, b.width), height: max(size.height, b.height))
        }
        if buttonType == .system { size.height = max(size.height, Self.systemMinimumHeight) }
        return size
    }

    /// The title and subtitle stacked, and the image beside (or above, below) them.
    private func configurationContent(_ c: Configuration) -> (size: CGSize, text: CGSize) {
        let t = titleSize, s = subtitleSize, i = imageSize
        let text = CGSize(width: max(t.width, s.width),
                          height: t.height + s.height + (t != .zero && s != .zero ? c.titlePadding : 0))
        let pad = text != .zero && i != .zero ? c.imagePadding : 0
        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        let size = vertical
            ? CGSize(width: max(i.width, text.width), height: i.height + pad + text.height)
            : CGSize(width: i.width + pad + text.width, height: max(i.height, text.height))
        return (size, text)
    }

    private func configurationFittingSize(_ c: Configuration) -> CGSize {
        let content = configurationContent(c).size
        let insets = c.contentInsets
        return CGSize(width: (content.width + insets.leading + insets.trailing).rounded(.up),
                      height: (content.height + insets.top + insets.bottom).rounded(.up))
    }

    func layoutContent() {
        backgroundImageView?.frame = bounds
        if let configuration {
            layoutConfiguration(configuration)
            return
        }
        let area = bounds.inset(by: contentEdgeInsets)
        var t = titleSize, i = imageSize
        let alignment = effectiveContentHorizontalAlignment
        if alignment == .fill { t.width = max(0, area.width - i.width) }
        let width = t.width + i.width
        let x0: CGFloat = switch alignment {
        case .left, .leading, .fill: area.minX
        case .right, .trailing: area.maxX - width
        case .center: area.midX - width / 2
        }
        func y(_ h: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: area.minY
            case .bottom: area.maxY - h
            case .center: area.midY - h / 2
            }
        }
        if contentVerticalAlignment == .fill { t.height = area.height; i.height = area.height }
        // The image is on the leading side of the title: its right, right to left (which is
        // why iOS code sets `.forceRightToLeft` to put a button's image after its title).
        let imageFirst = !isRightToLeft
        imageViewStorage?.frame = Self.aligned(CGRect(x: imageFirst ? x0 : x0 + t.width, y: y(i.height), width: i.width, height: i.height)
            .inset(by: imageEdgeInsets))
        titleLabelStorage?.frame = Self.aligned(CGRect(x: imageFirst ? x0 + i.width : x0, y: y(t.height), width: t.width, height: t.height)
            .inset(by: titleEdgeInsets))
    }

    private func layoutConfiguration(_ c: Configuration) {
        if let background = configurationBackground {
            background.frame = bounds
            background.layer.cornerRadius = c.cornerRadius(height: bounds.height)
        }
        let insets = c.contentInsets, rightToLeft = isRightToLeft
        let area = bounds.inset(by: UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                                                 bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing))
        let (content, text) = configurationContent(c)
        let i = imageSize, t = titleSize, s = subtitleSize
        let origin = CGPoint(x: area.midX - content.width / 2, y: area.midY - content.height / 2)
        let pad = text != .zero && i != .zero ? c.imagePadding : 0
        var imageOrigin = origin, textOrigin = origin
        // Leading and trailing placements swap sides right to left.
        let placement: NSDirectionalRectEdge = rightToLeft && c.imagePlacement == .leading ? .trailing
            : rightToLeft && c.imagePlacement == .trailing ? .leading : c.imagePlacement
        switch placement {
        case .trailing:
            textOrigin.y += (content.height - text.height) / 2
            imageOrigin = CGPoint(x: origin.x + text.width + pad, y: origin.y + (content.height - i.height) / 2)
        case .top:
            imageOrigin.x += (content.width - i.width) / 2
            textOrigin = CGPoint(x: origin.x + (content.width - text.width) / 2, y: origin.y + i.height + pad)
        case .bottom:
            textOrigin.x += (content.width - text.width) / 2
            imageOrigin = CGPoint(x: origin.x + (content.width - i.width) / 2, y: origin.y + text.height + pad)
        default:
            imageOrigin.y += (content.height - i.height) / 2
            textOrigin = CGPoint(x: origin.x + i.width + pad, y: origin.y + (content.height - text.height) / 2)
        }
        imageViewStorage?.frame = Self.aligned(CGRect(origin: imageOrigin, size: i))
        titleLabelStorage?.frame = Self.aligned(CGRect(x: textOrigin.x + (text.width - t.width) / 2, y: textOrigin.y,
                                                       width: t.width, height: t.height))
        let subtitleY = textOrigin.y + t.height + (t != .zero && s != .zero ? c.titlePadding : 0)
        subtitleLabelStorage?.frame = Self.aligned(CGRect(x: textOrigin.x + (text.width - s.width) / 2, y: subtitleY,
                                                          width: s.width, height: s.height))
    }

    /// A rectangle with its origin on whole points, so that text and images are drawn crisply.
    private static func aligned(_ r: CGRect) -> CGRect {
        CGRect(x: r.origin.x.rounded(), y: r.origin.y.rounded(), width: r.width, height: r.height)
    }
}
