import Foundation
import Testing
@testable import UIKit
@testable import UIKitTesting

/// Random compositional layouts, data and input into a collection view, seeded: sections of
/// every orthogonal behaviour, list sections of every appearance with swipe actions, estimated,
/// fractional and absolute dimensions (zero, negative, NaN, infinite and huge among them),
/// pinned headers, visible-items handlers that move, scale and hide items; then scrolls of the
/// collection view and of its sections (by offset, by `scrollToItem`, by drags), taps, swipes,
/// batch inserts and deletes, reloads, new layouts, resizes and editing. After every step: each
/// visible cell is for an item that exists, once, in the collection view or in its own section's
/// scroll view, at a finite frame; the content size and the sections' offsets are finite; at most
/// one row's swipe buttons are out.
@MainActor
@Suite(.serialized) struct CollectionFuzzTests {
    /// This suite's share of `RELIABILITY_CASES`.
    static let share = 0.01

    @Test func randomLayoutsDataAndInputIntoACollectionView() {
        let run = FuzzRun(name: "collection views", filter: "CollectionFuzzTests/randomLayoutsDataAndInputIntoACollectionView")
        for index in 0..<Reliability.cases(share: Self.share) {
            var fuzzCase = CollectionCase(index: index, run: run)
            fuzzCase.perform()
        }
        run.finish()
    }
}

/// The data of a fuzzed collection view: item counts per section; cells of three kinds.
@MainActor
final class FuzzCollectionData: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var selections = 0
    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        switch (indexPath.section + indexPath.item) % 3 {
        case 0:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
            if let list = cell as? UICollectionViewListCell {
                var content = list.defaultContentConfiguration()
                content.text = String(repeating: "Item \(indexPath.item) ", count: 1 + indexPath.item % 4)
                list.contentConfiguration = content
                list.accessories = indexPath.item % 2 == 0 ? [.disclosureIndicator(), .delete()] : [.checkmark(), .label(text: "\(indexPath.item)")]
            }
            return cell
        case 1:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath)
            (cell as? FuzzLabelCell)?.label.text = String(repeating: "word ", count: indexPath.item % 9)
            return cell
        default:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: indexPath)
            cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemTeal : .systemOrange
            return cell
        }
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selections += 1 }
}

/// A cell whose wrapping label sizes it by constraints.
final class FuzzLabelCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
struct CollectionCase {
    let index: Int
    let seed: UInt64
    var rng: SplitMix64
    let run: FuzzRun
    var log: [String] = []
    let screen: HeadlessScreen
    let window: UIWindow
    var data: FuzzCollectionData
    var collectionView: UICollectionView!

    init(index: Int, run: FuzzRun) {
        self.index = index
        self.run = run
        seed = Reliability.caseSeed(index)
        rng = SplitMix64(seed: seed)
        let sizes = [CGSize(width: 320, height: 480), CGSize(width: 390, height: 844), CGSize(width: 200, height: 260)]
        screen = HeadlessScreen(size: sizes[rng.int(below: sizes.count)])
        window = screen.makeWindow()
        data = FuzzCollectionData([])
    }

