import Foundation
import Testing
import UIKit

/// Every layer of `root`'s tree, root first.
@MainActor
public func allLayers(under root: CALayer) -> [CALayer] {
    var result = [root]
    for sub in root.sublayers ?? [] { result += allLayers(under: sub) }
    return result
}

/// Checks that no layer in the window (and in `views`, which may have left it) carries an
/// animation or altered time: `animationKeys() == nil`, `speed == 1`, `timeOffset == 0`.
@MainActor
public func expectNoTransitionLeftovers(in window: UIWindow, views: [UIView] = [], _ what: String = "",
                                        sourceLocation: SourceLocation = #_sourceLocation) {
    var layers = allLayers(under: window.layer)
    for v in views where !layers.contains(where: { $0 === v.layer }) { layers += allLayers(under: v.layer) }
    let animated = layers.filter { $0.animationKeys() != nil }
    let timed = layers.filter { $0.speed != 1 || $0.timeOffset != 0 }
    #expect(animated.isEmpty, "\(what): layers still animating: \(animated.map { $0.animationKeys() ?? [] })",
            sourceLocation: sourceLocation)
    #expect(timed.isEmpty, "\(what): layers with altered time: \(timed.map { "speed \($0.speed) offset \($0.timeOffset)" })",
            sourceLocation: sourceLocation)
}
