import Foundation

/// The view a tab bar makes for one item: the image (a template in the item's colour) above the
/// title, and the badge. iOS 17's phone metrics: the image centred 18 points from the bar's top,
/// the 10-point medium title's box from 34 to 46 points, the badge 18 points high (13-point
/// text, at least round) with its left edge 6 points right of the image's centre and its top 2
/// points below the bar's.
@MainActor
final class TabBarButton: UIView {
    /// The widest an item gets on a wide bar.
    static let maximumWidth: CGFloat = 120
    static let imageCenterY: CGFloat = 18
    static let badgeHeight: CGFloat = 18

    let item: UITabBarItem
    let imageView = TemplateImageView()
    let titleLabel = UILabel()
    let badge = UILabel()
    var isSelectedTab = false
    var selectedColor: UIColor = .systemBlue
    var unselectedColor: UIColor = .systemGray
    var onTap: (() -> Void)?

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        backgroundColor = .clear
        addSubview(imageView)
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.layer.masksToBounds = true
        badge.layer.cornerRadius = Self.badgeHeight / 2
        addSubview(badge)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { fatalError("a tab bar makes its buttons") }

    /// Shows the item's current title, image, badge and state.
    func refresh() {
        let color = isSelectedTab ? selectedColor : unselectedColor
        imageView.image = isSelectedTab ? (item.selectedImage ?? item.image) : item.image
        imageView.color = color
        titleLabel.text = item.title
        titleLabel.textColor = color
        alpha = item.isEnabled ? 1 : 0.4
        badge.isHidden = item.badgeValue == nil
        badge.text = item.badgeValue
        badge.backgroundColor = item.badgeColor ?? .systemRed
        accessibilityLabel = item.title
        accessibilityValue = item.badgeValue
        accessibilityTraits = isSelectedTab ? [.button, .selected] : .button
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = imageView.image?.size ?? .zero
        let insets = item.imageInsets
        let imageFrame = CGRect(x: ((bounds.width - size.width) / 2).rounded() + insets.left - insets.right,
                                y: (Self.imageCenterY - size.height / 2).rounded() + insets.top - insets.bottom,
                                width: size.width, height: size.height)
        imageView.frame = imageFrame
        titleLabel.frame = CGRect(x: 2, y: 34, width: max(0, bounds.width - 4), height: 12)
        // A badge: at least round, wider for longer text; an empty value is a plain dot.
        let text = item.badgeValue ?? ""
        let badgeSize: CGSize = text.isEmpty
            ? CGSize(width: 10, height: 10)
            : CGSize(width: max(Self.badgeHeight, (badge.sizeThatFits(.zero).width + 10).rounded()), height: Self.badgeHeight)
        badge.layer.cornerRadius = badgeSize.height / 2
        badge.frame = CGRect(x: (bounds.width / 2 + 6).rounded(), y: 2, width: badgeSize.width, height: badgeSize.height)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let t = touches.first, bounds.contains(t.location(in: self)) { onTap?() }
    }
}

/// An image drawn as a bar draws its items' images: as a template, its shape filled with one
/// colour (resolved for the view's appearance when drawn, so light and dark both follow), unless
/// the image is `.alwaysOriginal` or has a tint colour of its own.
@MainActor
final class TemplateImageView: UIView {
    var image: UIImage? { didSet { if image !== oldValue { setNeedsDisplay() } } }
    var color: UIColor = .systemBlue { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let image else { return }
        let tint = image.isTemplate(automaticIsTemplate: true) ? color : nil
        guard let shown = image.shownImage(tint: tint, traits: traitCollection),
              let context = UIGraphicsGetCurrentContext() else { return }
        context.draw(shown, in: bounds)
    }
}
