import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// A resize of the window is, to the app, what a rotation is on iOS: `viewWillTransition(to:with:)`
/// down the controller tree before the change, alongside blocks with the views at their new
/// size, completions after.
@MainActor
@Suite(.serialized) struct SizeTransitionTests {
    /// A controller that writes what it hears of size changes into a shared log.
    final class SizeWatcher: UIViewController {
        let name: String
        let log: Log
        var childSizeRule: ((CGSize) -> CGSize)?
        final class Log { var lines: [String] = [] }

        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.lines.append("\(name) will \(Int(size.width))x\(Int(size.height)) view \(Int(view.bounds.width))x\(Int(view.bounds.height)) animated=\(coordinator.isAnimated) duration=\(coordinator.transitionDuration)")
            super.viewWillTransition(to: size, with: coordinator)
            coordinator.animate(alongsideTransition: { [self] context in
                log.lines.append("\(name) alongside view \(Int(view.bounds.width))x\(Int(view.bounds.height)) container \(context.containerView is UIWindow)")
            }, completion: { [self] context in
                log.lines.append("\(name) completion view \(Int(view.bounds.width))x\(Int(view.bounds.height)) cancelled=\(context.isCancelled)")
            })
        }

        override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.lines.append("\(name) trait will vertical=\(newCollection.verticalSizeClass == .compact ? "compact" : "regular")")
            super.willTransition(to: newCollection, with: coordinator)
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            guard previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass else { return }
            log.lines.append("\(name) trait did vertical=\(traitCollection.verticalSizeClass == .compact ? "compact" : "regular") view \(Int(view.bounds.width))x\(Int(view.bounds.height))")
        }

        override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
            childSizeRule?(parentSize) ?? super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
    }

    @Test("a resize tells the root, its children (at the size the parent gives them) and the presented controller, before the change; alongside sees the new size; completions come after")
    func resizeGoesDownTheTree() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let log = SizeWatcher.Log()
        let root = SizeWatcher("root", log: log), child = SizeWatcher("child", log: log), presented = SizeWatcher("presented", log: log)
        root.childSizeRule = { CGSize(width: $0.width / 2, height: $0.height) }
        screen.makeWindow().rootViewController = root
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 195, height: 844)
        child.view.autoresizingMask = [.flexibleWidth, .flexibleRightMargin, .flexibleHeight]   // stays the left half
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        // Over full screen: the presenter's view stays in the window (a full-screen
        // presentation takes it out until the dismissal, which puts it back at the new size).
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: false)
        screen.renderFrame()
        log.lines.removeAll()

        screen.resize(to: CGSize(width: 600, height: 400))
        screen.renderFrame()
        // A change of zero duration completes in the frame that made it. (The size classes'
        // part is checked in the next test.)
        let sizes = log.lines.filter { !$0.contains(" trait ") }
        #expect(sizes.prefix(6) == [
            "root will 600x400 view 390x844 animated=false duration=0.0",
            "child will 300x400 view 195x844 animated=false duration=0.0",
            "presented will 600x400 view 390x844 animated=false duration=0.0",
            // Each controller adds its block after calling super, which told the children and the
            // presented controller first: their blocks were added first, and run first.
            "child alongside view 300x400 container true",
            "presented alongside view 600x400 container true",
            "root alongside view 600x400 container true",
        ], "\(log.lines)")
        #expect(sizes.suffix(3) == [
            "child completion view 300x400 cancelled=false",
            "presented completion view 600x400 cancelled=false",
            "root completion view 600x400 cancelled=false",
        ], "\(log.lines)")
        #expect(screen.pixel(at: CGPoint(x: 595, y: 395)) != nil)
    }

    @Test("a resize that changes the size classes: willTransition(to:with:) with the new traits before viewWillTransition, traitCollectionDidChange inside the change with the new size")
    func sizeClassesChangeInUIKitsOrder() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let log = SizeWatcher.Log()
        let root = SizeWatcher("root", log: log)
        screen.makeWindow().rootViewController = root
        screen.renderFrame()
        #expect(root.traitCollection.verticalSizeClass == .regular)
        log.lines.removeAll()
        screen.resize(to: CGSize(width: 844, height: 390))   // a phone turned on its side
        screen.renderFrame()
        #expect(Array(log.lines.prefix(4)) == [
            "root trait will vertical=compact",
            "root will 844x390 view 390x844 animated=false duration=0.0",
            "root trait did vertical=compact view 844x390",
            "root alongside view 844x390 container true",
        ], "\(log.lines)")
        log.lines.removeAll()
        screen.resize(to: CGSize(width: 800, height: 390))   // the same size classes
        screen.renderFrame()
        #expect(!log.lines.contains { $0.contains(" trait ") }, "no trait transition when the classes stay: \(log.lines)")
    }

    @Test("a burst of resizes within one frame is one size transition to the last size; resizes frame after frame each complete: no backlog")
    func aResizeStormLeavesNoBacklog() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let log = SizeWatcher.Log()
        let root = SizeWatcher("root", log: log)
        screen.makeWindow().rootViewController = root
        screen.renderFrame()
        log.lines.removeAll()
        for w in stride(from: 400, through: 700, by: 10) { screen.resize(to: CGSize(width: CGFloat(w), height: 600)) }
        screen.renderFrame()
        #expect(log.lines.filter { $0.contains(" will ") && !$0.contains(" trait ") } == ["root will 700x600 view 390x844 animated=false duration=0.0"])
        for w in stride(from: 710, through: 800, by: 10) {
            screen.resize(to: CGSize(width: CGFloat(w), height: 600))
            screen.renderFrame()
        }
        screen.renderFrame()
        let wills = log.lines.filter { $0.contains(" will ") && !$0.contains(" trait ") }.count, completions = log.lines.filter { $0.contains(" completion ") }.count
        #expect(wills == 11 && completions == 11, "every size transition ended: \(wills) began, \(completions) completed")
        #expect(log.lines.last == "root completion view 800x600 cancelled=false")
    }

    @Test("a size the app asks for with a duration animates: alongside changes follow the layout's timing, the completion runs at the end")
    func anAnimatedSizeRequest() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let log = SizeWatcher.Log()
        let root = SizeWatcher("root", log: log)
        let window = screen.makeWindow()
        window.rootViewController = root
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        badge.backgroundColor = .red
        root.view.addSubview(badge)
        screen.renderFrame()
        log.lines.removeAll()
        screen.screen.requestSize(CGSize(width: 844, height: 390), animationDuration: 0.4)
        screen.renderFrame()
        #expect(log.lines.first { !$0.contains(" trait ") } == "root will 844x390 view 390x844 animated=true duration=0.4", "\(log.lines)")
        #expect(log.lines.contains("root alongside view 844x390 container true"))
        // The window's root view animates to its new size.
        screen.run(for: 0.2)
        let mid = window.layer.presentation()?.bounds.width ?? 0
        #expect(mid > 400 && mid < 840, "half-way the window is between the sizes: \(mid)")
        #expect(!log.lines.contains { $0.contains("completion") }, "no completion before the end")
        screen.run(for: 0.4)
        #expect(log.lines.last == "root completion view 844x390 cancelled=false", "\(log.lines)")
    }

    @Test("preferredContentSize tells the parent, and a presented controller's presentation controller")
    func preferredContentSizeReachesTheContainer() {
        final class Parent: UIViewController {
            var heard: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                heard.append(container.preferredContentSize)
            }
        }
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(parent.heard == [CGSize(width: 300, height: 200)], "once per change")
        #expect(UIViewController().preferredContentSize == .zero)
    }
}
