/// Edit variables: values a caller moves often (a finger, an animation) without re-adding
/// constraints.
extension Solver {
    /// Makes `variable` an edit variable: a constraint `variable == suggestion` at `strength`,
    /// whose suggestion `suggestValue(_:_:)` moves. The first suggestion is 0.
    ///
    /// - Throws: `.duplicateEditVariable` if it already is one; `.badRequiredStrength` for a
    ///   required strength (a required edit could make the system unsatisfiable mid-drag);
    ///   `.nonFiniteValue` for a NaN strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw .duplicateEditVariable(variable) }
        if strength.value.isNaN { throw .nonFiniteValue("the strength of the edit variable \(variable)") }
        if strength.isRequired { throw .badRequiredStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        guard let record = constraints[ObjectIdentifier(constraint)] else { return }
        edits[key] = Edit(constraint: constraint, tag: record.tag, constant: 0)
    }

    /// Stops `variable` being an edit variable (its constraint goes).
    ///
    /// - Throws: `.unknownEditVariable` if it is not one.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(edit.constraint)
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex. The
    /// suggestion holds as far as the stronger constraints let it (a required bound clamps it).
    /// Call `updateVariables()` to see the result.
    ///
    /// - Throws: `.unknownEditVariable` if `variable` is not an edit variable;
    ///   `.nonFiniteValue` for a NaN or infinite value. Nothing changes then.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard var edit = edits[key] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue("the value \(value) suggested for \(variable)") }
        let delta = value - edit.constant
        edit.constant = value
        edits[key] = edit
        tableau.moveEdit(edit.tag, by: delta)
        try tableau.dualOptimize()
    }
}

extension Tableau {
    /// Moves the constant of an edit constraint `variable − plus + minus = suggestion` by
    /// `delta`, in the rows that hold its errors.
    mutating func moveEdit(_ tag: Solver.Tag, by delta: Double) {
        // The plus error basic: its row alone moves.
        var index = rowIndex(tag.marker)
        if index >= 0 {
            rows[index].constant -= delta
            if rows[index].constant < 0 { infeasible.append(tag.marker) }
            return
        }
        // The minus error basic: likewise.
        index = rowIndex(tag.other)
        if index >= 0 {
            rows[index].constant += delta
            if rows[index].constant < 0 { infeasible.append(tag.other) }
            return
        }
        // Both parametric: every row holding the plus error moves.
        for i in rows.indices {
            let c = rows[i].coefficient(for: tag.marker)
            if c != 0 {
                rows[i].constant += delta * c
                if rows[i].constant < 0 && !rows[i].basic.isExternal { infeasible.append(rows[i].basic) }
            }
        }
    }
}