    mutating func perform() {
        run.beginCase(index, seed: seed)
        data.counts = (0..<rng.int(in: 1...4)).map { _ in rng.chance(0.1) ? 0 : rng.int(in: 1...40) }
        log.append("data \(data.counts)")
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: newLayout())
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        cv.register(FuzzLabelCell.self, forCellWithReuseIdentifier: "label")
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "plain")
        cv.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        cv.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "header")
        cv.dataSource = data
        cv.delegate = data
        collectionView = cv
        window.addSubview(cv)
        screen.renderFrame()
        check(0)
        let steps = rng.int(in: 8...20)
        for step in 1...steps {
            act()
            if Reliability.environment["RELIABILITY_TRACE"] != nil { print("collection step \(step): \(log.last ?? "")") }
            run.countStep()
            screen.renderFrame()
            check(step)
        }
        screen.run(for: 1.5)
        check(steps + 1)
        cv.removeFromSuperview()
        screen.renderFrame()
    }

    // MARK: Layouts

    mutating func newLayout() -> UICollectionViewCompositionalLayout {
        let layoutSeed = rng.next()
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = CGFloat(rng.pick([0, 12, -8]))
        log.append("layout \(Reliability.hex(layoutSeed))")
        // Each section from a seed of its own: the provider is asked at every layout and answers the same.
        return UICollectionViewCompositionalLayout(sectionProvider: { s, environment in
            var maker = FuzzSectionMaker(rng: SplitMix64(seed: layoutSeed &+ UInt64(s)))
            return maker.rng.chance(0.03) ? nil : maker.section(environment)
        }, configuration: configuration)
    }

    // MARK: Steps

    mutating func act() {
        let cv = collectionView!
        let bounds = window.bounds
        func point() -> CGPoint { CGPoint(x: rng.double(0, Double(bounds.width)), y: rng.double(0, Double(bounds.height))) }
        func anyIndexPath() -> IndexPath {
            let s = rng.int(in: -1...data.counts.count)
            let count = data.counts.indices.contains(s) ? data.counts[s] : 3
            return IndexPath(item: rng.int(in: -1...count), section: s)
        }
        switch rng.weighted([3, 3, 3, 2, 2, 1, 2, 1, 1, 1, 1, 1, 2]) {
        case 0:
            let y = rng.pick([rng.double(-200, Double(cv.contentSize.height) + 200), .nan, -1e9])
            log.append("contentOffset.y = \(y)")
            cv.contentOffset = CGPoint(x: 0, y: y)
        case 1:
            let from = point(), to = CGPoint(x: from.x + rng.double(-300, 300), y: from.y + rng.double(-60, 60))
            let duration = rng.double(0.05, 0.6)
            log.append("sideways drag \(from) → \(to) in \(duration) s")
            screen.press(at: from)
            screen.drag(to: to, duration: duration)
            if rng.chance(0.5) { screen.hold(for: 0.1) }
            screen.release()
            screen.run(for: rng.double(0, 1.5))
        case 2:
            let from = point(), to = CGPoint(x: from.x + rng.double(-30, 30), y: from.y + rng.double(-400, 400))
            log.append("vertical drag \(from) → \(to)")
            screen.press(at: from)
            screen.drag(to: to, duration: rng.double(0.05, 0.5))
            screen.release()
            screen.run(for: rng.double(0, 1))
        case 3:
            let p = point()
            log.append("tap \(p)")
            screen.press(at: p)
            screen.release()
            screen.run(for: 0.2)
        case 4:
            let ip = anyIndexPath()
            let position = rng.pick([UICollectionView.ScrollPosition.top, .centeredHorizontally, .left, .right, .bottom, []])
            log.append("scrollToItem \(ip) \(position.rawValue)")
            cv.scrollToItem(at: ip, at: position, animated: rng.chance(0.5))
        case 5:
            log.append("new layout")
            cv.collectionViewLayout = newLayout()
        case 6 where !data.counts.isEmpty:
            let s = rng.int(below: data.counts.count)
            let n = data.counts[s]
            if n > 0 && rng.chance(0.5) {
                let items = Array(Set((0..<rng.int(in: 1...min(3, n))).map { _ in rng.int(below: n) })).sorted()
                log.append("delete \(items) in section \(s)")
                data.counts[s] -= items.count
                cv.performBatchUpdates({ cv.deleteItems(at: items.map { IndexPath(item: $0, section: s) }) })
            } else {
                let k = rng.int(in: 1...3)
                log.append("insert \(k) at the start of section \(s)")
                data.counts[s] += k
                cv.performBatchUpdates({ cv.insertItems(at: (0..<k).map { IndexPath(item: $0, section: s) }) })
            }
            screen.run(for: rng.double(0, 0.5))
        case 7:
            data.counts = (0..<rng.int(in: 0...4)).map { _ in rng.int(in: 0...30) }
            log.append("reloadData \(data.counts)")
            cv.reloadData()
        case 8:
            let width = rng.pick([0, 1, 150, Double(bounds.width), 700])
            log.append("width \(width)")
            cv.frame = CGRect(x: 0, y: 0, width: width, height: Double(bounds.height))
        case 9:
            cv.isEditing.toggle()
            log.append("isEditing = \(cv.isEditing)")
        case 10:
            let ip = anyIndexPath()
            log.append("selectItem \(ip)")
            cv.selectItem(at: ip, animated: false, scrollPosition: rng.chance(0.5) ? [] : .centeredVertically)
        case 11:
            let s = rng.int(below: 5)
            let x = rng.pick([rng.double(-100, 2000), .nan, .infinity])
            log.append("section \(s) scrolled to x \(x)")
            cv.orthogonalScrollers[s]?.contentOffset.x = x
        default:
            let t = rng.double(0.05, 1)
            log.append("run \(t) s")
            screen.run(for: t)
        }
    }

    // MARK: Invariants

    mutating func check(_ step: Int) {
        let cv = collectionView!
        var problems: [String] = []
        var checks = 0
        let size = cv.contentSize
        checks += 1
        if !size.width.isFinite || !size.height.isFinite || size.width < 0 || size.height < 0 { problems.append("content size \(size)") }
        var seen = Set<ObjectIdentifier>()
        for (ip, cell) in cv.visible {
            checks += 4
            if !(data.counts.indices.contains(ip.section) && (0..<data.counts[ip.section]).contains(ip.item))
                && cv.counts.indices.contains(ip.section) == false {
                problems.append("a cell for \(ip), which does not exist (counts \(data.counts))")
            }
            if !seen.insert(ObjectIdentifier(cell)).inserted { problems.append("the cell at \(ip) is shown twice") }
            let f = cell.frame
            if !f.minX.isFinite || !f.minY.isFinite || !f.width.isFinite || !f.height.isFinite { problems.append("cell \(ip) at \(f)") }
            if cell.superview !== cv {
                if let scroller = cell.superview as? OrthogonalSectionScrollView {
                    if scroller.band.section != ip.section || scroller.superview !== cv {
                        problems.append("cell \(ip) in section \(scroller.band.section)'s scroll view")
                    }
                } else if cv.rowSwipes?.isOpen != true {
                    problems.append("cell \(ip) in \(String(describing: cell.superview))")
                }
            }
        }
        for (s, scroller) in cv.orthogonalScrollers {
            checks += 1
            if !scroller.contentOffset.x.isFinite || !scroller.contentOffset.y.isFinite { problems.append("section \(s) scrolled to \(scroller.contentOffset)") }
        }
        checks += 1
        if cv.subviews.filter({ $0 is SwipeActionButtonsView && $0.alpha > 0 }).count > 2 { problems.append("more than one row's swipe buttons") }
        if !cv.contentOffset.x.isFinite || !cv.contentOffset.y.isFinite { problems.append("content offset \(cv.contentOffset)") }
        run.countChecks(checks)
        for p in problems { run.fail(case: index, seed: seed, step: step, p, log: log) }
    }
}

