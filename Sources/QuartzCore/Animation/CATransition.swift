import Foundation

/// The effect of a ``CATransition`` (Apple's `CATransitionType`: a string-backed struct).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer's content fades as it becomes visible or hidden (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The layer's new content slides into place over the existing content.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The layer's new content pushes the existing content out as it slides into place.
    public static let push = CATransitionType(rawValue: "push")
    /// The existing content slides away, revealing the new content in the direction of the subtype.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a motion ``CATransition`` (Apple's `CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The transition begins at the right side of the layer.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The transition begins at the left side of the layer.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The transition begins at the top of the layer.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The transition begins at the bottom of the layer.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key a layer's transition is conventionally added under (`layer.add(t, forKey: kCATransition)`),
/// and the action key Core Animation looks up for a change of the layer tree.
public let kCATransition = "transition"

/// An animated transition between two states of a whole layer — its own appearance and its
/// subtree — rather than of one property: add it to a layer and change the layer in the same
/// turn of the run loop (before or after adding it), and the layer moves from how it looked on
/// screen to how it looks now.
///
/// ```swift
/// let transition = CATransition()
/// transition.type = .push
/// transition.subtype = .fromRight
/// transition.duration = 0.3
/// navigationController.view.layer.add(transition, forKey: kCATransition)
/// navigationController.pushViewController(next, animated: false)
/// ```
///
/// How it is drawn here:
/// - **The old look** is the layer's area of the last frame shown, taken when the transition is
///   first drawn (so a change made just before `add(_:forKey:)` counts, as on iOS). It is that
///   area's pixels, so it holds what lay behind a translucent layer too: a fade is exactly a
///   cross-fade; a motion moves that background with the old content. A layer that was not on
///   screen (hidden, or first shown) has no old look: it fades or moves in from nothing. A layer
///   that is rotated, or inside a layer placed in 3D, also has none.
/// - **The new look** is the layer's subtree drawn flat into an image (remade when it changes).
/// - **Effects** (`progress` runs from ``startProgress`` to ``endProgress`` through the
///   animation's timing): `.fade` cross-fades; `.push` slides both by the layer's width or
///   height towards the side opposite the subtype, `.moveIn` slides the new look in over the old,
///   `.reveal` slides the old look away from over the new — each cross-fading the two as it
///   moves, as Core Animation's built-in motions do. A nil subtype is `.fromLeft`.
/// - The moving looks are clipped to the layer's bounds when it `masksToBounds` (a label's text
///   pushed up inside its own frame), and otherwise not.
/// - Types other than the four public ones (`"cube"`, `"pageCurl"` …) are drawn as a fade, with a
///   warning; ``filter`` (a Core Image filter on macOS) is not used.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The effect (default `.fade`).
    open var type: CATransitionType = .fade
    /// The direction of a motion effect (default nil: from the left).
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0…1 (default 0).
    open var startProgress: Float = 0
    /// Where in the transition it ends, 0…1 (default 1).
    open var endProgress: Float = 1
    /// A Core Image filter providing the effect on macOS; not used here (Core Image is absent).
    open var filter: Any?

    /// The layer's old look, taken by the renderer from the last frame shown when it first
    /// draws the transition (`LayerRenderer+Transition`); nil until then, and when there was none.
    package var before: TransitionSnapshot?
    /// Whether the renderer looked for the old look already.
    package var beforeTaken = false

    open override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        guard let o = other as? CATransition else { return }
        type = o.type; subtype = o.subtype; startProgress = o.startProgress; endProgress = o.endProgress; filter = o.filter
    }

    /// Shows the transition at its progress while it is on the layer: from ``startProgress``
    /// before it begins (so the new look does not flash first) to ``endProgress`` at its end
    /// (kept there only by a fill).
    package override func apply(atParentTime t: CFTimeInterval, to properties: inout LayerProperties, of layer: CALayer) -> TimingSample {
        let s = sample(atParentTime: t)
        guard !s.finished || s.applies else { return s }
        let start = Double(startProgress.isFinite ? min(max(startProgress, 0), 1) : 0)
        let end = Double(endProgress.isFinite ? min(max(endProgress, 0), 1) : 1)
        let eased = s.started ? easedProgress(s) : 0
        properties.transition = LayerTransition(animation: self, progress: start + (end - start) * min(max(eased, 0), 1))
        return s
    }

    /// The effect as drawn (the four public ones; others are a fade, with a warning once).
    package var effect: CATransitionType {
        switch type {
        case .fade, .moveIn, .push, .reveal: return type
        default:
            warnOnce("CATransition type '\(type.rawValue)' is not one of the public types (fade, moveIn, push, reveal); it is drawn as a fade")
            return .fade
        }
    }

    /// Where the old and the new look lie, in the layer's coordinates, at `progress` (0…1), for
    /// a layer of `size`: a motion moves by the whole width (or height) of the layer.
    package func offsets(at progress: Double, size: CGSize) -> (old: CGPoint, new: CGPoint) {
        let p = CGFloat(progress)
        let from: CGPoint
        switch subtype {
        case .fromRight?: from = CGPoint(x: size.width, y: 0)
        case .fromTop?: from = CGPoint(x: 0, y: -size.height)
        case .fromBottom?: from = CGPoint(x: 0, y: size.height)
        default: from = CGPoint(x: -size.width, y: 0)
        }
        let incoming = CGPoint(x: from.x * (1 - p), y: from.y * (1 - p)), outgoing = CGPoint(x: -from.x * p, y: -from.y * p)
        switch effect {
        case .push: return (outgoing, incoming)
        case .moveIn: return (.zero, incoming)
        case .reveal: return (outgoing, .zero)
        default: return (.zero, .zero)
        }
    }
}

/// A transition in progress on a layer, as the frame shows it (part of the layer's properties on
/// screen, so that a change of progress redraws the layer).
package struct LayerTransition: Equatable {
    package let animation: CATransition
    package let progress: Double

    package static func == (a: LayerTransition, b: LayerTransition) -> Bool {
        a.animation === b.animation && a.progress == b.progress
    }
}

/// The old look of a layer under a transition: an image of its area and the rectangle it covers
/// in the layer's coordinates.
package struct TransitionSnapshot {
    package let image: CairoSurface
    package let rect: CGRect
}
