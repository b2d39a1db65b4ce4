import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport
import TestExpectations

/// Behind a sheet at the large detent the presenter recedes, as on iOS 13 and later: a window's
/// root view narrows by 16 points a side, its top rests 10 points above the sheet's (46 of 56),
/// its corners round over black, and the status bar shows light content over the black. A sheet
/// that presents another sheet recedes the same way (the cards stack). The presenter follows the
/// sheet through the presentation, a swipe that dismisses it, and a drag between the medium and
/// large detents; its content keeps its layout and safe area. On a 390 × 844 headless screen (a
/// phone: a 47-point status bar, a 34-point home indicator) the receded root is drawn at
/// x 16…374 from y 46, scaled by 358/390.
@MainActor
@Suite(.serialized) struct SheetRecessionTests {
    static let size = CGSize(width: 390, height: 844)
    static let scale: CGFloat = 358.0 / 390.0
    static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Red and blue under one sheet's dimming (black at 40%).
    static let dimmedRed = RGBA(red: 153, green: 0, blue: 0), dimmedBlue = RGBA(red: 0, green: 0, blue: 153)
    /// The presenter's bar (under the status bar, y 47…91 where the root is whole), and dimmed.
    static let green = RGBA(red: 0, green: 255, blue: 0), dimmedGreen = RGBA(red: 0, green: 153, blue: 0)
    /// A point inside the status bar's battery: white for light content, black for dark.
    static let battery = CGPoint(x: 345, y: 25)

    /// A controller as iOS code writes one: a red view with a bar pinned to its safe area's top.
    final class Presenter: UIViewController {
        let bar = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .red
            bar.backgroundColor = .green
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
    }

    @MainActor struct Scene {
        let screen: HeadlessScreen
        let a: Presenter, b: UIViewController
        /// The presenter's scale as drawn (the presentation layer while it animates).
        var drawnScale: CGFloat { (a.view.layer.presentation() ?? a.view.layer).affineTransform().a }
        func color(_ x: CGFloat, _ y: CGFloat) -> RGBA? { screen.pixel(at: CGPoint(x: x, y: y)) }
        var batteryIsLight: Bool { (screen.pixel(at: SheetRecessionTests.battery)?.red ?? 0) > 235 }
        var batteryIsDark: Bool { (screen.pixel(at: SheetRecessionTests.battery)?.red ?? 255) < 20 }
    }

    /// A red presenter in a window and a blue page sheet configured by `configure`, presented
    /// and settled.
    private func present(size: CGSize = size, _ configure: (UISheetPresentationController) -> Void = { _ in }) -> Scene {
        UIApplication.shared.statusBarHiddenByApplication = nil
        let screen = HeadlessScreen(size: size)
        let a = Presenter(), b = UIViewController()
        b.view.backgroundColor = .blue
        screen.makeWindow().rootViewController = a
        screen.renderFrame()
        if let sheet = b.sheetPresentationController { configure(sheet) }
        a.present(b, animated: true)
        screen.run(for: 0.8)
        return Scene(screen: screen, a: a, b: b)
    }

    @Test("at the large detent the root recedes over black: 16 points narrower a side, its top at 46, rounded; the bar shows light content")
    func theRootRecedes() throws {
        let s = present()
        #expect(s.b.view.frame == CGRect(x: 0, y: 56, width: 390, height: 788))
        expectNear(s.drawnScale, Self.scale, tolerance: 1e-6)
        // The strip between the receded root's top (46) and the sheet's (56): the root, dimmed.
        #expect(s.color(195, 51) == Self.dimmedRed)
        #expect(s.color(30, 51) == Self.dimmedRed)
        #expect(s.color(8, 51) == Self.black, "beside the narrowed root")
        #expect(s.color(382, 51) == Self.black)
        #expect(s.color(195, 40) == Self.black, "above the receded root")
        #expect(s.color(17, 47) == Self.black, "the root's corner is rounded")
        #expect(s.color(372, 47) == Self.black)
        #expect(s.batteryIsLight, "light content over the black")
        // Only the drawing changed: the root's geometry, layout and safe area are its own.
        #expect(s.a.view.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(s.a.view.safeAreaInsets.top == 47)
        #expect(s.a.bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44), "\(s.a.bar.frame)")

        s.b.dismiss(animated: true)
        s.screen.run(for: 0.8)
        #expect(s.a.view.transform == .identity)
        #expect(s.a.view.layer.cornerRadius == 0 && !s.a.view.clipsToBounds, "the root's own corners and clipping are back")
        #expect(s.a.view.window?.subviews.filter { !$0.isHidden }.count == 1, "the black behind the root is gone")
        #expect(s.color(8, 51) == Self.green, "the bar under the status bar, where it was")
        #expect(s.color(195, 100) == RGBA(red: 255, green: 0, blue: 0))
        #expect(s.batteryIsDark)
    }

