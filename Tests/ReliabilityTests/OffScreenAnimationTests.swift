import Foundation
import Testing
@testable import UIKitTesting

extension HarnessRegressions {
    /// View animations of views outside a window, or that join one mid-animation, end or run as in
    /// UIKit. Regressions of bugs the randomized suites found (docs/reliability.md).
    @MainActor
    @Suite(.serialized) struct OffScreenAnimationTests {
        /// Once broke when the engine advanced only layers on screen: the animation never ended
        /// and kept its completion, and what it captured, alive (bug 3).
        @Test(arguments: [false, true])
        func anAnimationOfAViewOutsideTheWindowCompletes(removedMidway: Bool) {
            let (world, root) = FuzzWorld.rootController(size: CGSize(width: 200, height: 320))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            if removedMidway { root.view.addSubview(view) }
            var finished: [Bool] = []
            UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
            world.frame()
            if removedMidway {
                world.run(for: 0.05, frameRate: 60)
                view.removeFromSuperview()
            }
            world.run(for: 1, frameRate: 30)
            #expect(finished.count == 1, "the completion ran \(finished.count) times")
            #expect(view.layer.animationKeys() == nil, "animations left: \(view.layer.animationKeys() ?? [])")
            world.teardown()
        }

        /// Once broke when a layer with animations joined a tree without marking its new
        /// ancestors, so the engine never visited it (bug 15).
        @Test(arguments: [false, true])
        func anAnimatedViewThatJoinsTheWindowAnimates(movedMidway: Bool) {
            let (world, root) = FuzzWorld.rootController(size: CGSize(width: 200, height: 320))
            let holder = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
            root.view.addSubview(holder)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            view.backgroundColor = .blue
            if movedMidway { root.view.addSubview(view) }
            var finished: [Bool] = []
            UIView.animate(withDuration: 0.4, animations: { view.alpha = 0.2 }, completion: { finished.append($0) })
            if movedMidway {
                world.run(for: 0.1, frameRate: 60)
                view.removeFromSuperview()   // moved between two frames
            }
            holder.addSubview(view)
            world.run(for: 0.1, frameRate: 60)
            let shown = view.layer.presentation()?.opacity ?? 1
            #expect(shown > 0.25 && shown < 0.95, "mid-animation the view is drawn at opacity \(shown)")
            #expect(finished.isEmpty)
            world.run(for: 0.4, frameRate: 60)
            #expect(finished == [true])
            #expect(view.layer.animationKeys() == nil)
            world.teardown()
        }
    }
}
