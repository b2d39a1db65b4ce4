/// The simplex tableau: the basic rows, the objective, and the symbols that index them.
///
/// Rows live in one dense array in no particular order; `rowOf` maps a symbol's id to its row's
/// index (or −1 when the symbol is not basic), so "is it basic, and where" is one array read.
/// Removing a row moves the last row into its place. Where kiwi's choices depend on iterating
/// its rows sorted by symbol, the loops here break ties by symbol explicitly, so the pivots —
/// and Bland's rule, which keeps the degenerate pivots from cycling — are kiwi's.
///
/// A value type held by `Solver`: its mutating methods see the arrays with static exclusivity,
/// and a copy of it is a cheap copy-on-write snapshot (see `Solver.addConstraint`).
struct Tableau {
    var rows: [Row] = []
    /// By symbol id: the index of the symbol's row in `rows`, or −1.
    var rowOf: [Int32] = [-1]
    /// The objective, with a cost per non-required strength in use (`Objective`).
    var objective = Objective()
    /// The strengths of the objective's levels, strongest first, and how many constraints use each.
    var levelStrengths: [Double] = []
    var levelUse: [Int] = []
    /// Phase one's objective while a row is added through an artificial variable.
    var artificial: Row?
    /// Rows whose constant went negative, for the dual simplex.
    var infeasible: [Symbol] = []
    var nextID = 1

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(kind, id: nextID)
        nextID += 1
        rowOf.append(-1)
        return symbol
    }

    /// The index of the symbol's row, or −1 when it is not basic.
    @inline(__always) func rowIndex(_ symbol: Symbol) -> Int {
        Int(rowOf[symbol.id])
    }

    mutating func insertRow(_ row: Row) {
        rowOf[row.basic.id] = Int32(rows.count)
        rows.append(row)
    }

    /// Takes the row at `index` out of the tableau (the last row moves into its place).
    mutating func removeRow(at index: Int) -> Row {
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            rowOf[rows[index].basic.id] = Int32(index)
        }
        let row = rows.removeLast()
        rowOf[row.basic.id] = -1
        return row
    }

    /// Replaces `symbol` by its definition `row` in every row and the objective; rows of
    /// restricted symbols that turn negative are queued for the dual simplex. Rows whose
    /// signature rules the symbol out are passed over without a search.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let bit = Row.bit(symbol)
        rows.withUnsafeMutableBufferPointer { rows in
            for i in rows.indices where rows[i].signature & bit != 0 {
                if rows[i].substitute(symbol, row), rows[i].constant < 0, !rows[i].basic.isExternal {
                    infeasible.append(rows[i].basic)
                }
            }
        }
        objective.substitute(symbol, row)
        if var phaseOne = artificial {
            artificial = nil    // so the row's storage stays uniquely referenced
            _ = phaseOne.substitute(symbol, row)
            artificial = phaseOne
        }
    }

    /// Makes `entering` basic in place of the row at `index`'s basic symbol.
    mutating func pivot(rowAt index: Int, entering: Symbol) {
        var row = removeRow(at: index)
        row.solve(for: row.basic, entering)
        row.basic = entering
        substitute(entering, row)
        insertRow(row)
    }

    /// Removes every trace of `symbol` from the rows and the objective.
    mutating func removeColumn(_ symbol: Symbol) {
        for i in rows.indices { rows[i].remove(symbol) }
        objective.remove(symbol)
    }

    /// The current value of a symbol: its row's constant when basic, else 0.
    @inline(__always) func value(of symbol: Symbol) -> Double {
        let i = rowIndex(symbol)
        return i >= 0 ? rows[i].constant : 0
    }
}
