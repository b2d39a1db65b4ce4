import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// The navigation bar in the safe area of the stack's views, on a 390 × 844 phone screen
/// (status bar 47 points, home indicator 34): the bar spans y 47…91.
///
/// As on iOS: a view that reaches under the (translucent) bar keeps the whole screen and gets
/// 47 + 44 = 91 points of top safe area, so content pinned to `safeAreaLayoutGuide` and a
/// table with `.automatic` inset adjustment start at y = 91; a view that does not reach under
/// it (`edgesForExtendedLayout` without `.top`, or an opaque bar without
/// `extendedLayoutIncludesOpaqueBars`) starts at y = 91 with no top safe area.
@MainActor
@Suite(.serialized) struct NavigationStackSafeAreaTests {
    static let size = CGSize(width: 390, height: 844)
    static let green = RGBA(red: 0, green: 255, blue: 0), red = RGBA(red: 255, green: 0, blue: 0)
    let screen = HeadlessScreen(size: Self.size)
    let window: UIWindow
    let log = EventLog()

    init() { window = screen.makeWindow() }

    /// A red controller with a green box pinned to its safe area's top, 20 points high.
    final class PinnedBox: UIViewController {
        let box = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .red
            box.backgroundColor = .green
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                box.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
    }

    private func show(_ vc: UIViewController) -> UINavigationController {
        let nav = UINavigationController(rootViewController: vc)
        window.rootViewController = nav
        screen.renderFrame()
        return nav
    }

    @Test func aViewUnderTheTranslucentBarGetsTheBarsHeightInItsSafeArea() {
        let vc = PinnedBox()
        let nav = show(vc)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "the view reaches under the bar")
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(vc.box.frame.minY == 91, "content from the safe area starts below the bar")
        #expect(screen.pixel(at: CGPoint(x: 200, y: 95)) == Self.green)
        #expect(screen.pixel(at: CGPoint(x: 200, y: 115)) == Self.red)
    }

    @Test func aTableStartsBelowTheBarAndScrollsUnderIt() throws {
        let list = UITableViewController(style: .plain)
        let rows = RowSource.numbered(40)
        list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        list.tableView.dataSource = rows
        list.tableView.rowHeight = 44
        _ = show(list)
        #expect(list.tableView.adjustedContentInset.top == 91)
        #expect(list.tableView.contentOffset.y == -91, "resting at the top: the first row below the bar")
        let first = list.tableView.convert(list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
        #expect(first.minY == 91)
        list.tableView.contentOffset = CGPoint(x: 0, y: 0)
        screen.renderFrame()
        let moved = list.tableView.convert(list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
        #expect(moved.minY == 0, "scrolled, the rows pass under the bar")
        withExtendedLifetime(rows) {}
    }

    /// A list added to a plain controller's view is its content scroll view: it starts below the
    /// bar even when its rows fit (UIKit's `.automatic` adjusts the content scroll view of a
    /// controller a navigation controller shows); a second scroll view below it is left alone.
    @Test func aShortListAddedToAPlainControllersViewStartsBelowTheBar() {
        let vc = UIViewController()
        let rows = RowSource.numbered(3)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.rowHeight = 44
        vc.view.addSubview(table)
        let strip = UIScrollView(frame: CGRect(x: 0, y: 600, width: 390, height: 100))
        strip.contentSize = CGSize(width: 390, height: 100)
        table.addSubview(strip)
        _ = show(vc)
        #expect(table.adjustedContentInset.top == 91)
        let first = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
        #expect(first.minY == 91, "the first of three rows below the bar")
        #expect(strip.adjustedContentInset == .zero, "not the content scroll view")
        withExtendedLifetime(rows) {}
    }

    @Test func withoutTheTopEdgeTheViewStartsBelowTheBar() {
        let vc = PinnedBox()
        vc.edgesForExtendedLayout = [.left, .bottom, .right]
        _ = show(vc)
        #expect(vc.view.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91))
        #expect(vc.view.safeAreaInsets.top == 0)
        #expect(vc.view.safeAreaInsets.bottom == 34, "the home indicator is still there")
        #expect(screen.pixel(at: CGPoint(x: 200, y: 95)) == Self.green)

        // Back to all edges: under the bar again.
        vc.edgesForExtendedLayout = .all
        screen.renderFrame()
        #expect(vc.view.frame.minY == 0 && vc.view.safeAreaInsets.top == 91)
        #expect(vc.box.frame.minY == 91)
    }

    @Test func anOpaqueBarKeepsTheViewBelowItUnlessItIncludesOpaqueBars() {
        let vc = PinnedBox()
        let nav = show(vc)
        nav.navigationBar.isTranslucent = false
        screen.renderFrame()
        #expect(vc.view.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91))
        #expect(vc.view.safeAreaInsets.top == 0)
        #expect(vc.box.frame.minY == 0 && vc.box.convert(vc.box.bounds, to: window).minY == 91)

        vc.extendedLayoutIncludesOpaqueBars = true
        screen.renderFrame()
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(vc.view.safeAreaInsets.top == 91)
    }

    @Test func aHiddenBarLeavesOnlyTheStatusBar() {
        let vc = PinnedBox()
        let nav = show(vc)
        nav.setNavigationBarHidden(true, animated: false)
        screen.renderFrame()
        #expect(vc.view.safeAreaInsets.top == 47)
        #expect(vc.box.frame.minY == 47)
        nav.setNavigationBarHidden(false, animated: true)
        #expect(vc.view.safeAreaInsets.top == 91, "the bar's height joins the safe area as it starts to show")
        screen.run(for: 0.5)
        #expect(vc.box.frame.minY == 91)
        #expect(screen.pixel(at: CGPoint(x: 200, y: 95)) == Self.green)
    }

    @Test func withoutTheBottomEdgeTheViewEndsAboveTheToolbar() {
        let vc = PinnedBox()
        let nav = show(vc)
        nav.setToolbarHidden(false, animated: false)
        screen.renderFrame()
        #expect(vc.view.frame.maxY == 844 && vc.view.safeAreaInsets.bottom == 34 + 44)
        vc.edgesForExtendedLayout = .top
        screen.renderFrame()
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844 - 34 - 44))
        #expect(vc.view.safeAreaInsets.bottom == 0)
    }

    @Test func aPushedControllerGetsItsFrameFromTheTransition() throws {
        let root = PinnedBox()
        let nav = show(root)
        let detail = PinnedBox()
        detail.edgesForExtendedLayout = []
        nav.pushViewController(detail, animated: true)
        screen.run(for: 0.15)
        #expect(detail.view.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91), "placed below the bar from the start")
        screen.run(for: 0.6)
        #expect(nav.topViewController === detail)
        #expect(detail.view.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91))
        #expect(screen.pixel(at: CGPoint(x: 200, y: 95)) == Self.green)
        nav.popViewController(animated: true)
        screen.run(for: 0.6)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.box.frame.minY == 91)
    }
}
