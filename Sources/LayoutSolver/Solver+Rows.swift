/// Turning a constraint into a tableau row, and taking its errors out of the objective.
extension Solver {
    /// The constraint as a row over the parametric symbols (basic variables are replaced by
    /// their rows), with its slack, error or dummy symbols, and a constant ≥ 0. The tag holds
    /// the marker that tracks the constraint in the tableau and the other error, if any.
    func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        pendingSlots.removeAll(keepingCapacity: true)
        for term in expression.terms where !nearZero(term.coefficient) {
            let slot = slot(for: term.variable)
            pendingSlots.append(slot)
            let symbol = variableSymbols[slot]
            let index = tableau.rowIndex(symbol)
            if index >= 0 {
                row.add(tableau.rows[index], times: term.coefficient)
            } else {
                row.add(symbol, term.coefficient)
            }
        }

        var tag = Tag()
        let required = constraint.strength.isRequired
        let level = required ? -1 : tableau.retainLevel(constraint.strength.value)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = tableau.makeSymbol(.slack)
            tag.marker = slack
            row.add(slack, sign)
            if !required {
                let error = tableau.makeSymbol(.error)
                tag.other = error
                row.add(error, -sign)
                tableau.objective.add(error, level: level, 1)
            }
        case .equal:
            if required {
                let dummy = tableau.makeSymbol(.dummy)
                tag.marker = dummy
                row.add(dummy, 1)
            } else {
                let plus = tableau.makeSymbol(.error), minus = tableau.makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.add(plus, -1)    // expression = plus − minus
                row.add(minus, 1)
                tableau.objective.add(plus, level: level, 1)
                tableau.objective.add(minus, level: level, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: its first variable; else its marker or other error
    /// if that is a slack or an error with a negative coefficient (so it stays ≥ 0); else
    /// `.invalid`.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        for cell in row.cells where cell.symbol.isExternal { return cell.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// Takes a non-required constraint's error symbols out of the objective.
    func removeErrorEffects(of constraint: Constraint, _ tag: Tag) {
        guard !constraint.strength.isRequired,
              let level = tableau.existingLevel(for: constraint.strength.value) else { return }
        for symbol in [tag.marker, tag.other] where symbol.isError {
            let index = tableau.rowIndex(symbol)
            if index >= 0 {
                let row = tableau.rows[index]
                tableau.objective.add(row, level: level, times: -1)
            } else {
                tableau.objective.add(symbol, level: level, -1)
            }
        }
    }
}
