import Foundation
import Testing
@testable import UIKitTesting

extension HarnessRegressions {
    /// What a long-running or finished UI holds on to: a screen's memory does not grow with its
    /// frames, and a touched recognizer goes with its view. Regressions of bugs the soak found
    /// (docs/reliability.md).
    @MainActor
    @Suite(.serialized) struct ResourceReleaseTests {
        /// Once broke when the headless backend kept every presented frame's damage rectangles
        /// (bug 11).
        @Test(.enabled(if: ResidentMemory.followsAllocations, "resident memory says nothing under AddressSanitizer"))
        func aHeadlessScreenDrawingForALongTimeKeepsItsMemory() {
            let world = FuzzWorld(size: CGSize(width: 64, height: 64))
            let square = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
            square.backgroundColor = .red
            world.window.addSubview(square)
            func frames(_ n: Int) {
                for i in 0..<n {
                    square.frame.origin.x = CGFloat(i % 50)   // a change every frame: damage to present
                    world.frame()
                }
            }
            frames(2_000)   // warm-up
            let before = ResidentMemory.bytes(trimmed: true)
            frames(30_000)
            let growth = ResidentMemory.bytes(trimmed: true) - before
            #expect(growth < 512 * 1024, "30,000 frames grew resident memory by \(growth / 1024) KB")
            world.teardown()
        }

        /// Once broke when a recognizer kept its last touch and the touch its recognizers, so
        /// neither was ever freed (bug 13).
        @Test
        func aTouchedRecognizerIsFreedWithItsView() {
            weak var recognizer: UIGestureRecognizer?
            do {
                let world = FuzzWorld(size: CGSize(width: 100, height: 100))
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                world.window.addSubview(view)
                let pan = UIPanGestureRecognizer()
                view.addGestureRecognizer(pan)
                recognizer = pan
                world.press(at: CGPoint(x: 50, y: 50))
                world.frame()
                world.move(to: CGPoint(x: 80, y: 50))
                world.frame()
                world.release()
                world.frame()
                view.removeFromSuperview()
                world.teardown()
            }
            #expect(recognizer == nil, "the recognizer outlives its view, its window and its screen")
        }
    }
}
