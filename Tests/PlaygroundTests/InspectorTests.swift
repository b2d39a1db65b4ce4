import Testing
import TestSupport
@testable import Playground
@testable import UIKitTesting
@testable import WindowSystem

/// The inspector overlay and the playground's keys, through the real key pipeline on a
/// headless screen with a manual clock.
@MainActor
@Suite(.serialized) struct InspectorTests {
    @Test func theKeysToggleTheInspectorSlowModeAndTheRule() {
        let h = Harness(content: UIViewController())
        #expect(!h.container.inspector.isShown && h.container.overlayWindow?.isHidden ?? true)

        h.key(0x69, "i")
        #expect(h.container.inspector.isShown)
        #expect(h.container.overlayWindow?.isHidden == false, "the overlay window is shown with the inspector")
        #expect(h.container.inspector.text.contains("none running"))
        h.screen.renderFrame()   // the window widens for the panel
        h.screen.renderFrame()
        #expect(!h.container.inspector.isRefreshingEveryFrame && !h.screen.needsFrame, "shown but idle, it lets the app sleep")
        h.key(0x69, "i")
        #expect(!h.container.inspector.isShown && h.container.overlayWindow?.isHidden == true)

        h.key(0x73, "s")
        #expect(h.context.settings.slowAnimations && h.window.layer.speed == 0.1)
        h.key(0x73, "s")
        #expect(!h.context.settings.slowAnimations && h.window.layer.speed == 1)

        h.key(0x69, "i")
        #expect(h.context.settings.rule == .projection)
        var seen: [FinishRule] = []
        for _ in FinishRule.allCases {
            h.key(0x72, "r")
            seen.append(h.context.settings.rule)
            #expect(h.container.inspector.text.contains(h.context.settings.rule.rawValue))
            #expect(h.container.inspector.text.contains(h.context.settings.rule.thresholds), "the rule's thresholds are shown")
        }
        #expect(seen == [.halfway, .fling, .projection], "r goes projection → 50 % → fling, as the docs list them")

        h.key(0x3f, "?", modifiers: [.shift])
        #expect(!h.container.help.isHidden && h.container.help.text.contains("Backspace"))
        h.key(0xff1b, "\u{1b}")
        #expect(h.container.help.isHidden, "Escape closes the help")
    }

    @Test func slowModeMakesAPushTakeTenTimesLonger() {
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let h = Harness(content: nav)
        h.key(0x73, "s")
        nav.pushViewController(b, animated: true)
        h.screen.renderFrame()
        #expect(nav.transitionCoordinator?.transitionDuration == 0.35)
        h.screen.run(for: 1.75)
        let offset = b.view.layer.presentation()?.transform.m41 ?? 0
        #expect(offset > 100 && offset < 220, "half-way through 3.5 s the pushed view is half-way in (\(offset) pt to go)")
        h.screen.run(for: 1.65)
        #expect(nav.transitionCoordinator != nil, "3.4 s after the start the push still runs")
        h.screen.run(for: 0.2)
        #expect(nav.topViewController === b && nav.transitionCoordinator == nil, "done after 3.5 s")

        h.key(0x73, "s")
        nav.popViewController(animated: true)
        h.screen.renderFrame()
        h.screen.run(for: 0.3)
        #expect(nav.transitionCoordinator != nil)
        h.screen.run(for: 0.1)
        #expect(nav.topViewController === a && nav.transitionCoordinator == nil, "at normal speed again a pop takes 0.35 s")
    }

    @Test func theInspectorShowsThePercentDuringAnInteractivePop() {
        let a = UIViewController(), b = UIViewController()
        a.title = "A"
        b.title = "B"
        let nav = UINavigationController(rootViewController: a)
        let h = Harness(content: nav)
        nav.pushViewController(b, animated: false)
        h.screen.renderFrame()
        h.key(0x69, "i")

        h.screen.press(at: CGPoint(x: 5, y: 300))
        h.screen.drag(to: CGPoint(x: 125, y: 300), duration: 0.3)
        h.screen.hold(for: 0.1)
        let coordinator = try! #require(nav.transitionCoordinator)
        let percent = InspectorReport.percent(coordinator.percentComplete)
        #expect(coordinator.isInteractive && coordinator.percentComplete > 0.2)
        let text = h.container.inspector.text
        #expect(text.contains("percent     \(percent)"), "the inspector shows \(percent):\n\(text)")
        #expect(text.contains("B → A") && text.contains("interactive yes"))
        #expect(h.container.inspector.isRefreshingEveryFrame)
        #expect(text.contains("frame       16.7 ms"), "the display link measures the frame time:\n\(text)")

        h.screen.release()
        h.screen.run(for: 1)
        #expect(nav.transitionCoordinator == nil)
        #expect(h.container.inspector.text.contains("none running"))
        #expect(!h.container.inspector.isRefreshingEveryFrame, "idle: the inspector's link sleeps")
        #expect(!h.screen.needsFrame, "and the app does not wake for it")
    }

