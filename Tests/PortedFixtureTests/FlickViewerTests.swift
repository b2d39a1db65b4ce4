import Foundation
import Testing
import UIKit
import UIKitTesting
import TestSupport
@testable import PortedFixtures

/// Drives FlickViewer (Fixtures/iOS/FlickViewer) as a user would: tap the thumbnail of the
/// example screen, then drag the photo about, let it go, flick it away.
///
/// Geometry by hand, on a 320 × 480 screen: the example is white with an orange 120 × 90
/// thumbnail at (20, 80). The viewer's photo is 320 − 2 × 20 = 280 pt wide and 280 × 3/4 = 210
/// tall, centred: its frame is (20, 135, 280, 210) and its centre (160, 240); half its diagonal
/// is √(280² + 210²) / 2 = 175 pt. Pixels away from the photo, such as (200, 420), show the black
/// backdrop over the white screen: black when the photo is home, grey while it is dragged (the
/// backdrop's alpha falls by 0.8 over 300 pt of the photo's travel).
///
/// A pan begins 10 pt from where the finger went down, and hangs the photo from the point under
/// the finger then. A release faster than 800 pt/s throws the photo; anything slower snaps it
/// back. Time is the screen's clock, advanced by `run(for:)` and the drags.
@MainActor
@Suite(.serialized) struct FlickViewerTests {
    static let orange = RGBA(red: 255, green: 128, blue: 0)
    static let white = RGBA(red: 255, green: 255, blue: 255)
    static let black = RGBA(red: 0, green: 0, blue: 0)
    static let restingCenter = CGPoint(x: 160, y: 240)
    static let halfDiagonal: CGFloat = 175
    /// A point of the screen the photo at rest does not cover.
    static let backdropPoint = CGPoint(x: 200, y: 420)

    /// Logs what the viewer tells its delegate; it can refuse to be dismissed.
    final class FlickRecorder: FlickViewerDelegate {
        var calls: [String] = []
        var progress: [CGFloat] = []
        var allowsDismiss = false
        func flickViewerShouldDismiss(_ viewer: FlickViewerController) -> Bool {
            calls.append("shouldDismiss")
            return allowsDismiss
        }
        func flickViewerDidDismiss(_ viewer: FlickViewerController) { calls.append("didDismiss") }
        func flickViewer(_ viewer: FlickViewerController, didChangeDragProgress progress: CGFloat) {
            self.progress.append(progress)
        }
    }

    let screen = HeadlessScreen(size: CGSize(width: 320, height: 480))
    let window: UIWindow
    let example = FlickViewerExampleViewController()

    init() {
        window = screen.makeWindow()
        window.rootViewController = example
        screen.renderFrame()
    }

    /// Taps the thumbnail and lets the zoom run; returns the viewer.
    func openViewer() -> FlickViewerController? {
        screen.press(at: CGPoint(x: 80, y: 125))
        screen.release()
        screen.run(for: 0.6)
        return example.presentedViewController as? FlickViewerController
    }

    /// The rotation of a view's transform, in radians (positive: clockwise on screen).
    func angle(of view: UIView) -> CGFloat {
        CGFloat(atan2(Double(view.transform.b), Double(view.transform.a)))
    }

    func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// Whether the photo, however it is turned, is entirely off the screen.
    func isOffScreen(_ photo: UIView) -> Bool {
        !CGRect(x: 0, y: 0, width: 320, height: 480)
            .insetBy(dx: -Self.halfDiagonal, dy: -Self.halfDiagonal).contains(photo.center)
    }

