import Testing
import UIKit
import UIKitTesting
import TestSupport
@testable import PortedFixtures

/// Drives FeaturedCards (Fixtures/iOS/FeaturedCards) with its example: the Today screen in a
/// navigation controller on a 390 × 844 screen.
///
/// Geometry by hand: the carousel's cards are 80 % of the width, 312 × 320 pt, 16 pt apart,
/// paged one at a time and centred, so a card at rest spans x 39…351 and the next one starts
/// 328 pt further on; a card shrinks with its distance from the middle (by a fifth over the
/// screen's width, to 90 % at the least), so the second card peeks in at the right edge at 90 %.
/// The stories below are an inset-grouped list: rows 20 pt in from each side, 350 pt wide.
///
/// A card's story starts at the card's frame and springs to full screen; it is white with a
/// header of the card's colour 468 pt tall (1.2 × the width). A drag down collapses it over
/// 400 pt; let go past 30 % (or faster than 800 pt/s) it lands back in the card.
@MainActor
@Suite(.serialized) struct FeaturedCardsTests {
    static let indigo = RGBA(red: 88, green: 86, blue: 214)
    static let orange = RGBA(red: 255, green: 149, blue: 0)
    static let white = RGBA(red: 255, green: 255, blue: 255)
    static let screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let window: UIWindow
    let today = TodayViewController()
    let navigation: UINavigationController

    init() {
        window = screen.makeWindow()
        navigation = UINavigationController(rootViewController: today)
        window.rootViewController = navigation
        screen.renderFrame()
    }

    // MARK: Helpers

    func card(_ item: Int) -> UICollectionViewCell? {
        today.collectionView.cellForItem(at: IndexPath(item: item, section: TodaySection.featured.rawValue))
    }

    func row(_ item: Int) -> UICollectionViewCell? {
        today.collectionView.cellForItem(at: IndexPath(item: item, section: TodaySection.stories.rawValue))
    }

