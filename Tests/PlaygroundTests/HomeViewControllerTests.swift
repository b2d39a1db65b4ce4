import Testing
import UIKitTesting
@testable import Playground

@MainActor
struct HomeViewControllerTests {
    @Test func theCatalogListsTheSixScenesInOrder() {
        #expect(SceneDescriptor.all.map(\.id) == ["navigation", "sheet", "zoom", "interruptible", "percent-driven", "stories", "flip"])
        for scene in SceneDescriptor.all {
            for drag in [scene.finishingDrag, scene.cancellingDrag] {
                guard case .press = drag.first, drag.last == .release else {
                    Issue.record("\(scene.id): a drag must press first and release last")
                    continue
                }
            }
        }
    }

    @Test(arguments: 0..<6)
    func aClickOnACardOpensItsSceneAndHomeComesBack(index: Int) throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let home = HomeViewController()
        window.rootViewController = home
        screen.renderFrame()
        let homeScreen = SceneHarness.samplePoints.map { screen.pixel(at: $0) }
        let card = try #require(home.cards.dropFirst(index).first)
        screen.press(at: CGPoint(x: card.frame.midX, y: card.frame.midY))
        screen.release()
        screen.run(for: 1)
        let scene = try #require(home.presentedViewController)
        #expect(scene.modalPresentationStyle == .fullScreen)
        // The scene's hint bar has a Home button on the left.
        screen.press(at: CGPoint(x: 50, y: 798))
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
}
