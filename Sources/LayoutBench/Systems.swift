import LayoutSolver

/// The benchmark's systems, generated the same way every run. Each view is four variables
/// (left, top, width, height) constrained as UIKit's anchors would constrain them.
enum Systems {
    struct View {
        let left, top, width, height: Int

        init(_ name: String, in system: inout LayoutSystem) {
            left = system.variable("\(name).left")
            top = system.variable("\(name).top")
            width = system.variable("\(name).width")
            height = system.variable("\(name).height")
        }
    }

    static let all = ["grid", "chain", "stacks", "sheet"]

    static func make(_ name: String) -> LayoutSystem? {
        switch name {
        case "grid": grid()
        case "chain": chain()
        case "stacks": stacks()
        case "sheet": sheet()
        default: nil
        }
    }

    /// 1,000 cells, 40 × 25, in a 1128 × 958 container: each pinned 8 after its left and upper
    /// neighbours (or the container), equal widths along a row and heights along a column, the
    /// last column and row pinned to the container's far edges, and a weak 44 × 44 wish that
    /// loses. Every cell comes out 20 × 30 (SolverLargeSystemTests checks the same system).
    static func grid(columns: Int = 40, rows: Int = 25) -> LayoutSystem {
        var s = LayoutSystem(name: "grid")
        let container = View("container", in: &s)
        s.set(container.left, .equal, 0)
        s.set(container.top, .equal, 0)
        s.set(container.width, .equal, 8 + Double(columns) * 28)
        s.set(container.height, .equal, 8 + Double(rows) * 38)
        var above: [View] = []
        for r in 0..<rows {
            var row: [View] = []
            for c in 0..<columns {
                let cell = View("cell\(r).\(c)", in: &s)
                if let before = row.last {
                    s.constrain([(cell.left, 1), (before.left, -1), (before.width, -1)], .equal, -8)
                    s.equal(cell.width, before.width)
                } else {
                    s.equal(cell.left, container.left, plus: 8)
                }
                if r > 0 {
                    let up = above[c]
                    s.constrain([(cell.top, 1), (up.top, -1), (up.height, -1)], .equal, -8)
                    s.equal(cell.height, up.height)
                } else {
                    s.equal(cell.top, container.top, plus: 8)
                }
                if c == columns - 1 {
                    s.constrain([(cell.left, 1), (cell.width, 1), (container.left, -1), (container.width, -1)], .equal, 8)
                }
                if r == rows - 1 {
                    s.constrain([(cell.top, 1), (cell.height, 1), (container.top, -1), (container.height, -1)], .equal, 8)
                }
                s.set(cell.width, .equal, 44, strength: 250)
                s.set(cell.height, .equal, 44, strength: 250)
                row.append(cell)
            }
            above = row
        }
        return s
    }

    /// 100 views in a row, each 8 after the one before, equal widths wishing to be 20 (strong),
    /// the last right edge at most 2592: every width comes out 18, `leftᵢ = 26i`.
    static func chain(count: Int = 100) -> LayoutSystem {
        var s = LayoutSystem(name: "chain")
        var views: [View] = []
        for i in 0..<count {
            let v = View("view\(i)", in: &s)
            if let before = views.last {
                s.constrain([(v.left, 1), (before.left, -1), (before.width, -1)], .equal, -8)
                s.equal(v.width, views[0].width)
                s.equal(v.top, before.top)
                s.equal(v.height, before.height)
            } else {
                s.set(v.left, .equal, 0)
                s.set(v.top, .equal, 0)
                s.set(v.height, .equal, 44)
            }
            s.set(v.width, .equal, 20, strength: 750)
            views.append(v)
        }
        let last = views[count - 1]
        s.constrain([(last.left, 1), (last.width, 1)], .lessThanOrEqual, -(26 * Double(count) - 8))
        return s
    }

