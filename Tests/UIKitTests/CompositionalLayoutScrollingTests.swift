import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// The parts of a compositional layout that move: a section scrolling sideways in a scroll
/// view of its own (and its paging behaviours), a visible-items handler scaling a carousel,
/// a pinned header, cells sizing their estimated dimensions, and a section background. On a
/// 320 × 480 headless screen, with real drags.
///
/// The carousel (section 0): groups 80 % of the section's width (320 − 2 · 16 = 288, so 230.4
/// wide) and 150 tall, 10 apart, from x = 16, under a top inset of 20; eight items, each its
/// own colour. Below it, section 1: rows 100 tall across the width.
@MainActor
@Suite(.serialized) struct CompositionalLayoutScrollingTests {
    static let colours: [UIColor] = [.red, .green, .blue, .orange, .purple, .cyan, .brown, .magenta]

    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var counts: [Int]
        var selected: [IndexPath] = []
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = indexPath.section == 0
                ? CompositionalLayoutScrollingTests.colours[indexPath.item % 8]
                : (indexPath.item.isMultiple(of: 2) ? .lightGray : .darkGray)
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            header.backgroundColor = .yellow
            return header
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow

    init() { window = screen.makeWindow() }

    static func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// The carousel section.
    static func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(150)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    /// Rows 100 tall.
    static func rows() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        return NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
    }

    /// A collection view filling the screen, laid out and drawn.
    func show(_ layout: UICollectionViewLayout, _ source: Source) -> UICollectionView {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
        cv.dataSource = source
        cv.delegate = source
        window.addSubview(cv)
        screen.renderFrame()
        return cv
    }

    func carouselLayout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in section == 0 ? Self.carousel(behavior) : Self.rows() }
    }

    func colour(at point: CGPoint) -> RGBA? { screen.pixel(at: point) }

    static let groupWidth: CGFloat = 288 * 0.8   // 230.4

    @Test func anOrthogonalSectionLaysItsGroupsSideBySideInAScrollViewOfItsOwn() throws {
        let source = Source([8, 10])
        let cv = show(carouselLayout(.continuous), source)
        // Side by side from x = 16, 230.4 + 10 apart; section 1 starts below the 170-pt band.
        for i in 0..<8 {
            let frame = try #require(cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))).frame
            #expect(abs(frame.minX - (16 + CGFloat(i) * (Self.groupWidth + 10))) < 0.01, "item \(i)")
            #expect(frame.minY == 20 && frame.height == 150)
        }
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 170, width: 320, height: 100))
        #expect(abs(cv.contentSize.height - (170 + 1000)) < 0.001, "the band is one row high, not eight")
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let scroller = try #require(first.superview as? UIScrollView)
        #expect(scroller !== cv && scroller.superview === cv, "the cells are in the section's scroll view")
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 320, height: 170))
        #expect(abs(scroller.contentSize.width - (16 + 8 * Self.groupWidth + 7 * 10 + 16)) < 0.01)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) == nil, "item 3 starts at x 738: off screen, no cell")
        #expect(colour(at: CGPoint(x: 100, y: 100)) == RGBA(red: 255, green: 0, blue: 0), "item 0 is red")
        #expect(colour(at: CGPoint(x: 290, y: 100)) == RGBA(red: 0, green: 255, blue: 0), "item 1 shows at the right edge")
    }

    @Test func aSidewaysDragScrollsTheSectionAndADownwardOneTheCollectionView() throws {
        let source = Source([8, 10])
        let cv = show(carouselLayout(.continuous), source)
        let scroller = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        screen.press(at: CGPoint(x: 300, y: 100))
        screen.drag(to: CGPoint(x: 20, y: 100), duration: 0.6)
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 3)
        #expect(cv.contentOffset == .zero, "the collection view did not move")
        let offset = scroller.contentOffset.x
        #expect(offset > 250, "the section moved with the finger: \(offset)")
        // What is shown is the items at their places less the section's offset.
        let x = 160 + offset, item = Int((x - 16) / (Self.groupWidth + 10))
        let within = (x - 16) - CGFloat(item) * (Self.groupWidth + 10)
        if within > 2 && within < Self.groupWidth - 2 {
            let c = Self.colours[item].cgColor.components ?? []
            #expect(colour(at: CGPoint(x: 160, y: 100)) == RGBA(red: UInt8(c[0] * 255), green: UInt8(c[1] * 255), blue: UInt8(c[2] * 255)),
                    "item \(item) is under x 160")
        }
        #expect(cv.cellForItem(at: IndexPath(item: item, section: 0))?.superview === scroller, "a cell came into view in the section")
        // A drag down (starting on the band) scrolls the whole collection view instead.
        screen.press(at: CGPoint(x: 160, y: 400))
        screen.drag(to: CGPoint(x: 160, y: 100), duration: 0.5)
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 2)
        #expect(cv.contentOffset.y > 250)
        #expect(abs(scroller.contentOffset.x - offset) < 0.5, "the section kept its offset")
    }

    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, .groupPagingCentered])
    func groupPagingMovesOneGroupAFling(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) throws {
        let source = Source([8, 10])
        let cv = show(carouselLayout(behavior), source)
        let scroller = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        // A quick flick left: one group on, however fast.
        screen.press(at: CGPoint(x: 250, y: 100))
        screen.drag(to: CGPoint(x: 130, y: 100), duration: 0.08)
        screen.release()
        screen.run(for: 3)
        let group1 = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        let expected = behavior == .groupPaging ? group1.minX - 16 : group1.midX - 160
        if behavior == .groupPagingCentered {
            #expect(abs(group1.minX - (160 - Self.groupWidth / 2 + Self.groupWidth + 10)) < 0.01,
                    "the row starts far enough in for the first group to rest in the middle")
        }
        #expect(abs(scroller.contentOffset.x - expected) < 0.6, "at rest at group 1: \(scroller.contentOffset.x) against \(expected)")
        // The group rests where the behaviour puts it, on screen.
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let onScreen = cell.convert(cell.bounds, to: nil)
        if behavior == .groupPaging {
            #expect(abs(onScreen.minX - 16) < 0.6)
        } else {
            #expect(abs(onScreen.midX - 160) < 0.6)
        }
    }

    @Test func aTapOnAScrolledCellSelectsIt() throws {
        let source = Source([8, 10])
        let cv = show(carouselLayout(.groupPaging), source)
        screen.press(at: CGPoint(x: 250, y: 100))
        screen.drag(to: CGPoint(x: 130, y: 100), duration: 0.08)
        screen.release()
        screen.run(for: 3)
        screen.press(at: CGPoint(x: 100, y: 100))
        screen.release()
        screen.run(for: 0.1)
        #expect(source.selected == [IndexPath(item: 1, section: 0)], "group 1 is under the finger now")
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func scrollToItemScrollsTheSectionSidewaysAndTheCollectionViewDown() throws {
        let source = Source([8, 10])
        let cv = show(carouselLayout(.continuous), source)
        let scroller = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        cv.scrollToItem(at: IndexPath(item: 5, section: 0), at: .centeredHorizontally, animated: false)
        screen.renderFrame()
        let frame5 = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))).frame
        #expect(abs(scroller.contentOffset.x - (frame5.midX - 160)) < 0.01)
        #expect(cv.contentOffset == .zero)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 5, section: 0)))
        #expect(abs(cell.convert(cell.bounds, to: nil).midX - 160) < 0.01, "item 5 is in the middle of the screen")
        #expect(colour(at: CGPoint(x: 160, y: 100)) == RGBA(red: 0, green: 255, blue: 255), "item 5 is cyan")
        cv.scrollToItem(at: IndexPath(item: 2, section: 1), at: .top, animated: false)
        screen.renderFrame()
        #expect(abs(cv.contentOffset.y - 370) < 0.001)
        #expect(abs(scroller.contentOffset.x - (frame5.midX - 160)) < 0.01, "the section kept its offset")
    }

    @Test func deletingAnItemSlidesTheOthersAlongTheSection() throws {
        let source = Source([8, 10])
        let cv = show(carouselLayout(.continuous), source)
        let scroller = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        source.counts[0] = 7
        cv.performBatchUpdates({ cv.deleteItems(at: [IndexPath(item: 0, section: 0)]) })
        screen.run(for: 0.15)
        let halfway = second.layer.presentation()?.frame.minX ?? .nan
        #expect(halfway > 16 + 1 && halfway < 16 + Self.groupWidth + 10 - 1, "on its way to the start: \(halfway)")
        screen.run(for: 0.5)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === second, "the green cell is item 0 now")
        #expect(second.superview === scroller)
        #expect(abs(second.frame.minX - 16) < 0.01 && second.frame.minY == 20, "at item 0's place in the section's scroll view")
        #expect(colour(at: CGPoint(x: 100, y: 100)) == RGBA(red: 0, green: 255, blue: 0))
    }

    @Test func theVisibleItemsHandlerScalesTheCarouselByDistanceFromTheMiddle() throws {
        let section = Self.carousel(.groupPagingCentered)
        var offsets: [CGFloat] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            offsets.append(offset.x)
            let middle = environment.container.contentSize.width / 2
            for item in items {
                let distance = abs(item.frame.midX - offset.x - middle)
                let scale = max(0.7, 1 - distance / 1000)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = scale
            }
        }
        let layout = UICollectionViewCompositionalLayout { s, _ in s == 0 ? section : Self.rows() }
        let source = Source([8, 10])
        let cv = show(layout, source)
        let scroller = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        // At rest, centred paging puts item 0 in the middle; item 1 is a group (240.4) away.
        let cell0 = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(abs(cell0.transform.a - 1) < 1e-9 && abs(cell0.alpha - 1) < 1e-6)
        let step = Self.groupWidth + 10
        #expect(abs((cv.cellForItem(at: IndexPath(item: 1, section: 0))?.transform.a ?? 0) - (1 - step / 1000)) < 1e-6)
        #expect(cell0.bounds.size == CGSize(width: Self.groupWidth, height: 150), "the transform leaves the size")
        let cell1 = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell1.transform.a < cell0.transform.a, "item 1, further from the middle, is smaller")
        // Scroll the section: the handler is called again with its offset, and item 1 grows.
        screen.press(at: CGPoint(x: 250, y: 100))
        screen.drag(to: CGPoint(x: 130, y: 100), duration: 0.08)
        screen.release()
        screen.run(for: 3)
        #expect(offsets.contains { abs($0 - scroller.contentOffset.x) < 0.01 } && scroller.contentOffset.x > 100)
        let centred = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(centred.transform.a - 1) < 0.002, "item 1 rests in the middle at full size: \(centred.transform.a)")
        // The drawing shows it: item 1 (green) fills the middle, scaled items leave gaps at the sides.
        #expect(colour(at: CGPoint(x: 160, y: 100)) == RGBA(red: 0, green: 255, blue: 0))
    }

    @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionLeaves() throws {
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(40)),
                                                                 elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let section = Self.rows()
            section.boundarySupplementaryItems = [header]
            return section
        }
        let source = Source([6, 6])
        let cv = show(layout, source)
        // Section 0: header 0–40, rows 40–640; section 1: header 640–680, rows 680–1280.
        cv.contentOffset.y = 300
        screen.renderFrame()
        let first = try #require(cv.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.minY == 300, "pinned to the visible top")
        #expect(colour(at: CGPoint(x: 160, y: 10)) == RGBA(red: 255, green: 255, blue: 0), "the header is drawn over the rows")
        // Near the end of section 0 the next header pushes it up.
        cv.contentOffset.y = 620
        screen.renderFrame()
        #expect(first.frame.minY == 600, "its section ends at 640")
        let second = try #require(cv.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 1)))
        #expect(second.frame.minY == 640)
        cv.contentOffset.y = 900
        screen.renderFrame()
        #expect(second.frame.minY == 900)
        #expect(cv.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0)) == nil, "section 0 is gone")
    }

    /// A cell whose label wraps, pinned to its content view's edges.
    final class NoteCell: UICollectionViewCell {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 17)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Notes: NSObject, UICollectionViewDataSource {
        let texts: [String]
        init(_ texts: [String]) { self.texts = texts }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
            if let note = cell as? NoteCell { note.label.text = texts[indexPath.item] }
            if indexPath.item == 2 {
                var content = UIListContentConfiguration.subtitleCell()
                content.text = "Configured"
                content.secondaryText = String(repeating: "A configuration sizes the cell too. ", count: 6)
                cell.contentConfiguration = content
            } else {
                cell.contentConfiguration = nil
            }
            return cell
        }
    }

    @Test func estimatedHeightsBecomeWhatTheCellsNeed() throws {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        let long = String(repeating: "A sentence that wraps onto more lines. ", count: 5)
        let texts = ["One line", long, "", "Two\nlines"] + (0..<20).map { "Row \($0)" }
        let notes = Notes(texts)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        cv.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        cv.dataSource = notes
        window.addSubview(cv)
        screen.renderFrame()
        let frames = (0..<4).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
        // Measured independently: the label's own height at the width left by the insets, plus 20.
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.font = .systemFont(ofSize: 17)
        func expected(_ text: String) -> CGFloat {
            probe.text = text
            return probe.sizeThatFits(CGSize(width: 320 - 32, height: 0)).height + 20
        }
        #expect(abs(frames[0].height - expected("One line")) < 0.5, "\(frames[0])")
        #expect(abs(frames[1].height - expected(long)) < 0.5 && frames[1].height > 80, "\(frames[1]) against \(expected(long))")
        #expect(abs(frames[3].height - expected("Two\nlines")) < 0.5)
        #expect(frames[2].height > 60, "the configured cell is as tall as its wrapping text: \(frames[2])")
        // They follow each other with the spacing, and the cells have those frames.
        for i in 1..<4 { #expect(abs(frames[i].minY - (frames[i - 1].maxY + 1)) < 0.01) }
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == frames[1])
        // Rows not yet shown keep the estimate; the content size grows as they are shown.
        let before = cv.contentSize.height
        let last = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 23, section: 0)))
        #expect(last.frame.height == 44, "never shown: its estimate")
        cv.contentOffset.y = max(0, before - 480)
        screen.renderFrame()
        let shown = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 23, section: 0)))
        #expect(abs(shown.frame.height - expected("Row 19")) < 0.5)
    }

    /// A tag: a label pinned inside a capsule, as wide as its text.
    final class TagCell: UICollectionViewCell {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .systemFont(ofSize: 15)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Tags: NSObject, UICollectionViewDataSource {
        let tags = ["Swift", "Transitions", "UIKit", "Linux", "Cairo", "A much longer tag", "X11", "Zoom", "Sheets"]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
            (cell as? TagCell)?.label.text = tags[indexPath.item]
            return cell
        }
    }

    @Test func estimatedWidthsWrapTagsIntoRows() throws {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.estimated(60), .absolute(32)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(32)), subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let tags = Tags()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        cv.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        cv.dataSource = tags
        window.addSubview(cv)
        screen.renderFrame()
        let probe = UILabel()
        probe.font = .systemFont(ofSize: 15)
        var x: CGFloat = 0, y: CGFloat = 0
        for (i, tag) in tags.tags.enumerated() {
            probe.text = tag
            let width = probe.intrinsicContentSize.width + 24
            if x > 0 && x + width > 320 { x = 0; y += 40 }
            let frame = try #require(cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))).frame
            #expect(abs(frame.width - width) < 0.5 && abs(frame.minX - x) < 0.5 && frame.minY == y, "\(tag): \(frame) against x \(x), y \(y), width \(width)")
            x += width + 8
        }
        #expect(y >= 40, "the tags take more than one row")
    }

    final class RoundedBackground: UICollectionReusableView {
        required init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemTeal
            layer.cornerRadius = 12
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func aSectionBackgroundLiesBehindItsItems() throws {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(RoundedBackground.self, forDecorationViewOfKind: "background")
        let source = Source([3, 1])
        let cv = show(layout, source)
        let attributes = try #require(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)))
        // Section 0: content 20–220 (two rows), inside the 20-pt insets, less the item's 4 at the sides.
        #expect(attributes.frame == CGRect(x: 24, y: 20, width: 272, height: 200))
        let views = cv.subviews.compactMap { $0 as? RoundedBackground }
        #expect(views.count == 2, "one per section")
        #expect(views.contains { $0.frame == attributes.frame })
        // Between two cells the background shows; on a cell, the cell's colour.
        #expect(colour(at: CGPoint(x: 160, y: 70)) == colour(at: CGPoint(x: 30, y: 25)))
        #expect(colour(at: CGPoint(x: 80, y: 70)) == RGBA(red: 255, green: 0, blue: 0))
        #expect(colour(at: CGPoint(x: 10, y: 70)) != colour(at: CGPoint(x: 30, y: 25)), "outside the section's insets: no background")
    }

    @Test func aBadgeAnchoredToItsItemsCornerScrollsWithTheItem() throws {
        // A 20 × 20 badge over each item's top-trailing corner, a third of it outside.
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: Self.size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing],
                                                                                                  fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(0.8), .absolute(150)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 16)
        let layout = UICollectionViewCompositionalLayout { s, _ in s == 0 ? section : Self.rows() }
        let source = Source([8, 10])
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "header")
        cv.dataSource = source
        window.addSubview(cv)
        screen.renderFrame()
        let item0 = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        let b0 = try #require(cv.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 0))).frame
        #expect(b0 == CGRect(x: item0.maxX - 20 + 6, y: item0.minY - 6, width: 20, height: 20), "\(b0) against \(item0)")
        let view = try #require(cv.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0)))
        #expect(view.superview === cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview, "in the section's scroll view, with its item")
        #expect(colour(at: CGPoint(x: b0.midX, y: b0.minY + 2)) == RGBA(red: 255, green: 255, blue: 0), "drawn above the item's top edge")
        // Scrolled sideways, the badge moves with its item.
        let scroller = try #require(view.superview as? UIScrollView)
        scroller.contentOffset.x = 100
        screen.renderFrame()
        let onScreen = view.convert(view.bounds, to: nil)
        #expect(abs(onScreen.minX - (b0.minX - 100)) < 0.01)
    }

    @Test func aGroupsSupplementaryItemIsAnchoredToTheGroup() throws {
        // Rows of three 100 × 80 items; each row has a 30 × 16 label over its bottom-trailing corner.
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.absolute(300), .absolute(80)), subitems: [item])
        group.supplementaryItems = [NSCollectionLayoutSupplementaryItem(layoutSize: Self.size(.absolute(30), .absolute(16)), elementKind: "count",
                                                                       containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))]
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let source = Source([7])
        let cv = show(UICollectionViewCompositionalLayout(section: section), source)
        // Row 1 (items 3–5) lies at y 90; its label at its bottom-trailing corner, with item 3's index path.
        let label = try #require(cv.layoutAttributesForSupplementaryElement(ofKind: "count", at: IndexPath(item: 3, section: 0))).frame
        #expect(abs(label.minX - 270) < 0.001 && abs(label.minY - (90 + 80 - 16)) < 0.001 && label.size == CGSize(width: 30, height: 16))
        // The last row holds one item; its group still has its label.
        let last = try #require(cv.layoutAttributesForSupplementaryElement(ofKind: "count", at: IndexPath(item: 6, section: 0))).frame
        #expect(abs(last.minY - (180 + 80 - 16)) < 0.001 && abs(last.maxX - 300) < 0.001)
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: "count", at: IndexPath(item: 1, section: 0)) == nil, "one a group")
    }

    @Test func edgeSpacingSpacesItemsInTheirGroup() throws {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(80), .absolute(40)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: .fixed(5), trailing: .fixed(6), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        let source = Source([6])
        let cv = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), source)
        // Each item takes 10 + 80 + 6 = 96 along the row: three fit in 320.
        let frames = (0..<4).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
        #expect(frames[0] == CGRect(x: 10, y: 5, width: 80, height: 40))
        #expect(frames[1] == CGRect(x: 106, y: 5, width: 80, height: 40))
        #expect(frames[2] == CGRect(x: 202, y: 5, width: 80, height: 40))
        #expect(frames[3] == CGRect(x: 10, y: 65, width: 80, height: 40), "the fourth starts the next row")
    }

    @Test func rotatedAttributesKeepTheirSizeAndReportTheirBox() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(a.size == CGSize(width: 100, height: 50))
        #expect(a.center == CGPoint(x: 150, y: 125))
        #expect(abs(a.frame.width - 50) < 1e-9 && abs(a.frame.height - 100) < 1e-9 && abs(a.frame.minX - 125) < 1e-9)
        let c = a.copy() as? UICollectionViewLayoutAttributes
        #expect(c == a && c !== a, "a copy is equal")
        c?.alpha = 0.5
        #expect(c != a)
    }
}