    @Test func tappingTheThumbnailZoomsThePhotoOpen() throws {
        expectPixel(screen.pixel(at: CGPoint(x: 80, y: 125)), near: Self.orange)
        #expect(example.statusLabel.text == "Tap the photo")
        screen.press(at: CGPoint(x: 80, y: 125))
        screen.release()
        screen.run(for: 0.15)

        let viewer = try #require(example.presentedViewController as? FlickViewerController)
        #expect(viewer.delegate === example)
        #expect(example.statusLabel.text == "Viewer open")
        // Half-way, the photo is on its way from the thumbnail's size (120 of 280 pt) to its own.
        let scale = try #require(viewer.photoView.layer.presentation()).affineTransform().a
        #expect(scale > 120.0 / 280 && scale < 1, "scale \(scale)")
        #expect(example.thumbnailView.isHidden, "the photo zooms out of the thumbnail's place")

        screen.run(for: 0.5)
        #expect(viewer.photoView.frame == CGRect(x: 20, y: 135, width: 280, height: 210))
        #expect(viewer.photoView.transform == .identity)
        #expect(!example.thumbnailView.isHidden)
        #expect(example.view.window === window, "a custom presentation leaves the screen behind in place")
        expectPixel(screen.pixel(at: Self.restingCenter), near: Self.orange)
        #expect(screen.pixel(at: Self.backdropPoint) == Self.black)
        #expect(screen.pixel(at: CGPoint(x: 80, y: 110)) == Self.black, "the thumbnail is under the backdrop")
    }

    /// Held at its middle, the photo moves with the finger without turning, and the backdrop
    /// fades by how far it went.
    @Test func thePhotoFollowsTheFingerAndTheBackdropFades() throws {
        let viewer = try #require(openViewer())
        let photo = viewer.photoView
        screen.press(at: CGPoint(x: 160, y: 240))
        screen.drag(to: CGPoint(x: 160, y: 300), duration: 0.3)
        let halfWay = photo.center
        screen.drag(to: CGPoint(x: 160, y: 360), duration: 0.3)
        screen.hold(for: 0.1)

        // The pan began 10 to 14 pt below the press: the photo hangs from that point.
        #expect(halfWay.y > 280, "half-way, the photo is at \(halfWay)")
        expectNear(photo.center.x, 160, tolerance: 0.5)
        #expect(photo.center.y >= 345 && photo.center.y <= 351, "the photo's centre is at \(photo.center), the finger at (160, 360)")
        expectNear(angle(of: photo), 0, tolerance: 0.005, "held at its middle, the photo does not turn")

        let travelled = photo.center.y - 240
        let alpha = 1 - 0.8 * travelled / 300
        expectNear(viewer.backgroundView.alpha, alpha, tolerance: 0.02)
        let grey = UInt8((255 * (1 - alpha)).rounded())
        // (250, 100) is white on the example and above the lowered photo.
        expectPixel(screen.pixel(at: CGPoint(x: 250, y: 100)), near: RGBA(red: grey, green: grey, blue: grey), tolerance: 6,
                    "the white screen shows through the fading backdrop")
        let percent = Int((100 * travelled / 300).rounded())
        let label = example.statusLabel.text ?? ""
        #expect(label.hasPrefix("Pulled "), "the delegate heard the drag: \(label)")
        let reported = Int(label.dropFirst("Pulled ".count).dropLast()) ?? -100
        expectNear(reported, percent, tolerance: 2)
    }

    /// Held near its left edge and dragged down, the photo hangs from the finger: while the
    /// finger moves the rest of the photo trails, turned, and the point grabbed stays under it.
    @Test func grabbedOffCentreThePhotoTiltsAboutTheFinger() throws {
        let viewer = try #require(openViewer())
        let photo = viewer.photoView
        let finger = CGPoint(x: 60, y: 360)
        screen.press(at: CGPoint(x: 60, y: 240))   // 100 pt left of the photo's centre
        screen.drag(to: finger, duration: 0.4)

        let t = photo.transform
        expectNear(t.a * t.a + t.b * t.b, 1, tolerance: 0.001, "a rotation does not scale: \(t)")
        expectNear(t.a, t.d, tolerance: 0.001, "a rotation: \(t)")
        expectNear(t.b, -t.c, tolerance: 0.001, "a rotation: \(t)")
        let turned = angle(of: photo)
        #expect(turned < -0.1 && turned > -CGFloat.pi / 2,
                "hanging from its left side, the photo trails up on its right (turned anticlockwise): \(turned) rad")
        #expect(photo.center.y > 280, "the photo came down with the finger: \(photo.center)")

