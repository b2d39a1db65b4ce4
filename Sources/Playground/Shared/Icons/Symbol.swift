import UIKit

/// The playground's own small icon set, drawn as paths: chevrons, transport controls and a
/// close mark, in the manner of SF Symbols (round caps and joins, one stroke weight per point
/// size, filled transport glyphs with softened corners). The artwork is the playground's own.
///
///     Symbol.chevronBackward.draw(in: CGRect(x: 0, y: 0, width: 17, height: 17), color: .systemBlue)
///
/// Every symbol is drawn in a square `rect`; strokes are `weight × rect's side` wide, so
/// symbols of one size share one stroke weight whatever their shape.
enum Symbol: CaseIterable {
    case chevronBackward, chevronForward
    case play, pause, backward, forward
    case xmark

    /// The stroke width as a fraction of the symbol's side ("regular" weight).
    static let weight: CGFloat = 0.12

    /// Draws the symbol into the current UIKit context.
    @MainActor
    func draw(in rect: CGRect, color: UIColor) {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        color.setStroke()
        color.setFill()
        for shape in shapes(in: square) {
            switch shape {
            case .stroke(let path):
                path.lineWidth = max(1, side * Self.weight)
                path.lineCapStyle = .round
                path.lineJoinStyle = .round
                path.stroke()
            case .fill(let path):
                path.fill()
            }
        }
    }

    enum Shape { case stroke(UIBezierPath), fill(UIBezierPath) }

    /// The symbol's paths in a square.
    func shapes(in r: CGRect) -> [Shape] {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: r.minX + x * r.width, y: r.minY + y * r.height) }
        func polyline(_ points: [CGPoint]) -> UIBezierPath {
            let path = UIBezierPath()
            path.move(to: points[0])
            points.dropFirst().forEach(path.addLine(to:))
            return path
        }
        /// A triangle pointing right with rounded corners (SF's `play.fill` softness).
        func triangle(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> UIBezierPath {
            let path = UIBezierPath()
            let radius = r.width * 0.06
            let corners = [a, b, c]
            for i in 0..<3 {
                let prev = corners[(i + 2) % 3], here = corners[i], next = corners[(i + 1) % 3]
                let into = unit(from: here, to: prev), out = unit(from: here, to: next)
                let start = CGPoint(x: here.x + into.x * radius * 1.6, y: here.y + into.y * radius * 1.6)
                let end = CGPoint(x: here.x + out.x * radius * 1.6, y: here.y + out.y * radius * 1.6)
                if i == 0 { path.move(to: start) } else { path.addLine(to: start) }
                path.addQuadCurve(to: end, controlPoint: here)
            }
            path.close()
            return path
        }
        switch self {
        case .chevronBackward:
            return [.stroke(polyline([p(0.64, 0.12), p(0.30, 0.5), p(0.64, 0.88)]))]
        case .chevronForward:
            return [.stroke(polyline([p(0.36, 0.12), p(0.70, 0.5), p(0.36, 0.88)]))]
        case .xmark:
            return [.stroke(polyline([p(0.22, 0.22), p(0.78, 0.78)])), .stroke(polyline([p(0.78, 0.22), p(0.22, 0.78)]))]
        case .play:
            return [.fill(triangle(p(0.24, 0.12), p(0.86, 0.5), p(0.24, 0.88)))]
        case .pause:
            return [.fill(UIBezierPath(roundedRect: CGRect(origin: p(0.22, 0.14), size: CGSize(width: r.width * 0.2, height: r.height * 0.72)),
                                       cornerRadius: r.width * 0.05)),
                    .fill(UIBezierPath(roundedRect: CGRect(origin: p(0.58, 0.14), size: CGSize(width: r.width * 0.2, height: r.height * 0.72)),
                                       cornerRadius: r.width * 0.05))]
        case .forward:
            return [.fill(triangle(p(0.04, 0.22), p(0.50, 0.5), p(0.04, 0.78))),
                    .fill(triangle(p(0.48, 0.22), p(0.94, 0.5), p(0.48, 0.78)))]
        case .backward:
            return [.fill(triangle(p(0.96, 0.22), p(0.50, 0.5), p(0.96, 0.78))),
                    .fill(triangle(p(0.52, 0.22), p(0.06, 0.5), p(0.52, 0.78)))]
        }
    }
}

private func unit(from a: CGPoint, to b: CGPoint) -> CGPoint {
    let dx = b.x - a.x, dy = b.y - a.y, length = max(0.0001, (dx * dx + dy * dy).squareRoot())
    return CGPoint(x: dx / length, y: dy / length)
}

/// A view that shows one ``Symbol`` centred in its bounds, `pointSize` points square, in `color`.
final class SymbolView: UIView {
    var symbol: Symbol { didSet { setNeedsDisplay() } }
    var color: UIColor { didSet { setNeedsDisplay() } }
    /// The symbol's side in points (nil: the view's smaller side).
    var pointSize: CGFloat? { didSet { setNeedsDisplay() } }

    init(_ symbol: Symbol, color: UIColor, pointSize: CGFloat? = nil) {
        self.symbol = symbol
        self.color = color
        self.pointSize = pointSize
        super.init(frame: .zero)
        backgroundColor = .clear
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { fatalError("SymbolView is made in code") }

    override func draw(_ rect: CGRect) {
        let side = min(pointSize ?? .infinity, bounds.width, bounds.height)
        symbol.draw(in: CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side), color: color)
    }
}
