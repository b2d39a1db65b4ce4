import Testing
import TestSupport
@testable import Playground
@testable import UIKitTesting
@testable import WindowSystem

/// The inspector as a panel beside the phone and the help as a sheet, on a headless 390 × 844
/// screen whose backend takes size requests as a window system would.
@MainActor
@Suite(.serialized) struct InspectorPanelTests {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
    let context = PlaygroundContext()
    let window: UIWindow
    let container: PlaygroundContainerViewController

    init() {
        window = screen.makeWindow()
        container = PlaygroundContainerViewController(content: HomeViewController(context: context), context: context)
        window.rootViewController = container
        screen.renderFrame()
    }

    func key(_ symbol: UInt32, _ characters: String, modifiers: KeyModifiers = []) {
        screen.backend.post(.keyDown(keySymbol: symbol, characters: characters, timestamp: screen.now, modifiers: modifiers))
        screen.backend.post(.keyUp(keySymbol: symbol, characters: characters, timestamp: screen.now, modifiers: modifiers))
        screen.run(for: 0.1)
    }

    func phone() -> [RGBA?] { SceneHarness.samplePoints.map { screen.pixel(at: $0) } }

    @Test("i widens the window by the panel: the phone area keeps its pixels and coordinates, the panel is opaque; i again gives the width back")
    func panelDocksBesideThePhone() {
        let before = phone()
        key(0x69, "i")
        #expect(screen.screen.bounds.size == CGSize(width: 390 + OverlayHostView.panelWidth, height: 844), "the window widened")
        #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "the app window keeps its place and size")
        let during = phone()
        #expect(during == before, "the phone area shows what it showed, where it showed it")
        // The panel: opaque dark, beside the phone, from top to bottom.
        for y in [4.0, 420, 840] {
            let p = screen.pixel(at: CGPoint(x: 390 + OverlayHostView.panelWidth - 4, y: y))
            #expect(p.map { $0.alpha == 255 && $0.red < 40 } == true, "panel at y = \(y): \(String(describing: p))")
        }
        // A click in the phone area still reaches the home screen's first card.
        let home = container.content as! HomeViewController
        let card = home.cards[0].frame
        screen.press(at: CGPoint(x: card.midX, y: card.midY))
        screen.release()
        screen.run(for: 1)
        #expect(home.presentedViewController != nil, "the card opened its scene")
        #expect(home.presentedViewController?.view.frame.width == 390, "the scene fills the phone area, not the panel")

        key(0x69, "i")
        #expect(screen.screen.bounds.size == CGSize(width: 390, height: 844), "the width is given back")
        #expect(window.frame == screen.screen.bounds)
    }

    @Test("the panel's text keeps its columns (a long value wraps under its column) and its timeline scrolls to the latest events")
    func panelWrapsUnderItsColumnsAndScrollsTheTimeline() throws {
        key(0x69, "i")
        context.timeline.beginTransition("a transition with a name long enough to need a second line in the panel")
        for n in 1...120 { context.timeline.record("event \(n)") }
        container.inspector.refresh()
        screen.run(for: 0.1)
        if let dir = ProcessInfo.processInfo.environment["SCENE_SCREENSHOTS"] { try? screen.writePNG(to: dir + "/inspector-panel.png") }
        let lines = container.inspector.shownText.split(separator: "\n", omittingEmptySubsequences: false)
        let panel = container.inspector.frame
        #expect(container.inspector.label.frame.maxY <= panel.height, "the text stays inside the panel")
        #expect(lines.contains { $0.contains("earlier event") }, "the timeline says how many events scrolled away")
        #expect(lines.last?.hasSuffix("event 120") == true, "the latest event is shown: \(lines.last ?? "")")
        let known = ["INSPECTOR", "transition", "release", "decision", "rule", "slow", "frame", "timeline", " "]
        for line in lines where !line.isEmpty {
            #expect(known.contains { line.hasPrefix($0) }, "a line starts in a column, not at the left edge: \(line)")
        }
    }

