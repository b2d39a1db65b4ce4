import Testing
import TestSupport
import UIKitTesting
@testable import Playground

@MainActor
struct SheetSceneTests {
    @Test func theButtonPresentsTheSheetOverAShrunkDimmedPage() throws {
        let h = SceneHarness("sheet")
        let trip = try #require(h.root as? TripViewController)
        expectPixel(h, 195, 12, near: Colors.groupedBackground, "the page's top margin")
        h.perform(h.scene.setUp)
        #expect(trip.presentedViewController is TripDetailsViewController)
        #expect(trip.presentedViewController?.presentationController is SheetPresentationController)
        // The page shrank to 92 %: black shows above it; the sheet starts at 64 pt.
        expectPixel(h, 195, 12, near: Colors.black, "black around the shrunk page")
        expectPixel(h, 195, 120, near: Colors.white, "the sheet")
        expectNear(trip.pageView.transform.a, SheetPresentationController.shrunkScale, tolerance: 0.001)
    }

    @Test func aLongFastDragDismissesAndTheFullPageComesBack() throws {
        let h = SceneHarness("sheet")
        let trip = try #require(h.root as? TripViewController)
        let page = h.samples()
        h.perform(h.scene.setUp)
        h.perform(h.scene.finishingDrag)
        h.settle()
        #expect(trip.presentedViewController == nil)
        #expect(trip.pageView.transform == .identity)
        h.expectScreen(matches: page, "the trip page as it was before the sheet")
        #expect(h.context.timeline.decision?.hasPrefix("finish") == true)
        #expect(h.context.timeline.events.contains { $0.text == "sheet disappears: completion (finished)" })
        h.expectIdle()
    }

    @Test func aShortSlowDragCancelsAndTheSheetStays() throws {
        let h = SceneHarness("sheet")
        let trip = try #require(h.root as? TripViewController)
        h.perform(h.scene.setUp)
        let presented = h.samples()
        h.perform(h.scene.cancellingDrag)
        h.settle()
        #expect(trip.presentedViewController is TripDetailsViewController)
        expectNear(trip.pageView.transform.a, SheetPresentationController.shrunkScale, tolerance: 0.001)
        h.expectScreen(matches: presented, "the sheet over the shrunk page, as before the drag")
        #expect(h.context.timeline.decision?.hasPrefix("cancel") == true)
    }

    @Test func anUpwardDragDoesNotDismiss() throws {
        let h = SceneHarness("sheet")
        let trip = try #require(h.root as? TripViewController)
        h.perform(h.scene.setUp)
        h.perform([.press(CGPoint(x: 195, y: 400)), .move(to: CGPoint(x: 195, y: 200), duration: 0.2), .release])
        h.settle()
        #expect(trip.presentedViewController is TripDetailsViewController)
    }
}

/// The sheet dragged up past its top follows the finger with iOS's rubber band,
/// `offset = (1 − 1/(x·0.55/d + 1))·d` for a drag of x points in a screen d = 844 points tall,
/// and springs back on release.
@MainActor
struct SheetRubberBandTests {
    /// The first row from the top where the sheet's white shows in the middle column.
    func sheetTop(_ h: SceneHarness) -> CGFloat? {
        stride(from: 0, to: 120, by: 1).first { y in
            let p = h.pixel(195, CGFloat(y))
            return p.red > 250 && p.green > 250 && p.blue > 250
        }.map { CGFloat($0) }
    }

    @Test("dragged up 30 and 60 points, the sheet's top rises 16.2 and 31.8 points; released, it springs back to 64")
    func rubberBandsWithIOSFormula() throws {
        let h = SceneHarness("sheet")
        h.perform(h.scene.setUp)
        #expect(sheetTop(h) == SheetPresentationController.topGap)
        h.screen.press(at: CGPoint(x: 195, y: 400))
        for (drag, rise) in [(30.0, 16.19), (60.0, 31.76)] {
            h.screen.drag(to: CGPoint(x: 195, y: 400 - drag), duration: 0.4)
            h.screen.hold(for: 0.1)
            let top = try #require(sheetTop(h))
            expectNear(top, SheetPresentationController.topGap - rise, tolerance: 1.5,
                       "the sheet's top after a \(drag)-point drag up")
            #expect(abs(RubberBand.offset(for: drag, dimension: 844) - rise) < 0.01)
        }
        h.screen.release()
        h.settle()
        #expect(sheetTop(h) == SheetPresentationController.topGap, "released: back in place")
        #expect((h.root as? TripViewController)?.presentedViewController is TripDetailsViewController)
    }
}