/// Bugs the collection-view fuzz found (docs/reliability.md, bugs 24–26).
@MainActor
@Suite(.serialized) struct CollectionRobustnessTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))

    /// Bug 24: a scroll view freed while it scrolled animated (an orthogonal section's, when a
    /// new layout dropped the section) crashed at the next frame: the animation's display link
    /// kept its runner, which read the freed view.
    @Test func aScrollViewFreedWhileItScrollsAnimatedStopsQuietly() {
        let window = screen.makeWindow()
        weak var freed: UIScrollView?
        do {
            let scroller = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            scroller.contentSize = CGSize(width: 2000, height: 200)
            window.addSubview(scroller)
            screen.renderFrame()
            scroller.setContentOffset(CGPoint(x: 800, y: 0), animated: true)
            screen.run(for: 0.05)
            scroller.removeFromSuperview()
            freed = scroller
        }
        screen.run(for: 1)
        #expect(freed == nil, "the scroll view is freed, and the frames after it go on")
    }

    /// Bug 25: a list content configuration measured for an estimated width answered the width
    /// it was offered — unbounded — and the cell became infinitely wide (its layer then crashed
    /// converting its size to pixels). Now it measures its text on one line.
    @Test func anEstimatedWidthFitsAListConfigurationsText() throws {
        final class Chips: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
                var content = UIListContentConfiguration.cell()
                content.text = ["A", "Medium", "A considerably longer chip"][indexPath.item]
                cell.contentConfiguration = content
                return cell
            }
        }
        let window = screen.makeWindow()
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(50), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                       subitems: [item])
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "chip")
        let chips = Chips()
        cv.dataSource = chips
        window.addSubview(cv)
        screen.renderFrame()
        let widths = (0..<3).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.width ?? .nan }
        #expect(widths.allSatisfy { $0.isFinite && $0 > 32 && $0 < 320 }, "\(widths)")
        #expect(widths[0] < widths[1] && widths[1] < widths[2], "each as wide as its text and the margins: \(widths)")
    }

    /// Bug 26: a spacing or inset that is not finite made frames of NaN, and Foundation's
    /// `CGRect.intersects` traps on NaN on Linux. Now such a value counts as 0, with a warning.
    @Test func aSpacingThatIsNotFiniteCountsAsZero() throws {
        final class Items: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let window = screen.makeWindow()
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: .infinity)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                                 subitems: [item]))
        section.interGroupSpacing = .nan
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = Items()
        cv.dataSource = items
        window.addSubview(cv)
        screen.renderFrame()
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 100, width: 320, height: 50))
        #expect(cv.visibleCells.count == 4)
        #expect(FrameContext.main.warningsPrinted.contains("UICollectionViewCompositionalLayout: a section's interGroupSpacing is nan; 0 is used"))
    }
}

