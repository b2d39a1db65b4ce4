import Testing
import UIKitTesting
@testable import Playground

@MainActor
struct HomeViewControllerTests {
    @Test func theCatalogListsTheScenesInOrder() {
        #expect(SceneDescriptor.all.map(\.id) == ["navigation", "sheet", "zoom", "interruptible", "percent-driven", "stories", "tabs", "list-sheet", "flip", "detents", "flick", "fluid-zoom"])
        for scene in SceneDescriptor.all {
            for drag in [scene.finishingDrag, scene.cancellingDrag] {
                guard case .press = drag.first, drag.last == .release else {
                    Issue.record("\(scene.id): a drag must press first and release last")
                    continue
                }
            }
        }
    }

    /// Every card, whatever the catalog holds (a card below the fold is scrolled to first).
    @Test func aClickOnACardOpensItsSceneAndHomeComesBack() throws {
        for index in SceneDescriptor.all.indices { try clickOnCard(index) }
    }

    private func clickOnCard(_ index: Int) throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let home = HomeViewController()
        window.rootViewController = home
        screen.renderFrame()
        let card = try #require(home.cards.dropFirst(index).first)
        // A card below the fold is scrolled to first (as a user would, with the wheel or a drag).
        home.scrollView.scrollRectToVisible(card.frame, animated: false)
        screen.renderFrame()
        let homeScreen = SceneHarness.samplePoints.map { screen.pixel(at: $0) }
        let onScreen = card.convert(card.bounds, to: nil)
        #expect(window.bounds.contains(onScreen), "card \(index) is on screen at \(onScreen)")
        screen.press(at: CGPoint(x: onScreen.midX, y: onScreen.midY))
        screen.release()
        screen.run(for: 1)
        let scene = try #require(home.presentedViewController)
        #expect(type(of: scene) == type(of: SceneDescriptor.all[index].make(PlaygroundContext())))
        #expect(scene.modalPresentationStyle == .fullScreen)
        // The scene's hint bar has a Home button on the left (the tabs scene's sits above its
        // 83-point tab bar: 844 − 83 − 16 − 26).
        screen.press(at: CGPoint(x: 50, y: scene is UITabBarController ? 719 : 798))
        screen.release()
        screen.run(for: 1)
        #expect(home.presentedViewController == nil)
        #expect(SceneHarness.samplePoints.map { screen.pixel(at: $0) } == homeScreen)
    }

    @Test func homeComesBackWhenTheHomeScreenIsAChildOfAContainer() throws {
        // The playground's window shows the home screen inside a container controller, so the
        // scenes are presented by the container (UIKit presents from the root of the parent chain).
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let container = UIViewController()
        let home = HomeViewController()
        container.addChild(home)
        container.view.addSubview(home.view)
        home.view.frame = container.view.bounds
        home.didMove(toParent: container)
        window.rootViewController = container
        screen.renderFrame()
        home.open(SceneDescriptor.all[2])
        screen.run(for: 1)
        #expect(container.presentedViewController is PhotoGridViewController)
        screen.press(at: CGPoint(x: 50, y: 798))
        screen.release()
        screen.run(for: 1)
        #expect(container.presentedViewController == nil)
    }

    /// Seven cards and more: on a phone the home screen scrolls, and the cards keep their
    /// regular height (112 points, the summary shown) rather than getting squeezed.
    @Test func aPhoneScrollsThroughTheCardsAtTheirRegularHeight() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let home = HomeViewController()
        screen.makeWindow().rootViewController = home
        screen.renderFrame()
        #expect(home.cards.count == SceneDescriptor.all.count)
        #expect(home.cards.allSatisfy { $0.frame.height == HomeGrid.regularCardHeight })
        let last = try #require(home.cards.last)
        #expect(last.frame.maxY > 844, "the last card starts below the fold")
        #expect(home.scrollView.contentSize.height > last.frame.maxY, "the footer follows the last card")
        screen.scrollWheel(at: CGPoint(x: 195, y: 400), clicks: 20)
        screen.run(for: 1)
        let onScreen = last.convert(last.bounds, to: nil)
        #expect(onScreen.maxY <= 844 && onScreen.minY >= 0, "the wheel scrolls the last card into view: \(onScreen)")
    }

    /// With as many cards as fit (six on a phone, a little shorter than regular but with their
    /// summaries), nothing scrolls and the footer sits at the window's bottom.
    @Test func fewCardsDoNotScroll() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let home = HomeViewController(scenes: Array(SceneDescriptor.all.prefix(6)))
        screen.makeWindow().rootViewController = home
        screen.renderFrame()
        #expect(home.scrollView.contentSize.height == 844)
        #expect(home.cards.allSatisfy { $0.frame.height >= HomeGrid.minimumFittingHeight && $0.frame.maxY <= 844 - 24 })
        screen.scrollWheel(at: CGPoint(x: 195, y: 400), clicks: 5)
        screen.run(for: 1)
        #expect(home.scrollView.contentOffset.y == 0, "nothing to scroll")
    }
}
