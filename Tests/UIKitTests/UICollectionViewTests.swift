import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// A grid of numbered items; logs the delegate's selection calls ("didSelect 0.4").
@MainActor
final class GridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var count: Int
    let log = EventLog()
    private(set) var distinctCells = Set<ObjectIdentifier>()

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        distinctCells.insert(ObjectIdentifier(cell))
        cell.tag = indexPath.item
        return cell
    }
    private func name(_ ip: IndexPath) -> String { "\(ip.section).\(ip.item)" }
    func collectionView(_ cv: UICollectionView, shouldHighlightItemAt ip: IndexPath) -> Bool { log.add("shouldHighlight \(name(ip))"); return true }
    func collectionView(_ cv: UICollectionView, didHighlightItemAt ip: IndexPath) { log.add("didHighlight \(name(ip))") }
    func collectionView(_ cv: UICollectionView, didUnhighlightItemAt ip: IndexPath) { log.add("didUnhighlight \(name(ip))") }
    func collectionView(_ cv: UICollectionView, shouldSelectItemAt ip: IndexPath) -> Bool { log.add("shouldSelect \(name(ip))"); return true }
    func collectionView(_ cv: UICollectionView, didSelectItemAt ip: IndexPath) { log.add("didSelect \(name(ip))") }
    func collectionView(_ cv: UICollectionView, didDeselectItemAt ip: IndexPath) { log.add("didDeselect \(name(ip))") }
}

/// `UICollectionView` with a flow layout on a 320 × 480 screen.
///
/// Items 90 × 90, spacing 10, section inset 10: the 300 pt line holds three items
/// (3·90 + 2·10 = 290 ≤ 300; four would need 390); a full line is spread to fill it, so the
/// gap is (300 − 270) / 2 = 15 and the columns start at x = 10, 115, 220. Lines are 100 pt
/// apart from y = 10. 100 items make 34 lines (the last holds item 99 alone, at x = 10), so
/// the content is 10 + 34·90 + 33·10 + 10 = 3410 pt tall. At most ⌈480/100⌉ + 1 = 6 lines
/// meet the window: 18 cells.
@MainActor
@Suite(.serialized) struct UICollectionViewTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let layout = UICollectionViewFlowLayout()
    let grid: UICollectionView
    let source = GridSource(count: 100)

    init() {
        window = screen.makeWindow()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        grid.dataSource = source
        grid.delegate = source
        window.addSubview(grid)
        screen.renderFrame()
    }

    @Test("the flow layout fills lines, spreads full ones, and sizes the content")
    func flowLayoutGeometry() throws {
        #expect(grid.contentSize == CGSize(width: 320, height: 3410))
        for (item, x, y) in [(0, 10.0, 10.0), (1, 115, 10), (2, 220, 10), (40, 115, 1310), (99, 10, 3310)] {
            let frame = try #require(grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame
            #expect(frame == CGRect(x: CGFloat(x), y: CGFloat(y), width: 90, height: 90), "item \(item)")
        }
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 100, section: 0)) == nil)
        #expect(grid.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 108, y: 150)) == nil, "the gap between items")
    }

    @Test("scrolling keeps only the visible cells, reused; the cells sit where the layout says")
    func reuse() throws {
        var most = 0
        for y in stride(from: CGFloat(0), through: 3410 - 480, by: 37) {
            grid.contentOffset = CGPoint(x: 0, y: y)
            screen.renderFrame()
            most = max(most, grid.subviews.filter { $0 is UICollectionViewCell }.count)
        }
        #expect(most <= 18, "\(most) cells alive at once")
        #expect(source.distinctCells.count <= 18 + UITableView.poolLimit)
        grid.contentOffset = CGPoint(x: 0, y: 1300)
        screen.renderFrame()
        let visible = grid.indexPathsForVisibleItems
        // Lines 13…17 (y 1310…1800) meet 1300…1780; line 12 ends exactly at 1300 and does not.
        #expect(visible.first == IndexPath(item: 39, section: 0) && visible.last == IndexPath(item: 53, section: 0), "\(visible)")
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 40, section: 0)))
        #expect(cell.tag == 40 && cell.frame == CGRect(x: 115, y: 1310, width: 90, height: 90))
        #expect(grid.indexPath(for: cell) == IndexPath(item: 40, section: 0))
    }

    /// Sizes of three kinds, spacings per section (one of them negative, so its lines overlap).
    final class MixedFlow: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { [400, 0, 250][section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: [40, 130, 75][indexPath.item % 3], height: [30, 90, 55][(indexPath.item / 2) % 3])
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
            section == 2 ? -20 : 10
        }
    }

    @Test("the items in a rectangle: for a grid, the lines that cross it; for mixed sizes, overlapping lines and either direction, the ones a scan of every item finds")
    func itemsInARectangle() throws {
        let ips = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 1000, width: 320, height: 480)) ?? []).map(\.indexPath.item)
        #expect(ips == Array(30..<45), "lines 10 to 14 (y = 1010 … 1490); line 9 ends at 1000, on the edge: \(ips)")

        let mixed = MixedFlow()
        for direction in [UICollectionViewFlowLayout.ScrollDirection.vertical, .horizontal] {
            let flow = UICollectionViewFlowLayout()
            flow.scrollDirection = direction
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            cv.dataSource = mixed
            cv.delegate = mixed
            window.addSubview(cv)
            screen.renderFrame()
            let all = (0..<3).flatMap { s in (0..<mixed.collectionView(cv, numberOfItemsInSection: s)).compactMap {
                flow.layoutAttributesForItem(at: IndexPath(item: $0, section: s)) } }
            #expect(all.count == 650)
            let extent = direction == .vertical ? flow.collectionViewContentSize.height : flow.collectionViewContentSize.width
            var checked = 0
            for start in stride(from: -100, through: extent + 100, by: 37) {
                for length in [0.5, 44, 480, 2000] as [CGFloat] {
                    let rect = direction == .vertical ? CGRect(x: 0, y: start, width: 320, height: length)
                                                      : CGRect(x: start, y: 0, width: length, height: 480)
                    let expected = all.filter { a in
                        a.frame.maxX > rect.minX && a.frame.minX < rect.maxX && a.frame.maxY > rect.minY && a.frame.minY < rect.maxY
                    }.map(\.indexPath)
                    let found = (flow.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath)
                    #expect(found == expected, "\(direction) \(rect)")
                    checked += expected.count
                }
            }
            #expect(checked > 1000, "the rectangles held items: \(checked)")
            cv.removeFromSuperview()
        }
    }

    @Test("a horizontal flow fills columns top to bottom")
    func horizontalFlow() throws {
        layout.scrollDirection = .horizontal
        screen.renderFrame()
        // 460 pt columns hold four items; the gap is (460 − 360) / 3.
        let frame = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))).frame
        expectNear(frame.minX, 110, tolerance: 1e-9)
        expectNear(frame.minY, 10 + 90 + 100.0 / 3, tolerance: 1e-9)
        let width: CGFloat = 10 + 25 * 90 + 24 * 10 + 10   // 25 columns of four
        #expect(grid.contentSize == CGSize(width: width, height: 480))
    }

    @Test("a tap selects in UIKit's order; selecting another deselects the first")
    func tapSelects() {
        screen.press(at: CGPoint(x: 150, y: 150))
        screen.release()
        screen.press(at: CGPoint(x: 40, y: 40))
        screen.release()
        #expect(source.log.events == ["shouldHighlight 0.4", "didHighlight 0.4", "didUnhighlight 0.4", "shouldSelect 0.4", "didSelect 0.4",
                                      "shouldHighlight 0.0", "didHighlight 0.0", "didUnhighlight 0.0", "shouldSelect 0.0",
                                      "didDeselect 0.4", "didSelect 0.0"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
    }

    @Test("scrollToItem places the item at the top, centre or bottom")
    func scrollToItem() {
        let ip = IndexPath(item: 40, section: 0)   // 1310…1400
        grid.scrollToItem(at: ip, at: .top, animated: false)
        #expect(grid.contentOffset.y == 1310)
        grid.scrollToItem(at: ip, at: .centeredVertically, animated: false)
        #expect(grid.contentOffset.y == CGFloat(1355 - 240))
        grid.scrollToItem(at: ip, at: .bottom, animated: false)
        #expect(grid.contentOffset.y == CGFloat(1400 - 480))
        grid.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(grid.contentOffset.y == CGFloat(3410 - 480), "clamped")
    }
}