    /// A vertical stack view of 20 horizontal stack views of 10 labels each (UIStackView's
    /// `.fill` distribution and alignment, spacing 8), 390 wide and as tall as its content.
    /// Labels have intrinsic sizes held by content hugging (250) and compression resistance
    /// (750); one label a row hugs at 249 and takes the extra width.
    static func stacks(rows: Int = 20, labels: Int = 10) -> LayoutSystem {
        var s = LayoutSystem(name: "stacks")
        let outer = View("outer", in: &s)
        s.set(outer.left, .equal, 0)
        s.set(outer.top, .equal, 0)
        s.set(outer.width, .equal, 390)
        var previousRow: View?
        for r in 0..<rows {
            let row = View("row\(r)", in: &s)
            // The vertical stack: rows one under the other, as wide as the stack.
            if let previousRow {
                s.constrain([(row.top, 1), (previousRow.top, -1), (previousRow.height, -1)], .equal, -8)
            } else {
                s.equal(row.top, outer.top)
            }
            s.equal(row.left, outer.left)
            s.equal(row.width, outer.width)
            var previous: View?
            for l in 0..<labels {
                let label = View("label\(r).\(l)", in: &s)
                // The horizontal stack: labels side by side, filling it, as tall as it is.
                if let previous {
                    s.constrain([(label.left, 1), (previous.left, -1), (previous.width, -1)], .equal, -8)
                } else {
                    s.equal(label.left, row.left)
                }
                s.equal(label.top, row.top)
                s.equal(label.height, row.height)
                let intrinsic = 20 + Double((l * 3 + r) % 10)
                s.set(label.width, .greaterThanOrEqual, intrinsic, strength: 750)
                s.set(label.width, .lessThanOrEqual, intrinsic, strength: l == (r % labels) ? 249 : 250)
                s.set(label.height, .greaterThanOrEqual, 21, strength: 750)
                s.set(label.height, .lessThanOrEqual, 21, strength: 250)
                previous = label
            }
            if let previous {
                s.constrain([(previous.left, 1), (previous.width, 1), (row.left, -1), (row.width, -1)], .equal)
            }
            previousRow = row
        }
        if let previousRow {
            s.constrain([(previousRow.top, 1), (previousRow.height, 1), (outer.top, -1), (outer.height, -1)], .equal)
        }
        return s
    }

    /// A sheet on an 844-point screen whose height follows a finger: `top + height == 844`,
    /// `100 ≤ height ≤ 800`, resting at 400 (weak); the height is an edit variable (strong).
    /// Inside, a 56-point header and 8 rows sharing the rest equally, each row a horizontal
    /// stack of 4 labels (as in `stacks`), so every frame moves some 200 variables. The
    /// suggestions are 1,000 frames of a finger going up and down past both bounds.
    static func sheet(rows: Int = 8, labels: Int = 4, frames: Int = 1000) -> LayoutSystem {
        var s = LayoutSystem(name: "sheet")
        let screen = View("screen", in: &s)
        s.set(screen.left, .equal, 0)
        s.set(screen.top, .equal, 0)
        s.set(screen.width, .equal, 390)
        s.set(screen.height, .equal, 844)
        let sheet = View("sheet", in: &s)
        s.equal(sheet.left, screen.left)
        s.equal(sheet.width, screen.width)
        s.constrain([(sheet.top, 1), (sheet.height, 1), (screen.top, -1), (screen.height, -1)], .equal)
        s.set(sheet.height, .greaterThanOrEqual, 100)
        s.set(sheet.height, .lessThanOrEqual, 800)
        s.set(sheet.height, .equal, 400, strength: 250)
        let header = View("header", in: &s)
        s.equal(header.left, sheet.left)
        s.equal(header.width, sheet.width)
        s.equal(header.top, sheet.top)
        s.set(header.height, .equal, 56)
        var previousRow: View?
        var firstRow: View?
        for r in 0..<rows {
            let row = View("row\(r)", in: &s)
            if let previousRow {
                s.constrain([(row.top, 1), (previousRow.top, -1), (previousRow.height, -1)], .equal)
            } else {
                s.constrain([(row.top, 1), (header.top, -1), (header.height, -1)], .equal)
            }
            if let firstRow { s.equal(row.height, firstRow.height) } else { firstRow = row }
            s.equal(row.left, sheet.left)
            s.equal(row.width, sheet.width)
            var previous: View?
            for l in 0..<labels {
                let label = View("label\(r).\(l)", in: &s)
                if let previous {
                    s.constrain([(label.left, 1), (previous.left, -1), (previous.width, -1)], .equal, -8)
                } else {
                    s.equal(label.left, row.left, plus: 16)
                }
                s.equal(label.top, row.top)
                s.equal(label.height, row.height)
                let intrinsic = 40 + Double((l * 7 + r) % 20)
                s.set(label.width, .greaterThanOrEqual, intrinsic, strength: 750)
                s.set(label.width, .lessThanOrEqual, intrinsic, strength: l == labels - 1 ? 249 : 250)
                previous = label
            }
            if let previous {
                s.constrain([(previous.left, 1), (previous.width, 1), (row.left, -1), (row.width, -1)], .equal, 16)
            }
            previousRow = row
        }
        if let previousRow {
            s.constrain([(previousRow.top, 1), (previousRow.height, 1), (sheet.top, -1), (sheet.height, -1)], .equal)
        }
        s.edit = (sheet.height, 750)
        s.suggestions = (0..<frames).map { frame in
            let t = Double(frame) / 60
            return 450 + 420 * sine(t * 2.1) + 30 * sine(t * 7.3)
        }
        return s
    }

    /// sin(x) without Foundation (a Taylor series after reducing x to −π…π; plenty for a finger).
    static func sine(_ x: Double) -> Double {
        let twoPi = 2 * Double.pi
        var r = x - twoPi * (x / twoPi).rounded()
        if r > .pi { r -= twoPi }
        var term = r, sum = r
        for n in 1..<12 {
            term *= -r * r / Double((2 * n) * (2 * n + 1))
            sum += term
        }
        return sum
    }
}
