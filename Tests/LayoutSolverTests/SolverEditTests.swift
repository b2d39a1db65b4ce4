import Foundation
import LayoutSolver
import Testing

/// Edit variables and the dual simplex: a sheet whose height follows a finger.
///
/// The sheet on an 844-point screen: `top + height == 844`, `100 ≤ height ≤ 800` (required),
/// `height == 400` at rest (weak); inside it a label that wants to be 200 wide (medium) but
/// must fit in `height − 20` (required). The height is an edit variable at `.strong`. By hand:
/// `height = clamp(suggestion, 100, 800)`, `top = 844 − height`,
/// `label = min(200, height − 20)`.
@Suite struct SolverEditTests {
    final class Sheet {
        let solver = Solver()
        let top = Variable("top"), height = Variable("height"), label = Variable("label")

        init() throws {
            try solver.addConstraint(top + height == 844)
            try solver.addConstraint(height >= 100)
            try solver.addConstraint(height <= 800)
            try solver.addConstraint((height == 400).withStrength(.weak))
            try solver.addConstraint((label == 200).withStrength(.medium))
            try solver.addConstraint(label <= height - 20)
            try solver.addConstraint(label >= 0)
            try solver.addEditVariable(height, strength: .strong)
        }

        func drag(to suggestion: Double, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try solver.suggestValue(height, suggestion)
            solver.updateVariables()
            let h = min(max(suggestion, 100), 800)
            expectNear(height.value, h, tolerance: 1e-6, "height for \(suggestion)", sourceLocation: sourceLocation)
            expectNear(top.value, 844 - h, tolerance: 1e-6, "top for \(suggestion)", sourceLocation: sourceLocation)
            expectNear(label.value, min(200, h - 20), tolerance: 1e-6, "label for \(suggestion)", sourceLocation: sourceLocation)
        }
    }

    @Test func theHeightFollowsSuggestionsWithinItsBounds() throws {
        let sheet = try Sheet()
        try sheet.drag(to: 500)
        try sheet.drag(to: 900)      // clamped by the required maximum
        try sheet.drag(to: 800)
        try sheet.drag(to: 50)       // clamped by the required minimum
    }

    /// The medium label breaks when the sheet gets too short, and holds again when it grows.
    @Test func aPreferenceBreaksAndIsRestored() throws {
        let sheet = try Sheet()
        try sheet.drag(to: 300)      // 200 wide
        try sheet.drag(to: 150)      // 130 wide: broken
        try sheet.drag(to: 100)      // 80 wide
        try sheet.drag(to: 219)      // 199
        try sheet.drag(to: 300)      // 200 again
    }

    @Test func manyFramesOfADrag() throws {
        let sheet = try Sheet()
        for frame in 0..<600 {
            // Down and up and past both ends, like a finger.
            let t = Double(frame) / 60
            try sheet.drag(to: 450 + 420 * sin(t * 2.1) + 30 * sin(t * 7.3))
        }
    }

    @Test func removingTheEditVariableReturnsToRest() throws {
        let sheet = try Sheet()
        try sheet.drag(to: 700)
        try sheet.solver.removeEditVariable(sheet.height)
        #expect(!sheet.solver.hasEditVariable(sheet.height))
        sheet.solver.updateVariables()
        expectValue(sheet.height, 400)
        expectValue(sheet.top, 444)
        expectValue(sheet.label, 200)
        // And it can become one again.
        try sheet.solver.addEditVariable(sheet.height, strength: .strong)
        try sheet.drag(to: 120)
    }

    /// Two edit variables at different strengths: the stronger one holds when they conflict.
    @Test func twoEditVariables() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(a + b == 100)
        try solver.addEditVariable(a, strength: .strong)
        try solver.addEditVariable(b, strength: .medium)
        try solver.suggestValue(a, 30)
        try solver.suggestValue(b, 30)
        solver.updateVariables()
        expectValue(a, 30)
        expectValue(b, 70)
        try solver.suggestValue(a, 60)
        solver.updateVariables()
        expectValue(a, 60)
        expectValue(b, 40)
    }

    /// An edit variable that feeds a chain: every later position moves with it.
    @Test func anEditMovesADependentChain() throws {
        let solver = Solver()
        let lefts = (0..<10).map { Variable("left\($0)") }
        let width = Variable("width")
        try solver.addConstraint(lefts[0] == 0)
        for i in 1..<10 { try solver.addConstraint(lefts[i] == lefts[i - 1] + width + 4) }
        try solver.addEditVariable(width, strength: .strong)
        for w in [10.0, 25, 3, 40] {
            try solver.suggestValue(width, w)
            solver.updateVariables()
            for i in 0..<10 { expectValue(lefts[i], Double(i) * (w + 4)) }
        }
    }

    /// An edit variable's constraint removed directly (found through `allConstraints`) ends the edit.
    @Test func removingAnEditConstraintEndsTheEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 5).withStrength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 9)
        let edit = try #require(solver.allConstraints.first { $0.strength == .strong })
        try solver.removeConstraint(edit)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(x, 1) }
        solver.updateVariables()
        expectValue(x, 5)
    }
}
