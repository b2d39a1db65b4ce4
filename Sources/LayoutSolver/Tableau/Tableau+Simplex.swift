/// The primal simplex (after a constraint is added or removed) and the dual simplex (after an
/// edit variable's suggested value moves), as kiwi runs them.
extension Tableau {
    /// Pivots until the objective — or, with `artificial: true`, phase one's objective — is at
    /// its minimum.
    mutating func optimize(artificial useArtificial: Bool = false) throws(SolverError) {
        while true {
            let entering: Symbol
            if useArtificial {
                guard let artificial else { return }
                entering = Tableau.firstNegative(artificial)
            } else {
                entering = objective.enteringSymbol()
            }
            if !entering.isValid { return }
            let index = leavingRow(for: entering)
            if index < 0 { throw .internalError("the objective is unbounded (a pivot found no leaving row)") }
            pivot(rowAt: index, entering: entering)
        }
    }

    /// Restores feasibility after row constants moved (the objective stays optimal): each
    /// queued row still negative leaves the basis for the symbol of the dual ratio test.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            let index = rowIndex(leaving)
            guard index >= 0 else { continue }
            let constant = rows[index].constant
            guard constant < 0, !nearZero(constant) else { continue }
            let entering = objective.dualEnteringSymbol(rows[index])
            if !entering.isValid {
                infeasible.removeAll()
                throw .internalError("the dual simplex found no entering symbol for an infeasible row")
            }
            pivot(rowAt: index, entering: entering)
        }
    }

    /// The row the primal ratio test picks for `entering`: among restricted rows where it has
    /// a negative coefficient, the smallest `−constant / coefficient` (the smallest basic symbol
    /// on a tie); −1 when there is none.
    func leavingRow(for entering: Symbol) -> Int {
        var ratio = Double.greatestFiniteMagnitude
        var found = -1
        var foundBasic = Int.max
        rows.withUnsafeBufferPointer { rows in
            for i in rows.indices {
                let basic = rows[i].basic
                if basic.isExternal { continue }
                let c = rows[i].coefficient(for: entering)
                if c < 0 {
                    let r = -rows[i].constant / c
                    if r < ratio || (r == ratio && basic.raw < foundBasic) {
                        ratio = r; found = i; foundBasic = basic.raw
                    }
                }
            }
        }
        return found
    }

    /// The row to pivot a non-basic marker into before its constraint's row is dropped:
    /// 1. a restricted row with a negative coefficient, smallest `−constant / coefficient`;
    /// 2. else a restricted row, smallest `constant / coefficient`;
    /// 3. else the last unrestricted row holding the marker (by symbol order).
    /// −1 when the marker is in no row.
    func markerLeavingRow(_ marker: Symbol) -> Int {
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var first = -1, second = -1, third = -1
        var firstBasic = Int.max, secondBasic = Int.max, thirdBasic = Int.min
        for i in rows.indices {
            let c = rows[i].coefficient(for: marker)
            if c == 0 { continue }
            let basic = rows[i].basic
            if basic.isExternal {
                if basic.raw > thirdBasic { third = i; thirdBasic = basic.raw }
            } else if c < 0 {
                let r = -rows[i].constant / c
                if r < r1 || (r == r1 && basic.raw < firstBasic) { r1 = r; first = i; firstBasic = basic.raw }
            } else {
                let r = rows[i].constant / c
                if r < r2 || (r == r2 && basic.raw < secondBasic) { r2 = r; second = i; secondBasic = basic.raw }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third
    }

    /// The first non-dummy symbol with a negative coefficient (phase one's entering symbol).
    static func firstNegative(_ row: Row) -> Symbol {
        for cell in row.cells where cell.coefficient < 0 && !cell.symbol.isDummy { return cell.symbol }
        return .invalid
    }

    /// The first slack or error in the row, or `.invalid`.
    static func anyPivotableSymbol(_ row: Row) -> Symbol {
        for cell in row.cells where cell.symbol.isPivotable { return cell.symbol }
        return .invalid
    }

    /// Adds `row` (with no valid subject) through an artificial variable: phase one minimises
    /// the artificial variable; the row is satisfiable only if it reaches zero. On `false` the
    /// tableau is left equivalent but not equal to before: the caller restores its snapshot.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = makeSymbol(.slack)
        var artRow = row
        artRow.basic = art
        insertRow(artRow)
        artificial = row
        try optimize(artificial: true)
        let success = nearZero(artificial?.constant ?? 0)
        artificial = nil

        let index = rowIndex(art)
        if index >= 0 {
            var basicRow = removeRow(at: index)
            if basicRow.cells.isEmpty { return success }
            let entering = Tableau.anyPivotableSymbol(basicRow)
            if !entering.isValid { return false }
            basicRow.solve(for: art, entering)
            basicRow.basic = entering
            substitute(entering, basicRow)
            insertRow(basicRow)
        }
        removeColumn(art)
        return success
    }
}
