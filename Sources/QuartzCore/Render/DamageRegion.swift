import Foundation

/// A small set of device-pixel rectangles that need to be drawn again.
///
/// Rectangles are merged when that costs little extra area, and the count stays bounded, so
/// clipping and presenting stay cheap whatever changed.
package struct DamageRegion {
    package private(set) var rects: [PixelRect] = []
    private let limit: PixelRect
    private let maximumCount = 8

    /// A region that never extends outside `limit`.
    package init(limit: PixelRect) { self.limit = limit }

    package var isEmpty: Bool { rects.isEmpty }

    /// The smallest rectangle holding every damaged rectangle.
    package var bounds: PixelRect { rects.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) } }

    /// Adds a device-pixel rectangle (rounded out to whole pixels, clipped to the limit).
    package mutating func add(_ rect: CGRect?) {
        guard let rect else { return }
        add(PixelRect(enclosing: rect))
    }

    /// Adds a pixel rectangle.
    package mutating func add(_ rect: PixelRect) {
        var r = rect.intersection(limit)
        guard !r.isEmpty else { return }
        // Absorb every rectangle that merging would not make much bigger.
        var i = 0
        while i < rects.count {
            let u = rects[i].union(r)
            if u.area <= (rects[i].area + r.area) * 5 / 4 || rects[i].intersection(r).area > 0 {
                r = u
                rects.remove(at: i)
                i = 0
            } else {
                i += 1
            }
        }
        rects.append(r)
        if rects.count > maximumCount {
            // Too many pieces: merge the pair whose union wastes the least area.
            var best = (0, 1, Int.max)
            for a in 0..<rects.count { for b in (a + 1)..<rects.count {
                let waste = rects[a].union(rects[b]).area - rects[a].area - rects[b].area
                if waste < best.2 { best = (a, b, waste) }
            } }
            let merged = rects[best.0].union(rects[best.1])
            rects.remove(at: best.1); rects.remove(at: best.0)
            add(merged)
        }
    }

    /// Damages everything.
    package mutating func addAll() { rects = [limit] }
}
