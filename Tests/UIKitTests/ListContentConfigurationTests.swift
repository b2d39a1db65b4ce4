import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Content configurations (iOS 14): a cell's `defaultContentConfiguration()` laid out as iOS
/// lays out its lists, self-sizing rows, state updates, and a client's own configuration.
@MainActor
@Suite(.serialized) struct ListContentConfigurationTests {
    /// A table whose rows are configured by `configure`.
    final class Rows: NSObject, UITableViewDataSource {
        var count = 3
        var style: UITableViewCell.CellStyle = .default
        var configure: (UITableViewCell, Int) -> Void = { _, _ in }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: style, reuseIdentifier: "row")
            configure(cell, indexPath.row)
            return cell
        }
    }

    @MainActor struct Scene {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 600))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let rows = Rows()

        @MainActor init(style: UITableViewCell.CellStyle = .default, configure: @escaping (UITableViewCell, Int) -> Void) {
            rows.style = style
            rows.configure = configure
            table.dataSource = rows
            screen.makeWindow().addSubview(table)
            screen.renderFrame()
        }

        @MainActor func cell(_ row: Int) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }
        @MainActor func listView(_ row: Int) -> UIListContentView? {
            cell(row)?.contentView.subviews.compactMap { $0 as? UIListContentView }.first
        }
        @MainActor func labels(_ row: Int) -> [UILabel] {
            listView(row)?.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden } ?? []
        }
    }

    /// Whether the rectangle (window coordinates) holds dark text pixels.
    func hasInk(_ screen: HeadlessScreen, in rect: CGRect) -> Bool {
        stride(from: rect.minX, to: rect.maxX, by: 1).contains { x in
            stride(from: rect.minY, to: rect.maxY, by: 1).contains { y in
                (screen.pixel(at: CGPoint(x: x, y: y))?.red ?? 255) < 100
            }
        }
    }

    @Test func aCellsDefaultConfigurationShowsItsTextInIOSsMarginsAndTheRowIs44PointsTall() throws {
        let scene = Scene { cell, row in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(row)"
            cell.contentConfiguration = content
        }
        #expect(scene.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
        let cell = try #require(scene.cell(0))
        #expect(cell.textLabel?.isHidden == true, "the classic label gives way to the configuration")
        let label = try #require(scene.labels(0).first)
        #expect(label.text == "Row 0" && label.font == UIFont.preferredFont(forTextStyle: .body) && label.textColor == .label)
        let frame = label.convert(label.bounds, to: nil)
        #expect(frame.minX == 16, "at the leading margin")
        expectNear(frame.midY, 22, tolerance: 0.5, "centred in the row")
        #expect(hasInk(scene.screen, in: frame), "the text is drawn")
        #expect(cell.contentConfiguration is UIListContentConfiguration)
    }

    @Test func aSubtitleCellStacksItsTextsAndGrowsTheRow() throws {
        let scene = Scene(style: .subtitle) { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Title"
            content.secondaryText = "Subtitle"
            cell.contentConfiguration = content
        }
        let labels = scene.labels(0)
        #expect(labels.count == 2)
        let (title, subtitle) = (labels[0], labels[1])
        #expect(subtitle.font == UIFont.preferredFont(forTextStyle: .subheadline) && subtitle.textColor == .secondaryLabel)
        #expect(subtitle.frame.minY == title.frame.maxY + 3, "3 points under the title")
        let height = scene.table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        expectNear(height, 11 + title.frame.height + 3 + subtitle.frame.height + 11, tolerance: 0.01)
        #expect(height > 44)
    }

    @Test func aValueCellPutsItsValueAtTheTrailingMarginAndAnImageGoesFirst() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
            UIColor.systemBlue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 24, height: 24))
        }
        let scene = Scene(style: .value1) { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Volume"
            content.secondaryText = "80 %"
            content.image = image
            cell.contentConfiguration = content
        }
        let list = try #require(scene.listView(0))
        let labels = scene.labels(0)
        let value = try #require(labels.first { $0.text == "80 %" }), title = try #require(labels.first { $0.text == "Volume" })
        expectNear(value.frame.maxX, list.bounds.width - 16, tolerance: 0.01)
        #expect(value.frame.minY == title.frame.minY, "side by side")
        expectNear(title.frame.minX, 16 + 24 + 16, tolerance: 1e-9, "after the image and 16 points")
        let imageView = try #require(list.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(imageView.frame == CGRect(x: 16, y: 10, width: 24, height: 24), "centred in a 44-point row")
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    }

    @Test func longTextWrapsAndTheRowSizesItself() throws {
        let scene = Scene { cell, row in
            var content = cell.defaultContentConfiguration()
            content.text = row == 0 ? String(repeating: "A long sentence that wraps. ", count: 6) : "Short"
            cell.contentConfiguration = content
        }
        let first = scene.table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(first > 80, "several lines: \(first)")
        #expect(scene.table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
    }

    @Test func theStateReachesTheUpdateHandlerAndASidebarRowTurnsWhiteWhenSelected() throws {
        var states: [Bool] = []
        let scene = Scene { cell, _ in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = "Inbox"
            cell.contentConfiguration = content
            cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
        }
        let cell = try #require(scene.cell(0))
        scene.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        cell.layoutIfNeeded()
        #expect(states.last == true)
        #expect(scene.labels(0).first?.textColor == .white)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .white)
        scene.table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        cell.layoutIfNeeded()
        #expect(states.last == false)
        #expect(scene.labels(0).first?.textColor == .label, "deselected, the colour the configuration had comes back")
    }

    // MARK: A client's own configuration

    struct BadgeConfiguration: UIContentConfiguration, Hashable {
        var count = 0
        func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
        func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
    }

    final class BadgeView: UIView, UIContentView {
        static var made = 0
        let label = UILabel()
        var configuration: any UIContentConfiguration {
            didSet { label.text = "\((configuration as? BadgeConfiguration)?.count ?? 0)" }
        }
        init(configuration: BadgeConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            Self.made += 1
            label.text = "\(configuration.count)"
            addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func aClientsConfigurationMakesItsViewOnceAndThenHandsItEachNewConfiguration() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        BadgeView.made = 0
        cell.contentConfiguration = BadgeConfiguration(count: 1)
        let view = try #require(cell.contentView.subviews.first as? BadgeView)
        cell.layoutIfNeeded()
        #expect(view.frame == cell.contentView.bounds, "the view fills the content view")
        cell.contentConfiguration = BadgeConfiguration(count: 7)
        #expect(BadgeView.made == 1 && view.label.text == "7", "the same view shows the new configuration")
        cell.contentConfiguration = UIListContentConfiguration.cell()
        #expect(view.superview == nil && cell.contentView.subviews.first is UIListContentView, "another kind of configuration replaces the view")
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
    }
}
