/// Keeping symbol numbers dense in a long-lived solver.
///
/// Every constraint added takes one or two new symbol numbers, and `rowOf` has an entry per
/// number ever handed out. A solver whose constraints come and go for hours (a UIKit app that
/// re-adds constraints in `updateConstraints`) would grow it without end; instead, once the
/// numbers in use are a small share of those handed out, every symbol is renumbered in order
/// (so Bland's rule sees the same order) and the by-number arrays shrink to the live symbols.
extension Solver {
    func compactSymbolsIfSparse() {
        let live = variables.count + 2 * constraints.count + tableau.rows.count
        if tableau.nextID > 4 * live + 4096 { compactSymbols() }
    }

    func compactSymbols() {
        var newID = [Int](repeating: 0, count: tableau.nextID)
        func mark(_ s: Symbol) { if s.isValid { newID[s.id] = 1 } }
        for s in variableSymbols { mark(s) }
        for record in constraints.values { mark(record.tag.marker); mark(record.tag.other) }
        for row in tableau.rows {
            mark(row.basic)
            for cell in row.cells { mark(cell.symbol) }
        }
        for s in tableau.objective.symbols { mark(s) }
        for s in tableau.infeasible { mark(s) }
        var next = 1
        for id in newID.indices.dropFirst() where newID[id] != 0 {
            newID[id] = next
            next += 1
        }
        func map(_ s: Symbol) -> Symbol { s.isValid ? Symbol(raw: newID[s.id] << 3 | s.raw & 7) : s }
        func map(_ tag: Tag) -> Tag { Tag(marker: map(tag.marker), other: map(tag.other)) }

        variableSymbols = variableSymbols.map(map)
        for (key, record) in constraints { constraints[key] = Record(constraint: record.constraint, tag: map(record.tag)) }
        for (key, edit) in edits { edits[key] = Edit(constraint: edit.constraint, tag: map(edit.tag), constant: edit.constant) }
        tableau.infeasible = tableau.infeasible.map(map)
        tableau.objective.renumber(map)
        tableau.rowOf = Array(repeating: -1, count: next)
        for i in tableau.rows.indices {
            tableau.rows[i].basic = map(tableau.rows[i].basic)
            for j in tableau.rows[i].cells.indices { tableau.rows[i].cells[j].symbol = map(tableau.rows[i].cells[j].symbol) }
            tableau.rows[i].recomputeSignature()
            tableau.rowOf[tableau.rows[i].basic.id] = Int32(i)
        }
        tableau.nextID = next
    }
}

extension Solver {
    /// How many symbol numbers the solver has handed out since it last renumbered them (the
    /// size of its by-symbol arrays).
    var symbolCount: Int { tableau.nextID }
}
