import Testing
import UIKit
import UIKitTesting
import TestSupport
@testable import PortedFixtures

/// Drives EdgeDrawer (Fixtures/iOS/EdgeDrawer) with its example screens: a white inbox in the
/// drawer's main slot, an indigo folder menu, on a 320 × 480 screen.
///
/// Geometry by hand: with no `drawerMenuWidth` the menu is min(0.8 × 320, 300) = 256 pt wide;
/// closed it spans x −256…0, open x 0…256. While the finger drags from the edge, the menu's
/// right edge is at the finger's horizontal travel. Folder labels sit at y 100…248 in the
/// menu's right part and the menu casts a shadow past its right edge, so pixels are read at
/// y 300 and at least 30 pt away from the menu's edge.
///
/// Pixels: the dimming is black at 50 %, so over the white inbox it is (128, 128, 128) give or
/// take a unit; the menu is systemIndigo (88, 86, 214).
@MainActor
@Suite(.serialized) struct EdgeDrawerTests {
    static let white = RGBA(red: 255, green: 255, blue: 255)
    static let indigo = RGBA(red: 88, green: 86, blue: 214)
    static let dimmedWhite = RGBA(red: 128, green: 128, blue: 128)

    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let inbox = InboxViewController()
    let menu = FolderMenuViewController()
    let drawer: EdgeDrawerController

    init() {
        window = screen.makeWindow()
        drawer = EdgeDrawerController(mainViewController: inbox, menuViewController: menu)
        window.rootViewController = drawer
        screen.renderFrame()
    }


    func tap(_ point: CGPoint) {
        screen.press(at: point)
        screen.release()
    }

