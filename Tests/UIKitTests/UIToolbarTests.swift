import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// A navigation controller's toolbar on a 320 × 480 screen (no home indicator): 44 points high
/// at the bottom (y 436…480) when shown. With a flexible space then an `.add` item, the plus
/// sits 16 points from the right edge: its 22-point glyph spans x 282…304, y 447…469.
@MainActor
@Suite(.serialized) struct UIToolbarTests {
    static let systemBlue = RGBA(red: 0, green: 122, blue: 255), red = RGBA(red: 255, green: 0, blue: 0)
    static let plus = CGPoint(x: 293, y: 458)

    final class Receiver {
        var calls = 0
        func add() { calls += 1 }
    }

    @Test func showingAndHidingSlidesTheToolbarAndMovesTheSafeArea() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let receiver = Receiver()
        a.toolbarItems = [.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .add, target: receiver, action: Receiver.add)]
        #expect(nav.isToolbarHidden, "hidden by default")
        scene.screen.renderFrame()
        #expect(scene.screen.pixel(at: Self.plus) == Self.red, "no toolbar yet: A's red")
        nav.setToolbarHidden(false, animated: true)
        scene.screen.run(for: 0.1)
        let mid = nav.toolbar.layer.presentation()!.transform.m42
        #expect(mid > 5 && mid < 40, "half-way up: \(mid)")
        scene.settle()
        #expect(!nav.isToolbarHidden && nav.toolbar.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
        #expect(scene.screen.pixel(at: Self.plus) == Self.systemBlue)
        #expect(a.view.safeAreaInsets.bottom == 44, "the toolbar is in the stack's safe area")
        scene.screen.press(at: Self.plus)
        scene.screen.release()
        #expect(receiver.calls == 1, "a tap fires the item's action")

        // A pushed controller without items: the toolbar stays, empty; the pop brings the items back.
        let b = TracedViewController("B", log: scene.log, color: .blue)
        nav.pushViewController(b, animated: true)
        scene.settle()
        #expect(nav.toolbar.items == nil)
        #expect(scene.screen.pixel(at: Self.plus) != Self.systemBlue)
        nav.popViewController(animated: true)
        scene.settle()
        #expect(nav.toolbar.items?.count == 2)
        #expect(scene.screen.pixel(at: Self.plus) == Self.systemBlue)

        nav.setToolbarHidden(true, animated: true)
        #expect(a.view.safeAreaInsets.bottom == 0, "the safe area gives the room back as the bar leaves")
        scene.settle()
        #expect(nav.isToolbarHidden && nav.toolbar.transform == .identity)
        #expect(scene.screen.pixel(at: Self.plus) == Self.red)
    }

    /// Flexible spaces share the room; a fixed space keeps its width.
    @Test func flexibleAndFixedSpaces() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let square = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            UIColor.black.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        func item() -> UIBarButtonItem { UIBarButtonItem(image: square, style: .plain, target: nil, action: nil) }
        // [image][fixed 40][image][flexible][image], 8 apart from x = 12: 12…40, 48…88, 96…124 (its image
        // 100…120), the flexible space 132…272 (what is left), 280…308 (its image 284…304).
        a.setToolbarItems([item(), .fixedSpace(40), item(), .flexibleSpace(), item()], animated: false)
        nav.isToolbarHidden = false
        scene.settle()
        #expect(scene.screen.pixel(at: CGPoint(x: 26, y: 458)) == Self.systemBlue)
        #expect(scene.screen.pixel(at: CGPoint(x: 70, y: 458)) != Self.systemBlue, "the fixed space")
        #expect(scene.screen.pixel(at: CGPoint(x: 114, y: 458)) == Self.systemBlue)
        #expect(scene.screen.pixel(at: CGPoint(x: 294, y: 458)) == Self.systemBlue)
        #expect(scene.screen.pixel(at: CGPoint(x: 200, y: 458)) != Self.systemBlue, "the flexible space")
    }
}
