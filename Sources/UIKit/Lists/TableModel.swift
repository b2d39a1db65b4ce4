import Foundation

/// A table's sizes: per section the header, footer and row heights (estimated or measured),
/// and the tops they add up to, in the table's content coordinates.
struct TableModel {
    struct Section {
        var header: CGFloat = 0
        var footer: CGFloat = 0
        var heights: [CGFloat] = []
        /// Whether each row's height is final (fixed, or measured by Auto Layout).
        var measured: [Bool] = []
        /// Whether each row sizes itself (its height is `automaticDimension`).
        var selfSizing: [Bool] = []
        var rowCount: Int { heights.count }
    }

    var sections: [Section] = []
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    /// The top of each section (its header's top).
    private(set) var sectionTops: [CGFloat] = []
    /// The top of every row.
    private(set) var rowTops: [[CGFloat]] = []
    private(set) var contentHeight: CGFloat = 0
    private var dirty = true

    mutating func invalidate() { dirty = true }

    mutating func recomputeIfNeeded() {
        guard dirty else { return }
        dirty = false
        var y = tableHeaderHeight
        sectionTops = []
        rowTops = []
        sectionTops.reserveCapacity(sections.count)
        for s in sections {
            sectionTops.append(y)
            y += s.header
            var tops = [CGFloat]()
            tops.reserveCapacity(s.heights.count)
            for h in s.heights {
                tops.append(y)
                y += h
            }
            rowTops.append(tops)
            y += s.footer
        }
        contentHeight = y + tableFooterHeight
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && (0..<sections[indexPath.section].rowCount).contains(indexPath.row)
    }

    /// The vertical extent of a row (`recomputeIfNeeded()` first).
    func rowSpan(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat) {
        (rowTops[indexPath.section][indexPath.row], sections[indexPath.section].heights[indexPath.row])
    }

    /// The vertical extent of a section, header to footer (`recomputeIfNeeded()` first): sections
    /// follow one another, so it ends where the next begins — no sum over its rows, which a
    /// scrolling frame would pay for every section above the screen.
    func sectionSpan(_ section: Int) -> (top: CGFloat, height: CGFloat) {
        let end = section + 1 < sectionTops.count ? sectionTops[section + 1] : contentHeight - tableFooterHeight
        return (sectionTops[section], end - sectionTops[section])
    }

    /// The rows that meet `minY..<maxY`, top to bottom.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY else { return [] }
        var result: [IndexPath] = []
        for (s, tops) in rowTops.enumerated() where !tops.isEmpty {
            let span = sectionSpan(s)
            if span.top >= maxY { break }
            if span.top + span.height <= minY { continue }
            let heights = sections[s].heights
            // The first row whose bottom is below minY.
            var lo = 0, hi = tops.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if tops[mid] + heights[mid] <= minY { lo = mid + 1 } else { hi = mid }
            }
            var r = lo
            while r < tops.count, tops[r] < maxY {
                if heights[r] > 0 || tops[r] >= minY { result.append(IndexPath(row: r, section: s)) }
                r += 1
            }
        }
        return result
    }
}
