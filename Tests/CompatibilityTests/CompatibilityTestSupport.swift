import Foundation
import Testing
import UIKitTesting

/// What the compatibility tests share: the colours the client programs paint with, UIKit's
/// timing curves worked out by hand, and the check that a transition left no animation state.
@MainActor
enum Compat {
    static let red = RGBA(red: 255, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 255)
    static let green = RGBA(red: 0, green: 255, blue: 0)
    static let white = RGBA(red: 255, green: 255, blue: 255)

    /// UIKit's ease-in-out (control points 0.42, 0, 0.58, 1) at time fraction `x`, by bisection
    /// on the Bézier's x(s).
    static func easeInOut(_ x: CGFloat) -> CGFloat { bezier(x, 0.42, 0, 0.58, 1) }

    /// UIKit's ease-out (0, 0, 0.58, 1).
    static func easeOut(_ x: CGFloat) -> CGFloat { bezier(x, 0, 0, 0.58, 1) }

    static func bezier(_ x: CGFloat, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CGFloat {
        let t = min(max(Double(x), 0), 1)
        func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if b(x1, x2, mid) < t { lo = mid } else { hi = mid }
        }
        return CGFloat(b(y1, y2, (lo + hi) / 2))
    }

    /// Whether every component of `pixel` is within `tolerance` of `expected`.
    static func pixel(_ pixel: RGBA?, isNear expected: RGBA, tolerance: Int = 3) -> Bool {
        pixel?.isClose(to: expected, tolerance: tolerance) == true
    }

    /// No layer in the window (or under `views`, which may have left it) keeps an animation or
    /// an altered time.
    static func expectNoAnimationLeft(in window: UIWindow, views: [UIView] = [],
                                      sourceLocation: SourceLocation = #_sourceLocation) {
        func walk(_ layer: CALayer) -> [CALayer] { [layer] + (layer.sublayers ?? []).flatMap(walk) }
        var layers = walk(window.layer)
        for v in views where !layers.contains(where: { $0 === v.layer }) { layers += walk(v.layer) }
        let left = layers.filter { $0.animationKeys() != nil || $0.speed != 1 || $0.timeOffset != 0 }
        #expect(left.isEmpty, "layers with animation state left: \(left.map { "\($0.animationKeys() ?? []) speed \($0.speed) offset \($0.timeOffset)" })",
                sourceLocation: sourceLocation)
    }
}
