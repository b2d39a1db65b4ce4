import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport
import TestExpectations

/// Sheets in a regular × regular window (1024 × 768, as an iPad in landscape) float in the
/// middle, as iPadOS shows them: a page sheet at the readable width (704 points) and the window's
/// height less 56 points above and below (656), a form sheet at its `preferredContentSize` or
/// 540 × 620. Detents do not apply there; a swipe down dismisses. The same sheet attaches to the
/// bottom edge with its detents when the window turns compact.
@MainActor
@Suite(.serialized) struct SheetFloatingTests {
    static let red = RGBA(red: 255, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 255)
    static let dimmedRed = RGBA(red: 153, green: 0, blue: 0)

    private func present(_ style: UIModalPresentationStyle, size: CGSize = CGSize(width: 1024, height: 768),
                         _ configure: (UIViewController) -> Void = { _ in }) -> (HeadlessScreen, UIViewController, UIViewController) {
        let screen = HeadlessScreen(size: size)
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .red
        b.view.backgroundColor = .blue
        screen.makeWindow().rootViewController = a
        screen.renderFrame()
        b.modalPresentationStyle = style
        configure(b)
        a.present(b, animated: true)
        screen.run(for: 0.6)
        return (screen, a, b)
    }

    /// A page sheet floats at the page width, centred, over a dimmed presenter; its detents
    /// wait for a compact window.
    @Test func aPageSheetFloatsAtThePageWidth() {
        let (screen, _, b) = present(.pageSheet) { $0.sheetPresentationController?.detents = [.medium()] }
        #expect(b.view.frame == CGRect(x: 160, y: 56, width: 704, height: 656), "\(b.view.frame)")
        #expect(screen.pixel(at: CGPoint(x: 80, y: 400)) == Self.dimmedRed, "dimmed beside the sheet")
        #expect(screen.pixel(at: CGPoint(x: 512, y: 30)) == Self.dimmedRed, "and above it")
        #expect(screen.pixel(at: CGPoint(x: 512, y: 740)) == Self.dimmedRed, "and below it")
        #expect(screen.pixel(at: CGPoint(x: 512, y: 400)) == Self.blue)
    }

    /// A form sheet floats at its content's preferred size, or 540 × 620; so does a page sheet
    /// that does not prefer page sizing. A change of the preferred size resizes it.
    @Test func aFormSheetFloatsAtItsPreferredSize() {
        let (_, _, b) = present(.formSheet) { $0.preferredContentSize = CGSize(width: 400, height: 300) }
        #expect(b.view.frame == CGRect(x: 312, y: 234, width: 400, height: 300), "\(b.view.frame)")
        #expect(b.presentationController?.presentationStyle == .formSheet)
        b.preferredContentSize = CGSize(width: 500, height: 400)
        #expect(b.view.frame == CGRect(x: 262, y: 184, width: 500, height: 400), "\(b.view.frame)")
        let (_, _, c) = present(.formSheet)
        #expect(c.view.frame == CGRect(x: 242, y: 74, width: 540, height: 620), "\(c.view.frame)")
        let (_, _, d) = present(.pageSheet) { $0.sheetPresentationController?.prefersPageSizing = false }
        #expect(d.view.frame == CGRect(x: 242, y: 74, width: 540, height: 620), "\(d.view.frame)")
    }

    /// A swipe down on a floating sheet dismisses it; a swipe up does nothing.
    @Test func aSwipeDownDismissesAFloatingSheet() {
        let (screen, a, b) = present(.pageSheet) { $0.sheetPresentationController?.detents = [.medium(), .large()] }
        screen.press(at: CGPoint(x: 512, y: 300))
        screen.drag(to: CGPoint(x: 512, y: 150), duration: 0.3)
        screen.release()
        screen.run(for: 1)
        #expect(b.view.frame.minY == 56 && a.presentedViewController === b, "no detent to go to")
        screen.press(at: CGPoint(x: 512, y: 300))
        screen.drag(to: CGPoint(x: 512, y: 700), duration: 0.3)
        screen.release()
        screen.run(for: 1)
        #expect(a.presentedViewController == nil)
        #expect(screen.pixel(at: CGPoint(x: 512, y: 400)) == Self.red)
    }

    /// The window made compact (a phone's size), the floating sheet attaches to the bottom edge
    /// at its detent, undimmed there; made regular again, it floats again, dimmed.
    @Test func aResizedWindowMovesTheSheetBetweenFloatingAndAttached() {
        let (screen, a, b) = present(.pageSheet) { controller in
            controller.sheetPresentationController?.detents = [.medium(), .large()]
            controller.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        }
        #expect(screen.pixel(at: CGPoint(x: 80, y: 400)) == Self.dimmedRed && a.view.tintAdjustmentMode == .dimmed)
        screen.resize(to: CGSize(width: 390, height: 844))
        screen.run(for: 0.5)
        #expect(b.view.frame == CGRect(x: 0, y: 433, width: 390, height: 411), "\(b.view.frame)")
        #expect(screen.pixel(at: CGPoint(x: 80, y: 300)) == Self.red && a.view.tintAdjustmentMode != .dimmed,
                "at the undimmed medium detent")
        screen.resize(to: CGSize(width: 1024, height: 768))
        screen.run(for: 0.5)
        #expect(b.view.frame == CGRect(x: 160, y: 56, width: 704, height: 656), "\(b.view.frame)")
        #expect(screen.pixel(at: CGPoint(x: 80, y: 400)) == Self.dimmedRed && a.view.tintAdjustmentMode == .dimmed)
    }

    /// A form sheet in a compact window is shown as a page sheet by the same controller, so the
    /// detents configured through `sheetPresentationController` before presenting hold (iOS
    /// code commonly asks for `.formSheet` and sets detents).
    @Test func aCompactFormSheetKeepsItsConfiguredDetents() {
        var sheet: UISheetPresentationController?
        let (_, _, b) = present(.formSheet, size: CGSize(width: 390, height: 844)) {
            sheet = $0.sheetPresentationController
            sheet?.detents = [.medium()]
        }
        #expect(b.sheetPresentationController === sheet && sheet != nil)
        #expect(b.view.frame == CGRect(x: 0, y: 433, width: 390, height: 411), "\(b.view.frame)")
    }
}
