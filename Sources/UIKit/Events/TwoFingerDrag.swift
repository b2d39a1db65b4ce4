import Foundation

/// Two fingers from one mouse: a drag with the secondary button held stands in for a pinch, and
/// with Shift for a rotation (``PointerDispatcher`` runs it).
///
/// The press puts two fingers down ``span`` points apart, one each side of where it was pressed
/// (the gesture's centre, and the recognizer's `location(in:)`); the pointer then moves the
/// right-hand finger and the other mirrors it through the centre, as the iOS Simulator's
/// Option-drag does. So the fingers' distance is twice the right finger's distance from the
/// centre, and their angle that finger's direction from it:
///
/// - pinch: `scale` is the distance over ``span``: dragging 50 points right doubles it, 25 points
///   left halves it (straight toward the centre it nears 0);
/// - rotation: `rotation` is the turn of the finger about the centre, clockwise positive as UIKit
///   measures it in its y-down coordinates: dragging 50 points down turns by 45°. Turns add up
///   across the left side (no jump at ±180°), so circling the centre keeps turning.
///
/// The gesture begins with the first motion that changes its value, changes once a frame with
/// the frame's last motion (velocity from the motion's timestamps), ends at the release and is
/// cancelled by Escape, a lost grab or focus, or the window going away. A press on a view with
/// no pinch (rotation) recognizer in its chain does nothing.
struct TwoFingerDrag {
    /// The fingers' distance when they land, in points.
    static let span: CGFloat = 100

    /// The pinch or rotation recognizer the drag steps.
    let recognizer: UIGestureRecognizer
    weak var window: UIWindow?
    /// Where the secondary button went down (screen points, and the window's).
    let centre: CGPoint
    let windowCentre: CGPoint
    /// The fingers' distance relative to ``span``, and their turn, at the last step.
    var ratio: CGFloat = 1
    var angle: CGFloat = 0

    /// The right-hand finger's offset from the centre with the pointer at `location` (screen points).
    func finger(at location: CGPoint) -> CGVector {
        CGVector(dx: Self.span / 2 + location.x - centre.x, dy: location.y - centre.y)
    }

    /// The distance ratio with the pointer at `location`.
    func ratio(at location: CGPoint) -> CGFloat {
        let f = finger(at: location)
        return hypot(f.dx, f.dy) / (Self.span / 2)
    }

    /// The turn with the pointer at `location`, continued from the last step's (the nearest of
    /// the angles that differ by whole turns).
    func angle(at location: CGPoint) -> CGFloat {
        let f = finger(at: location)
        guard f.dx != 0 || f.dy != 0 else { return angle }
        var delta = atan2(f.dy, f.dx) - angle
        delta -= 2 * .pi * (delta / (2 * .pi)).rounded()
        return angle + delta
    }
}