    @Test func theMenuStartsClosedOffScreen() {
        #expect(drawer.state == .closed && drawer.revealProgress == 0)
        #expect(drawer.children.count == 2 && inbox.parent === drawer && menu.parent === drawer)
        #expect(inbox.edgeDrawerController === drawer)
        #expect(menu.view.frame == CGRect(x: -256, y: 0, width: 256, height: 480))
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Self.white)
        #expect(inbox.menuEvents.isEmpty)
    }

    @Test func anEdgeSwipeOpensTheMenu() {
        let recorder = DrawerDelegateRecorder()
        drawer.delegate = recorder
        screen.press(at: CGPoint(x: 4, y: 300))
        screen.drag(to: CGPoint(x: 104, y: 300), duration: 0.2)
        // Mid-swipe: the menu's right edge follows the finger (100 pt of travel).
        expectNear(drawer.revealProgress, 100.0 / 256, tolerance: 0.01, "progress \(drawer.revealProgress)")
        #expect(screen.pixel(at: CGPoint(x: 60, y: 300)) == Self.indigo)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) != Self.white, "the inbox is being dimmed")
        #expect(inbox.menuEvents == ["willOpen"], "the selector-based observer heard willOpen")
        #expect(recorder.calls == ["shouldOpen"])
        #expect(drawer.state == .closed, "still closed until it settles")

        screen.drag(to: CGPoint(x: 204, y: 300), duration: 0.1)
        screen.release()
        screen.run(for: 0.8)
        #expect(drawer.state == .open && drawer.revealProgress == 1)
        #expect(menu.view.frame == CGRect(x: 0, y: 0, width: 256, height: 480))
        #expect(screen.pixel(at: CGPoint(x: 100, y: 300)) == Self.indigo)
        expectPixel(screen.pixel(at: CGPoint(x: 300, y: 300)), near: Self.dimmedWhite)
        #expect(inbox.menuEvents == ["willOpen", "didOpen"])
        #expect(inbox.statusLabel.text == "Menu open")
        #expect(recorder.calls == ["shouldOpen", "open"])
    }

    @Test func aTapOnTheDimmedInboxClosesTheMenu() {
        var states: [EdgeDrawerState] = []
        drawer.stateDidChange = { states.append($0) }
        drawer.openMenu(animated: false)
        screen.renderFrame()
        #expect(drawer.state == .open)
        #expect(inbox.menuEvents == ["willOpen", "didOpen"])

        tap(CGPoint(x: 300, y: 300))
        screen.run(for: 0.8)
        #expect(drawer.state == .closed && drawer.revealProgress == 0)
        #expect(inbox.menuEvents == ["willOpen", "didOpen", "didClose"])
        #expect(inbox.statusLabel.text == "12 unread", "the user info carried the closed state")
        #expect(states == [.open, .closed])
        #expect(screen.pixel(at: CGPoint(x: 100, y: 300)) == Self.white)
        #expect(screen.pixel(at: CGPoint(x: 300, y: 300)) == Self.white)
    }

    @Test func aShortSwipeFallsBackClosed() {
        screen.press(at: CGPoint(x: 4, y: 300))
        screen.drag(to: CGPoint(x: 64, y: 300), duration: 0.2)
        screen.hold(for: 0.2)
        screen.release()
        screen.run(for: 0.8)
        #expect(drawer.state == .closed && drawer.revealProgress == 0)
        #expect(menu.view.frame.maxX == 0)
        #expect(inbox.menuEvents == ["willOpen"], "no didOpen, and no didClose for a state that never changed")
        #expect(screen.pixel(at: CGPoint(x: 60, y: 300)) == Self.white)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 300)) == Self.white, "no dimming left")
    }

    @Test func theDelegateCanRefuseToOpen() {
        let recorder = DrawerDelegateRecorder()
        recorder.allowsOpening = false
        drawer.delegate = recorder
        screen.press(at: CGPoint(x: 4, y: 300))
        screen.drag(to: CGPoint(x: 204, y: 300), duration: 0.3)
        screen.release()
        screen.run(for: 0.8)
        #expect(drawer.state == .closed && drawer.revealProgress == 0)
        #expect(screen.pixel(at: CGPoint(x: 100, y: 300)) == Self.white)

        drawer.openMenu()
        screen.run(for: 0.8)
        tap(CGPoint(x: 38, y: 62))   // the inbox's menu badge
        screen.run(for: 0.8)
        #expect(drawer.state == .closed)
        #expect(recorder.calls == ["shouldOpen", "shouldOpen", "shouldOpen"])
        #expect(inbox.menuEvents.isEmpty, "nothing was posted")
    }

    /// No delegate at all: the badge (a tap recognizer with a selector) toggles the menu at
    /// its default width; a delegate that only gives a width changes just that.
    @Test func theBadgeTogglesTheMenuAndDefaultsApply() {
        tap(CGPoint(x: 38, y: 62))
        screen.run(for: 0.8)
        #expect(drawer.state == .open)
        #expect(menu.view.frame == CGRect(x: 0, y: 0, width: 256, height: 480))
        #expect(inbox.menuEvents == ["willOpen", "didOpen"])

        drawer.closeMenu(animated: false)
        let narrow = NarrowMenuDelegate()
        drawer.delegate = narrow
        drawer.openMenu(animated: false)
        screen.renderFrame()
        #expect(drawer.state == .open)
        #expect(menu.view.frame == CGRect(x: 0, y: 0, width: 200, height: 480))
        #expect(screen.pixel(at: CGPoint(x: 150, y: 300)) == Self.indigo)
        expectPixel(screen.pixel(at: CGPoint(x: 260, y: 300)), near: Self.dimmedWhite)
        #expect(inbox.menuEvents == ["willOpen", "didOpen", "didClose", "willOpen", "didOpen"])
    }

    /// Dragging the open menu back to the left closes it through the close pan.
    @Test func draggingTheDimmingLeftClosesTheMenu() {
        drawer.openMenu(animated: false)
        screen.renderFrame()
        screen.press(at: CGPoint(x: 300, y: 300))
        screen.drag(to: CGPoint(x: 100, y: 300), duration: 0.3)
        #expect(drawer.revealProgress < 0.3)
        screen.release()
        screen.run(for: 0.8)
        #expect(drawer.state == .closed)
        #expect(inbox.menuEvents.last == "didClose")
        #expect(screen.pixel(at: CGPoint(x: 100, y: 300)) == Self.white)
    }
}

// MARK: - Test doubles

final class DrawerDelegateRecorder: NSObject, EdgeDrawerDelegate {
    var calls: [String] = []
    var allowsOpening = true

    func drawerShouldOpen(_ drawer: EdgeDrawerController) -> Bool {
        calls.append("shouldOpen")
        return allowsOpening
    }

    func drawer(_ drawer: EdgeDrawerController, didChangeState state: EdgeDrawerState) {
        calls.append(state == .open ? "open" : "closed")
    }
}

final class NarrowMenuDelegate: NSObject, EdgeDrawerDelegate {
    func drawerMenuWidth(_ drawer: EdgeDrawerController) -> CGFloat { 200 }
}
