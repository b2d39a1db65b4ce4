import Testing
import UIKit
import UIKitTesting
import TestSupport
@testable import PortedFixtures

/// Drives DragSheet (Fixtures/iOS/DragSheet) as a user would: present a sheet over a red
/// screen, drag it, tap the dimmed background.
///
/// Geometry, worked out by hand on a 320 × 568 screen: with no `sheetHeight(for:)` the sheet
/// is half the container, 284 pt, from y 284; `SheetDelegateRecorder` asks for 200 pt, so the
/// sheet spans y 368…568. The grabber is a 36 × 5 pill 6 pt below the sheet's top, centred,
/// so sheet pixels are read away from x 142…178.
///
/// Pixels: the presenter is red, the sheet's content green. The dimming view is black at
/// 40 %, so fully shown it turns red into (153, 0, 0).
@MainActor
@Suite(.serialized) struct DragSheetTests {
    static let red = RGBA(red: 255, green: 0, blue: 0)
    static let green = RGBA(red: 0, green: 255, blue: 0)
    static let dimmedRed = RGBA(red: 153, green: 0, blue: 0)

    let screen = HeadlessScreen(size: CGSize(width: 320, height: 568))
    let window: UIWindow
    let presenter = SheetTestPresenter()
    let content = SheetTestContent()
    let sheet = DragSheet()

    init() {
        window = screen.makeWindow()
        window.rootViewController = presenter
        screen.renderFrame()
    }

    func present(_ controller: UIViewController? = nil, delegate: DragSheetDelegate?) {
        sheet.delegate = delegate
        sheet.present(controller ?? content, from: presenter)
        screen.run(for: 1.0)
    }


    @Test func theSheetRisesToTheDelegatesHeightOverADimmedScreen() {
        let recorder = SheetDelegateRecorder()
        present(delegate: recorder)
        #expect(presenter.presentedViewController === content)
        #expect(sheet.presentedViewController === content)
        #expect(content.presentationController is DragSheetPresentationController)
        #expect(content.view.frame == CGRect(x: 0, y: 368, width: 320, height: 200))
        #expect(presenter.view.window === window, "a sheet keeps the presenter on screen")
        #expect(recorder.calls == ["willPresent"])
        expectPixel(screen.pixel(at: CGPoint(x: 160, y: 100)), near: Self.dimmedRed)
        expectPixel(screen.pixel(at: CGPoint(x: 160, y: 360)), near: Self.dimmedRed)
        #expect(screen.pixel(at: CGPoint(x: 60, y: 500)) == Self.green)
    }

    /// A delegate that implements only `sheetDidDismiss`: the sheet takes half the screen and
    /// a drag of 200 pt dismisses it (`sheetShouldDismiss` defaults to true).
    @Test func unimplementedDelegateMethodsTakeTheirDefaults() {
        let quiet = DismissOnlySheetDelegate()
        present(delegate: quiet)
        #expect(content.view.frame == CGRect(x: 0, y: 284, width: 320, height: 284))

        screen.press(at: CGPoint(x: 60, y: 340))
        screen.drag(to: CGPoint(x: 60, y: 440), duration: 0.2)
        // Mid-drag, the sheet follows the finger: its top is near y 384.
        #expect(content.transitionCoordinator?.isInteractive == true)
        #expect(screen.pixel(at: CGPoint(x: 60, y: 300)) != Self.green, "the sheet's old top is uncovered")
        #expect(screen.pixel(at: CGPoint(x: 60, y: 400)) == Self.green)
        screen.drag(to: CGPoint(x: 60, y: 540), duration: 0.1)
        screen.release()
        screen.run(for: 1.0)

        #expect(presenter.presentedViewController == nil)
        #expect(content.viewIfLoaded?.window == nil)
        #expect(sheet.presentedViewController == nil)
        #expect(quiet.dismissals == 1)
        #expect(window.subviews.count == 1 && window.subviews.first === presenter.view, "the dimming view left with the sheet")
        #expect(screen.pixel(at: CGPoint(x: 160, y: 100)) == Self.red)
        #expect(screen.pixel(at: CGPoint(x: 60, y: 500)) == Self.red)
    }

    @Test func aShortDragPutsTheSheetBack() {
        let recorder = SheetDelegateRecorder()
        present(delegate: recorder)
        screen.press(at: CGPoint(x: 60, y: 420))
        screen.drag(to: CGPoint(x: 60, y: 460), duration: 0.2)
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 1.0)

        #expect(presenter.presentedViewController === content)
        #expect(content.view.frame == CGRect(x: 0, y: 368, width: 320, height: 200))
        #expect(recorder.calls == ["willPresent", "shouldDismiss"], "asked, but never dismissed")
        #expect(!recorder.dragProgress.isEmpty)
        #expect(recorder.dragProgress == recorder.dragProgress.sorted(), "the progress only grows on a downward drag")
        expectNear(recorder.dragProgress.last, 40.0 / 200, tolerance: 0.03)
        expectPixel(screen.pixel(at: CGPoint(x: 160, y: 100)), near: Self.dimmedRed, "the dimming came back")
        #expect(screen.pixel(at: CGPoint(x: 60, y: 380)) == Self.green)

