import UIKit

/// UIKit's touch slop: a control stays highlighted while the finger is within 70 points of its
/// bounds, loses the highlight further off, and regains it on coming back (UIControl's
/// tracking rectangle). The playground's cards and buttons dim the same way.
enum TouchSlop {
    static let distance: CGFloat = 70

    /// Whether `touch` is within the slop of `view`'s bounds.
    @MainActor
    static func contains(_ touch: UITouch, in view: UIView) -> Bool {
        view.bounds.insetBy(dx: -distance, dy: -distance).contains(touch.location(in: view))
    }

    /// The alpha of a pressed view that dims to `pressed`: dimmed within the slop, full off it.
    @MainActor
    static func alpha(for touches: Set<UITouch>, in view: UIView, pressed: CGFloat) -> CGFloat {
        guard let touch = touches.first else { return 1 }
        return contains(touch, in: view) ? pressed : 1
    }
}

/// The width at which a label's text breaks into the same number of lines as at `width`, with
/// the lines as even as they get: the last line never holds a lone word when a word from the
/// line above fits beside it (CSS's `text-wrap: balance`, found the way browsers do it, by a
/// binary search on the width).
@MainActor
func balancedTextWidth(of label: UILabel, in width: CGFloat) -> CGFloat {
    guard let text = label.text, !text.isEmpty, width > 0 else { return width }
    let probe = UILabel()
    probe.text = text
    probe.font = label.font
    probe.numberOfLines = 0
    func height(_ w: CGFloat) -> CGFloat { probe.sizeThatFits(CGSize(width: w, height: 0)).height }
    let target = height(width)
    guard target > 0, height(.greatestFiniteMagnitude) < target else { return width }   // one line: nothing to balance
    var low = width / 2, high = width
    while high - low > 1 {
        let mid = (low + high) / 2
        if height(mid) <= target { high = mid } else { low = mid }
    }
    return high.rounded(.up)
}
