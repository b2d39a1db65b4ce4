import UIKit

/// Tiles (photo cards) in a grid that uses a window's width: the fewest columns (at least
/// `minimumColumns`) whose rows fit between `top` and `bottom` with tiles at most
/// `maximumTileWidth` wide, the grid centred. When even `maximumColumns` do not fit, the rows
/// that would run past `bottom` are left out (`isShown` false).
struct TileGrid {
    struct Tile { var frame: CGRect; var isShown: Bool }

    let tiles: [Tile]
    let columns: Int

    /// - Parameter height: a tile's height for a width (the photo's and its caption's).
    init(count: Int, width: CGFloat, margin: CGFloat, gap: CGFloat, top: CGFloat, bottom: CGFloat,
         minimumColumns: Int = 2, maximumColumns: Int = 6, maximumTileWidth: CGFloat = 260,
         height: (CGFloat) -> CGFloat) {
        func layout(columns: Int) -> (tileWidth: CGFloat, tileHeight: CGFloat, total: CGFloat) {
            let tileWidth = min(maximumTileWidth, ((width - 2 * margin - CGFloat(columns - 1) * gap) / CGFloat(columns)).rounded(.down))
            let rows = (count + columns - 1) / columns
            let tileHeight = height(tileWidth)
            return (tileWidth, tileHeight, CGFloat(rows) * tileHeight + CGFloat(max(rows - 1, 0)) * gap)
        }
        let lowest = max(1, minimumColumns), highest = max(lowest, min(maximumColumns, max(count, 1)))
        let chosen = (lowest...highest).first { layout(columns: $0).total <= bottom - top } ?? highest
        let (tileWidth, tileHeight, _) = layout(columns: chosen)
        let gridWidth = CGFloat(chosen) * tileWidth + CGFloat(chosen - 1) * gap
        let left = ((width - gridWidth) / 2).rounded()
        columns = chosen
        tiles = (0..<count).map { i in
            let frame = CGRect(x: left + CGFloat(i % chosen) * (tileWidth + gap), y: top + CGFloat(i / chosen) * (tileHeight + gap),
                               width: tileWidth, height: tileHeight)
            return Tile(frame: frame, isShown: frame.maxY <= bottom)
        }
    }
}
