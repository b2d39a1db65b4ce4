import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Large titles on a 390 × 844 phone screen (status bar 47): the bar is 44 + 52 = 96 points
/// high while the large title shows (y 47…143), the title drawn in 34-point bold in the
/// 52-point strip below the standard bar (y 91…143). A table controller at the root rests at
/// offset −143; scrolling it up by d collapses the title by d: at −117 (half) the bar is 70
/// high, at −91 (full) 44, and the content's top follows the bar's bottom.
@MainActor
@Suite(.serialized) struct NavigationLargeTitleTests {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let window: UIWindow
    let list = UITableViewController(style: .plain)
    let rows = RowSource.numbered(60)
    let nav: UINavigationController

    init() {
        window = screen.makeWindow()
        list.title = "Library"
        list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        list.tableView.dataSource = rows
        list.tableView.rowHeight = 44
        nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        window.rootViewController = nav
        screen.renderFrame()
    }

    /// Dark (text) pixels in the large title's strip (x 40…190, clear of the rows' numbers), every 2 points.
    private func darkPixelsInLargeTitleStrip() -> Int {
        var count = 0
        for y in stride(from: 93, through: 141, by: 2) {
            for x in stride(from: 40, through: 190, by: 2) {   // right of the rows’ short numbers
                if let p = screen.pixel(at: CGPoint(x: x, y: y)), Int(p.red) + Int(p.green) + Int(p.blue) < 200 { count += 1 }
            }
        }
        return count
    }

    private func scroll(to y: CGFloat) {
        list.tableView.contentOffset = CGPoint(x: 0, y: y)
        screen.renderFrame()
    }

    @Test func theLargeTitleShowsBelowTheBarAndCollapsesAsTheTableScrolls() {
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(list.tableView.adjustedContentInset.top == 143 && list.tableView.contentOffset.y == -143)
        #expect(nav.navigationBar.largeTitleLabel.font.pointSize == 34)
        #expect(darkPixelsInLargeTitleStrip() > 20, "the large title is drawn")
        #expect(nav.navigationBar.titleLabel.alpha == 0, "the standard title is hidden")

        scroll(to: -117)   // half
        #expect(nav.navigationBar.frame.height == 70)
        #expect(list.view.safeAreaInsets.top == 117)
        let first = list.tableView.convert(list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
        #expect(first.minY == 117, "the first row's top stays at the bar's bottom")
        #expect(screen.pixel(at: CGPoint(x: 300, y: 110)) == RGBA(red: 255, green: 255, blue: 255), "the bar's background")

        scroll(to: -91)   // full collapse
        #expect(nav.navigationBar.frame.height == 44)
        #expect(list.view.safeAreaInsets.top == 91)
        #expect(nav.navigationBar.titleLabel.alpha == 1, "the standard title is back")
        #expect(darkPixelsInLargeTitleStrip() == 0, "no large title below the bar")

        scroll(to: 200)   // further: stays collapsed
        #expect(nav.navigationBar.frame.height == 44)
        scroll(to: -143)  // back to the top: large again
        #expect(nav.navigationBar.frame.height == 96)
        #expect(darkPixelsInLargeTitleStrip() > 20)
    }

    @Test func displayModesNeverAlwaysAndAutomatic() {
        let items = [UINavigationItem(title: "a"), UINavigationItem(title: "b"), UINavigationItem(title: "c")]
        let bar = nav.navigationBar
        #expect(bar.showsLargeTitle(at: 2, in: items), "automatic all the way down: large like the root")
        items[1].largeTitleDisplayMode = .never
        #expect(!bar.showsLargeTitle(at: 2, in: items) && bar.showsLargeTitle(at: 0, in: items))
        items[2].largeTitleDisplayMode = .always
        #expect(bar.showsLargeTitle(at: 2, in: items))
        bar.prefersLargeTitles = false
        #expect(!bar.showsLargeTitle(at: 2, in: items), "nothing is large unless the bar prefers it")
        screen.renderFrame()
        #expect(bar.frame.height == 44 && list.view.safeAreaInsets.top == 91)
    }

    /// A push to a page that never shows a large title: half-way through the 0.35 s ease-in-out
    /// push (0.175 s), the bar is half-way between 96 and 44 and the large title half faded; the
    /// pop brings it back the same way.
    @Test func pushAndPopCrossFadeTheLargeTitleAndAnimateTheBarsHeight() throws {
        let detail = TracedViewController("Detail", log: EventLog(), color: .blue)
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: true)
        screen.renderFrame()
        screen.advance(by: 0.175)
        screen.renderFrame()
        let bar = nav.navigationBar
        let height = try #require(bar.layer.presentation()).bounds.height
        expectNear(height, 70, tolerance: 2, "half-way from 96 to 44")
        let ghost = try #require(bar.subviews.compactMap { $0 as? UILabel }.first { $0 !== bar.largeTitleLabel && $0.font.pointSize == 34 })
        expectNear(CGFloat((ghost.layer.presentation() ?? ghost.layer).opacity), 0.5, tolerance: 0.05, "the large title half faded")
        screen.run(for: 0.5)
        #expect(bar.frame.height == 44 && detail.view.safeAreaInsets.top == 91)
        #expect(bar.titleLabel.alpha == 1 && bar.titleLabel.text == "Detail")
        #expect(darkPixelsInLargeTitleStrip() == 0)

        nav.popViewController(animated: true)
        screen.renderFrame()
        screen.advance(by: 0.175)
        screen.renderFrame()
        expectNear(try #require(bar.layer.presentation()).bounds.height, 70, tolerance: 2)
        let large = bar.largeTitleLabel
        expectNear(CGFloat((large.layer.presentation() ?? large.layer).opacity), 0.5, tolerance: 0.05, "the large title half back")
        screen.run(for: 0.5)
        #expect(bar.frame.height == 96 && list.tableView.contentOffset.y == -143)
        #expect(darkPixelsInLargeTitleStrip() > 20)
        #expect(bar.titleLabel.alpha == 0)
    }
}
