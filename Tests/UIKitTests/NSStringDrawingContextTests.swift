import CoreGraphics
import UIKit
import Foundation
import Testing
import TestSupport
import UIKitTesting

/// `NSStringDrawingContext.minimumScaleFactor` shrinks string drawing to fit, as UIKit does:
/// one factor for every font, the largest that fits and never below the minimum (0, or 1 and
/// more, shrink nothing); `actualScaleFactor` reports it. Advances are proportional to the
/// font size (no metric hinting), so a line `full` wide fits `width` at `width / full`.
@MainActor
@Suite struct NSStringDrawingContextTests {
    private let pango = DirectPango()
    private let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
    private let title = "Shrink this title to fit its box"

    @Test func oneLineShrinksToTheWidthNotBelowTheMinimum() {
        let full = title.size(withAttributes: attributes).width
        let width = (full * 0.7).rounded()
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let rect = title.boundingRect(with: CGSize(width: width, height: 100), options: [], attributes: attributes, context: context)
        #expect(rect.width <= width + 1e-6)
        expectNear(context.actualScaleFactor, width / full, tolerance: 0.002)
        // Measured at the shrunk size by Pango directly.
        let size = 20 * context.actualScaleFactor
        expectNear(rect.width, pango.width(title, font: "Inter \(size)px"), tolerance: 0.05)
        #expect(context.totalBounds == rect)

        // A minimum above what fitting needs: stops at the minimum, wider than the box.
        let strict = NSStringDrawingContext()
        strict.minimumScaleFactor = 0.9
        let wide = title.boundingRect(with: CGSize(width: width, height: 100), options: [], attributes: attributes, context: strict)
        #expect(strict.actualScaleFactor == 0.9)
        expectNear(wide.width, full * 0.9, tolerance: 0.05)

        // No minimum (0), a minimum of 1, or text that fits: not shrunk.
        for (minimum, box) in [(CGFloat(0), width), (1, width), (0.5, full + 1)] {
            let c = NSStringDrawingContext()
            c.minimumScaleFactor = minimum
            let r = title.boundingRect(with: CGSize(width: box, height: 100), options: [], attributes: attributes, context: c)
            #expect(c.actualScaleFactor == 1, "minimum \(minimum), box \(box)")
            expectNear(r.width, full, tolerance: 1e-6)
        }
    }

    @Test func wrappedTextShrinksUntilItsLinesFitTheHeight() {
        let text = "Wrapped text that needs more lines than the box has room for at full size"
        let lineHeight = UIFont.systemFont(ofSize: 20).lineHeight
        let box = CGSize(width: 160, height: (2 * lineHeight).rounded(.up))
        let unshrunk = text.boundingRect(with: box, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        #expect(unshrunk.height > box.height, "at 20 pt it needs \(unshrunk.height)")
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.3
        let rect = text.boundingRect(with: box, options: .usesLineFragmentOrigin, attributes: attributes, context: context)
        #expect(context.actualScaleFactor < 1 && context.actualScaleFactor >= 0.3)
        #expect(rect.height <= box.height + 1e-6 && rect.width <= box.width + 1e-6)
        // The largest factor: a little larger no longer fits (Pango measured directly).
        let larger = 20 * (context.actualScaleFactor + 0.01)
        let pangoHeight = pango.size(text, font: "Inter \(larger)px", width: box.width).size.height
        #expect(pangoHeight > box.height, "at \(larger) pt Pango's lines are \(pangoHeight) tall")
    }

    @Test func drawWithAContextDrawsTheShrunkText() throws {
        let full = title.size(withAttributes: attributes).width
        let box = CGRect(x: 10, y: 30, width: (full * 0.6).rounded(), height: 40)
        /// The right edge of the ink drawn by `draw(with:)` with `context`.
        func inkRight(_ context: NSStringDrawingContext?) throws -> Int {
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 400, height: 60))
            let image = renderer.image { _ in
                UIColor.white.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 400, height: 60))
                title.draw(with: box, options: [], attributes: attributes, context: context)
            }
            let cg = try #require(image.cgImage)
            var right = 0
            for y in 0..<60 { for x in 0..<400 where (cg.surface.pixel(x: x, y: y)?.r ?? 255) < 128 { right = max(right, x + 1) } }
            return right
        }
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let shrunk = try inkRight(context)
        #expect(CGFloat(shrunk) <= box.maxX + 1, "shrunk ink ends at \(shrunk), the box at \(box.maxX)")
        #expect(CGFloat(shrunk) > box.maxX - 12, "and fills the box")
        expectNear(context.actualScaleFactor, box.width / full, tolerance: 0.002)
        #expect(CGFloat(try inkRight(nil)) > box.maxX + 50, "without a context the line is drawn whole")
    }
}