    @Test("? shows the help as an opaque sheet rising from the bottom of the phone area over a dimmed backdrop")
    func helpIsASheet() {
        let before = phone()
        key(0x3f, "?", modifiers: [.shift])
        #expect(!container.help.isHidden)
        // Rising: a tenth of a second in, the sheet is still on its way up.
        let rising = container.help.sheet.layer.presentation()?.frame.minY ?? 0
        screen.run(for: 0.6)
        #expect(rising > container.help.sheet.frame.minY + 20, "the sheet rises (\(rising) → \(container.help.sheet.frame.minY))")
        let sheet = container.help.sheet.convert(container.help.sheet.bounds, to: nil)
        #expect(sheet.maxY >= 844 && sheet.minX >= 0 && sheet.maxX <= 390, "a sheet at the bottom of the phone area: \(sheet)")
        // Opaque: a point of the sheet between the lines of text is the sheet's white.
        let inside = CGPoint(x: sheet.minX + 8, y: sheet.minY + 60)
        #expect(screen.pixel(at: inside)?.isClose(to: RGBA(red: 255, green: 255, blue: 255), tolerance: 2) == true,
                "the sheet is opaque at \(inside): \(String(describing: screen.pixel(at: inside)))")
        // Above it the home screen is dimmed.
        let top = CGPoint(x: 10, y: 10), index = SceneHarness.samplePoints.firstIndex(of: top)!
        let dimmed = screen.pixel(at: top)!, was = before[index]!
        #expect(dimmed.red < was.red - 40, "the backdrop dims the phone above the sheet: \(dimmed) vs \(was)")
        key(0xff1b, "\u{1b}")
        #expect(container.help.isHidden)
        #expect(phone() == before)
    }
}

extension InspectorPanelTests {
    @Test("the mouse wheel over the panel scrolls the timeline back and forward again; over the phone it does not")
    func wheelScrollsTheTimeline() throws {
        key(0x69, "i")
        for n in 1...120 { context.timeline.record("event \(n)") }
        container.inspector.refresh()
        screen.run(for: 0.1)
        let wheel = InspectorWheel(inspector: container.inspector) { [container] in container.panelStart }
        func click(_ button: Int, x: CGFloat) -> Bool {
            wheel.handle(.pointerDown(button: button, location: CGPoint(x: x, y: 400), timestamp: screen.now, modifiers: []))
        }
        #expect(!click(InspectorWheel.upButton, x: 200), "over the phone: no scrolling")
        for _ in 0..<10 { #expect(click(InspectorWheel.upButton, x: 390 + 100)) }
        var lines = container.inspector.shownText.split(separator: "\n")
        #expect(lines.last == "  ↓ 10 later events", "\(lines.last ?? "")")
        #expect(lines.dropLast().last?.hasSuffix("event 110") == true, "ten events back: \(lines.dropLast().last ?? "")")
        for _ in 0..<15 { _ = click(InspectorWheel.downButton, x: 390 + 100) }
        lines = container.inspector.shownText.split(separator: "\n")
        #expect(lines.last?.hasSuffix("event 120") == true, "back at the latest: \(lines.last ?? "")")
    }

    @Test("a touchpad's small deltas over the panel add up: one event back for each wheel click's distance, forward again the other way; over the phone nothing")
    func touchpadScrollsTheTimeline() throws {
        key(0x69, "i")
        for n in 1...120 { context.timeline.record("event \(n)") }
        container.inspector.refresh()
        screen.run(for: 0.1)
        let wheel = InspectorWheel(inspector: container.inspector) { [container] in container.panelStart }
        func scroll(_ dy: CGFloat, x: CGFloat) -> Bool {
            wheel.handle(.scrolled(delta: CGVector(dx: 0, dy: dy), location: CGPoint(x: x, y: 400), timestamp: screen.now,
                                   modifiers: [], continuous: true))
        }
        let click = WindowSystemEvent.wheelClickDistance
        #expect(!scroll(-3 * click, x: 200), "over the phone: no scrolling")
        #expect(container.inspector.timelineOffset == 0)
        // Upward (negative) deltas of a third of a click: every third one steps one event back.
        var stepped = 0
        for _ in 0..<12 where scroll(-click / 3, x: 490) { stepped += 1 }
        #expect(stepped == 4)
        #expect(container.inspector.timelineOffset == 4)
        #expect(!scroll(.nan, x: 490), "a NaN delta is ignored")
        #expect(scroll(2.5 * click, x: 490))
        #expect(container.inspector.timelineOffset == 2, "two and a half clicks down: two events forward, the half kept")
        #expect(scroll(click / 2, x: 490))
        #expect(container.inspector.timelineOffset == 1)
    }
}

extension InspectorPanelTests {
    /// The panel's pixel at a point of the inspector (its own coordinates).
    func panelPixel(_ point: CGPoint) -> RGBA? {
        screen.pixel(at: container.inspector.convert(point, to: nil))
    }

