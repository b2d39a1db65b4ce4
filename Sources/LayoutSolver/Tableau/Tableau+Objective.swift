/// The objective as lexicographic levels.
///
/// Every distinct non-required strength is a level with a row of its own; an error of a
/// constraint at that strength costs 1 in its level's row. A solution is better than another
/// if it is better at the strongest level where they differ, so no number of errors at one
/// level outweighs a single error at a level above it (UIKit's priorities: one constraint at
/// 751 wins against any number at 750). A symbol's cost is the vector of its coefficients in
/// the level rows, strongest first, compared lexicographically; with one level in use this is
/// exactly kiwi's scalar objective.
extension Tableau {
    /// The index of the level of `strength`, made when it does not exist yet.
    mutating func level(for strength: Double) -> Int {
        var p = 0
        while p < levelStrengths.count && levelStrengths[p] > strength { p += 1 }
        if p < levelStrengths.count && levelStrengths[p] == strength { return p }
        levelStrengths.insert(strength, at: p)
        levelUse.insert(0, at: p)
        objective.insert(Row(), at: p)
        levelCursor.append(0)
        bestRatio.append(0)
        return p
    }

    func existingLevel(for strength: Double) -> Int? {
        levelStrengths.firstIndex(of: strength)
    }

    /// Counts a constraint at `strength` (its level is made if needed) and returns the level.
    mutating func retainLevel(_ strength: Double) -> Int {
        let k = level(for: strength)
        levelUse[k] += 1
        return k
    }

    /// Forgets a constraint at `strength`; a level no constraint uses any more goes away.
    mutating func releaseLevel(_ strength: Double) {
        guard let k = existingLevel(for: strength) else { return }
        levelUse[k] -= 1
        if levelUse[k] <= 0 {
            levelStrengths.remove(at: k)
            levelUse.remove(at: k)
            objective.remove(at: k)
            levelCursor.removeLast()
            bestRatio.removeLast()
        }
    }

    /// The entering symbol of a primal pivot: the first symbol (in creation order, as Bland's
    /// rule wants) that is not a dummy and whose cost is lexicographically negative, or
    /// `.invalid` when the objective is at its minimum.
    mutating func enteringSymbol() -> Symbol {
        let levels = objective.count
        if levels == 1 { return Tableau.firstNegative(objective[0]) }
        for k in 0..<levels { levelCursor[k] = 0 }
        while true {
            // The smallest symbol not yet looked at, over all the levels' sorted cells.
            var next = Int.max
            for k in 0..<levels {
                let c = levelCursor[k]
                if c < objective[k].cells.count { next = Swift.min(next, objective[k].cells[c].symbol.raw) }
            }
            if next == Int.max { return .invalid }
            // Its leading coefficient is the one of the strongest level it appears in.
            var leading = 0.0
            for k in 0..<levels {
                let c = levelCursor[k]
                if c < objective[k].cells.count && objective[k].cells[c].symbol.raw == next {
                    if leading == 0 { leading = objective[k].cells[c].coefficient }
                    levelCursor[k] = c + 1
                }
            }
            let symbol = Symbol(raw: next)
            if leading < 0 && !symbol.isDummy { return symbol }
        }
    }

    /// The first non-dummy symbol with a negative coefficient in a single-level objective.
    static func firstNegative(_ row: Row) -> Symbol {
        for cell in row.cells where cell.coefficient < 0 && !cell.symbol.isDummy { return cell.symbol }
        return .invalid
    }

    /// The entering symbol of a dual pivot on an infeasible row: among its non-dummy symbols
    /// with a positive coefficient, the one whose cost divided by that coefficient is
    /// lexicographically smallest (the first such symbol on a tie), or `.invalid`.
    mutating func dualEnteringSymbol(_ row: Row) -> Symbol {
        let levels = objective.count
        var entering = Symbol.invalid
        if levels <= 1 {
            var ratio = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
                let cost = levels == 1 ? objective[0].coefficient(for: cell.symbol) : 0
                let r = cost / cell.coefficient
                if r < ratio { ratio = r; entering = cell.symbol }
            }
            return entering
        }
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            var better = !entering.isValid
            if !better {
                for k in 0..<levels {
                    let r = objective[k].coefficient(for: cell.symbol) / cell.coefficient
                    if r < bestRatio[k] - epsilon { better = true; break }
                    if r > bestRatio[k] + epsilon { break }
                }
            }
            if better {
                entering = cell.symbol
                for k in 0..<levels { bestRatio[k] = objective[k].coefficient(for: cell.symbol) / cell.coefficient }
            }
        }
        return entering
    }
}
