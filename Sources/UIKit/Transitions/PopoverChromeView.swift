import Foundation

/// The bubble behind a popover's content: a rounded rectangle and its arrow, with a shadow.
@MainActor
final class PopoverChromeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var fill: UIColor? { didSet { applyFill() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 4)
        applyFill()
    }

    required init?(coder: NSCoder) { nil }

    private func applyFill() {
        (layer as? CAShapeLayer)?.fillColor = (fill ?? .systemBackground).resolvedColor(with: traitCollection).cgColor
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyFill()
    }

    /// The bubble around `content` with an arrow pointing `arrow` to `tip` (nil: no arrow).
    func shape(content: CGRect, arrow: UIPopoverArrowDirection, tip: CGPoint?) {
        let path = UIBezierPath(roundedRect: content, cornerRadius: UIPopoverPresentationController.cornerRadius)
        if let tip {
            let half = UIPopoverPresentationController.arrowBase / 2
            let inset = UIPopoverPresentationController.cornerRadius + half
            func along(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { lo > hi ? (lo + hi) / 2 : max(lo, min(v, hi)) }
            let arrowPath = UIBezierPath()
            switch arrow {
            case .up, .down:
                let x = along(tip.x, content.minX + inset, content.maxX - inset)
                let base = arrow == .up ? content.minY : content.maxY
                arrowPath.move(to: CGPoint(x: x - half, y: base))
                arrowPath.addLine(to: CGPoint(x: x, y: tip.y))
                arrowPath.addLine(to: CGPoint(x: x + half, y: base))
            default:
                let y = along(tip.y, content.minY + inset, content.maxY - inset)
                let base = arrow == .left ? content.minX : content.maxX
                arrowPath.move(to: CGPoint(x: base, y: y - half))
                arrowPath.addLine(to: CGPoint(x: tip.x, y: y))
                arrowPath.addLine(to: CGPoint(x: base, y: y + half))
            }
            arrowPath.close()
            path.append(arrowPath)
        }
        (layer as? CAShapeLayer)?.path = path.cgPath
    }
}

/// The clear view under a popover that takes taps outside it (not on its passthrough views).
@MainActor
final class PopoverOutsideView: UIView {
    weak var popover: UIPopoverPresentationController? {
        didSet {
            guard gestureRecognizers?.isEmpty ?? true else { return }
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: PopoverOutsideView.tapped))
        }
    }

    private func tapped(_ tap: UITapGestureRecognizer) { popover?.dismissByUser() }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard super.point(inside: point, with: event) else { return false }
        return !(popover?.passesThrough(point, in: self) ?? false)
    }
}