    @Test("the timeline's scroll bar: none while every event fits; at the bottom while following the latest, as long as the shown share; at the top scrolled back to the first")
    func timelineScrollBar() {
        key(0x69, "i")
        let inspector = container.inspector
        let x = inspector.bounds.width - 3 - InspectorView.scrollBarWidth / 2
        let background = panelPixel(CGPoint(x: x, y: inspector.bounds.height / 2))
        for n in 1...3 { context.timeline.record("event \(n)") }
        inspector.refresh()
        screen.run(for: 0.1)
        #expect(inspector.scrollBar.isHidden, "three events fit: no scroll bar")
        #expect(panelPixel(CGPoint(x: x, y: inspector.bounds.height - 20)) == background)

        for n in 4...200 { context.timeline.record("event \(n)") }
        inspector.refresh()
        screen.run(for: 0.1)
        let window = inspector.timelineWindow
        #expect(window.later == 0 && window.earlier + window.shown == 200, "\(window)")
        let bar = inspector.scrollBar.frame
        let lineHeight = inspector.label.frame.height / CGFloat(inspector.shownText.split(separator: "\n", omittingEmptySubsequences: false).count)
        let trackTop = inspector.label.frame.minY + CGFloat(window.firstLine) * lineHeight
        let track = inspector.label.frame.maxY - trackTop
        #expect(!inspector.scrollBar.isHidden)
        expectNear(bar.maxY, inspector.label.frame.maxY, tolerance: 0.5, "following the latest: the bar ends where the timeline does")
        expectNear(bar.height, max(12, track * CGFloat(window.shown) / 200), tolerance: 1, "as long as the shown share of 200 events")
        // Drawn: lighter than the panel inside the bar, the panel's own colour just left of it.
        let inBar = panelPixel(CGPoint(x: x, y: bar.midY)), beside = panelPixel(CGPoint(x: bar.minX - 3, y: bar.midY))
        #expect((inBar?.red ?? 0) > (background?.red ?? 255) + 40, "the bar is drawn: \(String(describing: inBar)) on \(String(describing: background))")
        #expect(beside == background)

        inspector.scrollTimeline(by: 500)
        screen.run(for: 0.1)
        let back = inspector.scrollBar.frame
        #expect(inspector.timelineWindow.earlier == 0, "scrolled back to the first event: \(inspector.timelineWindow)")
        #expect(back.minY < bar.minY - 100, "the bar moved up: \(back.minY) from \(bar.minY)")
        // Scrolled to the first event, no "earlier events" line: the timeline starts a line higher.
        expectNear(back.minY, trackTop - lineHeight, tolerance: lineHeight / 4, "at the top of the timeline (the line height estimated from the label to a quarter line)")
    }
}

extension InspectorPanelTests {
    /// Shows the help and lets its sheet finish rising; returns the sheet's resting frame in the window.
    func showHelp() -> CGRect {
        key(0x3f, "?", modifiers: [.shift])
        screen.run(for: 0.6)
        return container.help.sheet.convert(container.help.sheet.bounds, to: nil)
    }

