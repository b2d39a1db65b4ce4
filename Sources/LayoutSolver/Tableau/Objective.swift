/// The objective, with a cost per level for each symbol.
///
/// Every distinct non-required strength is a level (strongest first); an error of a constraint
/// at that strength costs 1 at its level. A symbol's cost is the vector of its coefficients at
/// each level, compared lexicographically: a solution is better than another if it is better at
/// the strongest level where they differ, so no number of errors at one level outweighs a
/// single error at a level above it. With one level this is kiwi's scalar objective.
///
/// Stored as kiwi stores a row — symbols sorted in one array — with the `levels` costs of each
/// symbol side by side in `costs`, so finding the entering symbol is one forward scan that
/// stops at the first symbol whose leading cost is negative.
struct Objective {
    private(set) var levels = 0
    private(set) var symbols: [Symbol] = []
    /// `symbols.count × levels` costs: the costs of `symbols[i]` are `costs[i·levels ..< (i+1)·levels]`.
    private(set) var costs: [Double] = []
    private var vector: [Double] = []
    private var best: [Double] = []

    var isEmpty: Bool { symbols.isEmpty }

    @inline(__always) func search(_ symbol: Symbol) -> Int {
        symbols.withUnsafeBufferPointer { s in
            var lo = 0, hi = s.count
            let key = symbol.raw
            while lo < hi {
                let mid = (lo + hi) >> 1
                let v = s[mid].raw
                if v < key { lo = mid + 1 } else if v > key { hi = mid } else { return mid }
            }
            return -lo - 1
        }
    }

    /// The symbol's cost at `level` (0 when absent).
    func cost(of symbol: Symbol, level: Int) -> Double {
        let i = search(symbol)
        return i >= 0 ? costs[i * levels + level] : 0
    }

    /// Adds a level at position `p` (every symbol costs 0 there).
    mutating func insertLevel(at p: Int) {
        var new: [Double] = []
        new.reserveCapacity(symbols.count * (levels + 1))
        for i in symbols.indices {
            for k in 0...levels {
                new.append(k == p ? 0 : costs[i * levels + (k < p ? k : k - 1)])
            }
        }
        levels += 1
        costs = new
        vector = Array(repeating: 0, count: levels)
        best = vector
    }

    /// Removes the level at position `p`; symbols left without any cost go.
    mutating func removeLevel(at p: Int) {
        var newSymbols: [Symbol] = [], new: [Double] = []
        for i in symbols.indices {
            var kept = false
            for k in 0..<levels where k != p && costs[i * levels + k] != 0 { kept = true }
            guard kept else { continue }
            newSymbols.append(symbols[i])
            for k in 0..<levels where k != p { new.append(costs[i * levels + k]) }
        }
        levels -= 1
        symbols = newSymbols
        costs = new
        vector = Array(repeating: 0, count: levels)
        best = vector
    }

    /// Adds `value` to the symbol's cost at `level`.
    mutating func add(_ symbol: Symbol, level: Int, _ value: Double) {
        for k in 0..<levels { vector[k] = k == level ? value : 0 }
        addVector(symbol, factor: 1)
    }

    /// Adds `row · factor` at `level` (the row's constant is not kept: only costs matter).
    mutating func add(_ row: Row, level: Int, times factor: Double) {
        for cell in row.cells {
            for k in 0..<levels { vector[k] = k == level ? cell.coefficient * factor : 0 }
            addVector(cell.symbol, factor: 1)
        }
    }

    /// Replaces `symbol` by its definition `row`: its cost vector moves onto the row's symbols.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let i = search(symbol)
        guard i >= 0 else { return }
        for k in 0..<levels { vector[k] = costs[i * levels + k] }
        removeEntry(i)
        for cell in row.cells { addVector(cell.symbol, factor: cell.coefficient) }
    }

    mutating func remove(_ symbol: Symbol) {
        let i = search(symbol)
        if i >= 0 { removeEntry(i) }
    }

    /// Adds `vector · factor` to the symbol's costs; near-zero costs become 0, and a symbol
    /// whose costs are all 0 goes.
    private mutating func addVector(_ symbol: Symbol, factor: Double) {
        let i = search(symbol)
        if i >= 0 {
            var any = false
            costs.withUnsafeMutableBufferPointer { c in
                vector.withUnsafeBufferPointer { v in
                    let base = i * levels
                    for k in 0..<levels {
                        var x = c[base + k] + v[k] * factor
                        if nearZero(x) { x = 0 } else { any = true }
                        c[base + k] = x
                    }
                }
            }
            if !any { removeEntry(i) }
            return
        }
        var any = false
        for k in 0..<levels where !nearZero(vector[k] * factor) { any = true }
        guard any else { return }
        let p = -i - 1
        symbols.insert(symbol, at: p)
        if levels == 1 {
            costs.insert(vector[0] * factor, at: p)
        } else {
            costs.insert(contentsOf: vector.lazy.map { nearZero($0 * factor) ? 0 : $0 * factor }, at: p * levels)
        }
    }

    private mutating func removeEntry(_ i: Int) {
        symbols.remove(at: i)
        if levels == 1 { costs.remove(at: i) } else { costs.removeSubrange(i * levels ..< (i + 1) * levels) }
    }

    /// The entering symbol of a primal pivot: the first symbol (in creation order, as Bland's
    /// rule wants) that is not a dummy and whose cost is lexicographically negative, or
    /// `.invalid` when the objective is at its minimum.
    func enteringSymbol() -> Symbol {
        let levels = levels
        return symbols.withUnsafeBufferPointer { s in
            costs.withUnsafeBufferPointer { c in
                for i in s.indices where !s[i].isDummy {
                    let base = i * levels
                    for k in 0..<levels where c[base + k] != 0 {
                        if c[base + k] < 0 { return s[i] }
                        break
                    }
                }
                return .invalid
            }
        }
    }

    /// The entering symbol of a dual pivot on an infeasible row: among its non-dummy symbols
    /// with a positive coefficient, the one whose cost divided by that coefficient is
    /// lexicographically smallest (the first such symbol on a tie), or `.invalid`.
    mutating func dualEnteringSymbol(_ row: Row) -> Symbol {
        var entering = Symbol.invalid
        if levels <= 1 {
            var ratio = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
                let i = levels == 1 ? search(cell.symbol) : -1
                let r = (i >= 0 ? costs[i] : 0) / cell.coefficient
                if r < ratio { ratio = r; entering = cell.symbol }
            }
            return entering
        }
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            let i = search(cell.symbol)
            for k in 0..<levels { vector[k] = (i >= 0 ? costs[i * levels + k] : 0) / cell.coefficient }
            var better = !entering.isValid
            if !better {
                for k in 0..<levels {
                    if vector[k] < best[k] - epsilon { better = true; break }
                    if vector[k] > best[k] + epsilon { break }
                }
            }
            if better {
                entering = cell.symbol
                for k in 0..<levels { best[k] = vector[k] }
            }
        }
        return entering
    }

    /// Renames every symbol with an order-preserving map (`Solver.compactSymbols()`).
    mutating func renumber(_ map: (Symbol) -> Symbol) {
        symbols = symbols.map(map)
    }

    /// Whether the symbol costs nothing at any level.
    func isFree(_ symbol: Symbol) -> Bool { search(symbol) < 0 }
}
