import Foundation

/// The view a navigation bar or toolbar makes for one bar button item: its title (17 points,
/// semibold for `.done`) or its image as a template, in the item's tint or the bar's; or the
/// item's custom view. A press dims the content to 20 % as a system button does; a release
/// inside runs the item's action. A disabled item is drawn at 35 % and ignores touches.
@MainActor
final class BarButtonView: UIView {
    /// The padding around a title or image that widens the touch area (iOS's 44-point targets).
    static let padding: CGFloat = 4

    let item: UIBarButtonItem
    private let label = UILabel()
    private let imageView = TemplateImageView()
    private var color: UIColor = .systemBlue

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        backgroundColor = .clear
        label.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        addSubview(label)
        addSubview(imageView)
        if let custom = item.customView { addSubview(custom) }
        isAccessibilityElement = item.customView == nil
        accessibilityTraits = .button
        accessibilityLabel = item.title
    }

    required init?(coder: NSCoder) { fatalError("a bar makes its buttons") }

    /// Shows the item in `tint` (the item's own tint wins).
    func refresh(tint: UIColor) {
        color = item.tintColor ?? tint
        label.text = item.image == nil ? item.title : nil
        label.textColor = color
        imageView.image = item.image
        imageView.color = color
        let alpha: CGFloat = item.isEnabled ? 1 : 0.35
        label.alpha = alpha
        imageView.alpha = alpha
        setNeedsLayout()
    }

    /// How wide the item is: its `width`, or its content's with the padding.
    var contentWidth: CGFloat {
        if item.width > 0 { return item.width }
        if let custom = item.customView { return custom.frame.width > 0 ? custom.frame.width : custom.intrinsicContentSize.width }
        if let image = item.image { return image.size.width + 2 * Self.padding }
        return (label.sizeThatFits(.zero).width + 2 * Self.padding).rounded(.up)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: Self.padding, dy: 0)
        let size = item.image?.size ?? .zero
        imageView.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                                 width: size.width, height: size.height)
        if let custom = item.customView, custom.superview === self {
            let h = custom.frame.height > 0 ? custom.frame.height : min(bounds.height, custom.intrinsicContentSize.height)
            custom.frame = CGRect(x: 0, y: ((bounds.height - h) / 2).rounded(), width: bounds.width, height: h)
        }
    }

    private func highlight(_ on: Bool) {
        guard item.isEnabled else { return }
        label.alpha = on ? 0.2 : 1
        imageView.alpha = on ? 0.2 : 1
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { highlight(true) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let t = touches.first { highlight(bounds.insetBy(dx: -20, dy: -20).contains(t.location(in: self))) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { highlight(false) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlight(false)
        if let t = touches.first, bounds.insetBy(dx: -20, dy: -20).contains(t.location(in: self)) { item.performAction(from: self) }
    }
}