        // In the photo's own coordinates, the finger is still where it took hold: 100 pt left
        // of the middle and 10 to 14 pt below it, however the photo swings once it stops.
        screen.hold(for: 0.2)
        let held = photo.convert(finger, from: viewer.view)
        expectNear(held.x - photo.bounds.midX, -100, tolerance: 2, "held at \(held)")
        #expect(held.y - photo.bounds.midY > 8 && held.y - photo.bounds.midY < 16, "held at \(held)")
    }

    /// A slow drag let go after a pause: the photo springs home, upright, on black again.
    @Test func aSlowDragLetGoSnapsBack() throws {
        let viewer = try #require(openViewer())
        let photo = viewer.photoView
        screen.press(at: CGPoint(x: 60, y: 240))
        screen.drag(to: CGPoint(x: 110, y: 320), duration: 0.5)
        #expect(angle(of: photo) < -0.1, "held off-centre, the photo turned: \(angle(of: photo))")
        screen.hold(for: 0.3)
        #expect(distance(photo.center, Self.restingCenter) > 50)
        #expect(screen.pixel(at: CGPoint(x: 250, y: 100)) != Self.black, "the backdrop faded")

        screen.release()
        #expect(example.statusLabel.text == "Photo in place", "the delegate heard the drag end")
        screen.run(for: 2.0)

        expectNear(photo.center, Self.restingCenter, tolerance: 1)
        expectNear(angle(of: photo), 0, tolerance: 0.01, "a snap ends with the item unturned")
        #expect(example.presentedViewController === viewer)
        #expect(example.dismissalCount == 0)
        #expect(viewer.backgroundView.alpha == 1)
        #expect(screen.pixel(at: Self.backdropPoint) == Self.black)
        expectPixel(screen.pixel(at: Self.restingCenter), near: Self.orange)
        #expect(viewer.dynamicAnimator?.isRunning == false, "the photo is at rest")
        #expect(viewer.dynamicAnimator?.behaviors.isEmpty == true, "the viewer let go of it once it paused")
    }

    /// A fast flick to the right: the photo keeps going that way, leaves the screen, and the
    /// viewer is gone; the example hears of it once.
    @Test func aFlickThrowsThePhotoAwayAndClosesTheViewer() throws {
        let viewer = try #require(openViewer())
        let photo = viewer.photoView
        screen.press(at: CGPoint(x: 160, y: 240))
        screen.drag(to: CGPoint(x: 260, y: 244), duration: 0.08)   // 1250 pt/s
        let released = photo.center
        screen.release()
        screen.run(for: 0.1)

        let moved = CGPoint(x: photo.center.x - released.x, y: photo.center.y - released.y)
        #expect(moved.x > 80, "the photo carries on at the flick's speed: moved \(moved) in 0.1 s")
        #expect(abs(moved.y) < moved.x * 0.3, "along the flick: moved \(moved)")
        #expect(example.presentedViewController === viewer, "still on its way out")

        screen.run(for: 1.0)
        #expect(isOffScreen(photo), "the photo left by the right: \(photo.center)")
        #expect(photo.center.x > 320)
        #expect(example.presentedViewController == nil)
        #expect(viewer.viewIfLoaded?.window == nil)
        #expect(example.dismissalCount == 1)
        #expect(example.statusLabel.text == "Viewer closed")
        #expect(screen.pixel(at: Self.backdropPoint) == Self.white)
        #expect(screen.pixel(at: Self.restingCenter) == Self.white)
        expectPixel(screen.pixel(at: CGPoint(x: 80, y: 125)), near: Self.orange)

        screen.run(for: 1.0)
        #expect(example.dismissalCount == 1, "the delegate heard it once")
    }

    /// A flick up and to the left sends the photo off that way.
    @Test func aFlickGoesTheWayItWasThrown() throws {
        let viewer = try #require(openViewer())
        let photo = viewer.photoView
        screen.press(at: CGPoint(x: 160, y: 240))
        screen.drag(to: CGPoint(x: 100, y: 160), duration: 0.08)   // (−750, −1000) pt/s
        let released = photo.center
        screen.release()
        screen.run(for: 0.1)

        let moved = CGPoint(x: photo.center.x - released.x, y: photo.center.y - released.y)
        #expect(moved.x < -30 && moved.y < -40, "moved \(moved) in 0.1 s")
        let heading = atan2(Double(moved.y), Double(moved.x))
        expectNear(heading, atan2(-1000.0, -750.0), tolerance: 0.2, "the photo's heading, in radians")

        screen.run(for: 1.0)
        #expect(isOffScreen(photo), "gone: \(photo.center)")
        #expect(photo.center.y < 0 && photo.center.x < 160, "up and to the left: \(photo.center)")
        #expect(example.presentedViewController == nil)
        #expect(example.dismissalCount == 1)
    }

    /// `flickViewerShouldDismiss` returning false: the flicked photo comes back; allowed on a
    /// second flick, it goes.
    @Test func aRefusedFlickSnapsBack() throws {
        let viewer = try #require(openViewer())
        let recorder = FlickRecorder()
        viewer.delegate = recorder
        let photo = viewer.photoView
        screen.press(at: CGPoint(x: 160, y: 240))
        screen.drag(to: CGPoint(x: 260, y: 244), duration: 0.08)
        screen.release()
        #expect(recorder.calls == ["shouldDismiss"])
        #expect(recorder.progress.last == 0, "told the photo is on its way home")
        screen.run(for: 2.0)

        #expect(example.presentedViewController === viewer)
        expectNear(photo.center, Self.restingCenter, tolerance: 1)
        expectNear(angle(of: photo), 0, tolerance: 0.01)
        #expect(screen.pixel(at: Self.backdropPoint) == Self.black)
        expectPixel(screen.pixel(at: Self.restingCenter), near: Self.orange)
        #expect(recorder.calls == ["shouldDismiss"])

        recorder.allowsDismiss = true
        screen.press(at: CGPoint(x: 160, y: 240))
        screen.drag(to: CGPoint(x: 160, y: 360), duration: 0.08)
        screen.release()
        screen.run(for: 1.0)
        #expect(example.presentedViewController == nil)
        #expect(photo.center.y > 480, "thrown down: \(photo.center)")
        #expect(recorder.calls == ["shouldDismiss", "shouldDismiss", "didDismiss"])
        #expect(example.dismissalCount == 0, "the example was no longer the delegate")
    }

    /// A tap on the photo does nothing; a tap on the black around it fades the viewer out.
    @Test func aTapAroundThePhotoFadesTheViewerOut() throws {
        let viewer = try #require(openViewer())
        screen.press(at: Self.restingCenter)
        screen.release()
        screen.run(for: 0.5)
        #expect(example.presentedViewController === viewer)

        screen.press(at: Self.backdropPoint)
        screen.release()
        screen.run(for: 0.1)
        let opacity = try #require(viewer.view.layer.presentation()).opacity
        #expect(opacity > 0 && opacity < 1, "fading: \(opacity)")
        let fading = screen.pixel(at: Self.backdropPoint)
        #expect(fading != Self.black && fading != Self.white, "half-way between black and white: \(String(describing: fading))")

        screen.run(for: 0.4)
        #expect(example.presentedViewController == nil)
        #expect(viewer.viewIfLoaded?.window == nil)
        #expect(example.dismissalCount == 1)
        #expect(example.statusLabel.text == "Viewer closed")
        #expect(screen.pixel(at: Self.backdropPoint) == Self.white)
    }
}