/// A collection controller whose tap pushes a detail; it clears the selection alongside the pop.
@MainActor
final class GridController: UICollectionViewController {
    let detail = TracedViewController("Detail", log: EventLog(), color: .blue)

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        navigationController?.pushViewController(detail, animated: true)
    }
}

@MainActor
@Suite(.serialized) struct UICollectionViewControllerTests {
    @Test("a cancelled pop keeps the item selected; a finished one clears it")
    func selectionAcrossPops() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
        let grid = GridController(collectionViewLayout: UICollectionViewFlowLayout())
        let nav = UINavigationController(rootViewController: grid)
        let window = screen.makeWindow()
        window.rootViewController = nav
        screen.renderFrame()
        let item = IndexPath(item: 10, section: 0)   // the third line, below the navigation bar
        let frame = grid.collectionView.convert(grid.collectionView.layoutAttributesForItem(at: item)?.frame ?? .zero, to: window)
        screen.press(at: CGPoint(x: frame.midX, y: frame.midY))
        screen.release()
        screen.run(for: 0.8)
        #expect(nav.topViewController === grid.detail)

        screen.press(at: CGPoint(x: 5, y: 300))
        screen.drag(to: CGPoint(x: 60, y: 300), duration: 0.5)
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 1)
        #expect(nav.topViewController === grid.detail)
        #expect(grid.collectionView.indexPathsForSelectedItems == [item], "reselected after the cancel")

        screen.press(at: CGPoint(x: 5, y: 300))
        screen.drag(to: CGPoint(x: 280, y: 300), duration: 0.4)
        screen.release()
        screen.run(for: 1)
        #expect(nav.topViewController === grid)
        #expect(grid.collectionView.indexPathsForSelectedItems == nil)
    }
}