        // The sheet can still be dragged away afterwards.
        screen.press(at: CGPoint(x: 60, y: 400))
        screen.drag(to: CGPoint(x: 60, y: 560), duration: 0.2)
        screen.release()
        screen.run(for: 1.0)
        #expect(presenter.presentedViewController == nil)
        #expect(recorder.calls == ["willPresent", "shouldDismiss", "shouldDismiss", "didDismiss"])
    }

    /// `sheetShouldDismiss` returning false: the sheet resists (a third of the finger's travel)
    /// and springs back; a tap on the dimming is refused too.
    @Test func aVetoedDismissalRubberBandsBack() {
        let recorder = SheetDelegateRecorder()
        recorder.allowsDismiss = false
        present(delegate: recorder)
        screen.press(at: CGPoint(x: 60, y: 420))
        screen.drag(to: CGPoint(x: 60, y: 560), duration: 0.2)
        expectNear(content.view.transform.ty, 140.0 / 3, tolerance: CGFloat(1).nextDown, "ty \(content.view.transform.ty)")
        #expect(content.transitionCoordinator == nil, "no dismissal started")
        screen.release()
        screen.run(for: 1.0)

        #expect(presenter.presentedViewController === content)
        #expect(content.view.transform.ty == 0 && content.view.transform.a == 1)
        #expect(content.view.frame == CGRect(x: 0, y: 368, width: 320, height: 200))
        #expect(screen.pixel(at: CGPoint(x: 60, y: 380)) == Self.green)

        screen.press(at: CGPoint(x: 160, y: 100))
        screen.release()
        screen.run(for: 1.0)
        #expect(presenter.presentedViewController === content)
        #expect(recorder.calls == ["willPresent", "shouldDismiss", "shouldDismiss"])
    }

    @Test func aTapOnTheDimmingDismissesAndTheClosureRuns() {
        let recorder = SheetDelegateRecorder()
        var closureRuns = 0
        sheet.onDismiss = { closureRuns += 1 }
        present(delegate: recorder)
        screen.press(at: CGPoint(x: 160, y: 100))
        screen.release()
        screen.run(for: 1.0)
        #expect(presenter.presentedViewController == nil)
        #expect(recorder.calls == ["willPresent", "shouldDismiss", "didDismiss"])
        #expect(closureRuns == 1)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 100)) == Self.red)
    }

    @Test func withBackgroundTapsOffATapDoesNothing() {
        let recorder = SheetDelegateRecorder()
        sheet.dismissesOnBackgroundTap = false
        present(delegate: recorder)
        screen.press(at: CGPoint(x: 160, y: 100))
        screen.release()
        screen.run(for: 1.0)
        #expect(presenter.presentedViewController === content)
        #expect(recorder.calls == ["willPresent"], "the delegate is not even asked")
    }

    /// Dismissed by code (the delegate is not asked), then shown again with a new controller,
    /// which can be dragged away as the first one could.
    @Test func theSheetCanBeShownAgain() {
        let recorder = SheetDelegateRecorder()
        present(delegate: recorder)
        sheet.dismiss()
        screen.run(for: 1.0)
        #expect(presenter.presentedViewController == nil)
        #expect(recorder.calls == ["willPresent", "didDismiss"])

        let again = SheetTestContent()
        present(again, delegate: recorder)
        #expect(presenter.presentedViewController === again)
        #expect(again.view.frame == CGRect(x: 0, y: 368, width: 320, height: 200))
        expectPixel(screen.pixel(at: CGPoint(x: 160, y: 100)), near: Self.dimmedRed)
        screen.press(at: CGPoint(x: 60, y: 400))
        screen.drag(to: CGPoint(x: 60, y: 560), duration: 0.2)
        screen.release()
        screen.run(for: 1.0)
        #expect(presenter.presentedViewController == nil)
        #expect(recorder.calls == ["willPresent", "didDismiss", "willPresent", "shouldDismiss", "didDismiss"])
    }
}

// MARK: - Test doubles

final class SheetTestPresenter: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .red
    }
}

final class SheetTestContent: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .green
    }
}

/// Implements every optional method and records the calls (not `sheetHeight(for:)`, which is
/// asked at every layout).
final class SheetDelegateRecorder: NSObject, DragSheetDelegate {
    var calls: [String] = []
    var allowsDismiss = true
    var height: CGFloat = 200
    var dragProgress: [CGFloat] = []

    func sheetWillPresent(_ sheet: DragSheet) { calls.append("willPresent") }
    func sheetShouldDismiss(_ sheet: DragSheet) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismiss
    }
    func sheetDidDismiss(_ sheet: DragSheet) { calls.append("didDismiss") }
    func sheetHeight(for containerSize: CGSize) -> CGFloat { height }
    func sheet(_ sheet: DragSheet, didUpdateDragProgress progress: CGFloat) { dragProgress.append(progress) }
}

final class DismissOnlySheetDelegate: NSObject, DragSheetDelegate {
    var dismissals = 0
    func sheetDidDismiss(_ sheet: DragSheet) { dismissals += 1 }
}
