import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport
import TestExpectations

/// `UISheetPresentationController` (iOS 15): a sheet rests at one of its detents, the user drags
/// it between them or down to dismiss it, its delegate hears of detent changes the user makes,
/// and an undimmed detent leaves the presenter usable. Drags are real pointer events on a
/// 390 × 844 headless screen (a phone: regular height, so `.medium()` is active, and a 34-point
/// bottom safe area). Detent values are heights within the safe area: the largest is
/// 844 − 56 − 34 = 754 points (the sheet's top at 56), the medium one half of that, 377 (the
/// sheet 411 points tall, its top at 433).
@MainActor
@Suite(.serialized) struct SheetDetentTests {
    static let size = CGSize(width: 390, height: 844)
    static let largeTop: CGFloat = 56, mediumTop: CGFloat = 433, bottomInset: CGFloat = 34
    static let red = RGBA(red: 255, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 255)
    /// Red under the sheet's dimming (black at 40%).
    static let dimmedRed = RGBA(red: 153, green: 0, blue: 0)

    /// A delegate written as iOS code writes one: an `NSObject` implementing the methods it needs.
    final class SheetListener: NSObject, UISheetPresentationControllerDelegate {
        let log: EventLog
        init(_ log: EventLog) { self.log = log }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            log.add("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.add("shouldDismiss")
            return true
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
    }

    /// A context an app might pass to `resolvedValue(in:)` itself.
    final class Context: NSObject, UISheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection: UITraitCollection
        let maximumDetentValue: CGFloat
        init(vertical: UIUserInterfaceSizeClass, maximum: CGFloat) {
            containerTraitCollection = UITraitCollection(verticalSizeClass: vertical)
            maximumDetentValue = maximum
        }
    }

    struct Scene {
        let screen: HeadlessScreen
        let a: UIViewController, b: UIViewController
        let log: EventLog
        let listener: SheetListener
        var sheet: UISheetPresentationController { b.sheetPresentationController! }
        /// The sheet's top edge as drawn (the presentation layer while it animates).
        var top: CGFloat { b.view.layer.presentation()?.frame.minY ?? b.view.frame.minY }
    }

    /// A red presenter and a blue sheet configured by `configure` before it is presented.
    private func present(size: CGSize = size, _ configure: (UISheetPresentationController) -> Void = { _ in }) -> Scene {
        let screen = HeadlessScreen(size: size)
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .red
        b.view.backgroundColor = .blue
        screen.makeWindow().rootViewController = a
        screen.renderFrame()
        let log = EventLog(), listener = SheetListener(log)
        if let sheet = b.sheetPresentationController {
            sheet.delegate = listener
            configure(sheet)
        }
        a.present(b, animated: true)
        screen.run(for: 0.6)
        return Scene(screen: screen, a: a, b: b, log: log, listener: listener)
    }

    /// A sheet with the medium and large detents, resting at the large one; its log cleared.
    private func presentAtLarge() -> Scene {
        let s = present { $0.detents = [.medium(), .large()]; $0.selectedDetentIdentifier = .large }
        s.log.clear()
        return s
    }

    // MARK: The controller

