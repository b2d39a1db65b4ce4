import Foundation

// The system symbols drawn here, by name: plain line drawings of our own on the 20-units-to-
// the-em grid (box width and height first, then the strokes). Names ending in ".fill" fill
// their shapes; "backward" and "forward" ones are mirrored in right-to-left layouts.

extension SymbolGlyph {
    /// Every symbol `UIImage(systemName:)` draws.
    static let named: [String: SymbolGlyph] = [
        // Marks
        "xmark": SymbolGlyph(14, 14) { $0.line((0, 0), (14, 14)); $0.line((14, 0), (0, 14)) },
        "xmark.circle": circled(crossInCircle),
        "xmark.circle.fill": cutOfDisc(crossInCircle),
        "plus": SymbolGlyph(16, 16) { $0.line((8, 0), (8, 16)); $0.line((0, 8), (16, 8)) },
        "plus.circle": circled(plusInCircle),
        "plus.circle.fill": cutOfDisc(plusInCircle),
        "minus": SymbolGlyph(16, 0) { $0.line((0, 0), (16, 0)) },
        "minus.circle": circled(minusInCircle),
        "minus.circle.fill": cutOfDisc(minusInCircle),
        "checkmark": SymbolGlyph(16, 15) { $0.line((0, 8.5), (5.5, 15), (16, 0)) },
        "checkmark.circle": circled(checkInCircle),
        "checkmark.circle.fill": cutOfDisc(checkInCircle),
        "ellipsis": SymbolGlyph(20, 2.6) { pen in
            for x in [1.3, 10, 18.7] as [CGFloat] { pen.disc(x, 1.3, 1.3) }
        },
        "ellipsis.circle": circled { pen in
            for x in [5.5, 10, 14.5] as [CGFloat] { pen.dot(x, 10, 1.2) }
        },
        "info.circle": circled { pen in
            pen.dot(10, 5.6, 1.3)
            pen.line((8.3, 9), (10, 9), (10, 15))
            pen.line((8, 15), (12, 15))
        },
        "exclamationmark.triangle": SymbolGlyph(20, 18) { pen in
            pen.shape((10, 0), (20, 18), (0, 18))
            pen.line((10, 6.5), (10, 11.5))
            pen.dot(10, 14.6, 1.2)
        },

        // Chevrons and arrows
        "chevron.left": SymbolGlyph(9, 16, chevronLeft),
        "chevron.right": SymbolGlyph(9, 16, chevronRight),
        "chevron.backward": SymbolGlyph(9, 16, flipsForRightToLeft: true, chevronLeft),
        "chevron.forward": SymbolGlyph(9, 16, flipsForRightToLeft: true, chevronRight),
        "chevron.up": SymbolGlyph(16, 9) { $0.line((0, 9), (8, 0), (16, 9)) },
        "chevron.down": SymbolGlyph(16, 9) { $0.line((0, 0), (8, 9), (16, 0)) },
        "arrow.left": SymbolGlyph(16, 14, arrowLeft),
        "arrow.right": SymbolGlyph(16, 14, arrowRight),
        "arrow.backward": SymbolGlyph(16, 14, flipsForRightToLeft: true, arrowLeft),
        "arrow.forward": SymbolGlyph(16, 14, flipsForRightToLeft: true, arrowRight),
        "arrow.up": SymbolGlyph(14, 16) { $0.line((7, 16), (7, 0)); $0.line((0, 7), (7, 0), (14, 7)) },
        "arrow.down": SymbolGlyph(14, 16) { $0.line((7, 0), (7, 16)); $0.line((0, 9), (7, 16), (14, 9)) },
        "arrow.clockwise": SymbolGlyph(16, 19.5) { pen in
            pen.arc(8, 11.5, 8, from: -30, to: 270)
            pen.line((4.5, 0), (8.3, 3.5), (4.5, 7))
        },
        "arrow.counterclockwise": SymbolGlyph(16, 19.5) { pen in
            pen.arc(8, 11.5, 8, from: 270, to: 570)
            pen.line((11.5, 0), (7.7, 3.5), (11.5, 7))
        },

        // Lists and menus
        "line.3.horizontal": SymbolGlyph(18, 12, threeLines),
        "line.horizontal.3": SymbolGlyph(18, 12, threeLines),
        "magnifyingglass": SymbolGlyph(17, 17) { pen in
            pen.circle(7, 7, 7)
            pen.line((12.2, 12.2), (17, 17))
        },
        "gearshape": SymbolGlyph(20, 20) { pen in
            var teeth: [(CGFloat, CGFloat)] = []
            for tooth in 0..<8 {
                let middle = CGFloat(tooth) * 45
                for (radius, offset) in [(7.6, -17), (10, -9), (10, 9), (7.6, 17)] as [(CGFloat, CGFloat)] {
                    let angle = (middle + offset) * .pi / 180
                    teeth.append((10 + radius * cos(angle), 10 + radius * sin(angle)))
                }
            }
            pen.polygon(teeth)
            pen.circle(10, 10, 3)
        },

        // Things
        "heart": SymbolGlyph(18, 16) { $0.curve(heart) },
        "heart.fill": SymbolGlyph(18, 16) { $0.curve(filled: true, heart) },
        "star": SymbolGlyph(18, 17.1) { $0.polygon(starPoints) },
        "star.fill": SymbolGlyph(18, 17.1) { $0.polygon(starPoints, filled: true) },
        "trash": SymbolGlyph(16, 18) { pen in
            pen.line((0, 3.5), (16, 3.5))
            pen.line((5.5, 3.5), (5.5, 0.5), (10.5, 0.5), (10.5, 3.5))
            pen.line((2, 3.5), (3, 18), (13, 18), (14, 3.5))
            pen.line((6.5, 7), (6.5, 14.5))
            pen.line((9.5, 7), (9.5, 14.5))
        },
        "square.and.arrow.up": SymbolGlyph(16, 20) { pen in
            pen.line((8, 0), (8, 12.5))
            pen.line((4.5, 3.5), (8, 0), (11.5, 3.5))
            pen.line((5, 7.5), (0, 7.5), (0, 20), (16, 20), (16, 7.5), (11, 7.5))
        },
        "person": SymbolGlyph(16, 18) { pen in pen.circle(8, 4.5, 4.5); pen.curve(shoulders) },
        "person.fill": SymbolGlyph(16, 18) { pen in pen.disc(8, 4.5, 4.5); pen.curve(filled: true, shoulders) },
        "person.circle": circled { pen in
            pen.circle(10, 7.8, 3.3)
            pen.curve { p in
                p.move(4.3, 16.8)
                p.curve(10, 12.8, (5.5, 14.2), (7.6, 12.8))
                p.curve(15.7, 16.8, (12.4, 12.8), (14.5, 14.2))
            }
        },
        "house": SymbolGlyph(20, 18) { pen in
            pen.line((0, 9), (10, 0), (20, 9))
            pen.line((3, 6.5), (3, 18), (17, 18), (17, 6.5))
            pen.line((8, 18), (8, 12), (12, 12), (12, 18))
        },
        "photo": SymbolGlyph(22, 17) { pen in
            pen.rect(0, 0, 22, 17, corner: 2.5)
            pen.circle(6.5, 5.5, 2)
            pen.line((0, 15), (7, 9), (11, 12.5), (15.5, 8), (22, 14))
        },

        // Media
        "play": SymbolGlyph(14, 16) { $0.shape((0, 0), (14, 8), (0, 16)) },
        "play.fill": SymbolGlyph(14, 16) { $0.shape((0, 0), (14, 8), (0, 16), filled: true) },
        "pause": SymbolGlyph(14, 16) { $0.rect(0, 0, 4.5, 16); $0.rect(9.5, 0, 4.5, 16) },
        "pause.fill": SymbolGlyph(14, 16) { $0.rect(0, 0, 4.5, 16, filled: true); $0.rect(9.5, 0, 4.5, 16, filled: true) },
        "stop.fill": SymbolGlyph(15, 15) { $0.rect(0, 0, 15, 15, corner: 1.5, filled: true) },
    ]

