import Foundation

extension UIView {
    /// How a view's tint colour is adjusted (Apple's raw values).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` for a view without a superview).
        case automatic = 0
        /// The tint colour as set.
        case normal = 1
        /// A desaturated, dimmed version of the tint colour (while a sheet or alert is up).
        case dimmed = 2
    }
}

extension UIColor {
    /// The dimmed form of a tint colour: Apple documents only "a desaturated, dimmed version";
    /// here a grey at the colour's Rec. 601 luma, moved half-way toward 0.6 so that every tint —
    /// a dark one too — reads as an inactive mid grey (the system blue becomes white 0.497,
    /// RGB 127, 127, 127), with the colour's alpha.
    var dimmedTint: UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard getRed(&r, green: &g, blue: &b, alpha: &a) else { return UIColor(white: 0.5, alpha: 1) }
        let luma = 0.299 * r + 0.587 * g + 0.114 * b
        return UIColor(white: luma / 2 + 0.3, alpha: a)
    }
}