    @Test func theBackKeyPopsThenDismisses() {
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let h = Harness(content: nav)
        nav.pushViewController(b, animated: false)
        h.screen.renderFrame()

        h.key(0xff08, "\u{8}")
        h.screen.run(for: 0.5)
        #expect(nav.viewControllers.count == 1, "Backspace pops")

        let sheet = UIViewController()
        nav.present(sheet, animated: false)
        h.screen.renderFrame()
        h.key(0xff51, "", modifiers: [.alternate])
        h.screen.run(for: 1)
        #expect(nav.presentedViewController == nil, "Alt+Left dismisses what is presented")
    }

    @Test func otherKeysReachTheVisibleController() {
        let logger = KeyLogController()
        let h = Harness(content: UINavigationController(rootViewController: logger))
        #expect(h.container.keyResponder?.isFirstResponder == true)
        h.key(0x78, "x")
        h.key(0x69, "i")
        #expect(logger.log == ["began x", "ended x"], "the playground keeps its own keys")
        #expect(h.container.inspector.isShown)
    }

    @Test func theInspectorStaysAbovePresentedControllers() {
        let h = Harness(content: UIViewController())
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .fullScreen
        sheet.loadViewIfNeeded()
        sheet.view.backgroundColor = .white
        h.container.present(sheet, animated: false)
        h.key(0x69, "i")
        h.screen.renderFrame()
        // The panel shows beside the presented controller, which keeps the phone area.
        let panel = try! #require(h.screen.pixel(at: CGPoint(x: 320 + 170, y: 470)))
        #expect(panel.red < 80 && panel.green < 80, "the dark panel beside the white sheet (\(panel))")
        let phone = try! #require(h.screen.pixel(at: CGPoint(x: 160, y: 470)))
        #expect(phone.red > 240, "the sheet is not covered (\(phone))")
        #expect(sheet.view.frame.width == 320)
    }
}

/// A container on a 320×480 headless screen, and keys typed through the window system.
@MainActor
private struct Harness {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let context = PlaygroundContext()
    let window: UIWindow
    let container: PlaygroundContainerViewController

    init(content: UIViewController) {
        window = screen.makeWindow()
        container = PlaygroundContainerViewController(content: content, context: context)
        window.rootViewController = container
        screen.renderFrame()
    }

    /// Presses and releases a key (an X keysym) and runs a frame.
    func key(_ symbol: UInt32, _ characters: String, modifiers: KeyModifiers = []) {
        screen.backend.post(.keyDown(keySymbol: symbol, characters: characters, timestamp: screen.now, modifiers: modifiers))
        screen.backend.post(.keyUp(keySymbol: symbol, characters: characters, timestamp: screen.now, modifiers: modifiers))
        screen.renderFrame()
    }
}

/// Logs the presses that reach it.
@MainActor
private final class KeyLogController: UIViewController {
    private(set) var log: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.map { "began \($0.key?.characters ?? "?")" }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.map { "ended \($0.key?.characters ?? "?")" }
    }
}

extension InspectorTests {
    @Test func slowModeComposesWithAnInteractivePop() {
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let h = Harness(content: nav)
        nav.pushViewController(b, animated: false)
        h.screen.renderFrame()
        h.key(0x73, "s")

        h.screen.press(at: CGPoint(x: 5, y: 300))
        h.screen.drag(to: CGPoint(x: 225, y: 300), duration: 0.4)
        h.screen.hold(for: 0.5)
        let percent = try! #require(nav.transitionCoordinator?.percentComplete)
        let offset = b.view.layer.presentation()?.transform.m41 ?? 0
        expectNear(offset, percent * 320, tolerance: CGFloat(2).nextDown, "the frozen transition follows the finger in slow mode (\(offset) pt at \(percent))")

        h.screen.release()
        h.screen.run(for: 4)
        #expect(nav.transitionCoordinator == nil && nav.viewControllers.count == 1, "past the threshold, the pop finishes")
        expectNear(b.view.transform.tx, 0, tolerance: 0.001)
        #expect(h.window.layer.speed == 0.1)
    }
}
