import UIKit

/// A brief, unobtrusive notice at the top of the window ("Slow Animations on"), as the iOS
/// Simulator's menu shows a check mark: it fades in, stays `duration` seconds and fades out.
/// Shown again while visible, it changes its text and starts its time again.
@MainActor
final class NoticeView: UIView {
    let label = UILabel()
    /// How long a notice stays before it fades.
    static let duration: TimeInterval = 1.4
    static let height: CGFloat = 32
    /// Called when the notice has faded out (the overlay window may go).
    var onHidden: (() -> Void)?
    /// Counts notices, so that the fade of an older one does not hide a newer one.
    private var generation = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        alpha = 0
        isUserInteractionEnabled = false
        backgroundColor = UIColor(white: 0.12, alpha: 0.92)
        layer.cornerRadius = Self.height / 2
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("NoticeView is made in code") }

    /// The text shown (nil when no notice is up).
    var text: String? { isHidden ? nil : label.text }

    /// Shows `text`, then fades it out.
    func show(_ text: String) {
        generation += 1
        let shown = generation
        label.text = text
        superview?.setNeedsLayout()
        isHidden = false
        UIView.animate(withDuration: 0.15, delay: 0, options: [.curveEaseOut], animations: { self.alpha = 1 })
        UIView.animate(withDuration: 0.3, delay: Self.duration, options: [.curveEaseIn], animations: { self.alpha = 0 },
                       completion: { [weak self] _ in
                           guard let self, self.generation == shown else { return }
                           self.isHidden = true
                           self.onHidden?()
                       })
    }

    /// The notice's width for its text.
    var fittingWidth: CGFloat { label.sizeThatFits(CGSize(width: 0, height: 0)).width + 32 }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 12, dy: 0)
    }
}
