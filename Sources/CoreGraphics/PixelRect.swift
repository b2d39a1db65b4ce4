import Foundation

/// A rectangle in device pixels, used for damage and presentation.
public struct PixelRect: Equatable, Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The part of this rectangle that lies inside `other`.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

extension PixelRect {
    /// The smallest pixel rectangle holding `rect` (empty for a null or empty rectangle).
    public init(enclosing rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self.init(x: 0, y: 0, width: 0, height: 0); return
        }
        let x0 = Int(max(-1e9, rect.minX).rounded(.down)), y0 = Int(max(-1e9, rect.minY).rounded(.down))
        let x1 = Int(min(1e9, rect.maxX).rounded(.up)), y1 = Int(min(1e9, rect.maxY).rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both.
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(x + width, o.x + o.width) - x0, height: max(y + height, o.y + o.height) - y0)
    }

    /// Width × height.
    public var area: Int { isEmpty ? 0 : width * height }
}

/// Pixels moved within the frame by whole pixels: `rect` is where they are now, and they came
/// from `rect` offset by (−`dx`, −`dy`). A frame that slides a layer moves its pixels instead of
/// drawing them again; a window system copies them within the window the same way.
package struct PixelMove: Equatable, Hashable, Sendable {
    package var rect: PixelRect
    package var dx: Int, dy: Int
    package init(rect: PixelRect, dx: Int, dy: Int) { self.rect = rect; self.dx = dx; self.dy = dy }
    /// Where the pixels came from.
    package var source: PixelRect { PixelRect(x: rect.x - dx, y: rect.y - dy, width: rect.width, height: rect.height) }
}

extension PixelRect {
    /// Whether `other` lies inside this rectangle (an empty one lies anywhere).
    package func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height)
    }

    /// This rectangle less `other`: up to four rectangles that do not overlap.
    package func subtracting(_ other: PixelRect) -> [PixelRect] {
        let i = intersection(other)
        guard !i.isEmpty else { return isEmpty ? [] : [self] }
        var pieces: [PixelRect] = []
        if i.y > y { pieces.append(PixelRect(x: x, y: y, width: width, height: i.y - y)) }
        if i.y + i.height < y + height {
            pieces.append(PixelRect(x: x, y: i.y + i.height, width: width, height: y + height - i.y - i.height))
        }
        if i.x > x { pieces.append(PixelRect(x: x, y: i.y, width: i.x - x, height: i.height)) }
        if i.x + i.width < x + width {
            pieces.append(PixelRect(x: i.x + i.width, y: i.y, width: x + width - i.x - i.width, height: i.height))
        }
        return pieces
    }
}
