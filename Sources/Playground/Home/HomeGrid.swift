import UIKit

/// Where the home screen's cards go in a window of any size: columns of at least
/// `minimumCardWidth` (one on a phone, two in a laptop's window, at most three), at most
/// `maximumCardWidth` each and centred; rows of the regular card height when they fit, shorter
/// (down to `minimumCardHeight`, the compact card) when the window is short, with half the gap
/// between them when even that is too tall.
struct HomeGrid {
    static let minimumCardWidth: CGFloat = 300
    static let maximumCardWidth: CGFloat = 440
    static let regularCardHeight: CGFloat = 112
    static let minimumCardHeight: CGFloat = 48
    /// The shortest card that still shows its summary (`SceneCardView`).
    static let regularMinimumHeight: CGFloat = 88
    static let gap: CGFloat = 12
    static let compactGap: CGFloat = 6
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

    /// The cards' frames between `top` and `bottom`, whether they fit there, and their height.
    func cardFrames(top: CGFloat, bottom: CGFloat) -> (rects: [CGRect], fits: Bool, height: CGFloat) {
        let rowCount = CGFloat(max(rows, 1))
        var gap = Self.gap
        var height = min(Self.regularCardHeight, ((bottom - top - (rowCount - 1) * gap) / rowCount).rounded(.down))
        if height < Self.minimumCardHeight {
            gap = Self.compactGap
            height = min(Self.regularCardHeight, ((bottom - top - (rowCount - 1) * gap) / rowCount).rounded(.down))
        }
        let cardHeight = max(Self.minimumCardHeight, height)
        let cardWidth = ((width - CGFloat(columns - 1) * gap) / CGFloat(columns)).rounded(.down)
        let rects = (0..<count).map { i in
            CGRect(x: originX + CGFloat(i % columns) * (cardWidth + gap), y: top + CGFloat(i / columns) * (cardHeight + gap),
                   width: cardWidth, height: cardHeight)
        }
        return (rects, height >= Self.minimumCardHeight, cardHeight)
    }
}
