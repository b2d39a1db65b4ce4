import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// Bar button items in a navigation bar: where they are drawn, what a tap does, and how they
/// change with a push.
///
/// The screen is 320 × 480 (no status bar), so the bar is 44 points high from the top. Items
/// sit 16 points in from the bar's edges (iOS's margins on a phone) in views 4 points wider on
/// each side; a 22-point glyph is centred in its view: the `.add` item on the right spans
/// x 282…304, y 11…33 (its plus centred at 293, 22); a 20-point image on the left spans
/// x 16…36, y 12…32.
@MainActor
@Suite(.serialized) struct UIBarButtonItemTests {
    static let systemBlue = RGBA(red: 0, green: 122, blue: 255)
    static let square: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
        UIColor.black.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    /// Records the actions it receives.
    final class Receiver {
        var calls: [String] = []
        weak var lastSender: UIBarButtonItem?
        func add(_ sender: UIBarButtonItem) { calls.append("add"); lastSender = sender }
        func edit() { calls.append("edit") }
    }

    @Test func itemsAreLaidOutAndDrawnInTheTint() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let receiver = Receiver()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: receiver, action: Receiver.add)
        let image = UIBarButtonItem(image: Self.square, style: .plain, target: receiver, action: Receiver.edit)
        a.navigationItem.rightBarButtonItem = add
        a.navigationItem.leftBarButtonItem = image
        scene.screen.renderFrame()
        #expect(scene.screen.pixel(at: CGPoint(x: 293, y: 22)) == Self.systemBlue, "the plus in the tint")
        #expect(scene.screen.pixel(at: CGPoint(x: 284, y: 13)) == RGBA(red: 255, green: 255, blue: 255), "beside the plus: the bar")
        #expect(scene.screen.pixel(at: CGPoint(x: 26, y: 22)) == Self.systemBlue, "the left image in the tint")
        #expect(scene.screen.pixel(at: CGPoint(x: 14, y: 22)) == RGBA(red: 255, green: 255, blue: 255), "the margin")
        // An item's own tint; a disabled item at 35 % over the white bar.
        image.tintColor = .systemRed
        add.isEnabled = false
        scene.screen.renderFrame()
        #expect(scene.screen.pixel(at: CGPoint(x: 26, y: 22)) == RGBA(red: 255, green: 59, blue: 48))
        let dim = scene.screen.pixel(at: CGPoint(x: 293, y: 22))!
        // 0.35 × (0, 122, 255) + 0.65 × 255.
        #expect(dim.isClose(to: RGBA(red: 166, green: 208, blue: 255), tolerance: 3), "\(dim)")
        // Two right items: the first is the rightmost; the second 8 points to its left.
        let second = UIBarButtonItem(image: Self.square, style: .plain, target: nil, action: nil)
        a.navigationItem.rightBarButtonItems = [add, second]
        scene.screen.renderFrame()
        // add's view spans 278…308; the second's 28-point view ends 8 points before it: 242…270,
        // its image 246…266.
        #expect(scene.screen.pixel(at: CGPoint(x: 256, y: 22)) == Self.systemBlue)
        #expect(scene.screen.pixel(at: CGPoint(x: 272, y: 22)) == RGBA(red: 255, green: 255, blue: 255))
        withExtendedLifetime(nav) {}
    }

    @Test func tapsFireTheirActions() {
        let scene = TransitionScene()
        let (_, a) = scene.navigation()
        let receiver = Receiver()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: receiver, action: Receiver.add)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: receiver, action: Receiver.edit)
        a.navigationItem.rightBarButtonItem = add
        a.navigationItem.leftBarButtonItem = edit
        scene.screen.renderFrame()
        scene.screen.press(at: CGPoint(x: 293, y: 22))
        scene.screen.release()
        scene.screen.press(at: CGPoint(x: 30, y: 22))
        scene.screen.release()
        #expect(receiver.calls == ["add", "edit"])
        #expect(receiver.lastSender === add)
        // Disabled: nothing. A primary action wins over the target.
        add.isEnabled = false
        scene.screen.press(at: CGPoint(x: 293, y: 22))
        scene.screen.release()
        #expect(receiver.calls == ["add", "edit"])
        var handled: [String] = []
        edit.primaryAction = UIAction(title: "Edit") { action in handled.append("primary from \((action.sender as? UIBarButtonItem)?.title ?? "?")") }
        scene.screen.press(at: CGPoint(x: 30, y: 22))
        scene.screen.release()
        #expect(handled == ["primary from Edit"] && receiver.calls == ["add", "edit"])
        // A press that leaves far away does nothing.
        add.isEnabled = true
        scene.screen.press(at: CGPoint(x: 293, y: 22))
        scene.screen.drag(to: CGPoint(x: 200, y: 200), duration: 0.1)
        scene.screen.release()
        #expect(receiver.calls == ["add", "edit"])
    }

    /// Left items replace the back button unless they supplement it.
    @Test func leftItemsAndTheBackButton() {
        let scene = TransitionScene()
        let (nav, _) = scene.navigation()
        let b = TracedViewController("B", log: scene.log, color: .blue)
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(image: Self.square, style: .plain, target: nil, action: nil)
        nav.pushViewController(b, animated: false)
        scene.screen.renderFrame()
        #expect(nav.navigationBar.backButton.isHidden)
        #expect(scene.screen.pixel(at: CGPoint(x: 26, y: 22)) == Self.systemBlue, "the item where the back button was")
        b.navigationItem.leftItemsSupplementBackButton = true
        scene.screen.renderFrame()
        #expect(!nav.navigationBar.backButton.isHidden)
        #expect(scene.screen.pixel(at: CGPoint(x: 26, y: 22)) != Self.systemBlue, "the chevron's place: the item moved right")
        // The back item's backBarButtonItem names the back button.
        nav.viewControllers.first?.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Home", style: .plain, target: nil, action: nil)
        #expect(nav.navigationBar.backButton.label.text == "Home")
    }

    /// A push cross-fades the items like the title: the incoming item's view fades in with the
    /// transition, the outgoing one's out, and is gone at the end.
    @Test func itemsCrossFadeDuringAPush() {
        let scene = TransitionScene()
        let (nav, a) = scene.navigation()
        let old = UIBarButtonItem(title: "Old", style: .plain, target: nil, action: nil)
        a.navigationItem.rightBarButtonItem = old
        let b = TracedViewController("B", log: scene.log, color: .blue)
        let new = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        b.navigationItem.rightBarButtonItem = new
        scene.screen.renderFrame()
        nav.pushViewController(b, animated: true)
        scene.screen.run(for: 0.175)   // half of the 0.35 s push
        let bar = nav.navigationBar
        let views = bar.subviews.compactMap { $0 as? BarButtonView }
        let incoming = views.first { $0.item === new }, outgoing = views.first { $0.item === old }
        let inOpacity = incoming?.layer.presentation()?.opacity ?? -1, outOpacity = outgoing?.layer.presentation()?.opacity ?? -1
        #expect(inOpacity > 0.2 && inOpacity < 0.8, "\(inOpacity)")
        #expect(outOpacity > 0.2 && outOpacity < 0.8, "\(outOpacity)")
        scene.settle()
        let after = bar.subviews.compactMap { $0 as? BarButtonView }
        #expect(after.count == 1 && after.first?.item === new && after.first?.alpha == 1)
        #expect(scene.screen.pixel(at: CGPoint(x: 293, y: 22)) == Self.systemBlue)
    }
}

/// The navigation bar on a phone-shaped screen (390 × 844: a 47-point status bar): it sits
/// below the status bar, and its background reaches up under it, as on iOS.
@MainActor
@Suite struct NavigationBarSafeAreaTests {
    @Test func theBarSitsBelowTheStatusBarWithItsBackgroundUnderIt() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let root = TracedViewController("A", log: EventLog(), color: .red)
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        screen.run(for: 0.1)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(screen.pixel(at: CGPoint(x: 195, y: 4)) == RGBA(red: 255, green: 255, blue: 255), "the bar's background under the status bar")
        #expect(screen.pixel(at: CGPoint(x: 195, y: 120)) == RGBA(red: 255, green: 0, blue: 0), "the page below the bar")
        // Hidden, animated: it leaves past the top of the screen.
        nav.setNavigationBarHidden(true, animated: true)
        screen.run(for: 0.5)
        #expect(nav.navigationBar.isHidden)
        #expect(screen.pixel(at: CGPoint(x: 195, y: 4)) == RGBA(red: 255, green: 0, blue: 0))
    }
}
