import UIKit

/// The dark bar at the bottom of every scene screen: one line saying what to try, and — on the
/// first screen of a scene opened from the home screen — a button back home.
final class HintBar: UIView {
    static let height: CGFloat = 52
    /// Space to the screen's sides and bottom.
    static let margin: CGFloat = 16

    private let label = UILabel()
    private let homeButton = PillButton(title: "Home", symbol: .chevronBackward, style: .light, fontSize: 14)

    /// What the bar says.
    var text: String? {
        get { label.text }
        set { label.text = newValue; setNeedsLayout() }
    }

    /// What the Home button does; nil hides the button.
    var onHome: (() -> Void)? {
        didSet {
            homeButton.onTap = onHome
            homeButton.isHidden = onHome == nil
            setNeedsLayout()
        }
    }

    init(text: String) {
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.1, alpha: 0.88)
        layer.cornerRadius = 16
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 4)
        label.text = text
        label.textColor = .white
        label.font = .systemFont(ofSize: 14, weight: .medium)
        label.numberOfLines = 2
        addSubview(label)
        homeButton.isHidden = true
        addSubview(homeButton)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Adds a bar along the bottom of `view`, `bottomInset` points above its bottom edge
    /// (for a view that runs past the screen); the bar follows the view's size.
    @discardableResult
    static func install(in view: UIView, text: String, bottomInset: CGFloat = 0) -> HintBar {
        let bar = HintBar(text: text)
        let b = view.bounds
        bar.frame = CGRect(x: margin, y: b.height - bottomInset - margin - height, width: b.width - 2 * margin, height: height)
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(bar)
        return bar
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var textLeft: CGFloat = 16
        if !homeButton.isHidden {
            homeButton.frame = CGRect(x: 8, y: 10, width: homeButton.fittingWidth, height: bounds.height - 20)
            textLeft = homeButton.frame.maxX + 12
        }
        // Balanced lines: the second line never holds a lone word.
        let width = max(0, bounds.width - textLeft - 14)
        label.frame = CGRect(x: textLeft, y: 0, width: balancedTextWidth(of: label, in: width), height: bounds.height)
    }
}

extension UIViewController {
    /// Goes back to the home screen by dismissing the scene it presented; nil when this
    /// controller's scene was not opened from the home screen (it is the window's root, as
    /// with `--scene` and in tests).
    ///
    /// The presenter is the home screen or the container it is a child of: UIKit presents from
    /// the root of the parent chain.
    var backToHomeAction: (() -> Void)? {
        guard let presenter = presentingViewController,
              presenter is HomeViewController || presenter.children.contains(where: { $0 is HomeViewController })
        else { return nil }
        return { [weak presenter] in presenter?.dismiss(animated: true) }
    }
}
