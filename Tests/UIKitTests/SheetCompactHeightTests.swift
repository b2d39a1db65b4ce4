import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport
import TestExpectations

/// Sheets in a vertically compact window (under 600 points high: a phone in landscape, a short
/// desktop window), as Apple documents `prefersEdgeAttachedInCompactHeight` — "The default value
/// is false, which means the sheet defaults to a full screen appearance at compact height" —
/// and `widthFollowsPreferredContentSizeWhenEdgeAttached` — false: "the sheet's width equals
/// the width of its container's safe area"; true: the view controller's `preferredContentSize`
/// sets it; no effect in a compact-width regular-height environment.
///
/// A red presenter, a blue sheet; the dimming is 40 % black, so red under it reads 153.
@MainActor
@Suite(.serialized) struct SheetCompactHeightTests {
    static let red = RGBA(red: 255, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 255)
    static let dimmedRed = RGBA(red: 153, green: 0, blue: 0)
    static let landscape = CGSize(width: 844, height: 390), portrait = CGSize(width: 390, height: 844)

    @MainActor final class Scene {
        let screen: HeadlessScreen
        let a = UIViewController(), b = UIViewController()
        var sheet: UISheetPresentationController { b.sheetPresentationController! }
        var window: UIWindow { a.view.window! }

        @MainActor init(size: CGSize, _ configure: (UISheetPresentationController) -> Void = { _ in }) {
            screen = HeadlessScreen(size: size)
            a.view.backgroundColor = .red
            b.view.backgroundColor = .blue
            screen.makeWindow().rootViewController = a
            screen.renderFrame()
            if let sheet = b.sheetPresentationController { configure(sheet) }
            a.present(b, animated: true)
            screen.run(for: 0.6)
        }

        @MainActor func color(_ x: CGFloat, _ y: CGFloat) -> RGBA? { screen.pixel(at: CGPoint(x: x, y: y)) }
    }

    /// By default the sheet covers a landscape phone's window and a short desktop window alike:
    /// the whole window, square corners, no grabber even when preferred, the presenter still in
    /// the window beneath; a swipe down dismisses it.
    @Test func aSheetCoversAVerticallyCompactWindow() {
        for size in [Self.landscape, CGSize(width: 1000, height: 500)] {
            let s = Scene(size: size) { $0.detents = [.medium(), .large()]; $0.prefersGrabberVisible = true }
            #expect(s.b.view.frame == CGRect(origin: .zero, size: size), "\(size): \(s.b.view.frame)")
            #expect(s.b.view.layer.cornerRadius == 0)
            #expect(s.color(1, 1) == Self.blue && s.color(size.width - 1, 1) == Self.blue, "square corners, nothing above")
            #expect(s.color(size.width / 2, 7) == Self.blue, "no grabber")
            #expect(s.a.view.window != nil, "the presenter stays beneath")
            s.screen.press(at: CGPoint(x: size.width / 2, y: 100))
            s.screen.drag(to: CGPoint(x: size.width / 2, y: 330), duration: 0.2)
            s.screen.release()
            s.screen.run(for: 1)
            #expect(s.a.presentedViewController == nil, "\(size): swiped away")
            #expect(s.color(size.width / 2, 100) == Self.red)
        }
    }

    /// Attached to the bottom edge when it prefers: the gap above it shows the dimmed
    /// presenter; the sheet is as wide as the window's safe area, or — following the preferred
    /// content size — 500 points, centred in the safe area. In portrait the preferred width
    /// changes nothing.
    @Test func attachedToTheBottomEdgeAtTheSafeAreaWidthOrThePreferredOne() {
        let s = Scene(size: Self.landscape) { $0.prefersEdgeAttachedInCompactHeight = true }
        let safe = s.window.bounds.inset(by: s.window.safeAreaInsets)
        #expect(s.b.view.frame == CGRect(x: safe.minX, y: 56, width: safe.width, height: 390 - 56), "\(s.b.view.frame)")
        #expect(s.b.view.layer.cornerRadius == 10)
        #expect(s.color(422, 30) == Self.dimmedRed)
        #expect(s.color(422, 200) == Self.blue)

        let wide = Scene(size: Self.landscape) {
            $0.prefersEdgeAttachedInCompactHeight = true
            $0.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        }
        wide.b.preferredContentSize = CGSize(width: 500, height: 0)
        wide.screen.run(for: 0.1)
        let middle = wide.window.bounds.inset(by: wide.window.safeAreaInsets).midX
        #expect(wide.b.view.frame == CGRect(x: (middle - 250).rounded(), y: 56, width: 500, height: 390 - 56), "\(wide.b.view.frame)")
        #expect(wide.color(wide.b.view.frame.minX - 20, 200) == Self.dimmedRed, "beside the sheet: the dimmed presenter")
        #expect(wide.color(middle, 200) == Self.blue)

        let upright = Scene(size: Self.portrait) {
            $0.prefersEdgeAttachedInCompactHeight = true
            $0.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        }
        upright.b.preferredContentSize = CGSize(width: 200, height: 0)
        upright.screen.run(for: 0.1)
        #expect(upright.b.view.frame.width == 390 && upright.b.view.frame.minX == 0, "\(upright.b.view.frame)")
    }

    /// A window resized between portrait and landscape moves the sheet between its detent and
    /// covering the window, its corners, grabber and dimming with it; changing the preference
    /// while presented applies at once.
    @Test func aResizedWindowMovesTheSheetBetweenItsDetentAndCovering() {
        let s = Scene(size: Self.portrait) { $0.detents = [.medium(), .large()]; $0.prefersGrabberVisible = true }
        #expect(s.b.view.frame.minY == 433 && s.b.view.layer.cornerRadius == 10)
        s.screen.resize(to: Self.landscape)
        s.screen.run(for: 0.6)
        #expect(s.b.view.frame == CGRect(origin: .zero, size: Self.landscape), "\(s.b.view.frame)")
        #expect(s.b.view.layer.cornerRadius == 0 && s.color(422, 7) == Self.blue)
        s.sheet.prefersEdgeAttachedInCompactHeight = true
        s.screen.run(for: 0.1)
        #expect(s.b.view.frame.minY == 56 && s.b.view.layer.cornerRadius == 10, "\(s.b.view.frame)")
        #expect(s.color(422, 30) == Self.dimmedRed)
        s.sheet.prefersEdgeAttachedInCompactHeight = false
        s.screen.run(for: 0.1)
        #expect(s.b.view.frame.minY == 0)
        s.screen.resize(to: Self.portrait)
        s.screen.run(for: 0.6)
        #expect(s.b.view.frame.minY == 433 && s.b.view.layer.cornerRadius == 10, "back at the medium detent: \(s.b.view.frame)")
        #expect(s.color(195, 200) == Self.dimmedRed)
        #expect(s.color(195, 433 + 7) != Self.blue, "the grabber is back")
    }
}
