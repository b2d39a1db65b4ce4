import Foundation

/// An animation that moves its value like a mass on a damped spring.
///
/// The motion is the closed-form solution of the damped harmonic oscillator, so any moment can
/// be shown exactly (a scrubbed transition shows the true spring position). `duration` limits
/// how long it runs; set it to `settlingDuration` to let the spring come to rest.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (default 1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (default 100).
    open var stiffness: CGFloat = 100
    /// The friction (default 10).
    open var damping: CGFloat = 10
    /// The initial velocity, in units of the whole distance per second (positive: toward the end).
    open var initialVelocity: CGFloat = 0
    /// Whether overdamped springs are allowed (kept for source compatibility; they always are).
    open var allowsOverdamping = true

    /// Creates a spring with Core Animation's defaults.
    public required init() { super.init() }

    /// Creates a spring that feels like it lasts `perceptualDuration` seconds, with `bounce`
    /// (0: no overshoot, positive: bouncier, negative: slower than critically damped).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let p = SpringSolver.parameters(perceptualDuration: Double(perceptualDuration), bounce: Double(bounce))
        mass = CGFloat(p.mass); stiffness = CGFloat(p.stiffness); damping = CGFloat(p.damping)
        duration = settlingDuration
    }

    /// How long the spring takes to come to rest with the current parameters.
    open var settlingDuration: CFTimeInterval { solver.settlingDuration }

    /// The perceptual duration of the current parameters (2π/√(k/m)).
    open var perceptualDuration: CFTimeInterval {
        let k = Double(stiffness), m = Double(mass)
        return k > 0 && m > 0 ? 2 * .pi / (k / m).squareRoot() : 0
    }

    /// The bounce of the current parameters (0 when critically damped).
    open var bounce: CGFloat {
        let k = Double(stiffness), m = Double(mass), c = Double(damping)
        guard k > 0, m > 0 else { return 0 }
        let ratio = c / (2 * (k * m).squareRoot())
        return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    var solver: SpringSolver {
        SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity))
    }

    open override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        guard let o = other as? CASpringAnimation else { return }
        mass = o.mass; stiffness = o.stiffness; damping = o.damping; initialVelocity = o.initialVelocity
        allowsOverdamping = o.allowsOverdamping
    }

    /// The spring's position at the cycle's time (the timing function does not apply).
    package override func progress(for s: TimingSample) -> Double {
        if let m = manualProgress { return m }
        return solver.value(at: s.time)
    }
}