    // MARK: Parts drawn more than once

    private static let crossInCircle: @Sendable (SymbolPen) -> Void = { pen in
        pen.line((6.5, 6.5), (13.5, 13.5))
        pen.line((13.5, 6.5), (6.5, 13.5))
    }
    private static let plusInCircle: @Sendable (SymbolPen) -> Void = { pen in
        pen.line((10, 5.5), (10, 14.5))
        pen.line((5.5, 10), (14.5, 10))
    }
    private static let minusInCircle: @Sendable (SymbolPen) -> Void = { $0.line((5.5, 10), (14.5, 10)) }
    private static let checkInCircle: @Sendable (SymbolPen) -> Void = { $0.line((5.5, 10.5), (8.7, 14), (14.5, 6.5)) }
    private static let chevronLeft: @Sendable (SymbolPen) -> Void = { $0.line((9, 0), (0, 8), (9, 16)) }
    private static let chevronRight: @Sendable (SymbolPen) -> Void = { $0.line((0, 0), (9, 8), (0, 16)) }
    private static let arrowLeft: @Sendable (SymbolPen) -> Void = { $0.line((16, 7), (0, 7)); $0.line((7, 0), (0, 7), (7, 14)) }
    private static let arrowRight: @Sendable (SymbolPen) -> Void = { $0.line((0, 7), (16, 7)); $0.line((9, 0), (16, 7), (9, 14)) }
    private static let threeLines: @Sendable (SymbolPen) -> Void = { pen in
        for y in [0, 6, 12] as [CGFloat] { pen.line((0, y), (18, y)) }
    }

