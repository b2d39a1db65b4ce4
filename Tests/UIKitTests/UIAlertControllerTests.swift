import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// An alert controller that logs its appearance callbacks.
@MainActor
private final class TracedAlert: UIAlertController {
    var log: EventLog?

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log?.add("alert.willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log?.add("alert.didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log?.add("alert.willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log?.add("alert.didDisappear") }
}

/// Alerts and action sheets on a white 320 × 480 page: what the user sees (pixels of the box,
/// the dimming, the groups of an action sheet) and what the app hears (callbacks and handlers in
/// order). Expected figures: a box 270 wide centred on the screen, rows 44 high (57 in an action
/// sheet), the page under 20 % black (white → 204), the box 242 grey (44, 44, 46 in dark mode).
@MainActor
@Suite(.serialized) struct UIAlertControllerTests {
    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let log = EventLog()
    let page: TracedViewController

    init() {
        page = TracedViewController("A", log: log, color: .white)
        let window = screen.makeWindow()
        window.rootViewController = page
        screen.renderFrame()
        log.clear()
    }

    private func alert(_ title: String? = "Delete the trip?", message: String? = "Its photos stay.",
                       style: UIAlertController.Style = .alert) -> TracedAlert {
        let alert = TracedAlert(title: title, message: message, preferredStyle: style)
        alert.log = log
        return alert
    }

    /// The centre of `action`'s button, in screen points.
    private func centre(of action: UIAlertAction, in alert: UIAlertController) -> CGPoint {
        let row = (alert.view as? AlertContentView)?.rows.first { $0.action === action }
        guard let row else { Issue.record("no button for \(action.title ?? "?")"); return .zero }
        return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
    }

    private func click(_ point: CGPoint) {
        screen.press(at: point)
        screen.release(at: point, time: screen.now + 0.05)
    }

    private func isPage(_ p: CGPoint, _ value: UInt8 = 204) -> Bool {
        screen.pixel(at: p)?.isClose(to: RGBA(red: value, green: value, blue: value), tolerance: 3) ?? false
    }

    // MARK: Callbacks

    @Test func presentingAndChoosingCallBackInUIKitsOrderWithTheHandlerAfterTheDismissal() {
        let alert = alert()
        var next: TracedViewController?
        let ok = UIAlertAction(title: "Delete", style: .destructive) { [log, page] action in
            log.add("handler \(action.title ?? "")")
            // The dismissal is over: the page presents nothing and may present again.
            log.add(page.presentedViewController == nil ? "nothing presented" : "still presenting")
            let b = TracedViewController("B", log: log)
            b.modalPresentationStyle = .overFullScreen
            page.present(b, animated: false)
            next = b
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
        alert.addAction(ok)
        page.present(alert, animated: true) { log.add("presented") }
        #expect(alert.isBeingPresented && page.presentedViewController === alert)
        screen.run(for: 0.5)
        #expect(log.events == ["alert.willAppear", "alert.didAppear", "presented"], "the page stays: no appearance calls of its own")
        log.clear()

        click(centre(of: ok, in: alert))
        #expect(log.events == ["alert.willDisappear"], "the handler waits for the dismissal")
        screen.run(for: 0.4)
        #expect(log.events == ["alert.willDisappear", "alert.didDisappear", "handler Delete", "nothing presented", "B.willAppear+coordinator", "B.didAppear"])
        #expect(alert.viewIfLoaded?.window == nil && alert.presentingViewController == nil)
        #expect(page.presentedViewController === next)
    }

    @Test func returnChoosesThePreferredActionAndEscapeTheCancelOne() {
        let alert = alert()
        let ok = UIAlertAction(title: "OK", style: .default) { _ in log.add("ok") }
        alert.addAction(ok)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
        alert.preferredAction = ok
        page.present(alert, animated: true)
        screen.run(for: 0.5)
        log.clear()
        screen.press(.returnKey)
        screen.run(for: 0.4)
        #expect(log.events == ["alert.willDisappear", "alert.didDisappear", "ok"])

        let second = self.alert()
        second.addAction(UIAlertAction(title: "OK", style: .default) { _ in log.add("ok") })
        second.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
        page.present(second, animated: true)
        screen.run(for: 0.5)
        log.clear()
        screen.press(.returnKey)   // no preferred action: Return does nothing
        screen.run(for: 0.4)
        #expect(log.events.isEmpty && page.presentedViewController === second)
        screen.pressEscape()
        screen.run(for: 0.4)
        #expect(log.events == ["alert.willDisappear", "alert.didDisappear", "cancel"])
    }

    @Test func aDisabledActionCannotBeChosenUntilItIsEnabled() {
        let alert = alert()
        let ok = UIAlertAction(title: "OK", style: .default) { _ in log.add("ok") }
        ok.isEnabled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(ok)
        alert.preferredAction = ok
        page.present(alert, animated: true)
        screen.run(for: 0.5)
        log.clear()
        let point = centre(of: ok, in: alert)
        click(point)
        screen.press(.returnKey)
        screen.run(for: 0.4)
        #expect(log.events.isEmpty && page.presentedViewController === alert)
        // Its title is faint (tertiary label over the box) rather than the tint's blue.
        let title = ControlScene.extreme(in: screen, rect: CGRect(x: point.x - 20, y: point.y - 8, width: 40, height: 16))
        #expect((title?.1.blue ?? 0) < 230 && (title?.1.red ?? 0) > 150, "\(String(describing: title?.1))")
        ok.isEnabled = true
        screen.renderFrame()
        click(point)
        screen.run(for: 0.4)
        #expect(log.events == ["alert.willDisappear", "alert.didDisappear", "ok"])
    }

    @Test func thePressFollowsThePointerFromRowToRowAndTheReleaseChooses() {
        let alert = alert()
        let keep = UIAlertAction(title: "Keep", style: .default) { _ in log.add("keep") }
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in log.add("delete") }
        alert.addAction(keep)
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
        page.present(alert, animated: true)
        screen.run(for: 0.5)
        log.clear()
        // Three actions are stacked: Keep, Delete, Cancel. Press Cancel, slide up onto Delete.
        let cancelPoint = centre(of: alert.actions[2], in: alert), deletePoint = centre(of: delete, in: alert)
        #expect(cancelPoint.y - deletePoint.y == 44, "stacked rows of 44")
        screen.press(at: cancelPoint)
        screen.drag(to: deletePoint, duration: 0.1)
        let rows = (alert.view as? AlertContentView)?.rows ?? []
        #expect(rows.map(\.isHighlighted) == [false, true, false], "the highlight moved to Delete")
        screen.release()
        screen.run(for: 0.4)
        #expect(log.events == ["alert.willDisappear", "alert.didDisappear", "delete"])

        // A release off the rows chooses nothing.
        let again = self.alert()
        again.addAction(UIAlertAction(title: "OK", style: .default) { _ in log.add("ok") })
        page.present(again, animated: true)
        screen.run(for: 0.5)
        log.clear()
        let ok = centre(of: again.actions[0], in: again)
        screen.press(at: ok)
        screen.drag(to: CGPoint(x: ok.x, y: ok.y + 60), duration: 0.1)
        screen.release()
        screen.run(for: 0.4)
        #expect(log.events.isEmpty && page.presentedViewController === again)
    }

    // MARK: Looks

    @Test func aPresentedAlertIsCentredOverTheDimmedPage() {
        let alert = alert()
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        page.present(alert, animated: true)
        screen.run(for: 0.5)
        // The page is dimmed by 20 % black: white becomes 204.
        #expect(isPage(CGPoint(x: 10, y: 10)) && isPage(CGPoint(x: 310, y: 470)))
        // Scan the middle row and a column for the box's edges.
        let row = (0..<320).filter { !isPage(CGPoint(x: $0, y: 240)) }
        #expect(row.first == 25 && row.last == 294, "a 270-point box centred across: \(String(describing: row.first))…\(String(describing: row.last))")
        let column = (0..<480).filter { !isPage(CGPoint(x: 40, y: $0)) }
        let top = column.first ?? 0, bottom = column.last ?? 0
        #expect(abs(Double(top + bottom) / 2 - 239.5) <= 1, "centred down: \(top)…\(bottom)")
        #expect(bottom - top > 44 + 40, "a header and a row of actions")
        #expect(screen.pixel(at: CGPoint(x: 40, y: top + 8))?.isClose(to: RGBA(red: 242, green: 242, blue: 242), tolerance: 2) == true)
        // Two short actions share the last row: Cancel in the tint (blue) on the left, Delete red on the right.
        let rowRect = { (x: Int) in CGRect(x: x, y: bottom - 30, width: 100, height: 20) }
        let blue = ControlScene.extreme(in: screen, rect: rowRect(30), channel: \.red)
        let red = ControlScene.extreme(in: screen, rect: rowRect(180), channel: \.green)
        #expect(blue.map { $0.1.blue > 200 && $0.1.red < 120 } == true, "\(String(describing: blue))")
        #expect(red.map { $0.1.red > 200 && $0.1.green < 120 } == true, "\(String(describing: red))")
    }

    @Test func theAlertGrowsFromAScaleOf1_2AsItFadesInAndFadesOutWithoutScaling() throws {
        let alert = alert()
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        page.present(alert, animated: true)
        let content = try #require(alert.view as? AlertContentView)
        let presentation = try #require(alert.presentationController as? AlertPresentationController)
        screen.run(for: 1.0 / 60)
        let scale = { content.box.layer.presentation()?.transform.m11 ?? -1 }
        let opacity = { content.layer.presentation()?.opacity ?? -1 }
        // The first frame shows where the animation starts.
        #expect(abs(scale() - 1.2) < 1e-9 && opacity() == 0, "first frame: scale \(scale()), opacity \(opacity())")
        #expect((presentation.dimmingView.layer.presentation()?.opacity ?? -1) < 0.5)
        screen.run(for: 0.1)
        #expect(scale() > 1 && scale() < 1.15 && opacity() > 0.4 && opacity() < 1, "0.1 s in: scale \(scale()), opacity \(opacity())")
        screen.run(for: 0.35)
        #expect(scale() == 1 && opacity() == 1 && presentation.dimmingView.alpha == 1)
        alert.dismiss(animated: true)
        screen.run(for: 0.125)
        #expect(scale() == 1 && opacity() > 0.1 && opacity() < 0.9, "half-way out: opacity \(opacity())")
        screen.run(for: 0.2)
        #expect(alert.viewIfLoaded?.window == nil && presentation.dimmingView.superview == nil)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 240)) == RGBA(red: 255, green: 255, blue: 255))
    }

    @Test func inDarkModeTheBoxIsDarkGreyAndThePageDimmedMore() {
        screen.userInterfaceStyle = .dark
        screen.renderFrame()
        let alert = alert()
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        page.present(alert, animated: true)
        screen.run(for: 0.5)
        #expect(isPage(CGPoint(x: 10, y: 10), 133), "white under 48 % black: \(String(describing: screen.pixel(at: CGPoint(x: 10, y: 10))))")
        let column = (0..<480).filter { !isPage(CGPoint(x: 40, y: $0), 133) }
        let box = screen.pixel(at: CGPoint(x: 40, y: (column.first ?? 0) + 8))
        #expect(box?.isClose(to: RGBA(red: 44, green: 44, blue: 46), tolerance: 2) == true, "\(String(describing: box))")
    }

    // MARK: Action sheets

    @Test func anActionSheetSlidesUpWithItsCancelActionInAGroupOfItsOwn() throws {
        let sheet = alert("Share the trip", message: nil, style: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })   // added first, shown last
        sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        page.present(sheet, animated: true)
        screen.run(for: 0.1)
        let content = try #require(sheet.view as? AlertContentView)
        let offset = content.layer.presentation()?.transform.m42 ?? -1
        #expect(offset > 0, "still sliding up: \(offset)")
        screen.run(for: 0.4)
        #expect(content.orderedActions.map(\.title) == ["Copy Link", "Delete", "Cancel"])
        // From the bottom: 8 points of page, the cancel group (57, white), 8 points of page,
        // then the main group (two rows of 57 and the title), 8 points in from each side.
        #expect(isPage(CGPoint(x: 160, y: 476)) && isPage(CGPoint(x: 4, y: 440)) && isPage(CGPoint(x: 316, y: 440)))
        #expect(screen.pixel(at: CGPoint(x: 20, y: 417))?.isClose(to: RGBA(red: 255, green: 255, blue: 255)) == true)
        #expect(screen.pixel(at: CGPoint(x: 20, y: 470))?.isClose(to: RGBA(red: 255, green: 255, blue: 255)) == true)
        #expect(isPage(CGPoint(x: 160, y: 411)), "the gap between the groups")
        #expect(screen.pixel(at: CGPoint(x: 20, y: 404))?.isClose(to: RGBA(red: 242, green: 242, blue: 242)) == true)
        let column = (0..<407).filter { !isPage(CGPoint(x: 20, y: $0)) }
        let mainHeight = (column.last ?? 0) - (column.first ?? 0) + 1
        #expect(mainHeight > 2 * 57 + 20 && mainHeight < 2 * 57 + 60, "two rows under a title: \(mainHeight)")
        // A click on the dimmed page chooses Cancel.
        click(CGPoint(x: 160, y: 60))
        screen.run(for: 0.4)
        #expect(log.events.suffix(3) == ["alert.willDisappear", "alert.didDisappear", "cancel"])
        #expect(page.presentedViewController == nil)
    }

    @Test func clickingOutsideAnAlertDoesNothing() {
        let alert = alert()
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
        page.present(alert, animated: true)
        screen.run(for: 0.5)
        click(CGPoint(x: 160, y: 30))
        screen.run(for: 0.4)
        #expect(page.presentedViewController === alert && !log.events.contains("cancel"))
    }

    // MARK: Text fields

    @Test func textFieldsTakeTheKeyboardAndTheHandlerReadsThem() throws {
        let alert = alert("Rename", message: nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Notes"; $0.text = "kept" }
        var read: [String] = []
        let save = UIAlertAction(title: "Save", style: .default) { [unowned alert] _ in
            read = alert.textFields?.map { $0.text ?? "" } ?? []
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        page.present(alert, animated: true)
        screen.run(for: 0.5)
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2 && fields[0].placeholder == "Name" && fields[1].text == "kept")
        #expect(fields[0].isFirstResponder, "the first field takes the keyboard once the alert is up")
        // The fields are stacked inside the box, under the title, above the actions.
        let first = fields[0].convert(fields[0].bounds, to: nil), second = fields[1].convert(fields[1].bounds, to: nil)
        #expect(first.minX >= 25 + 16 && first.maxX <= 295 - 16 && second.minY >= first.maxY - 1)
        screen.type("Ada")
        #expect(fields[0].text == "Ada")
        screen.press(.returnKey)   // in the field: the preferred action
        screen.run(for: 0.4)
        #expect(read == ["Ada", "kept"])
        #expect(!fields[0].isFirstResponder && page.presentedViewController == nil)
    }

    @Test func theFieldThatWasEditingGetsTheKeyboardBackWhenTheAlertGoes() {
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        page.view.addSubview(field)
        screen.renderFrame()
        #expect(field.becomeFirstResponder())
        let alert = alert()
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in log.add("ok") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        page.present(alert, animated: true)
        screen.run(for: 0.5)
        #expect(!field.isFirstResponder && alert.isFirstResponder, "the alert takes the keys")
        screen.type("x")
        #expect(field.text?.isEmpty ?? true, "typing does not reach the page's field")
        screen.pressEscape()
        screen.run(for: 0.4)
        #expect(field.isFirstResponder && field.isEditing, "the field edits again")
        screen.type("y")
        #expect(field.text == "y")
    }

    // MARK: Misuse

    @Test func misusesAreRefusedWithoutHarm() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(cancel)
        alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
        alert.addAction(cancel)
        #expect(alert.actions.map(\.title) == ["Cancel"])
        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        #expect(alert.preferredAction == nil)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil && alert.textFields == nil)
        #expect(UIAlertController().preferredStyle == .actionSheet)
        #expect(alert.modalPresentationStyle == .custom)
    }
}
