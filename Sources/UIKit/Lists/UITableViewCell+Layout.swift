import Foundation

/// The built-in views of the classic styles, the backgrounds, and where everything goes.
extension UITableViewCell {
    /// The leading and trailing margin of the built-in content (iOS's on a phone).
    static let contentMargin: CGFloat = 16
    /// How long an animated selection change fades (UIKit does not document it; 0.25 s is what
    /// a table's deselect looks like on iOS).
    static let selectionFadeDuration: TimeInterval = 0.25

    func makeBuiltInViews() {
        let text = UILabel()
        text.font = .systemFont(ofSize: cellStyle == .value2 ? 12 : 17)
        text.textColor = cellStyle == .value2 ? .systemBlue : .label
        // (Right to left the value2 label's trailing alignment is the left: `layoutCell`.)
        if cellStyle == .value2 { text.textAlignment = .right }
        textLabelStorage = text
        contentView.addSubview(text)
        if cellStyle != .default {
            let detail = UILabel()
            detail.font = .systemFont(ofSize: cellStyle == .subtitle ? 12 : 17)
            detail.textColor = cellStyle == .value2 ? .label : .secondaryLabel
            if cellStyle == .value1 { detail.textAlignment = .right }
            detailLabelStorage = detail
            contentView.addSubview(detail)
        }
        if cellStyle != .value2 {
            let image = UIImageView()
            imageViewStorage = image
            contentView.addSubview(image)
        }
    }

    /// Puts the backgrounds at the back, in UIKit's order: background, then selected background.
    func installBackgrounds() {
        if let backgroundView, backgroundView.superview !== self || subviews.first !== backgroundView {
            insertSubview(backgroundView, at: 0)
        }
        if let selected = selectedBackgroundStorage {
            if let backgroundView { insertSubview(selected, aboveSubview: backgroundView) } else { insertSubview(selected, at: 0) }
        }
        setNeedsLayout()
    }

    /// Shows the selected background at full alpha while selected or highlighted, else hides it.
    func showSelection(animated: Bool) {
        guard let selected = selectedBackgroundStorage else { return }
        // A background configuration shows the selection itself.
        let alpha: CGFloat = backgroundHost.configuration == nil && selectionStyle != .none && (selectedStorage || highlightedStorage) ? 1 : 0
        guard selected.alpha != alpha else { return }
        if animated {
            UIView.animate(withDuration: Self.selectionFadeDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { selected.alpha = alpha })
        } else {
            UIView.performWithoutAnimation { selected.alpha = alpha }
        }
    }

    /// The width the accessory takes at the trailing edge (0 without one).
    var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.bounds.width + Self.contentMargin + 8 }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator, .checkmark: return 38
        case .detailButton: return 46
        case .detailDisclosureButton: return 70
        }
    }

    func layoutCell() {
        let b = bounds
        backgroundView?.frame = b
        selectedBackgroundStorage?.frame = b
        let accessory = accessoryWidth
        // Laid out left to right; right to left, the mirror image: the accessory at the trailing
        // edge (the left), the image at the right margin and the labels to its left.
        let rightToLeft = isRightToLeft
        func placed(_ r: CGRect, in width: CGFloat) -> CGRect {
            rightToLeft ? CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        let content = CGRect(x: 0, y: 0, width: max(0, b.width - accessory), height: b.height)
        let contentFrame = placed(content, in: b.width)
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        if let accessoryView {
            let s = accessoryView.bounds.size
            accessoryView.frame = placed(CGRect(x: b.width - Self.contentMargin - s.width, y: (b.height - s.height) / 2,
                                                width: s.width, height: s.height), in: b.width)
        }
        accessoryMark.isHidden = accessoryView != nil || accessoryType == .none
        accessoryMark.frame = placed(CGRect(x: content.maxX, y: 0, width: accessory, height: b.height), in: b.width)
        layoutBuiltInViews(in: content.size)
        if rightToLeft {
            for view in [imageViewStorage, textLabelStorage, detailLabelStorage].compactMap({ $0 }) {
                view.frame = placed(view.frame, in: content.width)
            }
        }
        bringSubviewToFront(separatorView)
    }

    /// The classic styles' frames: the image at the leading margin, the labels after it.
    private func layoutBuiltInViews(in size: CGSize) {
        let m = Self.contentMargin
        // The labels aligned to the trailing side of their column (value1's detail, value2's
        // title) turn with the layout.
        let trailing: NSTextAlignment = isRightToLeft ? .left : .right
        if cellStyle == .value1 { detailLabelStorage?.textAlignment = trailing }
        if cellStyle == .value2 { textLabelStorage?.textAlignment = trailing }
        var x = m
        if let imageView, let image = imageView.image {
            let s = image.size
            let side = min(s.height, size.height - 8)
            let w = s.height > 0 ? s.width * side / s.height : 0
            imageView.frame = CGRect(x: m, y: (size.height - side) / 2, width: w, height: side)
            x = m + w + m
        } else {
            imageView?.frame = .zero
        }
        let width = max(0, size.width - x - m)
        guard let text = textLabelStorage else { return }
        switch cellStyle {
        case .default:
            text.frame = CGRect(x: x, y: 0, width: width, height: size.height)
        case .value1:
            let detailWidth = min(width / 2, detailLabelStorage?.sizeThatFits(.zero).width ?? 0)
            detailLabelStorage?.frame = CGRect(x: x + width - detailWidth, y: 0, width: detailWidth, height: size.height)
            text.frame = CGRect(x: x, y: 0, width: max(0, width - detailWidth - 8), height: size.height)
        case .value2:
            let column: CGFloat = 67
            text.frame = CGRect(x: x, y: 0, width: column, height: size.height)
            detailLabelStorage?.frame = CGRect(x: x + column + 6, y: 0, width: max(0, width - column - 6), height: size.height)
        case .subtitle:
            let th = text.sizeThatFits(.zero).height, dh = detailLabelStorage?.sizeThatFits(.zero).height ?? 0
            let top = (size.height - th - dh) / 2
            text.frame = CGRect(x: x, y: top, width: width, height: th)
            detailLabelStorage?.frame = CGRect(x: x, y: top + th, width: width, height: dh)
        }
    }
}

