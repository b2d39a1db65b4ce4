import Testing
import UIKit
import UIKitTesting
import TestSupport
@testable import PortedFixtures

/// Drives the TripPlanner example app's screen (Fixtures/iOS/TripPlanner), which presents a
/// DragSheet, on a 320 × 568 screen. The app delegate itself (Fixtures/iOS/ExampleApp) lives in
/// its own executable target; here the window is made by the harness.
///
/// Geometry by hand: the content is inset (40, 20, 20, 20). The ring is a 100 pt square at
/// (110, 100): centre (160, 150), stroke 12 pt on a 44 pt radius, the progress arc starting at
/// twelve o'clock and running clockwise. The slider track runs x 40…280 at y 266, so the thumb
/// sits at x = 40 + progress × 240 (112 at the initial 30 %). The details row spans y 308…364.
/// The sheet is 260 pt (the screen's `sheetHeight(for:)`), from y 308.
///
/// Pixels: the arc is systemBlue (0, 122, 255), the track grey (217); the background
/// systemGroupedBackground (242, 242, 247), under the 40 % dimming (145, 145, 148).
@MainActor
@Suite(.serialized) struct TripPlannerTests {
    static let arcBlue = RGBA(red: 0, green: 122, blue: 255)
    static let trackGrey = RGBA(red: 217, green: 217, blue: 217)
    static let background = RGBA(red: 242, green: 242, blue: 247)
    static let dimmedBackground = RGBA(red: 145, green: 145, blue: 148)
    static let white = RGBA(red: 255, green: 255, blue: 255)

    let screen = HeadlessScreen(size: CGSize(width: 320, height: 568))
    let window: UIWindow
    let trip = TripViewController()

    init() {
        window = screen.makeWindow()
        window.rootViewController = trip
        screen.renderFrame()
    }


    /// A point on the ring, `turn` of the way round clockwise from twelve o'clock.
    func ringPoint(turn: CGFloat) -> CGPoint {
        let angle = Double(turn) * 2 * Double.pi
        return CGPoint(x: 160 + 44 * CGFloat(sin(angle)), y: 150 - 44 * CGFloat(cos(angle)))
    }

    @Test func theScreenAppearsWithTheRingAtThirtyPercent() {
        #expect(trip.appearanceCount == 1, "viewWillAppear, overridden in an extension, ran")
        #expect(trip.ringView.layer is RingLayer, "layerClass made the custom layer")
        #expect(trip.percentLabel.text == "30% packed")
        #expect(trip.thumbView.center == CGPoint(x: 112, y: 266))
        expectPixel(screen.pixel(at: ringPoint(turn: 0.25)), near: Self.arcBlue, "three o'clock is inside 30 %")
        expectPixel(screen.pixel(at: ringPoint(turn: 0.5)), near: Self.trackGrey, "six o'clock is not")
        #expect(screen.pixel(at: CGPoint(x: 160, y: 150)) == Self.background, "the ring's middle is clear")
    }

    /// Copies made by Core Animation (`init(layer:)`) keep the ring's own properties.
    @Test func aLayerCopyKeepsTheProgress() {
        let copy = RingLayer(layer: trip.ringView.ringLayer)
        #expect(copy.progress == trip.ringView.progress)
        #expect(copy.lineWidth == 12)
    }

    /// Dragging the thumb moves its centre; the screen hears of it through its observation of
    /// the thumb's `center` and redraws the ring.
    @Test func draggingTheThumbRedrawsTheRing() {
        screen.press(at: CGPoint(x: 112, y: 266))
        screen.drag(to: CGPoint(x: 232, y: 266), duration: 0.3)
        screen.release()
        screen.renderFrame()
        expectNear(trip.packingProgress, 0.8, tolerance: 0.001, "progress \(trip.packingProgress)")
        #expect(trip.percentLabel.text == "80% packed")
        expectPixel(screen.pixel(at: ringPoint(turn: 0.5)), near: Self.arcBlue)
        expectPixel(screen.pixel(at: ringPoint(turn: 0.75)), near: Self.arcBlue)
        expectPixel(screen.pixel(at: ringPoint(turn: 0.875)), near: Self.trackGrey)

        // Past the start of the track the thumb stops: 0 %, no arc at all.
        screen.press(at: CGPoint(x: 232, y: 266))
        screen.drag(to: CGPoint(x: 0, y: 266), duration: 0.3)
        screen.release()
        screen.renderFrame()
        #expect(trip.packingProgress == 0)
        #expect(trip.thumbView.center.x == 40)
        #expect(trip.percentLabel.text == "0% packed")
        expectPixel(screen.pixel(at: ringPoint(turn: 0.25)), near: Self.trackGrey)
    }

    /// A layout pass does not move the thumb or change the progress.
    @Test func layoutKeepsTheProgress() {
        screen.press(at: CGPoint(x: 112, y: 266))
        screen.drag(to: CGPoint(x: 172, y: 266), duration: 0.2)
        screen.release()
        trip.view.setNeedsLayout()
        screen.renderFrame()
        #expect(trip.percentLabel.text == "55% packed")
        #expect(trip.thumbView.center == CGPoint(x: 172, y: 266))
    }

    @Test func theDetailsRowOpensTheSheetAtTheScreensHeight() {
        screen.press(at: CGPoint(x: 160, y: 336))
        screen.release()
        screen.run(for: 1.0)
        let details = trip.presentedViewController as? TripDetailsViewController
        #expect(details != nil)
        #expect(details?.view.frame == CGRect(x: 0, y: 308, width: 320, height: 260))
        #expect(details?.lifecycle == ["willAppear"])
        #expect(trip.statusLabel.text == nil)
        expectPixel(screen.pixel(at: CGPoint(x: 300, y: 20)), near: Self.dimmedBackground)
        #expect(screen.pixel(at: CGPoint(x: 160, y: 540)) == Self.white)
        #expect(trip.appearanceCount == 1, "a sheet leaves the screen underneath in place")
    }

    /// The screen implements `sheetHeight(for:)` and `sheetDidDismiss` but not
    /// `sheetShouldDismiss`, so a 200 pt drag dismisses (the default is yes); the delegate
    /// method and the stored closure both run.
    @Test func draggingTheSheetDownClosesIt() {
        screen.press(at: CGPoint(x: 160, y: 336))
        screen.release()
        screen.run(for: 1.0)
        let details = trip.presentedViewController as? TripDetailsViewController
        screen.press(at: CGPoint(x: 60, y: 340))
        screen.drag(to: CGPoint(x: 60, y: 540), duration: 0.3)
        screen.release()
        screen.run(for: 1.0)

        #expect(trip.presentedViewController == nil)
        #expect(details?.viewIfLoaded?.window == nil)
        #expect(details?.lifecycle == ["willAppear", "didDisappear"])
        #expect(trip.sheetDismissCount == 1)
        #expect(trip.statusLabel.text == "Details closed")
        #expect(screen.pixel(at: CGPoint(x: 300, y: 20)) == Self.background)

        // And again: a new sheet each time.
        screen.press(at: CGPoint(x: 160, y: 336))
        screen.release()
        screen.run(for: 1.0)
        #expect(trip.presentedViewController is TripDetailsViewController)
        #expect(trip.presentedViewController !== details)
        #expect(trip.statusLabel.text == nil)
    }
}
