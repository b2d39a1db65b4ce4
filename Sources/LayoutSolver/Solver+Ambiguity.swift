/// Ambiguity: whether the constraints pin a variable down (UIKit's `hasAmbiguousLayout`).
extension Solver {
    /// Whether the solution leaves `variable` free: whether it could take another value without
    /// breaking a required constraint or making any non-required one worse. UIKit's
    /// `hasAmbiguousLayout` is this question asked of a view's four frame variables.
    ///
    /// A variable no constraint mentions is ambiguous. Otherwise the variable is free when it
    /// is not basic and can move itself, or when its row holds a parametric symbol (not a
    /// dummy) that costs nothing at any level and can move — a variable either way, a slack or
    /// an error upward — without driving a restricted row already at zero negative.
    ///
    ///     try solver.addConstraint(left == 0)
    ///     try solver.addConstraint(width >= 0)
    ///     solver.isAmbiguous(left)    // false
    ///     solver.isAmbiguous(width)   // true: any width ≥ 0 is as good
    ///
    /// Two preferences of one strength that pull apart (`x == 0` and `x == 10`, both weak)
    /// leave `x` anywhere between them: ambiguous. At a degenerate vertex the answer can be
    /// true for a variable that another sequence of pivots would show determined; it errs on
    /// the side of reporting ambiguity. Costs a pass over the tableau per free symbol: a
    /// debugging aid, not a per-frame call.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = existingSymbol(for: variable) else { return true }
        let index = tableau.rowIndex(symbol)
        if index < 0 {
            return tableau.objective.isFree(symbol)
                && (tableau.canMove(symbol, up: true) || tableau.canMove(symbol, up: false))
        }
        for cell in tableau.rows[index].cells where !cell.symbol.isDummy && tableau.objective.isFree(cell.symbol) {
            if tableau.canMove(cell.symbol, up: true) { return true }
            if cell.symbol.isExternal && tableau.canMove(cell.symbol, up: false) { return true }
        }
        return false
    }
}

extension Tableau {
    /// Whether the parametric `symbol` can move up (or down) from its value 0 without a
    /// restricted basic symbol at zero going negative, or a basic dummy moving at all.
    func canMove(_ symbol: Symbol, up: Bool) -> Bool {
        for row in rows {
            let a = row.coefficient(for: symbol)
            if a == 0 || row.basic.isExternal { continue }
            if row.basic.isDummy { return false }
            if (up ? a : -a) < 0 && nearZero(row.constant) { return false }
        }
        return true
    }
}
