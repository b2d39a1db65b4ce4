import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// A cell that counts `prepareForReuse()` and keeps the row it was last configured for.
@MainActor
final class CountingCell: UITableViewCell {
    var prepareCount = 0
    var configuredRow: IndexPath?

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareCount += 1
    }
}

/// A self-sizing cell: a wrapping label pinned 16 pt from the content view's sides and 10 pt
/// from its top and bottom, so the row is the label's wrapped height + 20.
@MainActor
final class WrappingCell: UITableViewCell {
    let label = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A data source and delegate over rows named by strings; it logs the delegate's selection and
/// highlight calls ("willSelect 0.2") and counts the distinct cells it was handed.
@MainActor
final class RowSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var identifier = "cell"
    let log = EventLog()
    private(set) var distinctCells = Set<ObjectIdentifier>()
    /// What `tableView(_:numberOfRowsInSection:)` answers instead of the real count (a lying data source).
    var countOverride: Int?

    init(_ sections: [[String]]) { self.sections = sections }

    static func numbered(_ count: Int) -> RowSource { RowSource([(0..<count).map { "\($0)" }]) }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { countOverride ?? sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        distinctCells.insert(ObjectIdentifier(cell))
        let text = sections[indexPath.section].indices.contains(indexPath.row) ? sections[indexPath.section][indexPath.row] : "?"
        if let wrapping = cell as? WrappingCell { wrapping.label.text = text } else { cell.textLabel?.text = text }
        (cell as? CountingCell)?.configuredRow = indexPath
        return cell
    }

    private func name(_ ip: IndexPath) -> String { "\(ip.section).\(ip.row)" }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.add("shouldHighlight \(name(indexPath))"); return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.add("didHighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.add("didUnhighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.add("willSelect \(name(indexPath))"); return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.add("didSelect \(name(indexPath))") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.add("willDeselect \(name(indexPath))"); return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.add("didDeselect \(name(indexPath))") }
}

/// A 320 × 480 screen whose window holds a table filling it, laid out and drawn once.
@MainActor
struct TableScene {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let table: UITableView
    let source: RowSource

    init(_ source: RowSource, style: UITableView.Style = .plain, rowHeight: CGFloat? = 44,
         cellClass: UITableViewCell.Type = CountingCell.self) {
        window = screen.makeWindow()
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        self.source = source
        if let rowHeight { table.rowHeight = rowHeight }
        table.register(cellClass, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        screen.renderFrame()
        source.log.clear()
    }

    /// The table's cells that are subviews now.
    var liveCells: [UITableViewCell] { table.subviews.compactMap { $0 as? UITableViewCell } }

    /// The text the cell shows (its label's, for either cell class).
    func text(of cell: UITableViewCell?) -> String? {
        (cell as? WrappingCell)?.label.text ?? cell?.textLabel?.text
    }
}

/// The system grey of a selected row and the white of a cell, as the screen shows them.
let selectionGrey = RGBA(red: 209, green: 209, blue: 214)
let cellWhite = RGBA(red: 255, green: 255, blue: 255)