    /// A view's frame on the screen.
    func onScreen(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    func centre(of rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    var detail: CardDetailViewController? { navigation.presentedViewController as? CardDetailViewController }

    /// The detail's frame as drawn now (its presentation layer), on the screen.
    func shownFrame(of view: UIView) -> CGRect? {
        guard let layer = view.layer.presentation(), let superview = view.superview else { return nil }
        return superview.convert(layer.frame, to: nil)
    }

    /// A quick flick left on the carousel: 120 pt in 0.08 s.
    func flickCarouselLeft(at y: CGFloat) {
        screen.press(at: CGPoint(x: 300, y: y))
        screen.drag(to: CGPoint(x: 180, y: y), duration: 0.08)
        screen.release()
        screen.run(for: 2)
    }

    /// Taps the card of `item` (at rest in the middle) and lets the detail grow; returns the
    /// card's cell and its frame on the screen before the tap.
    ///
    /// The cell is looked up before the tap and kept: here `cellForItem(at:)` lays the visible
    /// cells out again and re-applies their layout attributes, `isHidden` included, which would
    /// show the hidden card again (on iOS it only looks the cell up).
    @discardableResult
    func openCard(_ item: Int = 0) throws -> (cell: UICollectionViewCell, frame: CGRect) {
        let cell = try #require(card(item))
        let frame = onScreen(cell)
        screen.press(at: centre(of: frame))
        screen.release()
        screen.run(for: 1.0)
        try #require(detail != nil, "the card opened")
        return (cell, frame)
    }

    /// Drags the detail down by `distance` over `duration`, holds still for `hold` seconds, lets go
    /// and lets it settle.
    func dragDetailDown(by distance: CGFloat, duration: TimeInterval, hold: TimeInterval) {
        screen.press(at: CGPoint(x: 195, y: 560))
        screen.drag(to: CGPoint(x: 195, y: 560 + distance), duration: duration)
        if hold > 0 { screen.hold(for: hold) }
        screen.release()
        screen.run(for: 1.0)
    }

    // MARK: The carousel

    @Test func theFirstCardRestsCentredAndAFlickMovesExactlyOneCard() throws {
        let first = onScreen(try #require(card(0)))
        expectNear(first.midX, 195, tolerance: 0.5, "the first card rests in the middle")
        expectNear(first.width, 312, tolerance: 0.5)
        expectNear(first.height, 320, tolerance: 0.5)
        #expect(screen.pixel(at: centre(of: first)) == Self.indigo)
        // The second card peeks in at the right, at 90 %: 280.8 pt wide about x 523.
        let second = onScreen(try #require(card(1)))
        expectNear(second.minX, 523 - 140.4, tolerance: 0.5)
        #expect(screen.pixel(at: CGPoint(x: 386, y: first.midY)) == Self.orange)

        flickCarouselLeft(at: first.midY)
        let secondAtRest = onScreen(try #require(card(1)))
        expectNear(secondAtRest.midX, 195, tolerance: 0.5, "one card on: the second rests in the middle")
        expectNear(secondAtRest.width, 312, tolerance: 0.5, "at full size")
        let firstNow = try #require(card(0))
        #expect(firstNow.transform.a < 0.95, "the first card, off to the left, is smaller: \(firstNow.transform.a)")
        #expect(screen.pixel(at: CGPoint(x: 195, y: first.midY)) == Self.orange)

        flickCarouselLeft(at: first.midY)
        expectNear(onScreen(try #require(card(2))).midX, 195, tolerance: 0.5, "and the next flick one more")
    }

    // MARK: Expanding

    @Test func aTapOnACardGrowsItsStoryOutOfTheCard() throws {
        let cell = try #require(card(0))
        let cardFrame = onScreen(cell)
        screen.press(at: centre(of: cardFrame))
        screen.release()
        screen.run(for: 0.15)

        let story = try #require(detail)
        #expect(story.transitioningDelegate === today.cardTransition)
        #expect(story.modalPresentationStyle == .custom)
        #expect(cell.isHidden, "the card is hidden while its story stands in for it")
        let midway = try #require(shownFrame(of: story.view))
        #expect(midway.minX > 0 && midway.minX < cardFrame.minX, "midway: \(midway), card \(cardFrame)")
        #expect(midway.minY > 0 && midway.minY < cardFrame.minY, "midway: \(midway), card \(cardFrame)")
        #expect(midway.maxX > cardFrame.maxX && midway.maxX < 390, "midway: \(midway)")
        #expect(midway.maxY > cardFrame.maxY && midway.maxY < 844, "midway: \(midway)")
        let radius = story.view.layer.presentation()?.cornerRadius ?? -1
        #expect(radius > 0 && radius < 16, "the corners straighten on the way: \(radius)")
        #expect(today.transitionLog == ["willExpand"])

        screen.run(for: 1.0)
        #expect(story.view.frame == Self.screenBounds)
        #expect(story.view.layer.cornerRadius == 0)
        #expect(cell.isHidden)
        #expect(today.transitionLog == ["willExpand", "didExpand"])
        #expect(screen.pixel(at: CGPoint(x: 195, y: 300)) == Self.indigo, "the story's header")
        #expect(screen.pixel(at: CGPoint(x: 195, y: 480)) == Self.white, "below the 468 pt header")
        #expect(screen.pixel(at: CGPoint(x: 5, y: 835)) == Self.white, "the story covers the whole screen")
    }

    // MARK: Collapsing

    @Test func draggingTheStoryDownLandsItBackInTheCard() throws {
        let (cell, cardFrame) = try openCard()
        let story = try #require(detail)
        screen.press(at: CGPoint(x: 195, y: 560))
        screen.drag(to: CGPoint(x: 195, y: 720), duration: 0.3)
        // 160 of 400 pt.
        expectNear(today.dismissProgress.last, 0.4, tolerance: 0.03)
        #expect(story.transitionCoordinator?.isInteractive == true)
        let underTheFinger = try #require(shownFrame(of: story.view))
        #expect(underTheFinger.width < 390 && underTheFinger.width > cardFrame.width, "the story shrinks: \(underTheFinger)")
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 1.0)

        #expect(navigation.presentedViewController == nil)
        #expect(story.viewIfLoaded?.window == nil && story.viewIfLoaded?.superview == nil, "the story left the hierarchy")
        #expect(!cell.isHidden, "the card is shown again")
        #expect(onScreen(cell) == cardFrame, "the card did not move")
        #expect(screen.pixel(at: centre(of: cardFrame)) == Self.indigo)
        #expect(screen.pixel(at: CGPoint(x: 195, y: cardFrame.minY - 4)) != Self.indigo, "nothing of the story above the card")
        #expect(screen.pixel(at: CGPoint(x: 195, y: cardFrame.maxY + 4)) != Self.indigo, "nor below it")
        #expect(today.transitionLog == ["willExpand", "didExpand", "willCollapse", "progress", "didCollapse"])
        #expect(today.cardTransition == nil, "the Today screen let the transition go")
    }

    @Test func aShortSlowDragPutsTheStoryBack() throws {
        let (cell, _) = try openCard()
        let story = try #require(detail)
        dragDetailDown(by: 60, duration: 0.4, hold: 0.3)   // 15 %, at rest when let go

        #expect(navigation.presentedViewController === story)
        #expect(story.view.frame == Self.screenBounds)
        #expect(story.view.layer.cornerRadius == 0)
        #expect(cell.isHidden, "the card stays hidden behind its story")
        #expect(today.transitionLog == ["willExpand", "didExpand", "willCollapse", "progress", "collapseCancelled"])
        #expect(screen.pixel(at: CGPoint(x: 195, y: 300)) == Self.indigo)
        #expect(screen.pixel(at: CGPoint(x: 5, y: 835)) == Self.white)

        // And it can still be dragged away.
        dragDetailDown(by: 200, duration: 0.3, hold: 0.2)
        #expect(navigation.presentedViewController == nil)
        #expect(!cell.isHidden)
        #expect(today.transitionLog.suffix(3) == ["willCollapse", "progress", "didCollapse"])
    }

    @Test func aFlickDownDismissesAfterAShortDrag() throws {
        let (cell, cardFrame) = try openCard()
        dragDetailDown(by: 60, duration: 0.05, hold: 0)   // 15 %, at 1,200 pt/s
        #expect(navigation.presentedViewController == nil)
        #expect(!cell.isHidden)
        #expect(screen.pixel(at: centre(of: cardFrame)) == Self.indigo)
    }

    /// A delegate that implements only the decision: asked once on release, its "no" keeps the
    /// story; the other methods keep their defaults.
    @Test func theDelegateCanKeepTheStoryOpen() throws {
        let (cell, _) = try openCard()
        let story = try #require(detail)
        let refuser = RefusingCardsDelegate()
        today.cardTransition?.delegate = refuser
        dragDetailDown(by: 250, duration: 0.3, hold: 0.2)

        #expect(refuser.asked == 1)
        #expect(navigation.presentedViewController === story)
        #expect(story.view.frame == Self.screenBounds)
        #expect(cell.isHidden)
        #expect(today.transitionLog == ["willExpand", "didExpand"], "the Today screen is no longer the delegate")
        #expect(screen.pixel(at: CGPoint(x: 195, y: 300)) == Self.indigo)
    }

    /// A delegate implementing every method hears a dragged collapse step by step: the drag's
    /// progress, then the question, then the end.
    @Test func aFullDelegateHearsTheCollapseInOrder() throws {
        try openCard()
        let recorder = RecordingCardsDelegate()
        today.cardTransition?.delegate = recorder
        dragDetailDown(by: 200, duration: 0.3, hold: 0.2)
        #expect(recorder.events == ["willCollapse", "progress", "shouldDismiss", "didEndCollapse true"])
        #expect(recorder.progress.count > 5, "progress at every move: \(recorder.progress.count)")
        #expect(recorder.progress == recorder.progress.sorted(), "a drag straight down only grows")
        expectNear(recorder.progress.last, 0.5, tolerance: 0.03)
        #expect(navigation.presentedViewController == nil)
    }

    @Test func theCloseButtonCollapsesTheStory() throws {
        let (cell, cardFrame) = try openCard()
        let story = try #require(detail)
        let close = onScreen(story.closeButton)
        screen.press(at: centre(of: close))
        screen.release()
        screen.run(for: 0.1)
        #expect(story.transitionCoordinator?.isInteractive == false)
        screen.run(for: 1.0)
        #expect(navigation.presentedViewController == nil)
        #expect(!cell.isHidden)
        #expect(today.transitionLog == ["willExpand", "didExpand", "willCollapse", "didCollapse"])
        #expect(screen.pixel(at: centre(of: cardFrame)) == Self.indigo)
    }

    /// The card is a cell of the orthogonally scrolling section: after a flick its frame is
    /// converted from the section's own scroll view, both ways.
    @Test func aCardPagedIntoTheMiddleOpensAndClosesInPlace() throws {
        let first = onScreen(try #require(card(0)))
        flickCarouselLeft(at: first.midY)
        let cell = try #require(card(1))
        let cardFrame = onScreen(cell)
        expectNear(cardFrame.midX, 195, tolerance: 0.5)

        screen.press(at: centre(of: cardFrame))
        screen.release()
        screen.run(for: 0.05)
        let story = try #require(detail)
        #expect(story.card.title == FeaturedCard.all[1].title)
        let start = try #require(shownFrame(of: story.view))
        #expect(abs(start.midX - cardFrame.midX) < 8 && start.width < 340, "it starts from the card: \(start)")
        screen.run(for: 1.0)
        #expect(screen.pixel(at: CGPoint(x: 195, y: 300)) == Self.orange)

        dragDetailDown(by: 200, duration: 0.3, hold: 0.2)
        #expect(navigation.presentedViewController == nil)
        #expect(!cell.isHidden)
        #expect(onScreen(cell) == cardFrame)
        #expect(screen.pixel(at: centre(of: cardFrame)) == Self.orange)
        #expect(screen.pixel(at: CGPoint(x: 195, y: cardFrame.minY - 4)) != Self.orange)
    }

    // MARK: The stories list

    @Test func theStoriesAreAnInsetGroupedListUnderTheCarousel() throws {
        let collectionView = today.collectionView!
        let section = TodaySection.stories.rawValue
        for item in Story.all.indices {
            let frame = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))).frame
            #expect(frame.minX == 20 && frame.width == 350, "row \(item): \(frame)")
        }
        let firstRow = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: section))).frame
        let lastCard = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        #expect(firstRow.minY > lastCard.maxY, "the list starts below the carousel")
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                      at: IndexPath(item: 0, section: section))
        let headerContent = (header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
        #expect(headerContent?.text == "Stories")
        let cell = try #require(row(1) as? UICollectionViewListCell)
        let content = cell.contentConfiguration as? UIListContentConfiguration
        #expect(content?.text == "Learn a Language" && content?.secondaryText == "8 apps")
        #expect(cell.accessories.count == 1)
        let shown = onScreen(cell)
        #expect(shown.minX == 20 && shown.maxY <= 844, "the row is on screen: \(shown)")
    }

    @Test func tappingARowPushesItsStoryPage() throws {
        let cell = try #require(row(1))
        screen.press(at: centre(of: onScreen(cell)))
        screen.release()
        #expect(today.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
        screen.run(for: 1.0)
        let page = try #require(navigation.topViewController as? StoryViewController)
        #expect(page.story.title == "Learn a Language")
        #expect(page.title == "Learn a Language")
        #expect(today.selectedStoryIndex == 1)
        #expect(navigation.presentedViewController == nil, "a row pushes, it does not present")

        navigation.popViewController(animated: true)
        screen.run(for: 1.0)
        #expect(navigation.topViewController === today)
        #expect(today.collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "back on Today, the row is deselected")
    }
}

// MARK: - Test doubles

final class RefusingCardsDelegate: NSObject, FeaturedCardsDelegate {
    var asked = 0

    func cardTransitionShouldDismiss(_ transition: CardTransitionController) -> Bool {
        asked += 1
        return false
    }
}

final class RecordingCardsDelegate: NSObject, FeaturedCardsDelegate {
    var events: [String] = []
    var progress: [CGFloat] = []

    func cardTransitionWillExpand(_ transition: CardTransitionController) { events.append("willExpand") }
    func cardTransitionDidExpand(_ transition: CardTransitionController) { events.append("didExpand") }
    func cardTransitionWillCollapse(_ transition: CardTransitionController) { events.append("willCollapse") }

    func cardTransition(_ transition: CardTransitionController, didUpdateDismissProgress progress: CGFloat) {
        self.progress.append(progress)
        if events.last != "progress" { events.append("progress") }
    }

    func cardTransitionShouldDismiss(_ transition: CardTransitionController) -> Bool {
        events.append("shouldDismiss")
        return true
    }

    func cardTransition(_ transition: CardTransitionController, didEndCollapse completed: Bool) {
        events.append("didEndCollapse \(completed)")
    }
}