    /// `sheetPresentationController` answers for the sheet styles (and `.automatic`, a page sheet
    /// on a phone), is the controller the presentation uses, and is nil for the other styles.
    @Test func onlySheetStylesHaveASheetPresentationController() {
        for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet] {
            let vc = UIViewController()
            vc.modalPresentationStyle = style
            let sheet = vc.sheetPresentationController
            #expect(sheet != nil && sheet === vc.presentationController, "\(style.rawValue)")
            #expect(sheet?.detents.map(\.identifier) == [.large], "the default detents are [.large()]")
            #expect(sheet?.selectedDetentIdentifier == nil && sheet?.largestUndimmedDetentIdentifier == nil)
            #expect(sheet?.prefersGrabberVisible == false && sheet?.preferredCornerRadius == nil)
            #expect(sheet?.prefersScrollingExpandsWhenScrolledToEdge == true)
        }
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .popover, .custom] {
            let vc = UIViewController()
            vc.modalPresentationStyle = style
            #expect(vc.sheetPresentationController == nil, "\(style.rawValue)")
        }
        let scene = present { $0.detents = [.medium()] }
        #expect(scene.b.presentationController === scene.sheet, "the sheet configured ahead is the one presenting")
        withExtendedLifetime(scene.listener) {}
    }

    /// Detent identifiers: the system's two, and an app's made from a string.
    @Test func detentIdentifiers() {
        #expect(UISheetPresentationController.Detent.medium().identifier == .medium)
        #expect(UISheetPresentationController.Detent.large().identifier == .large)
        let mine = UISheetPresentationController.Detent.Identifier("small")
        #expect(mine == UISheetPresentationController.Detent.Identifier(rawValue: "small") && mine != .medium)
        #expect(UISheetPresentationController.Detent.custom(identifier: mine) { _ in 10 }.identifier == mine)
        let a = UISheetPresentationController.Detent.custom { _ in 10 }, b = UISheetPresentationController.Detent.custom { _ in 10 }
        #expect(a.identifier != b.identifier, "custom detents without an identifier get distinct ones")
    }

    /// The system detents resolve from the context alone: large is the maximum, medium half of
    /// it and inactive in a vertically compact environment; custom values are capped.
    @Test func systemAndCustomDetentsResolve() {
        typealias Detent = UISheetPresentationController.Detent
        let regular = Context(vertical: .regular, maximum: 700), compact = Context(vertical: .compact, maximum: 300)
        #expect(Detent.large().resolvedValue(in: regular) == 700 && Detent.large().resolvedValue(in: compact) == 300)
        #expect(Detent.medium().resolvedValue(in: regular) == 350)
        #expect(Detent.medium().resolvedValue(in: compact) == nil)
        #expect(Detent.custom { _ in 1000 }.resolvedValue(in: regular) == 700, "capped at the maximum")
        #expect(Detent.custom { _ in nil }.resolvedValue(in: regular) == nil)
        #expect(Detent.custom { $0.maximumDetentValue * 0.25 }.resolvedValue(in: regular) == 175)
    }

    // MARK: Resting at a detent

    /// A medium sheet covers the bottom half; the presenter above it shows dimmed.
    @Test func aMediumSheetCoversTheBottomHalf() {
        let s = present { $0.detents = [.medium()] }
        #expect(s.b.view.frame == CGRect(x: 0, y: Self.mediumTop, width: 390, height: 411))
        #expect(s.screen.pixel(at: CGPoint(x: 195, y: 300)) == Self.dimmedRed)
        #expect(s.screen.pixel(at: CGPoint(x: 195, y: 600)) == Self.blue)
        #expect(s.a.view.tintAdjustmentMode == .dimmed)
        withExtendedLifetime(s.listener) {}
    }

    /// With several detents the smallest is where the sheet starts; `selectedDetentIdentifier`
    /// set ahead chooses another; an identifier no detent has falls back to the smallest.
    @Test func theSelectedDetentChoosesWhereTheSheetRests() {
        let small = UISheetPresentationController.Detent.Identifier("small")
        let s1 = present { $0.detents = [.large(), .custom(identifier: small) { _ in 200 }, .medium()] }
        #expect(s1.b.view.frame.minY == 844 - Self.bottomInset - 200, "the smallest detent, whatever the list's order")
        let s2 = present { $0.detents = [.medium(), .large()]; $0.selectedDetentIdentifier = .large }
        #expect(s2.b.view.frame.minY == Self.largeTop)
        let s3 = present { $0.detents = [.medium(), .large()]; $0.selectedDetentIdentifier = small }
        #expect(s3.b.view.frame.minY == Self.mediumTop)
        withExtendedLifetime([s1.listener, s2.listener, s3.listener]) {}
    }

    /// Changing the detents while presented moves the sheet at once; inside `animateChanges`
    /// it moves there over time. The delegate hears of neither: it hears of the user's changes.
    @Test func changesJumpAndAnimateChangesAnimates() {
        let s = present { $0.detents = [.medium(), .large()] }
        s.sheet.selectedDetentIdentifier = .large
        #expect(s.b.view.frame.minY == Self.largeTop && s.top == Self.largeTop, "outside animateChanges: at once")
        s.sheet.animateChanges { s.sheet.selectedDetentIdentifier = .medium }
        s.screen.renderFrame()
        #expect(s.b.view.frame.minY == Self.mediumTop, "the model is at the new detent")
        s.screen.advance(by: 0.1)
        s.screen.renderFrame()
        #expect(s.top > Self.largeTop + 20 && s.top < Self.mediumTop - 20, "on its way: \(s.top)")
        s.screen.run(for: 0.6)
        #expect(s.top == Self.mediumTop)
        #expect(s.screen.pixel(at: CGPoint(x: 195, y: 300)) == Self.dimmedRed)
        #expect(s.log.events.isEmpty, "\(s.log.events)")
        withExtendedLifetime(s.listener) {}
    }

    /// A custom detent's resolver gets the container's traits and the maximum, is asked again
    /// on `invalidateDetents()`, and an inactive answer leaves the other detents.
    @Test func customDetentsAreResolvedAgainWhenInvalidated() {
        var wanted: CGFloat? = 300
        var seen: [CGFloat] = []
        var sizeClass = UIUserInterfaceSizeClass.unspecified
        let s = present { sheet in
            sheet.detents = [.custom { context in
                seen.append(context.maximumDetentValue)
                sizeClass = context.containerTraitCollection.verticalSizeClass
                return wanted
            }, .large()]
        }
        #expect(s.b.view.frame.minY == 844 - Self.bottomInset - 300)
        #expect(seen.last == 754 && sizeClass == .regular)
        wanted = 500
        s.sheet.invalidateDetents()
        #expect(s.b.view.frame.minY == 844 - Self.bottomInset - 500)
        wanted = nil
        s.sheet.invalidateDetents()
        #expect(s.b.view.frame.minY == Self.largeTop, "inactive: only the large detent is left")
        withExtendedLifetime(s.listener) {}
    }

    /// Turned to landscape (vertically compact), a medium sheet attached to the bottom edge has
    /// no medium detent and rests at the large one; turned back, at the medium one again.
    @Test func theMediumDetentIsInactiveInCompactHeight() {
        let s = present { $0.detents = [.medium(), .large()]; $0.prefersEdgeAttachedInCompactHeight = true }
        #expect(s.b.view.frame.minY == Self.mediumTop)
        s.screen.resize(to: CGSize(width: 844, height: 390))
        s.screen.run(for: 0.6)
        #expect(s.b.view.frame == CGRect(x: 0, y: Self.largeTop, width: 844, height: 390 - Self.largeTop), "\(s.b.view.frame)")
        s.screen.resize(to: Self.size)
        s.screen.run(for: 0.6)
        #expect(s.b.view.frame.minY == Self.mediumTop)
        withExtendedLifetime(s.listener) {}
    }

    /// An empty list of detents is taken as `[.large()]`.
    @Test func noDetentsMeansLarge() {
        let s = present { $0.detents = [] }
        #expect(s.b.view.frame.minY == Self.largeTop)
        withExtendedLifetime(s.listener) {}
    }

    // MARK: Dimming

    /// Up to `largestUndimmedDetentIdentifier` the sheet dims nothing: the presenter looks and
    /// works as without it (its button takes a tap, its tint is not dimmed); above it, it is
    /// dimmed and out of reach.
    @Test func anUndimmedDetentLeavesThePresenterUsable() {
        var taps = 0
        let button = UIButton(type: .system)
        let s = present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        button.frame = CGRect(x: 20, y: 200, width: 100, height: 40)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        s.a.view.addSubview(button)
        s.screen.renderFrame()
        #expect(s.screen.pixel(at: CGPoint(x: 195, y: 300)) == Self.red, "not dimmed")
        #expect(s.a.view.tintAdjustmentMode != .dimmed)
        tap(s.screen, CGPoint(x: 70, y: 220))
        #expect(taps == 1, "the presenter's button works beside an undimmed sheet")

        s.sheet.selectedDetentIdentifier = .large
        s.screen.run(for: 0.3)
        // (The presenter receded behind the sheet: its top at 46, the sheet's at 56.)
        #expect(s.screen.pixel(at: CGPoint(x: 195, y: 51)) == Self.dimmedRed)
        #expect(s.a.view.tintAdjustmentMode == .dimmed)
        tap(s.screen, CGPoint(x: 70, y: 220))
        #expect(taps == 1, "above the undimmed detent the presenter is out of reach")
        withExtendedLifetime(s.listener) {}
    }

    /// A tap on the dimming above a sheet at its medium detent dismisses it, as the user's
    /// dismissal (the delegate asked and told); a modal sheet stays; at the full height the
    /// strip of the receded presenter above the sheet is no such target.
    @Test func aTapAboveADimmedSmallerDetentDismisses() {
        let s = present { $0.detents = [.medium(), .large()] }
        s.log.clear()
        tap(s.screen, CGPoint(x: 195, y: 200))
        s.screen.run(for: 0.8)
        #expect(s.log.events == ["shouldDismiss", "willDismiss", "didDismiss"], "\(s.log.events)")
        #expect(s.a.presentedViewController == nil)

        let modal = present { $0.detents = [.medium(), .large()] }
        modal.b.isModalInPresentation = true
        modal.log.clear()
        tap(modal.screen, CGPoint(x: 195, y: 200))
        modal.screen.run(for: 0.8)
        #expect(modal.a.presentedViewController === modal.b && modal.log.events.isEmpty, "a modal sheet stays: \(modal.log.events)")
        #expect(modal.top == Self.mediumTop)

        let large = presentAtLarge()
        tap(large.screen, CGPoint(x: 195, y: 51))
        large.screen.run(for: 0.8)
        #expect(large.a.presentedViewController === large.b && large.log.events.isEmpty, "at the full height: \(large.log.events)")
        withExtendedLifetime([s.listener, modal.listener, large.listener]) {}
    }

    // MARK: Dragging

    /// Dragged up from the medium detent, the sheet follows the finger; released, it rests at
    /// the large detent and the delegate hears of the change once.
    @Test func aDragUpMovesTheSheetToTheLargeDetent() {
        let s = present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        s.log.clear()
        s.screen.press(at: CGPoint(x: 195, y: 500))
        s.screen.drag(to: CGPoint(x: 195, y: 300), duration: 0.4)
        s.screen.hold(for: 0.1)
        expectNear(s.top, Self.mediumTop - 200, tolerance: 12, "the sheet's top follows the finger")
        let midway = s.screen.pixel(at: CGPoint(x: 195, y: 100))
        #expect(midway.map { $0.red < 255 && $0.red > 153 } == true, "the dimming grows with the drag: \(String(describing: midway))")
        s.screen.drag(to: CGPoint(x: 195, y: 150), duration: 0.3)
        s.screen.hold(for: 0.1)
        s.screen.release()
        s.screen.run(for: 1)
        #expect(s.top == Self.largeTop && s.sheet.selectedDetentIdentifier == .large)
        #expect(s.log.events == ["detent com.apple.UIKit.large"], "\(s.log.events)")
        #expect(s.a.presentedViewController === s.b)
        #expect(s.screen.pixel(at: CGPoint(x: 195, y: 51)) == Self.dimmedRed, "the receded presenter, dimmed")
        withExtendedLifetime(s.listener) {}
    }

    /// A short slow drag springs back to the detent it started from, telling nobody.
    @Test func aShortDragSpringsBack() {
        let s = presentAtLarge()
        s.screen.press(at: CGPoint(x: 195, y: 200))
        s.screen.drag(to: CGPoint(x: 195, y: 260), duration: 0.5)
        s.screen.hold(for: 0.3)
        s.screen.release()
        s.screen.run(for: 1)
        #expect(s.top == Self.largeTop && s.log.events.isEmpty, "\(s.log.events)")
        withExtendedLifetime(s.listener) {}
    }

    /// A quick flick down from the large detent ends at the medium one (the velocity carries it
    /// past half way), not dismissed.
    @Test func aFlickDownFromLargeRestsAtMedium() {
        let s = presentAtLarge()
        s.screen.press(at: CGPoint(x: 195, y: 200))
        s.screen.drag(to: CGPoint(x: 195, y: 330), duration: 0.08)
        s.screen.release()
        s.screen.run(for: 1)
        #expect(s.top == Self.mediumTop && s.sheet.selectedDetentIdentifier == .medium)
        #expect(s.log.events == ["detent com.apple.UIKit.medium"], "\(s.log.events)")
        #expect(s.a.presentedViewController === s.b)
        withExtendedLifetime(s.listener) {}
    }

    /// Dragged from the large detent all the way down, past the medium one, the sheet follows
    /// the finger below it and is dismissed when released low; the delegate hears of it in
    /// UIKit's order.
    @Test func aLongDragDownFromLargeDismisses() {
        let s = presentAtLarge()
        s.screen.press(at: CGPoint(x: 195, y: 100))
        s.screen.drag(to: CGPoint(x: 195, y: 780), duration: 0.6)
        s.screen.hold(for: 0.1)
        expectNear(s.top, Self.largeTop + 680, tolerance: 12, "below the medium detent the sheet still follows the finger")
        s.screen.release()
        s.screen.run(for: 1)
        #expect(s.a.presentedViewController == nil)
        #expect(s.log.events == ["shouldDismiss", "willDismiss", "didDismiss"], "\(s.log.events)")
        #expect(s.screen.pixel(at: CGPoint(x: 195, y: 800)) == Self.red)
        withExtendedLifetime(s.listener) {}
    }

    /// A modal sheet (`isModalInPresentation`) dragged down past its smallest detent resists
    /// and stays.
    @Test func aModalSheetResistsBelowItsSmallestDetent() {
        let s = presentAtLarge()
        s.b.isModalInPresentation = true
        s.screen.press(at: CGPoint(x: 195, y: 100))
        s.screen.drag(to: CGPoint(x: 195, y: 800), duration: 0.6)
        #expect(s.top < Self.mediumTop + 60, "it gives at most a little below the medium detent: \(s.top)")
        s.screen.release()
        s.screen.run(for: 1)
        #expect(s.a.presentedViewController === s.b && s.top == Self.mediumTop)
        withExtendedLifetime(s.listener) {}
    }

    /// Escape mid-drag cancels the drag: the sheet goes back to the detent it started from, even
    /// from where a release would have dismissed it.
    @Test func aCancelledDragGoesBackToItsDetent() {
        let s = presentAtLarge()
        s.screen.press(at: CGPoint(x: 195, y: 100))
        s.screen.drag(to: CGPoint(x: 195, y: 780), duration: 0.6)
        s.screen.pressEscape()
        s.screen.release()
        s.screen.run(for: 1)
        #expect(s.a.presentedViewController === s.b && s.top == Self.largeTop)
        #expect(s.sheet.selectedDetentIdentifier == .large)
        #expect(s.log.events == ["shouldDismiss"], "asked when it went below the medium detent, then nothing: \(s.log.events)")
        withExtendedLifetime(s.listener) {}
    }

    /// A swipe down from the smallest detent dismisses interactively, as a single-detent sheet.
    @Test func aSwipeDownFromTheSmallestDetentDismisses() {
        let s = present { $0.detents = [.medium(), .large()] }
        s.log.clear()
        s.screen.press(at: CGPoint(x: 195, y: 500))
        s.screen.drag(to: CGPoint(x: 195, y: 600), duration: 0.2)
        s.screen.hold(for: 0.1)
        #expect(s.b.transitionCoordinator?.isInteractive == true)
        expectNear(s.top, Self.mediumTop + 100, tolerance: 12)
        s.screen.drag(to: CGPoint(x: 195, y: 840), duration: 0.2)
        s.screen.release()
        s.screen.run(for: 1)
        #expect(s.a.presentedViewController == nil)
        #expect(s.log.events == ["shouldDismiss", "willDismiss", "didDismiss"], "\(s.log.events)")
        withExtendedLifetime(s.listener) {}
    }

    // MARK: Scroll views in the sheet

    /// A sheet at its medium detent holding a scroll view whose content is taller than it.
    private func presentWithList(expands: Bool = true) -> (Scene, UIScrollView) {
        let scroll = UIScrollView()
        let s = present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.prefersScrollingExpandsWhenScrolledToEdge = expands
        }
        scroll.frame = s.b.view.bounds
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 390, height: 3000)
        s.b.view.addSubview(scroll)
        s.screen.renderFrame()
        s.log.clear()
        return (s, scroll)
    }

    private func drag(_ s: Scene, from y0: CGFloat, to y1: CGFloat) {
        s.screen.press(at: CGPoint(x: 195, y: y0))
        s.screen.drag(to: CGPoint(x: 195, y: y1), duration: 0.4)
        s.screen.hold(for: 0.1)
        s.screen.release()
        s.screen.run(for: 1)
    }

    /// In a list, as on iOS: dragging up first expands the sheet (the list does not move), then
    /// scrolls the list; dragging down scrolls the list back to its top, then moves the sheet
    /// down. (One drag that does both: `SheetScrollHandOverTests`.)
    @Test func aListInTheSheetExpandsItThenScrolls() {
        let (s, scroll) = presentWithList()
        drag(s, from: 700, to: 320)
        #expect(s.top == Self.largeTop && s.sheet.selectedDetentIdentifier == .large)
        #expect(scroll.contentOffset.y == 0, "the sheet took the drag: \(scroll.contentOffset)")
        drag(s, from: 700, to: 400)
        #expect(s.top == Self.largeTop)
        #expect(scroll.contentOffset.y > 200, "at the largest detent the list scrolls: \(scroll.contentOffset)")
        let scrolled = scroll.contentOffset.y
        drag(s, from: 300, to: 400)
        #expect(s.top == Self.largeTop, "scrolled down, a drag down scrolls back first")
        #expect(scroll.contentOffset.y < scrolled - 50)
        scroll.setContentOffset(.zero, animated: false)
        drag(s, from: 300, to: 650)
        #expect(s.top == Self.mediumTop && scroll.contentOffset.y == 0, "at its top the list lets the sheet go down")
        #expect(s.log.events == ["detent com.apple.UIKit.large", "detent com.apple.UIKit.medium"], "\(s.log.events)")
        withExtendedLifetime(s.listener) {}
    }

    /// Without `prefersScrollingExpandsWhenScrolledToEdge`, dragging up in the list scrolls it
    /// and the sheet stays; a list that cannot scroll leaves the drag to the sheet.
    @Test func withoutExpandingTheListScrollsAtEveryDetent() {
        let (s, scroll) = presentWithList(expands: false)
        drag(s, from: 700, to: 400)
        #expect(s.top == Self.mediumTop && scroll.contentOffset.y > 200, "\(scroll.contentOffset)")
        scroll.isScrollEnabled = false
        drag(s, from: 700, to: 300)
        #expect(s.top == Self.largeTop, "with the list out of the way the sheet expands")
        withExtendedLifetime(s.listener) {}
    }

    // MARK: Chrome

    /// The grabber shows centred at the top of the sheet when preferred, in front of the
    /// sheet's content, and goes when no longer preferred; the corner radius follows
    /// `preferredCornerRadius`.
    @Test func theGrabberAndTheCornerRadius() {
        let s = present { $0.detents = [.medium()]; $0.prefersGrabberVisible = true; $0.preferredCornerRadius = 24 }
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        cover.backgroundColor = .blue
        s.b.view.addSubview(cover)   // content added after the grabber
        s.screen.renderFrame()
        s.screen.renderFrame()
        let grabber = s.screen.pixel(at: CGPoint(x: 195, y: Self.mediumTop + 7))
        #expect(grabber != nil && grabber != Self.blue, "the grabber shows over the content: \(String(describing: grabber))")
        #expect(s.screen.pixel(at: CGPoint(x: 195 + 30, y: Self.mediumTop + 7)) == Self.blue, "36 points wide")
        #expect(s.b.view.layer.cornerRadius == 24)
        s.sheet.prefersGrabberVisible = false
        s.sheet.preferredCornerRadius = nil
        s.screen.renderFrame()
        #expect(s.screen.pixel(at: CGPoint(x: 195, y: Self.mediumTop + 7)) == Self.blue)
        #expect(s.b.view.layer.cornerRadius == 10)
        withExtendedLifetime(s.listener) {}
    }

    // MARK: Popovers

    /// A popover in a compact window is shown as its `adaptiveSheetPresentationController`,
    /// with that sheet's detents; the popover controller still answers for the presentation.
    @Test func anAdaptedPopoverUsesItsAdaptiveSheet() {
        let screen = HeadlessScreen(size: Self.size)
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .red
        b.view.backgroundColor = .blue
        screen.makeWindow().rootViewController = a
        screen.renderFrame()
        b.modalPresentationStyle = .popover
        let popover = b.popoverPresentationController
        popover?.sourceView = a.view
        let sheet = popover?.adaptiveSheetPresentationController
        #expect(sheet != nil && sheet === popover?.adaptiveSheetPresentationController, "the same sheet each time")
        sheet?.detents = [.medium()]
        a.present(b, animated: true)
        screen.run(for: 0.6)
        #expect(b.view.frame.minY == Self.mediumTop, "\(b.view.frame)")
        #expect(b.presentationController === popover && b.sheetPresentationController == nil)
    }

    private func tap(_ screen: HeadlessScreen, _ point: CGPoint) {
        screen.press(at: point)
        screen.hold(for: 0.05)
        screen.release(at: point)
        screen.run(for: 0.1)
    }
}
