/// The levels of the objective: one per distinct non-required strength in use, strongest
/// first, made when a constraint first uses a strength and dropped when the last one goes.
extension Tableau {
    /// The index of the level of `strength`, made when it does not exist yet.
    mutating func level(for strength: Double) -> Int {
        var p = 0
        while p < levelStrengths.count && levelStrengths[p] > strength { p += 1 }
        if p < levelStrengths.count && levelStrengths[p] == strength { return p }
        levelStrengths.insert(strength, at: p)
        levelUse.insert(0, at: p)
        objective.insertLevel(at: p)
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
            objective.removeLevel(at: k)
        }
    }
}
