import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// iOS 18's zoom transition (`preferredTransition = .zoom(options:sourceViewProvider:)`): a
/// pushed or presented controller grows out of its source view and shrinks back into it; a
/// downward drag takes it away with the card under the finger. A 320 × 640 headless screen; a
/// white grid with one red 80-point thumbnail (corner radius 8) and a blue detail controller.
@MainActor
@Suite(.serialized) struct ZoomTransitionTests {
    final class Grid: UIViewController {
        let thumbnail = UIView(frame: CGRect(x: 40, y: 200, width: 80, height: 80))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            thumbnail.backgroundColor = .red
            thumbnail.layer.cornerRadius = 8
            view.addSubview(thumbnail)
        }
    }

    final class Detail: UIViewController {
        var scrollView: UIScrollView?
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .blue
        }
    }

    struct Scene {
        let screen: HeadlessScreen
        let nav: UINavigationController
        let grid: Grid
        let detail: Detail
        let asked: EventLog
        /// The thumbnail's frame in the window.
        var thumbnailFrame: CGRect { grid.thumbnail.convert(grid.thumbnail.bounds, to: nil) }
    }

    private func pushed(options: UIViewController.Transition.ZoomOptions? = nil, source: Bool = true,
                        settle: Bool = true) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 640))
        let grid = Grid(), detail = Detail()
        let nav = UINavigationController(rootViewController: grid)
        screen.makeWindow().rootViewController = nav
        screen.renderFrame()
        let asked = EventLog()
        detail.preferredTransition = .zoom(options: options) { [weak grid] context in
            asked.add("\(type(of: context.sourceViewController)) → \(type(of: context.zoomedViewController))")
            return source ? grid?.thumbnail : nil
        }
        nav.pushViewController(detail, animated: true)
        if settle { screen.run(for: 0.8) }
        return Scene(screen: screen, nav: nav, grid: grid, detail: detail, asked: asked)
    }

    /// The card the zoomed view sits in while the zoom runs, in window coordinates as shown.
    private func cardFrame(_ detail: UIViewController) -> CGRect? {
        guard let card = detail.view.superview as? ZoomCardView, let container = card.superview else { return nil }
        let layer = card.layer.presentation() ?? card.layer
        return container.convert(layer.frame, to: nil)
    }

    @Test func aPushGrowsTheDetailOutOfTheThumbnail() throws {
        let scene = pushed(settle: false)
        let source = scene.thumbnailFrame
        #expect(scene.asked.events == ["Grid → Detail"], "the provider is asked as the push starts")
        scene.screen.renderFrame()
        // The first frame: the card is the thumbnail, showing the thumbnail's image.
        let first = try #require(cardFrame(scene.detail))
        expectNear(first.minX, source.minX, tolerance: 2)
        expectNear(first.width, source.width, tolerance: 2)
        #expect(scene.screen.pixel(at: CGPoint(x: source.midX, y: source.midY)) == RGBA(red: 255, green: 0, blue: 0))
        scene.screen.run(for: 0.12)
        let mid = try #require(cardFrame(scene.detail))
        #expect(mid.width > source.width + 20 && mid.width < 320 - 20, "\(mid)")
        #expect(mid.contains(CGPoint(x: source.midX, y: source.midY)))
        scene.screen.run(for: 0.8)
        #expect(scene.nav.topViewController === scene.detail)
        #expect(cardFrame(scene.detail) == nil, "back in the navigation controller's content")
        #expect(scene.detail.view.superview?.superview === scene.nav.view)
        #expect(scene.detail.view.transform == .identity)
        #expect(scene.detail.view.frame.size == CGSize(width: 320, height: 640))
        #expect(scene.screen.pixel(at: CGPoint(x: 160, y: 400)) == RGBA(red: 0, green: 0, blue: 255))
        #expect(scene.grid.thumbnail.layer.animationKeys()?.isEmpty ?? true, "the thumbnail is shown again")
        #expect(scene.grid.thumbnail.alpha == 1 && !scene.grid.thumbnail.isHidden)
    }

    @Test func theThumbnailIsHiddenWhileTheCardIsAway() throws {
        let scene = pushed()
        let source = scene.thumbnailFrame
        scene.nav.popViewController(animated: true)
        #expect(scene.asked.events == ["Grid → Detail", "Grid → Detail"], "asked again for the pop")
        scene.screen.run(for: 0.1)
        let card = try #require(cardFrame(scene.detail))
        #expect(card.width < 320 - 10 && card.width > source.width + 10, "\(card)")
        // The thumbnail's place is empty (the card has not reached it): the grid's white, dimmed.
        if !card.contains(CGPoint(x: source.minX + 4, y: source.maxY - 4)) {
            let p = try #require(scene.screen.pixel(at: CGPoint(x: source.minX + 4, y: source.maxY - 4)))
            #expect(p.red == p.green && p.red > 150, "no red under the hidden thumbnail: \(p)")
        }
        scene.screen.run(for: 0.8)
        #expect(scene.nav.topViewController === scene.grid)
        #expect(scene.detail.viewIfLoaded?.window == nil)
        #expect(scene.screen.pixel(at: CGPoint(x: source.midX, y: source.midY)) == RGBA(red: 255, green: 0, blue: 0))
        #expect(scene.screen.pixel(at: CGPoint(x: 250, y: 500)) == RGBA(red: 255, green: 255, blue: 255))
    }

    @Test func aLongDragDownLandsTheDetailInTheThumbnail() throws {
        let scene = pushed()
        let screen = scene.screen
        screen.press(at: CGPoint(x: 160, y: 300))
        screen.drag(to: CGPoint(x: 160, y: 500), duration: 0.2)
        screen.hold(for: 0.05)
        #expect(scene.detail.transitionCoordinator?.isInteractive == true)
        let card = try #require(cardFrame(scene.detail))
        // Shrunk by 0.6 × 200/640 about the point first touched, which stays under the finger.
        expectNear(card.width, 320 * (1 - 0.6 * 200 / 640), tolerance: 4)
        expectNear(card.minX, 160 - 160 * (1 - 0.6 * 200 / 640), tolerance: 4)
        expectNear(card.minY, 300 - 300 * (1 - 0.6 * 200 / 640) + 200, tolerance: 6)
        screen.drag(to: CGPoint(x: 170, y: 560), duration: 0.1)
        screen.release()
        screen.run(for: 1)
        #expect(scene.nav.topViewController === scene.grid)
        #expect(scene.detail.viewIfLoaded?.window == nil)
        let source = scene.thumbnailFrame
        #expect(screen.pixel(at: CGPoint(x: source.midX, y: source.midY)) == RGBA(red: 255, green: 0, blue: 0))
    }

    @Test func aShortSlowDragSpringsBack() throws {
        let scene = pushed()
        let screen = scene.screen
        screen.press(at: CGPoint(x: 160, y: 300))
        screen.drag(to: CGPoint(x: 160, y: 330), duration: 0.6)
        screen.hold(for: 0.3)
        screen.release()
        screen.run(for: 1)
        expectZoomedIn(scene)
        // And it can be dragged away again.
        dragDown(scene)
        #expect(scene.nav.topViewController === scene.grid)
    }

    /// The detail on top, in place in the navigation controller, its blue to the corner.
    private func expectZoomedIn(_ scene: Scene, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(scene.nav.topViewController === scene.detail, sourceLocation: sourceLocation)
        #expect(cardFrame(scene.detail) == nil && scene.detail.view.window != nil, sourceLocation: sourceLocation)
        #expect(scene.detail.view.transform == .identity, sourceLocation: sourceLocation)
        #expect(scene.detail.view.frame == CGRect(x: 0, y: 0, width: 320, height: 640), sourceLocation: sourceLocation)
        #expect(scene.screen.pixel(at: CGPoint(x: 10, y: 630)) == RGBA(red: 0, green: 0, blue: 255), sourceLocation: sourceLocation)
    }

    /// A long fast drag down on the detail (which takes it back to the grid, unless refused).
    private func dragDown(_ scene: Scene) {
        scene.screen.press(at: CGPoint(x: 160, y: 300))
        scene.screen.drag(to: CGPoint(x: 160, y: 560), duration: 0.15)
        scene.screen.release()
        scene.screen.run(for: 1)
    }

    @Test func theDimmingColourFadesWithTheDrag() throws {
        let options = UIViewController.Transition.ZoomOptions()
        options.dimmingColor = UIColor(white: 0, alpha: 0.5)
        let scene = pushed(options: options)
        options.dimmingColor = .green   // the transition keeps a copy
        let screen = scene.screen
        screen.press(at: CGPoint(x: 160, y: 300))
        screen.drag(to: CGPoint(x: 160, y: 500), duration: 0.2)
        screen.hold(for: 0.05)
        // Outside the card the grid's white shows through black at 50 % × (1 − 200/640).
        let expected = 255 * (1 - 0.5 * (1 - 200.0 / 640))
        let p = try #require(screen.pixel(at: CGPoint(x: 10, y: 120)))
        expectNear(Double(p.red), expected, tolerance: 3)
        #expect(p.red == p.green && p.green == p.blue)
        screen.release()
        screen.run(for: 1)
    }

    @Test func theOptionsCanRefuseTheDrag() {
        let log = EventLog()
        let options = UIViewController.Transition.ZoomOptions()
        options.interactiveDismissShouldBegin = { context in
            log.add("asked willBegin=\(context.willBegin) down=\(context.velocity.dy > 0) x=\(Int(context.location.x))")
            return false
        }
        let scene = pushed(options: options)
        dragDown(scene)
        #expect(log.events.count == 1 && log.events.first?.hasPrefix("asked willBegin=true down=true x=16") == true, "\(log.events)")
        #expect(scene.nav.topViewController === scene.detail)
    }

    @Test func aSidewaysDragOrAScrolledListKeepsTheDetail() {
        let scene = pushed()
        let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 400))
        list.contentSize = CGSize(width: 320, height: 2000)
        list.contentOffset = CGPoint(x: 0, y: 300)
        scene.detail.view.addSubview(list)
        scene.screen.press(at: CGPoint(x: 60, y: 300))
        scene.screen.drag(to: CGPoint(x: 260, y: 320), duration: 0.2)
        scene.screen.release()
        scene.screen.run(for: 0.8)
        #expect(scene.nav.topViewController === scene.detail, "a sideways drag")
        scene.screen.press(at: CGPoint(x: 160, y: 200))
        scene.screen.drag(to: CGPoint(x: 160, y: 400), duration: 0.2)
        scene.screen.release()
        scene.screen.run(for: 0.8)
        #expect(scene.nav.topViewController === scene.detail, "the list scrolled instead")
        #expect(list.contentOffset.y < 300)
    }

    /// Control + wheel is a pinch here: four clicks pinch in to 1/1.1⁴ ≈ 0.68, and the card
    /// takes that scale; the pinch ends 0.3 s after its last click, below 0.8: it goes. One
    /// click (0.91) springs back.
    @Test(arguments: [4, 1])
    func aPinchInTakesTheDetailAway(clicks: Int) throws {
        let scene = pushed()
        let screen = scene.screen
        screen.scrollWheel(at: CGPoint(x: 160, y: 320), clicks: clicks, control: true)
        screen.run(for: 0.05)
        #expect(scene.detail.transitionCoordinator?.isInteractive == true, "the pinch drives the pop")
        let card = try #require(cardFrame(scene.detail))
        expectNear(card.width, 320 / pow(1.1, CGFloat(clicks)), tolerance: 3, "the card takes the pinch's scale")
        expectNear(card.midX, 160, tolerance: 2)
        screen.run(for: 1.2)
        if clicks == 4 {
            #expect(scene.nav.topViewController === scene.grid)
        } else {
            expectZoomedIn(scene)
        }
    }

    @Test func theEdgeSwipeScrubsTheZoom() throws {
        let scene = pushed()
        let screen = scene.screen
        screen.press(at: CGPoint(x: 3, y: 400))
        screen.drag(to: CGPoint(x: 160, y: 400), duration: 0.3)
        screen.hold(for: 0.1)
        #expect(scene.detail.transitionCoordinator?.isInteractive == true)
        let card = try #require(cardFrame(scene.detail))
        #expect(card.width < 300 && card.width > scene.thumbnailFrame.width, "halfway back to the thumbnail: \(card)")
        screen.drag(to: CGPoint(x: 300, y: 400), duration: 0.1)
        screen.release()
        screen.run(for: 1)
        #expect(scene.nav.topViewController === scene.grid)
    }

    @Test func withoutASourceTheDetailFadesAboutTheMiddle() throws {
        let scene = pushed(source: false, settle: false)
        scene.screen.renderFrame()
        let first = try #require(cardFrame(scene.detail))
        expectNear(first.width, 320 * ZoomStage.fallbackScale, tolerance: 2)
        expectNear(first.midX, 160, tolerance: 1)
        scene.screen.run(for: 0.8)
        #expect(scene.nav.topViewController === scene.detail)
        #expect(scene.screen.pixel(at: CGPoint(x: 160, y: 400)) == RGBA(red: 0, green: 0, blue: 255))
    }

    @Test func theAlignmentRectangleLinesUpWithTheSource() throws {
        let options = UIViewController.Transition.ZoomOptions()
        let aligned = CGRect(x: 0, y: 100, width: 320, height: 160)
        options.alignmentRectProvider = { context in
            #expect(context.sourceView.bounds.size == CGSize(width: 80, height: 80))
            return aligned
        }
        let scene = pushed(options: options, settle: false)
        scene.screen.renderFrame()
        // The 320 × 160 rectangle fills the 80-point thumbnail as an aspect fill: scale 0.5.
        let layer = scene.detail.view.layer.presentation() ?? scene.detail.view.layer
        expectNear(layer.transform.m11, 0.5, tolerance: 0.02)
        let source = scene.thumbnailFrame
        // The rectangle's centre lies on the thumbnail's centre (measured through the shown layers).
        let card = try #require(cardFrame(scene.detail))
        let centreInCard = CGPoint(x: layer.position.x + (aligned.midX - 160) * layer.transform.m11,
                                   y: layer.position.y + (aligned.midY - 320) * layer.transform.m22)
        expectNear(card.minX + centreInCard.x, source.midX, tolerance: 1.5)
        expectNear(card.minY + centreInCard.y, source.midY, tolerance: 1.5)
        scene.screen.run(for: 0.8)
    }

    @Test func aPresentedZoomIsFullScreenAndDragsAway() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 640))
        let grid = Grid(), detail = Detail()
        screen.makeWindow().rootViewController = grid
        screen.renderFrame()
        detail.preferredTransition = .zoom { _ in grid.thumbnail }
        grid.present(detail, animated: true)
        #expect(detail.presentationController?.presentationStyle == .fullScreen)
        screen.run(for: 0.8)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 20)) == RGBA(red: 0, green: 0, blue: 255), "the whole screen")
        screen.press(at: CGPoint(x: 160, y: 300))
        screen.drag(to: CGPoint(x: 160, y: 520), duration: 0.15)
        screen.release()
        screen.run(for: 1)
        #expect(grid.presentedViewController == nil)
        #expect(screen.pixel(at: CGPoint(x: 80, y: 240)) == RGBA(red: 255, green: 0, blue: 0))
    }

    @Test func aPresentationCaughtOnItsWayAndDraggedDownIsCancelled() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 640))
        let grid = Grid(), detail = Detail()
        screen.makeWindow().rootViewController = grid
        screen.renderFrame()
        detail.preferredTransition = .zoom { _ in grid.thumbnail }
        grid.present(detail, animated: true)
        screen.run(for: 0.1)
        let card = try #require(cardFrame(detail))
        screen.press(at: CGPoint(x: card.midX, y: card.midY))
        screen.drag(to: CGPoint(x: card.midX, y: card.midY + 250), duration: 0.15)
        #expect(detail.transitionCoordinator?.isInteractive == true)
        screen.release()
        screen.run(for: 1)
        #expect(grid.presentedViewController == nil, "the presentation was cancelled")
        #expect(detail.viewIfLoaded?.window == nil)
        #expect(screen.pixel(at: CGPoint(x: 80, y: 240)) == RGBA(red: 255, green: 0, blue: 0))
    }

    @Test func aModalPreferredTransitionChoosesTheBuiltInAnimation() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 640))
        let grid = Grid(), detail = Detail()
        screen.makeWindow().rootViewController = grid
        screen.renderFrame()
        detail.modalPresentationStyle = .fullScreen
        detail.preferredTransition = .crossDissolve
        grid.present(detail, animated: true)
        screen.run(for: 0.2)
        let shown = detail.view.layer.presentation() ?? detail.view.layer
        #expect(shown.frame.minY == 0, "a cross-dissolve does not slide")
        #expect(shown.opacity > 0.05 && shown.opacity < 0.95)
        screen.run(for: 0.5)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == RGBA(red: 0, green: 0, blue: 255))
    }

    // MARK: Catching a zoom in flight

    /// Pushes and runs 0.1 s: the card is on its way; returns its middle as shown.
    private func caughtMidway() throws -> (Scene, CGPoint, CGRect) {
        let scene = pushed(settle: false)
        scene.screen.run(for: 0.1)
        let card = try #require(cardFrame(scene.detail))
        #expect(card.width > 100 && card.width < 300, "on its way: \(card)")
        return (scene, CGPoint(x: card.midX, y: card.midY), card)
    }

    @Test func aZoomCaughtOnItsWayAndDraggedDownGoesBackIntoTheThumbnail() throws {
        let (scene, middle, caught) = try caughtMidway()
        let log = EventLog()
        scene.detail.transitionCoordinator?.notifyWhenInteractionChanges { context in
            log.add("interaction \(context.isInteractive ? "began" : "ended") \(context.isCancelled ? "cancelling" : "finishing")")
        }
        let screen = scene.screen
        screen.press(at: middle)
        screen.drag(to: CGPoint(x: middle.x, y: middle.y + 150), duration: 0.2)
        screen.hold(for: 0.1)
        #expect(scene.detail.transitionCoordinator?.isInteractive == true, "the push waits for the finger")
        let held = try #require(cardFrame(scene.detail))
        // Stopped where it was caught, then shrunk by the drag (0.6 × 150/640) about the press.
        expectNear(held.width, caught.width * (1 - 0.6 * 150 / 640), tolerance: 6)
        #expect(held.midY > caught.midY + 100, "the card followed the finger down")
        screen.drag(to: CGPoint(x: middle.x, y: middle.y + 260), duration: 0.1)
        screen.release()
        screen.run(for: 1)
        #expect(scene.nav.topViewController === scene.grid, "the push was cancelled")
        #expect(scene.nav.viewControllers.count == 1)
        #expect(scene.detail.viewIfLoaded?.window == nil)
        let source = scene.thumbnailFrame
        #expect(screen.pixel(at: CGPoint(x: source.midX, y: source.midY)) == RGBA(red: 255, green: 0, blue: 0))
        #expect(log.events == ["interaction began finishing", "interaction ended cancelling"], "\(log.events)")
    }

    @Test func aZoomCaughtAndLetGoFinishesZoomingIn() throws {
        let (scene, middle, _) = try caughtMidway()
        let screen = scene.screen
        screen.press(at: middle)
        screen.drag(to: CGPoint(x: middle.x + 15, y: middle.y + 20), duration: 0.3)
        screen.hold(for: 0.2)
        #expect(scene.detail.transitionCoordinator?.isInteractive == true)
        screen.release()
        screen.run(for: 1)
        expectZoomedIn(scene)
        // And it is a zoomed page like any other: a drag down takes it away.
        dragDown(scene)
        #expect(scene.nav.topViewController === scene.grid)
    }

    /// On its way out (a pop from code), the card can be caught too: let go, it zooms back in
    /// (the pop is cancelled); dragged down, it lands in the thumbnail.
    @Test(arguments: [false, true])
    func aZoomCaughtOnItsWayOut(draggedAway: Bool) throws {
        let scene = pushed()
        scene.nav.popViewController(animated: true)
        scene.screen.run(for: 0.1)
        let card = try #require(cardFrame(scene.detail))
        #expect(card.width < 310 && card.width > 100, "on its way out: \(card)")
        let screen = scene.screen
        screen.press(at: CGPoint(x: card.midX, y: card.midY))
        screen.drag(to: CGPoint(x: card.midX + 12, y: card.midY + (draggedAway ? 250 : 14)), duration: 0.1)
        if !draggedAway { screen.hold(for: 0.4) }
        #expect(scene.detail.transitionCoordinator?.isInteractive == true, "the pop waits for the finger")
        screen.release()
        screen.run(for: 1)
        if draggedAway {
            #expect(scene.nav.topViewController === scene.grid)
            #expect(scene.detail.viewIfLoaded?.window == nil)
        } else {
            expectZoomedIn(scene)
        }
    }

    @Test func aDragBesideTheMovingCardDoesNotCatchIt() throws {
        let (scene, _, card) = try caughtMidway()
        let outside = CGPoint(x: 316, y: 620)
        #expect(!card.contains(outside))
        scene.screen.press(at: outside)
        scene.screen.drag(to: CGPoint(x: 316, y: 420), duration: 0.1)
        #expect(scene.detail.transitionCoordinator?.isInteractive != true)
        scene.screen.release()
        scene.screen.run(for: 1)
        expectZoomedIn(scene)
    }

    // MARK: Nothing kept

    enum Ending: CaseIterable { case animatedPop, popAtOnce, dragAway, caughtAndDraggedBack }

    /// However the zoomed controller goes, it and its transitions are freed (a transition's
    /// interaction controller holds it only weakly).
    @Test(arguments: Ending.allCases)
    func theZoomedControllerAndItsTransitionsAreFreed(ending: Ending) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 640))
        let grid = Grid()
        let nav = UINavigationController(rootViewController: grid)
        screen.makeWindow().rootViewController = nav
        screen.renderFrame()
        weak var weakDetail: UIViewController?
        weak var weakPush: AnyObject?
        do {
            let detail = Detail()
            detail.preferredTransition = .zoom { [weak grid] _ in grid?.thumbnail }
            weakDetail = detail
            nav.pushViewController(detail, animated: true)
            weakPush = detail.transitionCoordinator
        }
        switch ending {
        case .caughtAndDraggedBack:
            screen.run(for: 0.1)
            screen.press(at: CGPoint(x: 100, y: 300))
            screen.drag(to: CGPoint(x: 100, y: 600), duration: 0.2)
            screen.release()
        case .dragAway:
            screen.run(for: 1)
            screen.press(at: CGPoint(x: 160, y: 300))
            screen.drag(to: CGPoint(x: 160, y: 600), duration: 0.2)
            screen.release()
        case .animatedPop, .popAtOnce:
            screen.run(for: 1)
            nav.popViewController(animated: ending == .animatedPop)
        }
        screen.run(for: 2)
        #expect(nav.viewControllers.count == 1)
        #expect(weakPush == nil, "the push's coordinator is freed")
        #expect(weakDetail == nil, "the zoomed controller is freed")
    }
}

