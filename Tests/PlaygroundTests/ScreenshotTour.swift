import Foundation
import Testing
import UIKitTesting
@testable import Playground

/// Throwaway: renders the scenes at interesting moments into $SCENE_SCREENSHOTS (skipped without it).
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SCENE_SCREENSHOTS"] != nil))
struct ScreenshotTour {
    @Test func home() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        window.rootViewController = HomeViewController()
        screen.renderFrame()
        let dir = ProcessInfo.processInfo.environment["SCENE_SCREENSHOTS"]!
        try? screen.writePNG(to: "\(dir)/home.png")
    }

    @Test(arguments: ["navigation", "sheet", "zoom", "interruptible", "percent-driven"])
    func tour(_ id: String) {
        let h = SceneHarness(id)
        h.screenshot("\(id)-0-start")
        h.perform(h.scene.setUp)
        h.screenshot("\(id)-1-setup")
        let drag = h.scene.finishingDrag
        // Press and drag half-way, hold, screenshot mid-transition.
        if case .press(let p) = drag[0], case .move(let to, _) = drag[1] {
            h.screen.press(at: p)
            h.screen.drag(to: CGPoint(x: (p.x + to.x) / 2, y: (p.y + to.y) / 2), duration: 0.5)
            h.screen.hold(for: 0.2)
            h.screenshot("\(id)-2-mid")
            h.screen.release()
            h.screen.run(for: 0.1)
            h.screenshot("\(id)-3-released")
            h.settle()
            h.screenshot("\(id)-4-end")
        }
    }
}

@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SCENE_SCREENSHOTS"] != nil))
struct DocsTour {
    @Test func midTransitions() {
        var h = SceneHarness("navigation")
        h.perform(h.scene.setUp)
        h.perform([.press(CGPoint(x: 6, y: 420)), .move(to: CGPoint(x: 170, y: 425), duration: 0.5), .hold(0.2)])
        h.screenshot("docs-1")
        h = SceneHarness("sheet")
        h.perform(h.scene.setUp)
        h.perform([.press(CGPoint(x: 195, y: 300)), .move(to: CGPoint(x: 195, y: 560), duration: 0.5), .hold(0.2)])
        h.screenshot("docs-2")
        h = SceneHarness("zoom")
        h.perform([.press(CGPoint(x: 195, y: 285)), .move(to: CGPoint(x: 195, y: 140), duration: 0.5), .hold(0.2)])
        h.screenshot("docs-3")
        h = SceneHarness("interruptible")
        h.perform([.press(CGPoint(x: 195, y: 730)), .move(to: CGPoint(x: 195, y: 560), duration: 0.1), .release])
        h.screen.run(for: 0.12)
        let card = (h.root.presentedViewController?.view.layer.presentation()?.frame.minY ?? 400) + 60
        h.perform([.press(CGPoint(x: 195, y: card))])
        h.screenshot("docs-4")
        h = SceneHarness("percent-driven")
        h.perform([.press(CGPoint(x: 320, y: 400)), .move(to: CGPoint(x: 150, y: 405), duration: 0.5), .hold(0.2)])
        h.screenshot("docs-5")
    }

    @Test func zoomFrames() {
        let h = SceneHarness("zoom")
        h.perform([.press(CGPoint(x: 78, y: 165)), .release])
        for i in 0..<6 {
            h.screenshot("zoomin-\(i)")
            h.screen.run(for: 0.05)
        }
        h.settle()
        h.perform([.press(CGPoint(x: 300, y: 500)), .release])   // nothing: a click on the detail
        h.settle()
        h.screen.run(for: 0.01)
        h.screenshot("zoom-detail")
    }
}
