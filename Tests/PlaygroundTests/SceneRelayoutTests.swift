import Testing
@testable import Playground
@testable import UIKitTesting
@testable import WindowSystem

/// Every screen of the playground lays itself out for the window the user chose: the home
/// screen and each scene's screens (as their demo's set-up reaches them), shown on a phone
/// and then resized to a landscape laptop window, a wide desktop window and a window smaller
/// than a phone. What a user would see as broken is checked: text running into other text or
/// under a hint bar, cards overlapping one another or the footer, text cut off by the window's
/// edge (outside a scroll view, whose content may run past it — but a card must lie inside the
/// scroll view's content, so scrolling reaches it), and black where the window has no content.
@MainActor
struct SceneRelayoutTests {
    static let sizes: [CGSize] = [CGSize(width: 800, height: 600), CGSize(width: 1280, height: 800),
                                  CGSize(width: 320, height: 480), CGSize(width: 390, height: 844)]

    /// The playground as the app makes it, showing `id` (nil: the home screen) after its set-up.
    private func launch(_ id: String?) -> (HeadlessScreen, UIWindow, PlaygroundContainerViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        let window = screen.makeWindow()
        let context = PlaygroundContext()
        let root = PlaygroundContainerViewController(content: HomeViewController(context: context), context: context)
        window.rootViewController = root
        screen.renderFrame()
        if let scene = SceneDescriptor.all.first(where: { $0.id == id }) {
            PlaygroundContainerViewController.openScene(scene, in: root)
            screen.renderFrame()
            for step in scene.setUp {
                switch step {
                case .press(let p): screen.press(at: p)
                case .move(let p, let d): screen.drag(to: p, duration: d)
                case .hold(let s): screen.hold(for: s)
                case .release: screen.release()
                case .escape: screen.pressEscape()
                }
            }
            screen.run(for: 1)
        }
        return (screen, window, root)
    }

    @Test(arguments: [nil, "navigation", "sheet", "zoom", "interruptible", "percent-driven", "tabs", "flip"])
    func everyScreenFitsEveryWindowSize(id: String?) throws {
        let (screen, window, root) = launch(id)
        for size in Self.sizes {
            screen.resize(to: size)
            screen.run(for: 0.2)
            let name = "\(id ?? "home") at \(Int(size.width))×\(Int(size.height))"
            let top = Self.topView(in: root)
            let scene = root.presentedViewController?.view ?? root.view!
            #expect(window.screen.bounds.size == size && window.bounds.size == size && scene.bounds.size == size,
                    "\(name): the window, the screen and the scene are one size")
            LayoutFindings(top: top, window: window).problems.forEach { Issue.record("\(name): \($0)") }
            // (Not the top corners: a sheet shrinks the page behind it over black, as on iOS.)
            for point in [CGPoint(x: 2, y: size.height / 4), CGPoint(x: size.width - 3, y: size.height / 4), CGPoint(x: 2, y: size.height - 3),
                          CGPoint(x: size.width - 3, y: size.height - 3), CGPoint(x: size.width / 2, y: size.height / 2)] {
                let pixel = try #require(screen.pixel(at: point))
                #expect(!(pixel.red < 8 && pixel.green < 8 && pixel.blue < 8), "\(name): black at \(point)")
            }
        }
    }

    /// The view of the controller on top: the last one presented (a navigation controller's
    /// whole view, with its bar).
    static func topView(in root: UIViewController) -> UIView {
        var vc = root
        while let presented = vc.presentedViewController { vc = presented }
        return vc.view
    }
}

/// What is wrong with a laid-out screen, in words.
@MainActor
struct LayoutFindings {
    let top: UIView
    let window: UIWindow

    var problems: [String] {
        var found: [String] = []
        // The navigation bar lays out its own titles (the library's, not the scene's).
        let labels = visible(UILabel.self).filter { !($0.text ?? "").isEmpty && !$0.isInNavigationBar }
        let bars = visible(HintBar.self)
        let cards: [UIView] = visible(SceneCardView.self) + visible(PhotoCardView.self)
        let bounds = window.bounds
        for label in labels {
            let f = frame(label)
            if !bounds.contains(f.insetBy(dx: 1, dy: 1)) && !label.isInScrollView { found.append("'\(label.text!)' is cut off by the window's edge at \(f)") }
            if f.height < label.font.lineHeight - 1 { found.append("'\(label.text!)' is shorter than one line (\(f.height))") }
        }
        for (i, a) in labels.enumerated() {
            for b in labels[(i + 1)...] where overlaps(frame(a), frame(b)) && !isAncestor(a, b) {
                found.append("'\(a.text!)' \(frame(a)) runs into '\(b.text!)' \(frame(b))")
            }
            for bar in bars where !a.isDescendant(of: bar) && overlaps(frame(a), frame(bar)) {
                found.append("'\(a.text!)' \(frame(a)) is under the hint bar \(frame(bar))")
            }
        }
        for (i, a) in cards.enumerated() {
            for b in cards[(i + 1)...] where overlaps(frame(a), frame(b)) { found.append("cards overlap: \(frame(a)) and \(frame(b))") }
            for bar in bars where overlaps(frame(a), frame(bar)) { found.append("a card \(frame(a)) is under the hint bar") }
            if !bounds.contains(frame(a)) && !a.isInScrollView { found.append("a card is cut off: \(frame(a))") }
            if let scroller = a.enclosingScrollView, !scroller.isReachable(a) {
                found.append("a card \(a.convert(a.bounds, to: scroller)) is beyond the scroll view's content \(scroller.contentSize)")
            }
            for label in labels where !label.isDescendant(of: a) && overlaps(frame(a), frame(label)) {
                found.append("'\(label.text!)' \(frame(label)) runs into a card \(frame(a))")
            }
        }
        return found
    }

    private func visible<T: UIView>(_ type: T.Type) -> [T] {
        var result: [T] = []
        func walk(_ v: UIView) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            if let t = v as? T, v.bounds.width > 0, v.bounds.height > 0 { result.append(t) }
            v.subviews.forEach(walk)
        }
        walk(top)
        return result
    }

    private func frame(_ v: UIView) -> CGRect { v.convert(v.bounds, to: window) }
    private func overlaps(_ a: CGRect, _ b: CGRect) -> Bool { a.insetBy(dx: 0.5, dy: 0.5).intersects(b.insetBy(dx: 0.5, dy: 0.5)) }
    private func isAncestor(_ a: UIView, _ b: UIView) -> Bool { a.isDescendant(of: b) || b.isDescendant(of: a) }
}

extension UIScrollView {
    /// Whether scrolling can bring all of `view` into sight: it lies inside the content.
    fileprivate func isReachable(_ view: UIView) -> Bool {
        CGRect(origin: .zero, size: contentSize).insetBy(dx: -0.5, dy: -0.5).contains(view.convert(view.bounds, to: self))
    }
}

extension UIView {
    /// Whether the view scrolls with a scroll view's content (which may hold it past the window's edge).
    fileprivate var isInScrollView: Bool {
        var v = superview
        while let view = v { if view is UIScrollView { return true }; v = view.superview }
        return false
    }

    fileprivate var enclosingScrollView: UIScrollView? {
        var v = superview
        while let view = v { if let scroller = view as? UIScrollView { return scroller }; v = view.superview }
        return nil
    }

    fileprivate var isInNavigationBar: Bool {
        var v: UIView? = self
        while let view = v { if view is UINavigationBar { return true }; v = view.superview }
        return false
    }
}
