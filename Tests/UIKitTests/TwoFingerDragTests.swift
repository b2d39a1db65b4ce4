import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// A drag with the secondary button held stands in for two fingers: two fingers 100 points
/// apart about the press, the pointer moving the right-hand one. Derived by hand:
/// - the pointer 50 points right of the press puts that finger 100 from the centre: scale 2;
///   25 points left, 25 from it: scale 0.5;
/// - with Shift, the pointer 50 points down puts the finger at (50, 50) from the centre: 45°
///   clockwise (positive); then 100 points left, at (−50, 50): 135°; then 100 up, at (−50, −50):
///   225° (continued past 180°, not −135°).
@MainActor
@Suite(.serialized) struct TwoFingerDragTests {
    let screen = HeadlessScreen(size: CGSize(width: 400, height: 400))
    let window: UIWindow
    let photo = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let log = Log()

    final class Log { var lines: [String] = [] }

    init() {
        window = screen.makeWindow()
        window.addSubview(photo)
    }

    @Test("secondary-button drag pinches about the press: began at the first motion, scale from the distance, changed once a frame, ended at the release")
    func dragPinches() {
        let pinch = UIPinchGestureRecognizer { [log, photo] r in
            let p = r as! UIPinchGestureRecognizer
            let at = p.location(in: photo)
            log.lines.append("\(p.state.rawValue) \(String(format: "%.3f", p.scale)) at (\(at.x), \(at.y))")
        }
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(UIRotationGestureRecognizer { [log] _ in log.lines.append("rotation") })
        screen.pressSecondary(at: CGPoint(x: 150, y: 200))
        #expect(log.lines.isEmpty, "no change yet, no gesture")
        screen.drag(to: CGPoint(x: 200, y: 200), duration: 0.1)   // 6 frames, 12 samples
        #expect(log.lines.first == "1 1.167 at (50.0, 100.0)", "began at the first frame's motion, at the press: \(log.lines)")
        expectNear(pinch.scale, 2, tolerance: 1e-9, "the finger 100 points from the centre")
        #expect(log.lines.count == 6 && log.lines.dropFirst().allSatisfy { $0.hasPrefix("2 ") }, "changed once a frame: \(log.lines)")
        #expect(pinch.velocity > 5 && pinch.velocity < 15, "about 10 a second at the end (scale 1 → 2 in 0.1 s): \(pinch.velocity)")
        screen.drag(to: CGPoint(x: 125, y: 200), duration: 0.1)
        expectNear(pinch.scale, 0.5, tolerance: 1e-9, "25 points from the centre")
        screen.releaseSecondary()
        #expect(log.lines.last == "3 0.500 at (50.0, 100.0)")
        #expect(pinch.state == .possible && pinch.scale == 1, "ready for the next one")
        #expect(!log.lines.contains("rotation"), "without Shift nothing rotates")
    }

    @Test("a client that sets scale back to 1 each time gets the step since the last action")
    func scaleResetByClient() {
        var product: CGFloat = 1
        let pinch = UIPinchGestureRecognizer { r in
            let p = r as! UIPinchGestureRecognizer
            product *= p.scale
            p.scale = 1
        }
        photo.addGestureRecognizer(pinch)
        screen.pressSecondary(at: CGPoint(x: 150, y: 200))
        screen.drag(to: CGPoint(x: 250, y: 200), duration: 0.2)
        screen.releaseSecondary()
        expectNear(product, 3, tolerance: 1e-9, "150 points from the centre over the 50 it began at")
    }

    @Test("with Shift the drag rotates: the finger's turn about the press, continued past 180°")
    func shiftDragRotates() {
        let rotation = UIRotationGestureRecognizer()
        let pinch = UIPinchGestureRecognizer()
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        let centre = CGPoint(x: 200, y: 200)
        screen.pressSecondary(at: centre, shift: true)
        screen.drag(to: CGPoint(x: 200, y: 250), duration: 0.1)
        #expect(rotation.state == .changed && pinch.state == .possible)
        expectNear(rotation.rotation, .pi / 4, tolerance: 1e-9)
        screen.drag(to: CGPoint(x: 100, y: 250), duration: 0.1)
        expectNear(rotation.rotation, 3 * .pi / 4, tolerance: 1e-9)
        screen.drag(to: CGPoint(x: 100, y: 150), duration: 0.1)
        expectNear(rotation.rotation, 5 * .pi / 4, tolerance: 1e-9, "225°, not −135°")
        screen.releaseSecondary()
        #expect(rotation.state == .possible && rotation.rotation == 0)
    }

    @Test("Escape or a lost grab cancels; a press where no pinch is, or a release without motion, does nothing; the primary button still taps")
    func cancelAndNothing() {
        var states: [UIGestureRecognizer.State] = []
        let pinch = UIPinchGestureRecognizer { r in states.append(r.state) }
        photo.addGestureRecognizer(pinch)
        screen.pressSecondary(at: CGPoint(x: 150, y: 200))
        screen.drag(to: CGPoint(x: 180, y: 200), duration: 0.05)
        screen.pressEscape()
        #expect(states.last == .cancelled && pinch.state == .possible)
        let count = states.count
        screen.drag(to: CGPoint(x: 250, y: 200), duration: 0.05)
        screen.releaseSecondary()
        #expect(states.count == count, "the rest of the cancelled drag is nothing")

        screen.pressSecondary(at: CGPoint(x: 150, y: 200))
        screen.drag(to: CGPoint(x: 180, y: 200), duration: 0.05)
        screen.loseGrab()
        #expect(states.last == .cancelled)

        let mark = states.count
        screen.pressSecondary(at: CGPoint(x: 150, y: 200))
        screen.releaseSecondary()
        screen.pressSecondary(at: CGPoint(x: 20, y: 20))   // outside the photo
        screen.drag(to: CGPoint(x: 80, y: 20), duration: 0.05)
        screen.releaseSecondary()
        #expect(states.count == mark, "no gesture without motion, none away from the recognizer's view: \(states)")

        var taps = 0
        photo.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        screen.press(at: CGPoint(x: 150, y: 200))
        screen.release()
        screen.run(for: 0.5)
        #expect(taps == 1 && pinch.state == .possible)
    }
}
