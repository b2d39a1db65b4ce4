import Foundation
import Testing
@testable import UIKitTesting

extension HarnessRegressions {
    /// Presentations made from presented controllers: a dismissal puts the presenter back where it
    /// was, and a dismissal below a running presentation leaves nothing behind. Regressions of bugs
    /// the randomized suites found (docs/reliability.md).
    @MainActor
    @Suite(.serialized) struct PresentationChainTests {
        /// Once broke when the dismissal put the presenter's view into the window instead of
        /// its own presentation's container (bug 5).
        @Test
        func dismissingAFullScreenPresentationPutsThePresenterBackInItsContainer() {
            let (world, root) = FuzzWorld.rootController(size: CGSize(width: 200, height: 320), color: .red)
            let sheet = FuzzController("sheet", ledger: nil, color: .blue)
            sheet.modalPresentationStyle = .overFullScreen
            root.present(sheet, animated: false)
            world.frame()
            let container = sheet.presentationController?.containerView
            #expect(container != nil && sheet.view.superview === container)
            let cover = FuzzController("cover", ledger: nil, color: .green)
            cover.modalPresentationStyle = .fullScreen
            sheet.present(cover, animated: true)
            world.run(for: 1, frameRate: 30)
            sheet.dismiss(animated: true)   // dismisses `cover`
            world.run(for: 1, frameRate: 30)
            #expect(sheet.presentedViewController == nil)
            #expect(sheet.view.superview === container,
                    "the sheet's view is in a \(sheet.view.superview.map { "\(type(of: $0))" } ?? "nil"), not its presentation's container")
            #expect(world.window.subviews.allSatisfy { $0 === root.view || $0 === container },
                    "window subviews: \(world.window.subviews.map { "\(type(of: $0))" })")
            root.dismiss(animated: false)
            world.frame()
            world.teardown()
        }

        /// Once broke when A was dismissed but B and C stayed presented, their containers
        /// covering the root (bug 9).
        @Test
        func dismissingBelowARunningPresentationLeavesNothingBehind() {
            let (world, root) = FuzzWorld.rootController(size: CGSize(width: 200, height: 320), color: .red)
            let a = FuzzController("A", ledger: nil, color: .blue), b = FuzzController("B", ledger: nil, color: .green)
            let c = FuzzController("C", ledger: nil, color: .yellow)
            for vc in [a, b, c] { vc.modalPresentationStyle = .overFullScreen }
            root.present(a, animated: false)
            a.present(b, animated: false)
            world.frame()
            b.present(c, animated: true)   // runs
            world.frame()
            root.dismiss(animated: true)
            world.run(for: 2, frameRate: 30)
            let stray = world.window.subviews.filter { sub in
                sub !== root.view && root.presentedViewController?.presentationController?.containerView !== sub
            }
            #expect(root.presentedViewController != nil || stray.isEmpty,
                    "A was dismissed but \(stray.count) containers stay in the window (B presented: \(a.presentedViewController?.title ?? "nil"))")
            for vc in [c, b, a] where vc.presentingViewController != nil { vc.dismiss(animated: false); world.frame() }
            world.teardown()
        }
    }
}