    /// Two lobes meeting in a point at the bottom (box 18 × 16).
    private static func heart(_ p: CGMutablePath) {
        p.move(9, 16)
        p.curve(0, 5, (4, 12), (0, 8.5))
        p.curve(4.75, 0, (0, 2.2), (2.1, 0))
        p.curve(9, 3.2, (6.8, 0), (8.3, 1.3))
        p.curve(13.25, 0, (9.7, 1.3), (11.2, 0))
        p.curve(18, 5, (15.9, 0), (18, 2.2))
        p.curve(9, 16, (18, 8.5), (14, 12))
        p.closeSubpath()
    }

    /// Head-and-shoulders' shoulders under a head of radius 4.5 (box 16 × 18).
    private static func shoulders(_ p: CGMutablePath) {
        p.move(0, 18)
        p.curve(8, 10.8, (0, 13.5), (3.6, 10.8))
        p.curve(16, 18, (12.4, 10.8), (16, 13.5))
        p.closeSubpath()
    }

    /// A five-pointed star with its top point at the top of an 18-unit-wide box.
    private static let starPoints: [(CGFloat, CGFloat)] = (0..<10).map { i in
        let outer: CGFloat = 9 / sin(.pi * 2 / 5)
        let radius = i % 2 == 0 ? outer : outer * 0.42
        let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
        return (9 + radius * cos(angle), outer + radius * sin(angle))
    }
}

extension SymbolPen {
    /// A closed polygon through `points`, its outline drawn, or filled when `filled`.
    func polygon(_ points: [(CGFloat, CGFloat)], filled: Bool = false) {
        curve(filled: filled) { path in
            guard let first = points.first else { return }
            path.move(first.0, first.1)
            for p in points.dropFirst() { path.addLine(to: CGPoint(x: p.0, y: p.1)) }
            path.closeSubpath()
        }
    }
}
