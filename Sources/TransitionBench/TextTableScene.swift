import UIKit

/// `--text-table`: the reference scene with a text-heavy presented screen. The top screen's
/// cards and image give way to a table of 30 visible multi-line labels (three columns of ten
/// rows, each label two or three wrapped lines of 13 pt text on a white cell with a separator),
/// which slides in exactly as the plain reference screen does.
///
/// The requirement: sliding such a table costs no more per frame than the plain slide,
/// because text is shaped and drawn once into each label's cache and then only moved. The
/// labels count their own draws, and `report()` prints how many strings Pango shaped after the
/// last label draw, so a run shows whether any label was laid out or drawn again mid-slide.
@MainActor
final class TextTableScene {
    /// Draws seen so far, the labels drawn, and the shaping count when the last draw ended.
    final class Counts {
        var draws = 0
        var labels = Set<ObjectIdentifier>()
        var shapesAtLastDraw = 0
    }

    /// A label that records each time it draws its text.
    final class CountingLabel: UILabel {
        var counts: Counts?
        override func drawText(in rect: CGRect) {
            super.drawText(in: rect)
            guard let counts else { return }
            counts.draws += 1
            counts.labels.insert(ObjectIdentifier(self))
            counts.shapesAtLastDraw = PangoText.shared.shapeCount
        }
    }

    static let rows = 10, columns = 3
    let counts = Counts()
    let labels: [CountingLabel]
    private let shapesAtStart: Int

    /// Replaces the content of `scene`'s presented screen by the table; call before its first frame.
    init(installingIn scene: ReferenceScene) {
        let view = scene.top.view!
        for sub in view.subviews where !(sub is UIVisualEffectView) { sub.removeFromSuperview() }
        let size = scene.size
        let inset: CGFloat = 16
        let cellWidth = (size.width - inset * CGFloat(Self.columns + 1)) / CGFloat(Self.columns)
        let rowHeight = (size.height - inset) / CGFloat(Self.rows)
        let words = ["Quarterly", "report", "for", "the", "northern", "region", "shows", "steady", "growth", "in",
                     "subscriptions", "while", "hardware", "sales", "remain", "flat", "against", "last", "year"]
        var made: [CountingLabel] = []
        for i in 0..<(Self.rows * Self.columns) {
            let column = i % Self.columns, row = i / Self.columns
            let cell = UIView(frame: CGRect(x: inset + CGFloat(column) * (cellWidth + inset),
                                            y: inset + CGFloat(row) * rowHeight,
                                            width: cellWidth, height: rowHeight - inset / 2))
            cell.backgroundColor = .white
            let separator = UIView(frame: CGRect(x: 0, y: cell.bounds.height - 1, width: cell.bounds.width, height: 1))
            separator.backgroundColor = UIColor(red: 0.78, green: 0.80, blue: 0.84, alpha: 1)
            cell.addSubview(separator)
            let label = CountingLabel(frame: cell.bounds.insetBy(dx: 10, dy: 4))
            label.counts = counts
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 13)
            label.textColor = UIColor(red: 0.13, green: 0.14, blue: 0.16, alpha: 1)
            let count = 14 + i % 6
            label.text = "\(i + 1). " + (0..<count).map { words[($0 + i) % words.count] }.joined(separator: " ")
            cell.addSubview(label)
            view.addSubview(cell)
            made.append(label)
        }
        labels = made
        shapesAtStart = PangoText.shared.shapeCount
    }

    /// One line: the labels' draws, the distinct labels drawn, the strings shaped for the table
    /// (all before its labels' last draw) and those shaped after the last label draw.
    func report() {
        let after = PangoText.shared.shapeCount - counts.shapesAtLastDraw
        print("TEXTTABLE labels=\(labels.count) label_draws=\(counts.draws) labels_drawn=\(counts.labels.count) "
              + "shapes_before_last_draw=\(counts.shapesAtLastDraw - shapesAtStart) shapes_after_last_draw=\(after) "
              + "lines=\(labels.map { Int(($0.sizeThatFits(CGSize(width: $0.bounds.width, height: .greatestFiniteMagnitude)).height / $0.font.lineHeight).rounded()) }.reduce(0, +))")
    }
}
