import Foundation

/// A reusable section header or footer: a `textLabel` for a title and a `contentView` for
/// your own subviews.
///
/// The table makes one for each `titleForHeaderInSection`/`titleForFooterInSection`; a
/// delegate's `viewForHeaderInSection` may return one from
/// `dequeueReusableHeaderFooterView(withIdentifier:)`. Titles are drawn as iOS draws them:
/// grey, 13 pt (grouped tables upper-case them).
///
/// Porting: `init(reuseIdentifier:)` is `required` here (see `UITableViewCell`).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    let reuseIdentifierStorage: String?
    /// The identifier the table reuses the view under.
    open var reuseIdentifier: String? { reuseIdentifierStorage }
    /// The view your content goes in.
    public let contentView = UIView()
    /// The title label.
    open var textLabel: UILabel? { label }
    /// The secondary label (unused by UIKit's plain headers; kept for API shape).
    open var detailTextLabel: UILabel? { nil }
    /// A view behind the content (default nil).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    let label = UILabel()

    /// Creates a header or footer view reused under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        reuseIdentifierStorage = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        setUp()
    }

    /// Creates a view without reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a view from an archive (none here: no reuse identifier).
    public required init?(coder: NSCoder) {
        reuseIdentifierStorage = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        addSubview(contentView)
        contentView.addSubview(label)
    }

    /// Called before the table hands the view out again.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        let m = UITableViewCell.contentMargin
        let h = label.sizeThatFits(.zero).height
        label.frame = CGRect(x: m, y: max(0, bounds.height - h - 6), width: max(0, bounds.width - 2 * m), height: h)
    }
}
