import UIKit

/// The column a scene screen's content sits in, for a window of any size: the whole width on a
/// phone, at most `maximumWidth` and centred in a wider window (as a phone app's content looks
/// on an iPad's readable width); its usable height ends above the hint bar.
///
///     let column = SceneColumn(bounds: view.bounds, margin: 20)
///     titleLabel.frame = CGRect(x: column.x, y: 40, width: column.width, height: 36)
@MainActor
struct SceneColumn {
    /// The widest the content gets (a large phone's width plus margins, a little more).
    static let maximumWidth: CGFloat = 600

    /// The content's left edge and width (inside the margins).
    let x: CGFloat
    let width: CGFloat
    /// Where the content must end: above the hint bar with a little air.
    let bottom: CGFloat

    init(bounds: CGRect, margin: CGFloat, maximumWidth: CGFloat = SceneColumn.maximumWidth, hasHintBar: Bool = true) {
        let full = min(bounds.width, maximumWidth + 2 * margin)
        x = ((bounds.width - full) / 2).rounded() + margin
        width = max(0, full - 2 * margin)
        bottom = bounds.height - (hasHintBar ? HintBar.margin + HintBar.height + 12 : 12)
    }

    /// The size of a photo of `aspectRatio` at most `maximumWidth` wide that leaves `textHeight`
    /// of room below it, between `top` and the column's bottom (at least `minimumHeight` tall).
    func photoSize(aspectRatio: CGFloat, maximumWidth: CGFloat, top: CGFloat, textHeight: CGFloat,
                   minimumHeight: CGFloat = 90) -> CGSize {
        let room = max(minimumHeight, bottom - top - textHeight)
        let width = min(maximumWidth, (room * aspectRatio).rounded(.down))
        return CGSize(width: width, height: (width / aspectRatio).rounded())
    }
}
