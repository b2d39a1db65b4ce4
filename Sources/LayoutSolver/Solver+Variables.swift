/// The variables a solver knows: a symbol each, and how many of the solver's constraints
/// mention it.
///
/// A variable that no constraint in the solver mentions any more is forgotten (it keeps its last
/// value), so a solver whose views come and go — a UIKit window over hours — neither holds on
/// to the variables of views long gone nor writes them in every `updateVariables()`.
extension Solver {
    /// The slot of a variable, made on first use.
    func slot(for variable: Variable) -> Int {
        let key = ObjectIdentifier(variable)
        if let slot = slots[key] { return slot }
        let slot = variables.count
        slots[key] = slot
        variables.append(variable)
        variableSymbols.append(tableau.makeSymbol(.external))
        variableUse.append(0)
        return slot
    }

    /// The symbol of a variable the solver knows, or nil.
    func existingSymbol(for variable: Variable) -> Symbol? {
        slots[ObjectIdentifier(variable)].map { variableSymbols[$0] }
    }

    /// Forgets the variables met since `count` (a refused constraint brought them).
    func forgetVariables(from count: Int) {
        guard variables.count > count else { return }
        for variable in variables[count...] { slots[ObjectIdentifier(variable)] = nil }
        variables.removeSubrange(count...)
        variableSymbols.removeSubrange(count...)
        variableUse.removeSubrange(count...)
    }

    /// Counts a use of each variable of a constraint just added (the slots `makeRow` noted).
    func retainPendingVariables() {
        for slot in pendingSlots { variableUse[slot] += 1 }
    }

    /// Uncounts the uses of the constraint's variables, and forgets those no constraint uses.
    func releaseVariables(of constraint: Constraint) {
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            guard let slot = slots[ObjectIdentifier(term.variable)] else { continue }
            variableUse[slot] -= 1
            if variableUse[slot] <= 0 { forgetVariable(at: slot) }
        }
    }

    /// Forgets one variable. Were it still basic, its row only defines it (a basic symbol is in
    /// no other row) and goes with it.
    private func forgetVariable(at slot: Int) {
        let index = tableau.rowIndex(variableSymbols[slot])
        if index >= 0 { _ = tableau.removeRow(at: index) }
        slots[ObjectIdentifier(variables[slot])] = nil
        let last = variables.count - 1
        if slot != last {
            variables.swapAt(slot, last)
            variableSymbols.swapAt(slot, last)
            variableUse.swapAt(slot, last)
            slots[ObjectIdentifier(variables[slot])] = slot
        }
        variables.removeLast()
        variableSymbols.removeLast()
        variableUse.removeLast()
    }
}
