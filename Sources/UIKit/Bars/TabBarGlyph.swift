import Foundation

/// The glyphs of the system tab items, drawn as paths (iOS uses SF Symbols, which are not
/// here): a star for favourites, featured and top rated, a clock for recents and history, a
/// magnifier for search, three dots for more, an arrow for downloads, a book for bookmarks, a
/// person for contacts, bars for the most-viewed lists. 25 × 25 points, black on clear: the bar
/// fills them with its colours as templates.
@MainActor
enum TabBarGlyph {
    static let size = CGSize(width: 25, height: 25)

    static func image(for item: UITabBarItem.SystemItem) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            let p = path(for: item)
            p.usesEvenOddFillRule = true   // the inner outlines are holes
            p.fill()
        }
    }

    private static func path(for item: UITabBarItem.SystemItem) -> UIBezierPath {
        let c = CGPoint(x: 12.5, y: 12.5)
        switch item {
        case .favorites, .featured, .topRated:
            let star = UIBezierPath()
            for i in 0..<10 {
                let r: CGFloat = i % 2 == 0 ? 12 : 5
                let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                let p = CGPoint(x: c.x + r * cos(a), y: c.y + 0.5 + r * sin(a))
                if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.close()
            return star
        case .recents, .history, .mostRecent:
            let ring = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 23, height: 23))
            ring.append(UIBezierPath(ovalIn: CGRect(x: 3, y: 3, width: 19, height: 19)))
            ring.append(UIBezierPath(rect: CGRect(x: 11.5, y: 6, width: 2, height: 5.5)))
            ring.append(UIBezierPath(rect: CGRect(x: 11.5, y: 11.5, width: 6, height: 2)))
            return ring
        case .search:
            let lens = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 17, height: 17))
            lens.append(UIBezierPath(ovalIn: CGRect(x: 3.5, y: 3.5, width: 12, height: 12)))
            let handle = UIBezierPath()
            handle.move(to: CGPoint(x: 15, y: 16.8))
            handle.addLine(to: CGPoint(x: 16.8, y: 15))
            handle.addLine(to: CGPoint(x: 24, y: 22.2))
            handle.addLine(to: CGPoint(x: 22.2, y: 24))
            handle.close()
            lens.append(handle)
            return lens
        case .more:
            let dots = UIBezierPath()
            for x in [3.0, 12.5, 22.0] as [CGFloat] {
                dots.append(UIBezierPath(ovalIn: CGRect(x: x - 2.5, y: 10, width: 5, height: 5)))
            }
            return dots
        case .downloads:
            let arrow = UIBezierPath()
            arrow.move(to: CGPoint(x: 11, y: 2))
            arrow.addLine(to: CGPoint(x: 14, y: 2))
            arrow.addLine(to: CGPoint(x: 14, y: 13))
            arrow.addLine(to: CGPoint(x: 19, y: 13))
            arrow.addLine(to: CGPoint(x: 12.5, y: 20))
            arrow.addLine(to: CGPoint(x: 6, y: 13))
            arrow.addLine(to: CGPoint(x: 11, y: 13))
            arrow.close()
            arrow.append(UIBezierPath(rect: CGRect(x: 3, y: 22, width: 19, height: 2)))
            return arrow
        case .bookmarks:
            let book = UIBezierPath(roundedRect: CGRect(x: 4, y: 1, width: 17, height: 23), cornerRadius: 2)
            book.append(UIBezierPath(rect: CGRect(x: 7, y: 4, width: 11, height: 2)))
            return book
        case .contacts:
            let person = UIBezierPath(ovalIn: CGRect(x: 7.5, y: 1, width: 10, height: 10))
            person.append(UIBezierPath(roundedRect: CGRect(x: 3, y: 13, width: 19, height: 11), cornerRadius: 5))
            return person
        case .mostViewed:
            let bars = UIBezierPath()
            for (i, h) in ([8, 14, 20] as [CGFloat]).enumerated() {
                bars.append(UIBezierPath(rect: CGRect(x: 3 + CGFloat(i) * 7, y: 24 - h, width: 5, height: h)))
            }
            return bars
        }
    }
}
