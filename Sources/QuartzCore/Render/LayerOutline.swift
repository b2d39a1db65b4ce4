import Foundation

/// The outline of a layer's rounded bounds: `cornerRadius` on the `maskedCorners`, with the
/// `cornerCurve`.
///
/// Circular corners are quarter ellipses (as before: radii clamped to half of each side).
/// Continuous corners approximate iOS's: each corner is three cubic Béziers joined by two short
/// lines, leaving the straight edge 1.52866 radii from the corner so that the curvature grows
/// gradually instead of jumping to 1/r — the curve as commonly reverse-engineered from iOS 7
/// (PaintCode's published measurements). Where a side is too short for that reach, the corner
/// is blended towards a circular one until it fits, so a radius of half the side still gives a
/// round capsule end.
enum LayerOutline {
    /// How far along each edge a continuous corner reaches, in radii.
    static let continuousReach: CGFloat = 1.52866483

    /// One corner as steps in its own frame: `a` back along the edge entering the corner, `b`
    /// along the edge leaving it, in radii. A step is a cubic (three points) or a line (one).
    private static let continuousSteps: [[(CGFloat, CGFloat)]] = [
        [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.065496)],
        [(0.63149399, 0.074911)],
        [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.074911, 0.63149399)],
        [(0.065496, 0.66993427)],
        [(0, 0.86840689), (0, 1.08849323), (0, continuousReach)],
    ]
    /// A quarter circle in the same steps, for blending.
    private static let circularSteps: [[(CGFloat, CGFloat)]] = {
        let rest: CGFloat = 1 - 0.5522847498
        return [[(1, 0), (1, 0), (1, 0)], [(1, 0)], [(rest, 0), (0, rest), (0, 1)], [(0, 1)], [(0, 1), (0, 1), (0, 1)]]
    }()

    /// The outline of `rect` for a layer's corner settings.
    static func path(in rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve) -> CGMutablePath {
        let p = CGMutablePath()
        let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        let r = rect.standardized
        if curve != .continuous && corners == all {
            p.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
            return p
        }
        let half = min(r.width, r.height) / 2
        let radius = min(max(0, radius.isFinite ? radius : 0), half)
        // 1: the full continuous corner; 0: circular (when the side leaves no room for more).
        let blend: CGFloat = curve == .continuous && radius > 0
            ? min(max((half / radius - 1) / (continuousReach - 1), 0), 1) : 0
        // Clockwise on screen (y down), starting at the top-left corner's end on the top edge.
        let frames: [(corner: CGPoint, u: CGPoint, v: CGPoint, mask: CACornerMask)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1), .layerMaxXMinYCorner),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0), .layerMaxXMaxYCorner),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1), .layerMinXMaxYCorner),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0), .layerMinXMinYCorner),
        ]
        func point(_ f: (corner: CGPoint, u: CGPoint, v: CGPoint, mask: CACornerMask), _ s: Int, _ i: Int) -> CGPoint {
            let c = circularSteps[s][i], k = continuousSteps[s][i]
            let a = (c.0 + blend * (k.0 - c.0)) * radius, b = (c.1 + blend * (k.1 - c.1)) * radius
            return CGPoint(x: f.corner.x + a * f.u.x + b * f.v.x, y: f.corner.y + a * f.u.y + b * f.v.y)
        }
        func start(_ f: (corner: CGPoint, u: CGPoint, v: CGPoint, mask: CACornerMask)) -> CGPoint {
            let a = (1 + blend * (continuousReach - 1)) * radius
            return CGPoint(x: f.corner.x + a * f.u.x, y: f.corner.y + a * f.u.y)
        }
        let rounded = radius > 0
        let last = frames[3]
        p.move(to: rounded && corners.contains(last.mask) ? point(last, 4, 2) : last.corner)
        for f in frames {
            guard rounded, corners.contains(f.mask) else { p.addLine(to: f.corner); continue }
            p.addLine(to: start(f))
            for s in 0..<5 {
                if s % 2 == 1 { p.addLine(to: point(f, s, 0)) }
                else { p.addCurve(to: point(f, s, 2), control1: point(f, s, 0), control2: point(f, s, 1)) }
            }
        }
        p.closeSubpath()
        return p
    }

    /// The outline of a layer's displayed bounds.
    @MainActor
    static func path(of layer: CALayer, insetBy inset: CGFloat = 0) -> CGMutablePath {
        let p = layer.displayed
        return path(in: p.bounds.insetBy(dx: inset, dy: inset), radius: max(0, p.cornerRadius - inset),
                    corners: layer.maskedCorners, curve: layer.cornerCurve)
    }

    /// How far the rounding reaches along an edge, in radii.
    static func reach(_ curve: CALayerCornerCurve) -> CGFloat { curve == .continuous ? continuousReach : 1 }
}
