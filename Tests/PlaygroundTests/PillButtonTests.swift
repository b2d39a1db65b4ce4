import Testing
import TestSupport
import UIKitTesting
@testable import Playground

/// The playground's pill buttons are `UIButton`s: UIKit's tracking (a press lightens the capsule
/// to 75 %, a drag more than 70 points away lets go of the highlight and a release there does
/// nothing) and its primary action on a click.
@MainActor
struct PillButtonTests {
    @Test func theSheetScenesButtonTracksAndClicksAsAUIButton() throws {
        let h = SceneHarness("sheet")
        let trip = try #require(h.root as? TripViewController)
        let button: UIButton = trip.detailsButton
        let centre = button.convert(CGPoint(x: button.bounds.midX, y: 6), to: nil)   // above the title's ink
        let normal = h.pixel(centre.x, centre.y)
        expectPixel(h, centre.x, centre.y, near: RGBA(red: 0, green: 122, blue: 255), tolerance: 2, "the filled capsule")
        h.screen.press(at: centre)
        h.screen.renderFrame()
        let pressed = h.pixel(centre.x, centre.y)
        #expect(button.isHighlighted && pressed.red > normal.red + 30, "pressed: the capsule lightens (\(pressed) vs \(normal))")
        h.screen.drag(to: CGPoint(x: centre.x, y: centre.y - 150), duration: 0.2)
        #expect(!button.isHighlighted, "beyond UIKit's 70-point slop")
        h.screen.release()
        h.settle(for: 0.5)
        #expect(trip.presentedViewController == nil, "released outside: nothing happens")
        h.screen.press(at: centre)
        h.screen.release(at: centre, time: h.screen.now + 0.05)
        h.settle(for: 1)
        #expect(trip.presentedViewController is TripDetailsViewController)
    }
}