/// Makes random sections from a seed.
@MainActor
struct FuzzSectionMaker {
    var rng: SplitMix64


    mutating func dimension(fractionOf axisWidth: Bool) -> NSCollectionLayoutDimension {
        switch rng.weighted([4, 2, 3, 3, 1]) {
        case 0: return axisWidth ? .fractionalWidth(CGFloat(rng.pick([1, 0.5, 1.0 / 3, 0.8, 0.25]))) : .fractionalHeight(1)
        case 1: return .fractionalWidth(CGFloat(rng.double(0, 1.6)))
        case 2: return .absolute(CGFloat(rng.double(0, 300)))
        case 3: return .estimated(CGFloat(rng.double(10, 120)))
        default: return rng.pick([.absolute(0), .absolute(-20), .absolute(.nan), .absolute(.infinity), .estimated(.nan),
                                  .fractionalWidth(-1), .fractionalHeight(.infinity), .absolute(1e7), .estimated(0)])
        }
    }

    mutating func size() -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: dimension(fractionOf: true), heightDimension: dimension(fractionOf: false))
    }

    mutating func group(depth: Int = 0) -> NSCollectionLayoutGroup {
        let items: [NSCollectionLayoutItem] = (0..<rng.int(in: 1...3)).map { _ in
            if depth < 1 && rng.chance(0.2) { return group(depth: depth + 1) }
            let item = NSCollectionLayoutItem(layoutSize: size())
            if rng.chance(0.3) {
                let v = CGFloat(rng.pick([0, 2, 8, -4, Double.nan]))
                item.contentInsets = NSDirectionalEdgeInsets(top: v, leading: v, bottom: v, trailing: v)
            }
            return item
        }
        let groupSize = size()
        let g: NSCollectionLayoutGroup
        switch rng.int(below: 4) {
        case 0: g = .horizontal(layoutSize: groupSize, subitems: items)
        case 1: g = .vertical(layoutSize: groupSize, subitems: items)
        case 2: g = .horizontal(layoutSize: groupSize, repeatingSubitem: items[0], count: rng.int(in: -1...5))
        default:
            let frames = (0..<rng.int(in: 0...4)).map { _ in
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: rng.double(-20, 300), y: rng.double(-20, 200),
                                                                width: rng.double(0, 200), height: rng.double(0, 120)))
            }
            g = .custom(layoutSize: groupSize) { _ in frames }
        }
        if rng.chance(0.4) { g.interItemSpacing = rng.chance(0.5) ? .fixed(CGFloat(rng.pick([0, 4, 10, -5, Double.nan]))) : .flexible(CGFloat(rng.double(0, 20))) }
        return g
    }

    mutating func section(_ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        if rng.chance(0.3) {
            var list = UICollectionLayoutListConfiguration(appearance: rng.pick([.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]))
            list.headerMode = rng.pick([.none, .supplementary, .firstItemInSection])
            list.footerMode = rng.pick([.none, .supplementary])
            list.showsSeparators = rng.chance(0.8)
            if rng.chance(0.5) {
                list.trailingSwipeActionsConfigurationProvider = { _ in
                    UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
                }
            }
            return .list(using: list, layoutEnvironment: environment)
        }
        let s = NSCollectionLayoutSection(group: group())
        s.orthogonalScrollingBehavior = rng.pick([.none, .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered])
        s.interGroupSpacing = CGFloat(rng.pick([0, 8, 20, -10, Double.nan]))
        if rng.chance(0.3) { s.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: CGFloat(rng.double(-10, 40)), bottom: 10, trailing: 16) }
        if rng.chance(0.4) {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(), elementKind: UICollectionView.elementKindSectionHeader,
                                                                     alignment: rng.pick([.top, .topLeading, .bottom, .leading]))
            header.pinToVisibleBounds = rng.chance(0.5)
            header.extendsBoundary = rng.chance(0.8)
            s.boundarySupplementaryItems = [header]
        }
        if rng.chance(0.3) {
            let mode = rng.int(below: 3)
            s.visibleItemsInvalidationHandler = { items, offset, environment in
                for item in items {
                    switch mode {
                    case 0:
                        let d = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                        let scale = max(0.5, 1 - d / 1000)
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    case 1: item.alpha = 0.5; item.zIndex = -item.indexPath.item
                    default: item.isHidden = item.indexPath.item % 3 == 0; item.center.x += 5
                    }
                }
            }
        }
        return s
    }
}
