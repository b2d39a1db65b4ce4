import Foundation

/// A system symbol as a line drawing of our own: a box on a grid of 20 units to the em, and
/// the strokes and fills that draw it there with a `SymbolPen`. Lines are centred on the
/// coordinates given, so they stand out of the box by half a line; `UIImage` sizes the image
/// to take that in. The drawings are in `SymbolGlyph+Table.swift`.
struct SymbolGlyph: Sendable {
    /// The grid: 20 units are the point size (at medium scale).
    static let unitsPerEm: CGFloat = 20

    /// The box the drawing's coordinates fill, in units.
    let size: CGSize
    /// Whether the glyph points along the reading direction and is mirrored right to left
    /// (`chevron.backward`, `arrow.forward`).
    let flipsForRightToLeft: Bool
    /// Draws the glyph in black with the pen, in units.
    let draw: @Sendable (SymbolPen) -> Void

    init(_ width: CGFloat, _ height: CGFloat, flipsForRightToLeft: Bool = false,
         _ draw: @escaping @Sendable (SymbolPen) -> Void) {
        size = CGSize(width: width, height: height)
        self.flipsForRightToLeft = flipsForRightToLeft
        self.draw = draw
    }

    /// The glyph `draw`s in a circle of radius 10 (box 20 × 20).
    static func circled(_ draw: @escaping @Sendable (SymbolPen) -> Void) -> SymbolGlyph {
        SymbolGlyph(20, 20) { pen in
            pen.circle(10, 10, 10)
            draw(pen)
        }
    }

    /// The glyph `cutOut` erases from a filled circle of radius 10 (box 20 × 20).
    static func cutOfDisc(_ cutOut: @escaping @Sendable (SymbolPen) -> Void) -> SymbolGlyph {
        SymbolGlyph(20, 20) { pen in
            pen.disc(10, 10, 10)
            pen.erasing(cutOut)
        }
    }
}

/// Draws a glyph's strokes and fills into a context scaled to the glyph's units: lines of one
/// width with round caps and joins, black on clear. Angles are in degrees, increasing clockwise
/// on screen from 3 o'clock (as in UIKit's y-down coordinates).
struct SymbolPen {
    let context: CGContext
    /// The line width, in units.
    let lineWidth: CGFloat

    init(context: CGContext, lineWidth: CGFloat) {
        self.context = context
        self.lineWidth = lineWidth
        context.setLineWidth(lineWidth)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
    }

    /// A line through the points.
    func line(_ points: (CGFloat, CGFloat)...) {
        context.beginPath()
        addLines(points)
        context.strokePath()
    }

    /// A closed polygon, its outline drawn, or filled out to the outline when `filled`.
    func shape(_ points: (CGFloat, CGFloat)..., filled: Bool = false) {
        context.beginPath()
        addLines(points)
        context.closePath()
        context.drawPath(using: filled ? .fillStroke : .stroke)
    }

    /// A circle's outline.
    func circle(_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat) {
        context.strokeEllipse(in: CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A filled circle, out to its outline.
    func disc(_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat) {
        context.beginPath()
        context.addEllipse(in: CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))
        context.drawPath(using: .fillStroke)
    }

    /// A dot of `radius`, never narrower than the line.
    func dot(_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat) {
        let r = max(radius, lineWidth * 0.65)
        context.fillEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
    }

    /// A rectangle with corners of `corner` radius, its outline drawn, or filled when `filled`.
    func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, corner: CGFloat = 0, filled: Bool = false) {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: x, y: y, width: width, height: height), cornerWidth: corner, cornerHeight: corner)
        context.beginPath()
        context.addPath(path)
        context.drawPath(using: filled ? .fillStroke : .stroke)
    }

    /// An arc of a circle from angle `from` clockwise to `to` (degrees).
    func arc(_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat, from: CGFloat, to: CGFloat) {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: x, y: y), radius: radius, startAngle: from * .pi / 180, endAngle: to * .pi / 180,
                    clockwise: false)   // CoreGraphics's `clockwise` runs the other way in y-down coordinates
        context.beginPath()
        context.addPath(path)
        context.strokePath()
    }

    /// A path of curves built by `build`, its outline drawn, or filled when `filled`.
    func curve(filled: Bool = false, _ build: (CGMutablePath) -> Void) {
        let path = CGMutablePath()
        build(path)
        context.beginPath()
        context.addPath(path)
        context.drawPath(using: filled ? .fillStroke : .stroke)
    }

    /// What `draw` draws, erased from what is there (a cut-out).
    func erasing(_ draw: (SymbolPen) -> Void) {
        context.saveGState()
        context.setBlendMode(.clear)
        draw(self)
        context.restoreGState()
    }

    private func addLines(_ points: [(CGFloat, CGFloat)]) {
        guard let first = points.first else { return }
        context.move(to: CGPoint(x: first.0, y: first.1))
        for p in points.dropFirst() { context.addLine(to: CGPoint(x: p.0, y: p.1)) }
    }
}

extension CGMutablePath {
    /// Moves to (x, y) (shorthand for the glyph drawings).
    func move(_ x: CGFloat, _ y: CGFloat) { move(to: CGPoint(x: x, y: y)) }

    /// A cubic curve to (x, y) through the two control points (shorthand for the glyph drawings).
    func curve(_ x: CGFloat, _ y: CGFloat, _ c1: (CGFloat, CGFloat), _ c2: (CGFloat, CGFloat)) {
        addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: c1.0, y: c1.1), control2: CGPoint(x: c2.0, y: c2.1))
    }
}
