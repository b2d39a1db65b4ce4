import Foundation

/// A two-dimensional vector, as Core Graphics defines it (used for velocities and offsets).
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// Creates a vector with the given components.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// Creates a vector with the given components.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// Creates the zero vector.
    public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }
    /// The zero vector.
    public static let zero = CGVector()
}
