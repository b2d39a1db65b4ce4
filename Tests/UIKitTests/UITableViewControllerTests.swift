import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// A table controller's own rows; a tap pushes a blue detail controller.
@MainActor
final class ListController: UITableViewController {
    let detail = TracedViewController("Detail", log: EventLog(), color: .blue)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = 44
    }

    /// How many rows the list has (a test changes it and reloads).
    var rowCount = 30

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(detail, animated: true)
    }

    /// Written with `override`, as iOS code writes it in a table controller.
    var scrolls = 0
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// `UITableViewController` clears the selection as iOS does: alongside the transition that
/// brings it back, undone when that transition is cancelled.
///
/// The pop is the navigation controller's own edge swipe (press at x = 5, drag right): a
/// short slow drag cancels, a long one finishes (see `UINavigationControllerTests`). The
/// deselect runs in the coordinator's alongside block, so it takes the transition's duration
/// and ease-in-out curve and is scrubbed with it: at the pop's `percentComplete` p the
/// highlight's alpha is 1 − easeInOut(p).
@MainActor
@Suite(.serialized) struct UITableViewControllerTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let list = ListController(style: .plain)
    let nav: UINavigationController
    let window: UIWindow
    let row = IndexPath(row: 2, section: 0)

    init() {
        nav = UINavigationController(rootViewController: list)
        window = screen.makeWindow()
        window.rootViewController = nav
        screen.renderFrame()
    }

    /// The middle of the row's right part (no text there) on screen.
    private var rowPoint: CGPoint {
        let r = list.tableView.convert(list.tableView.rectForRow(at: row), to: window)
        return CGPoint(x: 300, y: r.midY)
    }

    private var highlight: UIView? { list.tableView.cellForRow(at: row)?.selectedBackgroundView }

    /// Taps the row (which pushes the detail) and waits for the push to end.
    private func tapRowAndPush() {
        screen.press(at: rowPoint)
        screen.release()
        screen.run(for: 0.8)
        #expect(nav.topViewController === list.detail)
        #expect(list.tableView.indexPathForSelectedRow == row, "the row stays selected under the detail")
    }

    @Test("a cancelled interactive pop leaves the row selected")
    func cancelledPopReselects() throws {
        tapRowAndPush()
        screen.press(at: CGPoint(x: 5, y: 300))
        screen.drag(to: CGPoint(x: 60, y: 300), duration: 0.5)
        screen.hold(for: 0.2)
        #expect(list.tableView.indexPathForSelectedRow == nil, "deselected in viewWillAppear, alongside the pop")
        screen.release()
        screen.run(for: 1)
        #expect(nav.topViewController === list.detail, "the pop was cancelled")
        #expect(list.tableView.indexPathForSelectedRow == row, "the row is selected again")
        #expect(list.tableView.cellForRow(at: row)?.isSelected == true)
        expectNear(CGFloat(try #require(highlight).layer.opacity), 1, tolerance: 0.001)

        // The list shows again (keeping its selection this time): the grey is drawn.
        list.clearsSelectionOnViewWillAppear = false
        nav.popViewController(animated: false)
        screen.run(for: 0.2)
        #expect(screen.pixel(at: rowPoint) == selectionGrey)
    }

    @Test("a finished interactive pop deselects the row; half-way the highlight is half-faded with it")
    func finishedPopDeselects() throws {
        tapRowAndPush()
        screen.press(at: CGPoint(x: 5, y: 300))
        screen.drag(to: CGPoint(x: 160, y: 300), duration: 0.6)
        screen.hold(for: 0.2)
        let coordinator = try #require(nav.transitionCoordinator)
        let p = Double(coordinator.percentComplete)
        #expect(p > 0.3 && p < 0.7, "the finger is about half-way: \(p)")
        let view = try #require(highlight)
        let shown = Double((view.layer.presentation() ?? view.layer).opacity)
        expectNear(shown, 1 - HandCurve.easeInOut.value(at: p), tolerance: 0.02, "the fade follows the finger")
        #expect(shown > 0.1 && shown < 0.9)

        screen.drag(to: CGPoint(x: 280, y: 300), duration: 0.2)
        screen.release()
        screen.run(for: 1)
        #expect(nav.topViewController === list, "the pop finished")
        #expect(list.tableView.indexPathForSelectedRow == nil)
        #expect(list.tableView.cellForRow(at: row)?.isSelected == false)
        #expect(screen.pixel(at: rowPoint) == cellWhite)
    }

    @Test("reloadData half-way through an interactive pop: the rows are the data source's; a cancel cannot reselect a row that is gone, a finish leaves nothing selected")
    func reloadMidPop() throws {
        for finishes in [false, true] {
            if nav.topViewController !== list { nav.popViewController(animated: false); screen.run(for: 0.1) }
            list.rowCount = 30
            list.tableView.reloadData()
            screen.renderFrame()
            tapRowAndPush()
            screen.press(at: CGPoint(x: 5, y: 300))
            screen.drag(to: CGPoint(x: finishes ? 160 : 60, y: 300), duration: 0.5)
            screen.hold(for: 0.2)
            #expect(nav.transitionCoordinator?.isInteractive == true, "the pop is under the finger")
            list.rowCount = finishes ? 10 : 2   // the selected row (2) is gone when the pop is cancelled
            list.tableView.reloadData()
            screen.renderFrame()
            #expect(list.tableView.numberOfRows(inSection: 0) == list.rowCount)
            if finishes { screen.drag(to: CGPoint(x: 280, y: 300), duration: 0.2) }
            screen.release()
            screen.run(for: 1)
            #expect(nav.topViewController === (finishes ? list : list.detail), finishes ? "the pop finished" : "the pop was cancelled")
            #expect(list.tableView.indexPathForSelectedRow == nil, "reloadData cleared the selection, and the cancel found no row 2 to select again")
            if !finishes {
                #expect(list.tableView.diagnostics.last?.contains("there is no row at") == true, "\(list.tableView.diagnostics)")
            }
            let texts = list.tableView.visibleCells.compactMap { $0.textLabel?.text }
            #expect(texts == (0..<list.rowCount).map { "Row \($0)" }, "the data source's rows, once each: \(texts)")
            #expect(list.tableView.visibleCells.allSatisfy { !$0.isSelected && !$0.isHighlighted })
            let cells = list.tableView.subviews.compactMap { $0 as? UITableViewCell }
            #expect(cells.count == list.rowCount, "no cell is left behind in the table: \(cells.count)")
        }
    }

    @Test("without an animated transition the selection is cleared at once; clearsSelectionOnViewWillAppear off keeps it")
    func withoutCoordinator() {
        list.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        nav.pushViewController(list.detail, animated: false)
        screen.run(for: 0.1)
        nav.popViewController(animated: false)
        #expect(list.tableView.indexPathForSelectedRow == nil)
        screen.run(for: 0.1)
        #expect(screen.pixel(at: rowPoint) == cellWhite)

        list.clearsSelectionOnViewWillAppear = false
        list.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        nav.pushViewController(list.detail, animated: false)
        screen.run(for: 0.1)
        nav.popViewController(animated: false)
        screen.run(for: 0.1)
        #expect(list.tableView.indexPathForSelectedRow == row)
        #expect(screen.pixel(at: rowPoint) == selectionGrey)
    }

    @Test("the controller is the table's data source and delegate, and loads the rows when it first appears")
    func loadsItsTable() {
        #expect(list.tableView.dataSource === list && list.tableView.delegate === list)
        #expect(list.tableView.numberOfRows(inSection: 0) == 30)
        #expect(list.tableView.visibleCells.first?.textLabel?.text == "Row 0")
        #expect(list.tableView.style == .plain && list.clearsSelectionOnViewWillAppear)
        // The table came to rest below the navigation bar (an offset of −44: one scroll heard).
        #expect(list.tableView.contentOffset.y == -44 && list.tableView.adjustedContentInset.top == 44)
        let before = list.scrolls
        list.tableView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(list.scrolls == before + 1, "the controller hears its table scroll")
    }
}