    @Test("the help sheet follows a drag down and springs back when released above a third of its height; the home screen gets no touch")
    func helpSpringsBackFromAShortDrag() {
        let home = container.content as! HomeViewController
        let sheet = showHelp()
        let grab = CGPoint(x: sheet.midX, y: sheet.minY + 30)
        screen.press(at: grab)
        screen.drag(to: CGPoint(x: grab.x, y: grab.y + 60), duration: 0.3)
        let dragged = container.help.sheet.layer.presentation()?.frame.minY ?? 0
        expectNear(dragged - sheet.minY, 60, tolerance: 3, "the sheet stays under the finger")
        var dimmed: CGFloat = 0
        _ = container.help.backgroundColor?.getWhite(nil, alpha: &dimmed)
        #expect(dimmed < HelpOverlayView.dimming && dimmed > 0.2, "the backdrop lightens as the sheet goes down: \(dimmed)")
        screen.run(for: 0.2)   // the finger rests: no fling
        screen.release()
        screen.run(for: 0.8)
        #expect(!container.help.isHidden, "a short drag leaves the help up")
        expectNear(container.help.sheet.convert(container.help.sheet.bounds, to: nil).minY, sheet.minY, tolerance: 0.5, "back in place")
        #expect(home.presentedViewController == nil, "no touch went through to the home screen")
    }

    @Test("the help sheet dragged up rubber-bands with iOS's formula")
    func helpRubberBandsUp() {
        let sheet = showHelp()
        let grab = CGPoint(x: sheet.midX, y: sheet.minY + 30)
        screen.press(at: grab)
        screen.drag(to: CGPoint(x: grab.x, y: grab.y - 100), duration: 0.3)
        let offset = (container.help.sheet.layer.presentation()?.frame.minY ?? 0) - sheet.minY
        let expected = -(1 - 1 / (100 * 0.55 / sheet.height + 1)) * sheet.height
        expectNear(offset, expected, tolerance: 3, "100 pt up moves the sheet by the rubber band's share")
        screen.release()
        screen.run(for: 0.8)
        #expect(!container.help.isHidden)
    }

    @Test("the help sheet dragged down past a third of its height slides away and the help closes; so does a click on the backdrop")
    func helpClosesByDragAndByBackdrop() {
        let before = phone()
        var sheet = showHelp()
        var grab = CGPoint(x: sheet.midX, y: sheet.minY + 30)
        screen.press(at: grab)
        screen.drag(to: CGPoint(x: grab.x, y: grab.y + sheet.height / 2), duration: 0.3)
        screen.release()
        screen.run(for: 0.8)
        #expect(container.help.isHidden, "dragged half its height: closed")
        #expect(phone() == before, "the phone shows what it did before the help")

        sheet = showHelp()
        grab = CGPoint(x: sheet.midX, y: max(10, sheet.minY / 2))
        screen.press(at: grab)
        screen.release()
        screen.run(for: 0.8)
        #expect(container.help.isHidden, "a click above the sheet closes the help")
        #expect((container.content as! HomeViewController).presentedViewController == nil, "and opens nothing below it")
        key(0x3f, "?", modifiers: [.shift])
        #expect(!container.help.isHidden, "? shows it again")
    }
}

extension InspectorPanelTests {
    @Test("d switches the window to dark appearance with a cross-fade (the home screen's grouped background turns black) and back")
    func dKeyTogglesDarkAppearance() {
        let point = CGPoint(x: 195, y: 836)   // the home screen's background, below its content
        let light = screen.pixel(at: point)
        key(0x64, "d")
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        screen.run(for: 0.6)
        let dark = screen.pixel(at: point)
        #expect((dark?.red ?? 255) < 30 && (light?.red ?? 0) > 200, "grouped background: \(String(describing: light)) → \(String(describing: dark))")
        key(0x64, "d")
        screen.run(for: 0.6)
        #expect(window.traitCollection.userInterfaceStyle == .light)
        #expect(screen.pixel(at: point) == light)
    }
}
