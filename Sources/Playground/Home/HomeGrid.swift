import UIKit

/// Where the home screen's cards go in a window of any size: columns of at least
/// `minimumCardWidth` (one on a phone, two in a laptop's window, at most three), at most
/// `maximumCardWidth` each and centred; rows of the regular card height, a little shorter (down
/// to `minimumFittingHeight`) when that makes every card fit the window. When they do not fit,
/// the home screen scrolls and the cards keep the regular height: any number of scenes fit.
struct HomeGrid {
    static let minimumCardWidth: CGFloat = 300
    static let maximumCardWidth: CGFloat = 440
    static let regularCardHeight: CGFloat = 112
    /// The shortest card that still shows its summary (`SceneCardView`'s regular layout).
    static let minimumFittingHeight: CGFloat = 88
    static let gap: CGFloat = 12
    static let sideMargin: CGFloat = 16

    let columns: Int
    let count: Int
    /// The grid's left edge and width in the window.
    let originX: CGFloat
    let width: CGFloat

    init(width windowWidth: CGFloat, count: Int) {
        self.count = count
        let room = max(0, windowWidth - 2 * Self.sideMargin)
        let fit = Int((room + Self.gap) / (Self.minimumCardWidth + Self.gap))
        columns = max(1, min(3, fit, max(count, 1)))
        let widest = CGFloat(columns) * Self.maximumCardWidth + CGFloat(columns - 1) * Self.gap
        width = min(room, widest)
        originX = ((windowWidth - width) / 2).rounded()
    }

    var rows: Int { (count + columns - 1) / columns }

    /// The tallest card height (at most the regular one) with which every row fits between
    /// `top` and `bottom`; nil when the cards would get shorter than `minimumFittingHeight`.
    func fittingCardHeight(top: CGFloat, bottom: CGFloat) -> CGFloat? {
        let rowCount = CGFloat(max(rows, 1))
        let room = bottom - top - (rowCount - 1) * Self.gap
        let height = min(Self.regularCardHeight, (room / rowCount).rounded(.down))
        return height >= Self.minimumFittingHeight ? height : nil
    }

    /// The cards' frames, rows of `cardHeight` from `top`.
    func cardFrames(top: CGFloat, cardHeight: CGFloat) -> [CGRect] {
        let gap = Self.gap
        let cardWidth = ((width - CGFloat(columns - 1) * gap) / CGFloat(columns)).rounded(.down)
        return (0..<count).map { i in
            CGRect(x: originX + CGFloat(i % columns) * (cardWidth + gap), y: top + CGFloat(i / columns) * (cardHeight + gap),
                   width: cardWidth, height: cardHeight)
        }
    }
}