/// The flow layout's self-sizing (`estimatedItemSize`) and pinned section headers, as older
/// iOS code writes them.
@MainActor
@Suite(.serialized) struct FlowLayoutSelfSizingTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))

    final class Words: NSObject, UICollectionViewDataSource {
        let words = ["Swift", "a", "Transitions", "UIKit", "X11", "the longest word here", "ok"]
        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
            (cell as? CompositionalLayoutScrollingTests.TagCell)?.label.text = words[indexPath.item]
            cell.contentView.heightAnchor.constraint(equalToConstant: 30).isActive = true
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            v.backgroundColor = .systemYellow
            return v
        }
    }

    @Test func automaticallySizedItemsTakeTheirTextsWidthAndPinnedHeadersStayInView() throws {
        let window = screen.makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.itemSize = CGSize(width: 60, height: 30)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(CompositionalLayoutScrollingTests.TagCell.self, forCellWithReuseIdentifier: "tag")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let words = Words()
        cv.dataSource = words
        window.addSubview(cv)
        screen.renderFrame()
        let probe = UILabel()
        probe.font = .systemFont(ofSize: 15)
        for (i, word) in words.words.enumerated() {
            probe.text = word
            let expected = probe.intrinsicContentSize.width + 24
            let frame = try #require(cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))).frame
            #expect(abs(frame.width - expected) < 0.5 && abs(frame.height - 30) < 0.5, "\(word): \(frame) against \(expected)")
        }
        // Pinned: scrolled into section 1, its header is at the top, section 0's is gone.
        let section1 = try #require(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                               at: IndexPath(item: 0, section: 1))).frame
        cv.contentOffset.y = section1.minY + 30
        screen.renderFrame()
        let header = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(abs(header.frame.minY - cv.contentOffset.y) < 0.01, "\(header.frame) at offset \(cv.contentOffset.y)")
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    }
}

extension CompositionalLayoutScrollingTests {
    /// A card or hero transition hides its source cell while the detail is up; looking the cell
    /// up, or a layout pass, must not show it again (iOS applies only attributes that changed).
    @Test func aCellTheAppHidKeepsHiddenThroughLayoutPasses() throws {
        let source = Source([8, 10])
        let cv = show(carouselLayout(.continuous), source)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        cell.isHidden = true
        cell.alpha = 0.5
        screen.renderFrame()
        _ = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        cv.contentOffset.y = 10
        screen.renderFrame()
        #expect(cell.isHidden && cell.alpha == 0.5, "the app's hiding stays")
        // A change of the item's attributes (a new layout) applies them again.
        cv.collectionViewLayout.invalidateLayout()
        cv.frame.size.width = 300
        screen.renderFrame()
        let again = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!again.isHidden && again.alpha == 1, "new attributes are applied")
    }
}
