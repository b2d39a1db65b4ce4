import Foundation

/// A discrete gesture recognizer that recognizes a quick swipe in one of its directions.
///
/// The finger (the mouse with its primary button) must travel ``minimumDistance`` points in an
/// allowed direction within ``maximumDuration`` seconds of going down, keeping within 30° of
/// that direction; it is recognized the moment it has (UIKit recognizes a swipe before the
/// finger lifts, too). Moving too slowly, too far sideways, or lifting first makes it fail, so a
/// slow drag is left to a pan. Apple does not publish its thresholds; these are chosen so that a
/// flick of the mouse swipes and a deliberate drag does not.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe (Apple's bit values).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count (default `.right`).
    open var direction: Direction = .right
    /// The number of fingers (default 1; a mouse is one finger, so another value never recognizes).
    open var numberOfTouchesRequired: Int = 1

    /// How far the finger must travel (points).
    static let minimumDistance: CGFloat = 50
    /// How long it may take (seconds).
    static let maximumDuration: TimeInterval = 0.5
    /// The widest angle from the direction (tan 30°).
    static let maximumSlope: CGFloat = 0.577

    private var start: (point: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        guard numberOfTouchesRequired == 1 else { return state = .failed }
        start = (touch.location(in: nil), touch.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, let touch = touches.first else { return }
        guard touch.timestamp - start.time <= Self.maximumDuration else { return state = .failed }
        let p = touch.location(in: nil)
        let dx = p.x - start.point.x, dy = p.y - start.point.y
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy), across = horizontal ? abs(dy) : abs(dx)
        guard along >= 10 else { return }
        let moving: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        guard direction.contains(moving), across <= along * Self.maximumSlope else { return state = .failed }
        if along >= Self.minimumDistance { state = .ended }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