    @Test("the root recedes alongside the presentation, and comes back alongside the dismissal")
    func followsTheTransitions() {
        UIApplication.shared.statusBarHiddenByApplication = nil
        let screen = HeadlessScreen(size: Self.size)
        let a = Presenter(), b = UIViewController()
        b.view.backgroundColor = .blue
        screen.makeWindow().rootViewController = a
        screen.renderFrame()
        a.present(b, animated: true)
        screen.run(for: 0.12)
        let scale = (a.view.layer.presentation() ?? a.view.layer).affineTransform().a
        #expect(scale > Self.scale + 0.005 && scale < 0.995, "partly receded during the presentation: \(scale)")
        let backdrop = a.view.window?.subviews.first { $0 !== a.view && $0.frame == a.view.window?.bounds }
        #expect(backdrop.map { ($0.layer.presentation() ?? $0.layer).frame } == CGRect(origin: .zero, size: Self.size),
                "the black behind the root fills the window from the start (not grown by the animation)")
        screen.run(for: 0.8)
        expectNear((a.view.layer.presentation() ?? a.view.layer).affineTransform().a, Self.scale, tolerance: 1e-6)
        b.dismiss(animated: true)
        screen.run(for: 0.12)
        let back = (a.view.layer.presentation() ?? a.view.layer).affineTransform().a
        #expect(back > Self.scale + 0.005 && back < 0.995, "partly back during the dismissal: \(back)")
        screen.run(for: 0.8)
        #expect(a.view.transform == .identity)
    }

    @Test("a swipe down scrubs the root back; released early it recedes again, swiped far it is back whole")
    func swipeScrubs() {
        let s = present()
        s.screen.press(at: CGPoint(x: 195, y: 300))
        s.screen.drag(to: CGPoint(x: 195, y: 300 + 394), duration: 0.5)
        s.screen.hold(for: 0.3)
        // Half the sheet's height down: half way back.
        expectNear(s.drawnScale, (1 + Self.scale) / 2, tolerance: 0.01)
        s.screen.drag(to: CGPoint(x: 195, y: 310), duration: 0.5)
        s.screen.hold(for: 0.3)
        s.screen.release()
        s.screen.run(for: 1)
        #expect(s.b.presentingViewController === s.a, "the swipe was cancelled")
        expectNear(s.drawnScale, Self.scale, tolerance: 1e-6)
        #expect(s.color(8, 51) == Self.black && s.batteryIsLight)

        s.screen.press(at: CGPoint(x: 195, y: 300))
        s.screen.drag(to: CGPoint(x: 195, y: 800), duration: 0.3)
        s.screen.release()
        s.screen.run(for: 1)
        #expect(s.b.presentingViewController == nil, "dismissed")
        #expect(s.a.view.transform == .identity && s.batteryIsDark)
    }

    @Test("with medium and large detents the root recedes only toward the large one, following a drag between them")
    func onlyTowardTheLargeDetent() {
        let s = present { $0.detents = [.medium(), .large()] }
        #expect(s.b.view.frame.minY == 433, "at the medium detent")
        #expect(s.a.view.transform == .identity)
        #expect(s.color(8, 51) == Self.dimmedGreen, "dimmed, not receded")
        #expect(s.batteryIsDark)
        // Dragged half way from medium (433) to large (56).
        s.screen.press(at: CGPoint(x: 195, y: 600))
        s.screen.drag(to: CGPoint(x: 195, y: 600 - 188.5), duration: 0.5)
        s.screen.hold(for: 0.2)
        expectNear(s.drawnScale, (1 + Self.scale) / 2, tolerance: 0.01)
        s.screen.drag(to: CGPoint(x: 195, y: 200), duration: 0.3)
        s.screen.hold(for: 0.2)
        s.screen.release()
        s.screen.run(for: 1)
        #expect(s.b.sheetPresentationController?.selectedDetentIdentifier == .large)
        expectNear(s.drawnScale, Self.scale, tolerance: 1e-6)
        #expect(s.batteryIsLight)
        // Set back in code, animated: the root comes back with the sheet.
        s.b.sheetPresentationController?.animateChanges { s.b.sheetPresentationController?.selectedDetentIdentifier = .medium }
        s.screen.run(for: 1)
        #expect(s.a.view.transform == .identity && s.batteryIsDark)
    }

    @Test("nothing recedes when the large detent is undimmed, at a small custom detent alone, behind a floating sheet, or in a compact-height window")
    func whereNothingRecedes() {
        let undimmed = present { $0.detents = [.medium(), .large()]; $0.selectedDetentIdentifier = .large; $0.largestUndimmedDetentIdentifier = .large }
        #expect(undimmed.a.view.transform == .identity && undimmed.color(8, 51) == Self.green)
        let small = present { $0.detents = [.custom { _ in 300 }] }
        #expect(small.a.view.transform == .identity && small.color(8, 51) == Self.dimmedGreen)
        let floating = present(size: CGSize(width: 1024, height: 768))
        #expect(floating.b.view.frame.width == 704, "floating")
        #expect(floating.a.view.transform == .identity && floating.color(8, 100) == Self.dimmedRed)
        // (Attached to the bottom edge: by default a sheet covers a vertically compact window.)
        let compact = present(size: CGSize(width: 480, height: 320)) { $0.prefersEdgeAttachedInCompactHeight = true }
        // (No status bar on a landscape screen: the bar is at the top, 44 points tall.)
        #expect(compact.a.view.transform == .identity && compact.color(8, 30) == Self.dimmedGreen)
    }

    @Test("a sheet presented from a sheet makes the lower one recede: the cards stack; dismissed, it comes back")
    func cardsStack() {
        let s = present()
        let c = UIViewController()
        c.view.backgroundColor = .white
        s.b.present(c, animated: true)
        s.screen.run(for: 0.8)
        #expect(c.view.frame == CGRect(x: 0, y: 56, width: 390, height: 788))
        expectNear((s.b.view.layer.presentation() ?? s.b.view.layer).affineTransform().a, Self.scale, tolerance: 1e-6)
        // The lower sheet's top now at 46, dimmed by the upper sheet; the root hidden behind it.
        #expect(s.color(195, 51) == Self.dimmedBlue, "\(String(describing: s.color(195, 51)))")
        #expect(s.color(8, 51) == Self.black)
        #expect(s.color(195, 40) == Self.black)
        #expect(s.batteryIsLight)
        #expect(s.b.view.safeAreaInsets.bottom == 34, "the lower sheet keeps its safe area")

        c.dismiss(animated: true)
        s.screen.run(for: 0.8)
        #expect(s.b.view.transform == .identity && s.b.view.frame == CGRect(x: 0, y: 56, width: 390, height: 788))
        #expect(s.b.view.layer.cornerRadius == 10 && s.b.view.clipsToBounds, "the sheet's own corners stay")
        expectNear(s.drawnScale, Self.scale, tolerance: 1e-6)
        #expect(s.color(195, 51) == Self.dimmedRed, "the root behind the sheet again")
    }

    @Test("a resized window: the receded root takes the new size and recedes by it; in a regular window the sheet floats and the root is whole")
    func resizedWindow() {
        let s = present()
        s.screen.resize(to: CGSize(width: 430, height: 900))
        s.screen.run(for: 0.5)
        #expect(s.a.view.bounds.size == CGSize(width: 430, height: 900))
        #expect(s.a.view.center == CGPoint(x: 215, y: 450))
        expectNear(s.drawnScale, 1 - 32.0 / 430, tolerance: 1e-6)
        #expect(s.color(8, 51) == Self.black && s.color(215, 51) == Self.dimmedRed)
        #expect(s.color(420, 880) == RGBA(red: 0, green: 0, blue: 255), "the sheet across the new width")
        s.screen.resize(to: CGSize(width: 1024, height: 768))
        s.screen.run(for: 0.5)
        #expect(s.a.view.transform == .identity && s.a.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(s.color(8, 100) == Self.dimmedRed)
        s.screen.resize(to: Self.size)
        s.screen.run(for: 0.5)
        expectNear(s.drawnScale, Self.scale, tolerance: 1e-6)
        #expect(s.color(8, 51) == Self.black)
    }
}
