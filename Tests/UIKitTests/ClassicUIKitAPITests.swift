import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport

/// UIKit API that published transition libraries call and that had no counterpart here:
/// `endEditing(_:)`, the pre-iOS 11 `topLayoutGuide`/`bottomLayoutGuide`,
/// `anchorWithOffset(to:)`, the status bar frame notifications, `barStyle`, and the
/// declarations code overrides or observes (`awakeFromNib`, the keyboard notifications, the
/// home-indicator preferences). Expected frames are worked out by hand on a 390 × 844 phone
/// screen, whose safe area is inset 47 points at the top and 34 at the bottom.
@MainActor
@Suite(.serialized) struct ClassicUIKitAPITests {
    /// A root controller in a window on a phone-shaped screen.
    private func show(_ root: UIViewController) -> HeadlessScreen {
        UIApplication.shared.statusBarHiddenByApplication = nil
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844))
        screen.makeWindow().rootViewController = root
        screen.renderFrame()
        return screen
    }

    // MARK: endEditing(_:)

    /// Asked, a field whose delegate refuses keeps editing; forced, it stops without being
    /// asked and its delegate hears that editing ended. A view outside the field does nothing.
    @Test func endEditingAsksOrForcesTheFirstResponderInsideTheView() {
        let root = UIViewController()
        let screen = show(root)
        let form = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200)), other = UIView()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        form.addSubview(field)
        root.view.addSubview(form)
        root.view.addSubview(other)
        let log = EventLog(), delegate = RecordingTextFieldDelegate()
        delegate.log = log
        field.delegate = delegate
        #expect(root.view.endEditing(false), "nothing is being edited")
        #expect(field.becomeFirstResponder() && field.isEditing)
        screen.renderFrame()
        log.clear()
        #expect(other.endEditing(true), "the first responder is not inside it")
        #expect(field.isFirstResponder)
        delegate.refuseEnd = true
        #expect(!form.endEditing(false))
        #expect(field.isFirstResponder && field.isEditing)
        #expect(log.events == ["shouldEnd"])
        log.clear()
        #expect(root.view.endEditing(true))
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(log.events == ["didEnd committed"], "forced: not asked, but told")
    }

    // MARK: Layout guides

    /// In a navigation controller the top guide covers the status bar and the bar (47 + 44),
    /// the bottom one the home indicator; views pinned to them sit between, and a height
    /// equal to the offset from one guide to the other is the space between them.
    @Test func topAndBottomLayoutGuidesCoverTheBars() throws {
        let content = UIViewController()
        let nav = UINavigationController(rootViewController: content)
        let screen = show(nav)
        let top = content.topLayoutGuide, bottom = content.bottomLayoutGuide
        let banner = UIView(), footer = UIView(), filler = UIView()
        for v in [banner, footer, filler] {
            v.translatesAutoresizingMaskIntoConstraints = false
            content.view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: top.bottomAnchor),
            banner.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 100), banner.heightAnchor.constraint(equalToConstant: 30),
            footer.bottomAnchor.constraint(equalTo: bottom.topAnchor),
            footer.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100), footer.heightAnchor.constraint(equalToConstant: 30),
            filler.topAnchor.constraint(equalTo: top.bottomAnchor),
            filler.trailingAnchor.constraint(equalTo: content.view.trailingAnchor),
            filler.widthAnchor.constraint(equalToConstant: 50),
            filler.heightAnchor.constraint(equalTo: top.bottomAnchor.anchorWithOffset(to: bottom.topAnchor)),
        ])
        screen.renderFrame()
        #expect(top.length == 91 && bottom.length == 34, "\(top.length) \(bottom.length)")
        #expect(banner.frame.minY == 91, "\(banner.frame)")
        expectNear(footer.frame.maxY, 844 - 34, tolerance: 1e-9, "\(footer.frame)")
        #expect(filler.frame.minY == 91 && filler.frame.height == 844 - 91 - 34, "\(filler.frame)")
        #expect(content.view.layoutGuides.count == 2, "the two layout-support guides; the offset's guide is not listed")
    }

    /// `anchorWithOffset(to:)` measures from one anchor to the other: equal offsets centre a
    /// view between two others, and an offset backwards is negative.
    @Test func anchorWithOffsetRelatesDistances() {
        let root = UIViewController()
        let screen = show(root)
        let v = root.view!
        let a = UIView(), b = UIView(), c = UIView(), probe = UIView()
        for x in [a, b, c, probe] {
            x.translatesAutoresizingMaskIntoConstraints = false
            v.addSubview(x)
        }
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: v.leftAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 40),
            c.rightAnchor.constraint(equalTo: v.rightAnchor, constant: -30), c.widthAnchor.constraint(equalToConstant: 20),
            b.widthAnchor.constraint(equalToConstant: 60),
            a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalTo: b.rightAnchor.anchorWithOffset(to: c.leftAnchor)),
            // probe's width is the distance from c's left edge back to a's right edge, negated.
            probe.widthAnchor.constraint(equalTo: c.leftAnchor.anchorWithOffset(to: a.rightAnchor), multiplier: -1),
            probe.leftAnchor.constraint(equalTo: v.leftAnchor),
        ] + [a, b, c, probe].flatMap { [$0.topAnchor.constraint(equalTo: v.topAnchor, constant: 200), $0.heightAnchor.constraint(equalToConstant: 20)] })
        screen.renderFrame()
        // a: 10…50; c: 340…360; the gap 50…340 minus b's 60 leaves 115 on each side.
        #expect(b.frame.minX == 165 && b.frame.maxX == 225, "\(b.frame)")
        #expect(probe.frame.width == 290, "\(probe.frame)")
    }

    // MARK: The status bar's frame

    /// Hiding the status bar posts `willChangeStatusBarFrameNotification` with the new frame
    /// (none) and then `didChangeStatusBarFrameNotification` with the old one; showing it again
    /// the other way round.
    @Test func statusBarFrameChangesAreAnnounced() throws {
        final class Hiding: UIViewController {
            var hidden = false
            override var prefersStatusBarHidden: Bool { hidden }
        }
        let root = Hiding()
        let screen = show(root)
        _ = screen
        /// The notifications, in order (posted on the main thread, where the test runs).
        final class Log: @unchecked Sendable { var items: [(String, CGRect)] = [] }
        let heard = Log()
        let center = NotificationCenter.default
        let names = [UIApplication.willChangeStatusBarFrameNotification, UIApplication.didChangeStatusBarFrameNotification]
        let tokens = names.map { name in
            center.addObserver(forName: name, object: UIApplication.shared, queue: nil) { note in
                let frame = (note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue)?.rectValue ?? CGRect(x: -1, y: -1, width: 0, height: 0)
                heard.items.append((note.name == names[0] ? "will" : "did", frame))
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        let bar = CGRect(x: 0, y: 0, width: 390, height: 47)
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(heard.items.map(\.0) == ["will", "did"] && heard.items.map(\.1) == [.zero, bar], "\(heard.items)")
        heard.items.removeAll()
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(heard.items.isEmpty, "no change, no notification")
        root.hidden = false
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(heard.items.map(\.0) == ["will", "did"] && heard.items.map(\.1) == [bar, .zero], "\(heard.items)")
    }

    // MARK: Bars

    /// `.black` draws a bar dark in a light app: its background and title resolve their
    /// colours in dark mode; `.default` follows the app again.
    @Test func aBlackBarStyleDrawsTheBarDark() throws {
        let content = UIViewController()
        content.title = "Title"
        let nav = UINavigationController(rootViewController: content)
        let screen = show(nav)
        let bar = nav.navigationBar
        let probe = CGPoint(x: 30, y: 70)
        let light = try #require(screen.pixel(at: probe))
        bar.barStyle = .black
        screen.renderFrame()
        #expect(bar.traitCollection.userInterfaceStyle == .dark)
        let dark = try #require(screen.pixel(at: probe))
        #expect(light.red > 200 && dark.red < 60, "light \(light), dark \(dark)")
        bar.barStyle = .default
        screen.renderFrame()
        #expect(bar.traitCollection.userInterfaceStyle == .light)
        #expect(try #require(screen.pixel(at: probe)) == light)
    }

    // MARK: Declarations for code that overrides or observes them

    /// Controllers and views that override `awakeFromNib()` (as nib-era library code does)
    /// compile and are made in code without it being called, as on iOS; the keyboard
    /// notifications and the home-indicator preferences are there for code that uses them.
    @Test func nibAndKeyboardDeclarationsCompileAndStayQuiet() {
        final class Card: UIView {
            var awoke = false
            override func awakeFromNib() { super.awakeFromNib(); awoke = true }
        }
        final class Panel: UIViewController {
            var awoke = false
            override func awakeFromNib() { super.awakeFromNib(); awoke = true }
            override var childForHomeIndicatorAutoHidden: UIViewController? { children.first }
            override var childForScreenEdgesDeferringSystemGestures: UIViewController? { children.first }
            override var prefersHomeIndicatorAutoHidden: Bool { true }
        }
        let card = Card(), panel = Panel()
        _ = show(panel)
        panel.view.addSubview(card)
        #expect(!card.awoke && !panel.awoke, "nothing is loaded from a nib")
        #expect(panel.storyboard == nil && panel.childForHomeIndicatorAutoHidden == nil)
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
                     UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillChangeFrameNotification]
        #expect(names.map(\.rawValue) == ["UIKeyboardWillShowNotification", "UIKeyboardWillHideNotification",
                                          "UIKeyboardDidShowNotification", "UIKeyboardWillChangeFrameNotification"],
                "Apple's names, which code may compare")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    }

    // MARK: A layer property animated alongside a view animation

    /// A view's layer subclass with a property of its own borrows the animation UIKit gives a
    /// view property inside an animation block (`super.action(forKey: "backgroundColor") as?
    /// CABasicAnimation`, copied for its own key, as DeckTransition's rounded corners do): it is
    /// a basic animation with the block's duration, the property animates with the block, and
    /// the block's completion waits for it.
    @Test func aLayerPropertyBorrowsTheBlocksAnimation() throws {
        final class CornerLayer: CALayer {
            var radius: CGFloat {
                get { value(forKey: "radius") as? CGFloat ?? 0 }
                set { setValue(newValue, forKey: "radius") }
            }
            var borrowed: CABasicAnimation?
            override func action(forKey event: String) -> (any CAAction)? {
                guard event == "radius" else { return super.action(forKey: event) }
                guard let template = super.action(forKey: "backgroundColor") as? CABasicAnimation,
                      let animation = template.copy() as? CABasicAnimation else { return super.action(forKey: event) }
                borrowed = template
                animation.keyPath = "radius"
                animation.fromValue = presentation()?.radius ?? radius
                animation.toValue = nil
                return animation
            }
        }
        final class CornerView: UIView {
            override class var layerClass: AnyClass { CornerLayer.self }
        }
        let root = UIViewController()
        let screen = show(root)
        let view = CornerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(view)
        let layer = try #require(view.layer as? CornerLayer)
        var finished = false
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            layer.radius = 40
        }, completion: { _ in finished = true })
        let borrowed = try #require(layer.borrowed)
        expectNear(borrowed.duration, 0.4, tolerance: 1e-9, "the block's duration")
        screen.run(for: 0.2)
        expectNear(try #require(layer.presentation()?.radius), 20, tolerance: 2.5, "half-way, linearly")
        #expect(!finished, "the block waits for the borrowed animation")
        screen.run(for: 0.3)
        #expect(finished && layer.radius == 40)
    }
}
