@testable import LayoutSolver
import Testing

/// Larger systems with positions worked out by hand.
@Suite struct SolverLargeSystemTests {
    /// 100 views in a row: `left₀ = 0`, `leftᵢ = leftᵢ₋₁ + widthᵢ₋₁ + 8`, all widths equal
    /// (required) and wishing to be 20 (strong), the last right edge at most 2592. By hand:
    /// `100w + 99·8 = 2592` ⇒ `w = 18`, `leftᵢ = 26i`.
    @Test func aChainOf100() throws {
        let solver = Solver()
        let lefts = (0..<100).map { Variable("left\($0)") }
        let widths = (0..<100).map { Variable("width\($0)") }
        try solver.addConstraint(lefts[0] == 0)
        for i in 0..<100 {
            if i > 0 {
                try solver.addConstraint(lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
                try solver.addConstraint(widths[i] == widths[0])
            }
            try solver.addConstraint((widths[i] == 20).withStrength(.strong))
        }
        let edge = lefts[99] + widths[99] <= 2592
        try solver.addConstraint(edge)
        solver.updateVariables()
        for i in 0..<100 {
            expectValue(lefts[i], 26 * Double(i))
            expectValue(widths[i], 18)
        }
        try solver.removeConstraint(edge)
        solver.updateVariables()
        expectValue(lefts[99], 99 * 28)
    }

    /// A 40 × 25 grid of 1,000 cells in a 1128 × 958 container: the first cell pinned 8 from
    /// the top left, each cell 8 after the one before it in its row and column, equal widths and
    /// heights, the last column and row pinned 8 from the right and bottom, and a weak wish of
    /// 44 × 44 that loses. By hand: `8 + 40(w + 8) = 1128` ⇒ `w = 20`; `8 + 25(h + 8) = 958` ⇒
    /// `h = 30`; `left(r, c) = 8 + 28c`, `top(r, c) = 8 + 38r`.
    @Test func aGridOf1000Cells() throws {
        let solver = Solver()
        let columns = 40, rowsCount = 25
        let containerWidth = Variable("container.width"), containerHeight = Variable("container.height")
        try solver.addConstraint(containerWidth == 1128)
        try solver.addConstraint(containerHeight == 958)
        struct Cell { let left, top, width, height: Variable }
        var cells: [[Cell]] = []
        for r in 0..<rowsCount {
            var row: [Cell] = []
            for c in 0..<columns {
                let cell = Cell(left: Variable("left\(r),\(c)"), top: Variable("top\(r),\(c)"),
                                width: Variable("width\(r),\(c)"), height: Variable("height\(r),\(c)"))
                if c == 0 { try solver.addConstraint(cell.left == 8) } else {
                    let before = row[c - 1]
                    try solver.addConstraint(cell.left == before.left + before.width + 8)
                    try solver.addConstraint(cell.width == before.width)
                }
                if r == 0 { try solver.addConstraint(cell.top == 8) } else {
                    let above = cells[r - 1][c]
                    try solver.addConstraint(cell.top == above.top + above.height + 8)
                    try solver.addConstraint(cell.height == above.height)
                }
                if c == columns - 1 { try solver.addConstraint(cell.left + cell.width == containerWidth - 8) }
                if r == rowsCount - 1 { try solver.addConstraint(cell.top + cell.height == containerHeight - 8) }
                try solver.addConstraint((cell.width == 44).withStrength(.weak))
                try solver.addConstraint((cell.height == 44).withStrength(.weak))
                row.append(cell)
            }
            cells.append(row)
        }
        solver.updateVariables()
        for r in 0..<rowsCount {
            for c in 0..<columns {
                let cell = cells[r][c]
                expectValue(cell.left, 8 + 28 * Double(c))
                expectValue(cell.top, 8 + 38 * Double(r))
                expectValue(cell.width, 20)
                expectValue(cell.height, 30)
            }
        }
    }
}

/// A solver whose constraints come and go for a long time stays right, and keeps its symbol
/// numbers in proportion to what it holds (they are renumbered when sparse).
@Suite struct SolverLongLifeTests {
    @Test func constraintsComingAndGoingForALongTime() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left == 10)
        try solver.addEditVariable(width, strength: .strong)
        for i in 0..<20_000 {
            let w = Double(i % 97)
            let cap = (right <= 60).withStrength(.medium)
            let floor = width >= 5
            let badge = Variable("badge\(i)")      // a view that comes and goes
            let pin = badge == right + 4
            try solver.addConstraint(cap)
            try solver.addConstraint(floor)
            try solver.addConstraint(pin)
            try solver.suggestValue(width, w)
            solver.updateVariables()
            expectNear(width.value, max(w, 5), tolerance: 1e-6, "width at \(i)")
            expectNear(right.value, 10 + max(w, 5), tolerance: 1e-6, "right at \(i)")
            expectNear(badge.value, 14 + max(w, 5), tolerance: 1e-6, "badge at \(i)")
            try solver.removeConstraint(cap)
            try solver.removeConstraint(pin)
            try solver.removeConstraint(floor)
        }
        #expect(solver.symbolCount < 5000, "\(solver.symbolCount) symbol numbers for 3 constraints")
        #expect(solver.variables.count == 3, "the badges are forgotten")
        try solver.suggestValue(width, 30)
        solver.updateVariables()
        expectValue(right, 40)
    }
}
