/// One symbol's coefficient in a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double

    @inline(__always) init(_ symbol: Symbol, _ coefficient: Double) {
        self.symbol = symbol
        self.coefficient = coefficient
    }
}

/// A linear row `constant + Σ coefficient·symbol`: a row of the tableau (`basic = that`), a
/// level of the objective, or a constraint being added.
///
/// Cells are kept sorted by symbol in one contiguous array: look-ups are binary searches, and
/// adding one row to another is a single merge into a scratch buffer that then changes places
/// with the row's storage, so a pivot allocates nothing once the buffers have grown. A cell
/// whose coefficient comes within `epsilon` of zero is dropped, as kiwi does.
struct Row {
    var cells: [Cell] = []
    var constant: Double
    /// The basic symbol the row defines, when it is a row of the tableau.
    var basic = Symbol.invalid

    init(constant: Double = 0) { self.constant = constant }

    /// The index of `symbol` in `cells`, or where it would be inserted (negated minus one).
    @inline(__always) func search(_ symbol: Symbol) -> Int {
        cells.withUnsafeBufferPointer { c in
            var lo = 0, hi = c.count
            let key = symbol.raw
            while lo < hi {
                let mid = (lo + hi) >> 1
                let s = c[mid].symbol.raw
                if s < key { lo = mid + 1 } else if s > key { hi = mid } else { return mid }
            }
            return -lo - 1
        }
    }

    @inline(__always) func coefficient(for symbol: Symbol) -> Double {
        let i = search(symbol)
        return i >= 0 ? cells[i].coefficient : 0
    }

    /// Adds `coefficient` to the symbol's coefficient, inserting or dropping its cell.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let i = search(symbol)
        if i >= 0 {
            let v = cells[i].coefficient + coefficient
            if nearZero(v) { cells.remove(at: i) } else { cells[i].coefficient = v }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol, coefficient), at: -i - 1)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        let i = search(symbol)
        if i >= 0 { cells.remove(at: i) }
    }

    mutating func reverseSign() {
        constant = -constant
        cells.withUnsafeMutableBufferPointer { c in
            for i in c.indices { c[i].coefficient = -c[i].coefficient }
        }
    }

    /// Solves `0 = constant + a·symbol + …` for `symbol`: the row becomes `symbol = …`, without
    /// the symbol's cell. The symbol must be in the row.
    mutating func solve(for symbol: Symbol) {
        let i = search(symbol)
        guard i >= 0 else { return }
        let k = -1 / cells[i].coefficient
        cells.remove(at: i)
        constant *= k
        cells.withUnsafeMutableBufferPointer { c in
            for j in c.indices { c[j].coefficient *= k }
        }
    }

    /// Solves `lhs = constant + a·rhs + …` for `rhs` (`lhs` must not be in the row, `rhs` must).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Adds `other · factor` to this row.
    mutating func add(_ other: Row, times factor: Double, scratch: inout [Cell]) {
        merge(other, times: factor, skipping: -1, scratch: &scratch)
    }

    /// Replaces `symbol` by `row` (the symbol's definition): `a·symbol` becomes `a·row`.
    /// Returns whether the symbol was in this row.
    @inline(__always)
    mutating func substitute(_ symbol: Symbol, _ row: Row, scratch: inout [Cell]) -> Bool {
        let i = search(symbol)
        if i < 0 { return false }
        merge(row, times: cells[i].coefficient, skipping: i, scratch: &scratch)
        return true
    }

    /// `self = self − cells[skip] + other·factor`, as one sorted merge into `scratch`, whose
    /// storage then changes places with this row's.
    private mutating func merge(_ other: Row, times factor: Double, skipping skip: Int, scratch: inout [Cell]) {
        constant += other.constant * factor
        let total = cells.count + other.cells.count
        scratch.removeAll(keepingCapacity: true)
        if scratch.capacity < total { scratch.reserveCapacity(Swift.max(total, 2 * scratch.capacity)) }
        cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                var i = 0, j = 0
                let na = a.count, nb = b.count
                while i < na && j < nb {
                    if i == skip { i += 1; continue }
                    let sa = a[i].symbol.raw, sb = b[j].symbol.raw
                    if sa < sb {
                        scratch.append(a[i]); i += 1
                    } else if sb < sa {
                        scratch.append(Cell(b[j].symbol, b[j].coefficient * factor)); j += 1
                    } else {
                        let v = a[i].coefficient + b[j].coefficient * factor
                        if !nearZero(v) { scratch.append(Cell(a[i].symbol, v)) }
                        i += 1; j += 1
                    }
                }
                while i < na {
                    if i != skip { scratch.append(a[i]) }
                    i += 1
                }
                while j < nb {
                    scratch.append(Cell(b[j].symbol, b[j].coefficient * factor)); j += 1
                }
            }
        }
        swap(&cells, &scratch)
    }
}
