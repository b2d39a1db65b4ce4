import Foundation

/// The states of an animator.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started (or finished): its animations are not on any layer.
    case inactive
    /// Started or paused: its animations are on their layers.
    case active
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where the animated properties end up when an animator finishes.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An object that runs animations that can be started, paused, scrubbed and stopped.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that animations and completions can be added to, and that can continue with
/// new timing. The additions are optional in UIKit; their defaults here do nothing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}

/// The kinds of timing curves.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// Timing for an animator: a cubic curve or a spring.
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The built-in curve, when made from one (else `.easeInOut`).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve (ease in, ease out).
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: [Float] = switch curve {
        case .easeInOut: [0.42, 0, 0.58, 1]
        case .easeIn: [0.42, 0, 1, 1]
        case .easeOut: [0, 0, 0.58, 1]
        case .linear: [0, 0, 1, 1]
        }
        controlPoint1 = CGPoint(x: CGFloat(points[0]), y: CGFloat(points[1]))
        controlPoint2 = CGPoint(x: CGFloat(points[2]), y: CGFloat(points[3]))
        isBuiltin = true
    }

    /// A custom curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// A spring: either a damping ratio (the spring settles within the animator's duration) or
/// explicit mass, stiffness and damping (the spring's own settling time applies).
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The initial velocity, in units of the whole distance per second (`dx` is used).
    public let initialVelocity: CGVector
    let dampingRatio: Double?
    let physics: (mass: Double, stiffness: Double, damping: Double)?

    /// A critically damped spring.
    public override convenience init() { self.init(dampingRatio: 1) }

    /// A spring with the given damping ratio (1: no overshoot).
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring with the given damping ratio and initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio.isFinite && ratio > 0 ? Double(ratio) : 1
        initialVelocity = velocity
        physics = nil
    }

    /// A spring from its physical parameters; the animator's duration is replaced by the
    /// spring's settling time, as in UIKit.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        initialVelocity = velocity
        physics = (Double(mass), Double(stiffness), Double(damping))
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring to run over `duration` seconds with the given initial velocity.
    func solver(duration: TimeInterval, velocity: Double) -> SpringSolver {
        if let physics {
            return SpringSolver(mass: physics.mass, stiffness: physics.stiffness, damping: physics.damping, initialVelocity: velocity)
        }
        return SpringSolver.parameters(duration: duration, dampingRatio: dampingRatio ?? 1, initialVelocity: velocity)
    }
}