/// Draws the standard accessories as simple vector marks in the system colours: a grey chevron,
/// a blue checkmark, a blue circled "i".
@MainActor
final class AccessoryMarkView: UIView {
    weak var cell: UITableViewCell?

    override func draw(_ rect: CGRect) {
        guard let cell else { return }
        let midY = bounds.midY, width = bounds.width, rightToLeft = cell.isRightToLeft
        // Laid out for the right edge; right to left, mirrored (the chevron points left).
        func x(_ v: CGFloat) -> CGFloat { rightToLeft ? width - v : v }
        var right = bounds.width - UITableViewCell.contentMargin
        func chevron() {
            let p = UIBezierPath()
            p.move(to: CGPoint(x: x(right - 7), y: midY - 6.5))
            p.addLine(to: CGPoint(x: x(right), y: midY))
            p.addLine(to: CGPoint(x: x(right - 7), y: midY + 6.5))
            p.lineWidth = 2
            p.lineCapStyle = .round
            p.lineJoinStyle = .round
            UIColor.tertiaryLabel.setStroke()
            p.stroke()
            right -= 7 + 14
        }
        func info() {
            let r: CGFloat = 10
            let center = CGPoint(x: x(right - r), y: midY)
            let circle = UIBezierPath(ovalIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
            circle.lineWidth = 1.5
            UIColor.systemBlue.setStroke()
            circle.stroke()
            let stem = UIBezierPath()
            stem.move(to: CGPoint(x: center.x, y: center.y - 1))
            stem.addLine(to: CGPoint(x: center.x, y: center.y + 5))
            stem.lineWidth = 2
            stem.stroke()
            UIColor.systemBlue.setFill()
            UIBezierPath(ovalIn: CGRect(x: center.x - 1.25, y: center.y - 5.5, width: 2.5, height: 2.5)).fill()
        }
        switch cell.accessoryType {
        case .none: break
        case .disclosureIndicator: chevron()
        case .checkmark:
            // (The checkmark is not a direction: its place turns, its shape does not.)
            let left = rightToLeft ? width - right : right - 14
            let p = UIBezierPath()
            p.move(to: CGPoint(x: left, y: midY))
            p.addLine(to: CGPoint(x: left + 5, y: midY + 5))
            p.addLine(to: CGPoint(x: left + 14, y: midY - 6))
            p.lineWidth = 2.2
            p.lineCapStyle = .round
            p.lineJoinStyle = .round
            UIColor.systemBlue.setStroke()
            p.stroke()
        case .detailButton: info()
        case .detailDisclosureButton:
            chevron()
            info()
        }
    }
}
