import Synchronization

/// A variable of a layout: a position or a size that the solver computes.
///
/// A reference type compared by identity: the same `Variable` in several constraints is one
/// unknown. Its `value` is what the last `Solver.updateVariables()` of a solver holding it
/// found (0 before).
///
///     let left = Variable("button.left")
///     let solver = Solver()
///     try solver.addConstraint(left == 20)
///     solver.updateVariables()
///     left.value   // 20
///
/// The value is stored in a relaxed atomic (a plain load and store), so a variable — and with
/// it an expression, a constraint and a `SolverError` — is `Sendable`; a `Solver` is not, and
/// reading a value while another thread updates it sees either the old or the new value.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for debugging (`description`, error messages).
    public let name: String
    private let storage = Atomic<UInt64>(0)

    /// Creates a variable whose value is 0 until a solver updates it.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The value the last `Solver.updateVariables()` found.
    public var value: Double {
        Double(bitPattern: storage.load(ordering: .relaxed))
    }

    @inline(__always) func setValue(_ value: Double) {
        storage.store(value.bitPattern, ordering: .relaxed)
    }

    public var description: String {
        name.isEmpty ? "Variable(\(ObjectIdentifier(self).hashValue))" : name
    }
}
