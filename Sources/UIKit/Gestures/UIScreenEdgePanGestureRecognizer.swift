import Foundation

/// A continuous gesture recognizer that interprets panning gestures that start near an edge of
/// the screen — the gesture of the interactive "back" swipe.
///
/// The touch must go down within ``edgeRegion`` points of one of ``edges`` and then move
/// inward: once it has moved the pan's hysteresis (10 pt), the movement away from that edge
/// must be larger than the movement along it. A first movement mostly along the edge or
/// outward makes it fail. Translation and velocity work as for any pan.
///
///     let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: Self.handleBackSwipe)
///     edgePan.edges = .left
///     view.addGestureRecognizer(edgePan)
///
/// On the desktop the screen is the app's window, so the edges are those of the touch's
/// window (`UIScreen.bounds` and a full-screen window coincide).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges where the gesture may start (default none: the recognizer never begins, as in
    /// UIKit — set this before adding the recognizer).
    open var edges: UIRectEdge = []

    /// How close to an edge (in points) the touch must go down.
    static let edgeRegion: CGFloat = 20

    /// The edges the touch went down near.
    private var candidateEdges: UIRectEdge = []

    override func acceptsTouchDown(at point: CGPoint, in window: UIWindow?) -> Bool {
        guard let bounds = window?.bounds else { return false }
        let r = Self.edgeRegion
        var near: UIRectEdge = []
        if point.x - bounds.minX < r { near.insert(.left) }
        if bounds.maxX - point.x < r { near.insert(.right) }
        if point.y - bounds.minY < r { near.insert(.top) }
        if bounds.maxY - point.y < r { near.insert(.bottom) }
        candidateEdges = near.intersection(edges)
        return !candidateEdges.isEmpty
    }

    override func acceptsMovement(from start: CGPoint, to current: CGPoint, in window: UIWindow?) -> Bool {
        let dx = current.x - start.x, dy = current.y - start.y
        func inward(_ edge: UIRectEdge) -> (away: CGFloat, along: CGFloat) {
            switch edge {
            case .left: (dx, abs(dy))
            case .right: (-dx, abs(dy))
            case .top: (dy, abs(dx))
            default: (-dy, abs(dx))
            }
        }
        return [UIRectEdge.left, .right, .top, .bottom].contains { edge in
            guard candidateEdges.contains(edge) else { return false }
            let m = inward(edge)
            return m.away > 0 && m.away > m.along
        }
    }

    open override func reset() {
        super.reset()
        candidateEdges = []
    }
}
