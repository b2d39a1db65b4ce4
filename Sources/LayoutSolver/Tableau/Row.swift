/// One symbol's coefficient in a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double

    @inline(__always) init(_ symbol: Symbol, _ coefficient: Double) {
        self.symbol = symbol
        self.coefficient = coefficient
    }
}

/// A linear row `constant + Σ coefficient·symbol`: a row of the tableau (`basic = that`), phase
/// one's objective, or a constraint being added.
///
/// Cells are kept sorted by symbol in one contiguous array: look-ups are binary searches, and
/// adding one row to another is a single merge done in place from the back, so a pivot
/// allocates nothing once the arrays have grown. A cell whose coefficient comes within
/// `epsilon` of zero is dropped, as kiwi does.
///
/// `signature` has bit `id mod 64` set for every symbol in the row (and maybe a few that have
/// left it): a clear bit proves a symbol absent without a search, which is what lets a pivot
/// skip most rows of a large tableau.
struct Row {
    var cells: [Cell] = []
    var constant: Double
    /// The basic symbol the row defines, when it is a row of the tableau.
    var basic = Symbol.invalid
    var signature: UInt64 = 0

    init(constant: Double = 0) { self.constant = constant }

    @inline(__always) static func bit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(symbol.id & 63) }

    /// Whether the symbol may be in the row (false: it certainly is not).
    @inline(__always) func mayContain(_ symbol: Symbol) -> Bool { signature & Row.bit(symbol) != 0 }

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
        guard mayContain(symbol) else { return 0 }
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
            signature |= Row.bit(symbol)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        guard mayContain(symbol) else { return }
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
        var signature: UInt64 = 0
        cells.withUnsafeMutableBufferPointer { c in
            for j in c.indices {
                c[j].coefficient *= k
                signature |= Row.bit(c[j].symbol)
            }
        }
        self.signature = signature
    }

    /// Solves `lhs = constant + a·rhs + …` for `rhs` (`lhs` must not be in the row, `rhs` must).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Adds `other · factor` to this row.
    mutating func add(_ other: Row, times factor: Double) {
        merge(other, times: factor, skipping: -1)
    }

    /// Replaces `symbol` by `row` (the symbol's definition): `a·symbol` becomes `a·row`.
    /// Returns whether the symbol was in this row.
    @inline(__always)
    mutating func substitute(_ symbol: Symbol, _ row: Row) -> Bool {
        guard mayContain(symbol) else { return false }
        let i = search(symbol)
        if i < 0 { return false }
        merge(row, times: cells[i].coefficient, skipping: i)
        return true
    }

    /// `self = self − cells[skip] + other·factor`, merged in place from the back: the array
    /// grows by `other`'s count, the merged cells are written from its end down, and the block
    /// then closes up on the untouched prefix.
    private mutating func merge(_ other: Row, times factor: Double, skipping skip: Int) {
        constant += other.constant * factor
        let n = cells.count, m = other.cells.count
        if m == 0 {
            if skip >= 0 { cells.remove(at: skip) }
            return
        }
        signature |= other.signature
        cells.append(contentsOf: other.cells)    // room for the merge; overwritten below
        var gap = 0
        cells.withUnsafeMutableBufferPointer { c in
            other.cells.withUnsafeBufferPointer { b in
                var i = n - 1, j = m - 1, k = n + m - 1
                while j >= 0 {
                    if i >= 0 {
                        if i == skip { i -= 1; continue }
                        let si = c[i].symbol.raw, sj = b[j].symbol.raw
                        if si > sj {
                            c[k] = c[i]; i -= 1; k -= 1
                            continue
                        }
                        if si == sj {
                            let v = c[i].coefficient + b[j].coefficient * factor
                            if !nearZero(v) { c[k] = Cell(c[i].symbol, v); k -= 1 }
                            i -= 1; j -= 1
                            continue
                        }
                    }
                    c[k] = Cell(b[j].symbol, b[j].coefficient * factor); k -= 1; j -= 1
                }
                // c[0...i] is the untouched prefix, c[k+1..<n+m] the merged block.
                var prefixEnd = i + 1
                if skip >= 0 && skip <= i {
                    var p = skip
                    while p < i { c[p] = c[p + 1]; p += 1 }
                    prefixEnd = i
                }
                gap = k + 1 - prefixEnd
                if gap > 0 {
                    var p = k + 1
                    while p < n + m { c[p - gap] = c[p]; p += 1 }
                }
            }
        }
        if gap > 0 { cells.removeLast(gap) }
        // Bits of symbols that cancelled out stay set; start afresh when too many are.
        if signature.nonzeroBitCount > 40 { recomputeSignature() }
    }

    mutating func recomputeSignature() {
        var signature: UInt64 = 0
        for cell in cells { signature |= Row.bit(cell.symbol) }
        self.signature = signature
    }
}