/// The trip details sheet has a short form: a click on the traveller's field begins editing,
/// typed keys go into it, Return moves to the notes, Backspace edits instead of going back.
@MainActor
struct SheetFormTests {
    @Test func typingIntoTheFormFillsTheTravellerAndTheNotes() throws {
        let h = SceneHarness("sheet")
        let trip = try #require(h.root as? TripViewController)
        h.perform(h.scene.setUp)
        h.settle()
        let details = try #require(trip.presentedViewController as? TripDetailsViewController)
        let traveller = details.travellerField, notes = details.notesField
        #expect(!traveller.isHidden && !notes.isHidden, "the form fits on a phone-sized sheet")
        let field = traveller.convert(traveller.bounds, to: nil)
        let emptyInk = ControlInk.darkest(in: h, field.insetBy(dx: 8, dy: 8))
        h.screen.press(at: CGPoint(x: field.midX, y: field.midY))
        h.screen.release(at: CGPoint(x: field.midX, y: field.midY), time: h.screen.now + 0.05)
        #expect(traveller.isFirstResponder)
        h.screen.type("Ada Lovelacex")
        h.screen.press(.backspace)
        h.screen.press(.returnKey)
        #expect(notes.isFirstResponder, "Return moves on to the notes")
        h.screen.type("Late check-in")
        h.screen.press(.returnKey)
        h.settle(for: 0.2)
        #expect(traveller.text == "Ada Lovelace" && notes.text == "Late check-in")
        #expect(!notes.isFirstResponder && trip.presentedViewController === details, "the sheet stays")
        // The name is drawn: the field's darkest pixel is now the label colour's, not the placeholder's grey.
        let ink = ControlInk.darkest(in: h, field.insetBy(dx: 8, dy: 8))
        #expect(ink < 80 && emptyInk > 150, "typed text \(ink) vs placeholder \(emptyInk)")
    }
}

@MainActor
private enum ControlInk {
    /// The smallest red value in `rect` (screen points).
    static func darkest(in h: SceneHarness, _ rect: CGRect) -> Int {
        var darkest = 255
        for y in stride(from: rect.minY, to: rect.maxY, by: 1) {
            for x in stride(from: rect.minX, to: rect.maxX, by: 1) { darkest = min(darkest, Int(h.pixel(x, y).red)) }
        }
        return darkest
    }
}

extension SheetFormTests {
    /// In the app, typing in the form keeps the playground's keys out of it (an `s` is a letter
    /// of the name, not slow motion), and once editing ends the keys work again: Backspace
    /// dismisses the sheet.
    @Test func thePlaygroundsKeysComeBackWhenEditingEnds() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let context = PlaygroundContext()
        let root = PlaygroundContainerViewController(content: HomeViewController(context: context), context: context)
        window.rootViewController = root
        PlaygroundContainerViewController.openScene(SceneDescriptor.all.first { $0.id == "sheet" }!, in: root)
        screen.renderFrame()
        let trip = try #require(root.presentedViewController as? TripViewController)
        let button = trip.detailsButton.convert(CGPoint(x: 40, y: 25), to: nil)
        screen.press(at: button)
        screen.release(at: button, time: screen.now + 0.05)
        screen.run(for: 1)
        let details = try #require(trip.presentedViewController as? TripDetailsViewController)
        let field = details.travellerField.convert(CGPoint(x: 30, y: 17), to: nil)
        screen.press(at: field)
        screen.release(at: field, time: screen.now + 0.05)
        screen.type("Ross")
        #expect(details.travellerField.text == "Ross" && !context.settings.slowAnimations)
        screen.press(.returnKey)
        #expect(details.notesField.isFirstResponder, "Return moved on to the notes")
        screen.press(.returnKey)
        #expect(!details.travellerField.isFirstResponder && !details.notesField.isFirstResponder)
        screen.press(.backspace)
        screen.run(for: 1)
        #expect(trip.presentedViewController == nil, "Backspace dismissed the sheet")
    }
}
