import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import TestSupport
import TestExpectations

/// A popover that is up while the window changes width class adapts again, as UIKit's adaptive
/// presentations have since iOS 8: narrowed to a compact width it becomes the style its delegate
/// chooses (a sheet by default), widened again it is a popover once more. A desktop window is
/// resized far more often than an iPad app: 1024 × 768 is regular × regular; 500 × 768 is
/// compact × regular (shorter side under 600: a phone-like window narrower than 896).
@MainActor
@Suite(.serialized) struct PopoverAdaptationTests {
    static let wide = CGSize(width: 1024, height: 768), narrow = CGSize(width: 500, height: 768)
    static let blue = RGBA(red: 0, green: 0, blue: 255), white = RGBA(red: 255, green: 255, blue: 255)

    /// A delegate written as iOS code writes one: it logs what it hears and may choose the style.
    final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
        let log: EventLog
        var style: UIModalPresentationStyle?
        init(_ log: EventLog) { self.log = log }
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            log.add("adapt \(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
            return style ?? controller.adaptivePresentationStyle
        }
        func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
            log.add("willPresent \(style.rawValue)\(transitionCoordinator == nil ? "" : " coordinator")")
        }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { log.add("prepare") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
    }

    @MainActor final class Scene {
        let screen: HeadlessScreen
        let root = UIViewController(), content = UIViewController()
        let source = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 30))
        let log = EventLog()
        lazy var delegate = Delegate(log)
        var popover: UIPopoverPresentationController { content.popoverPresentationController! }

        /// A white window, a red source at (100, 100), a blue 200 × 150 popover below it.
        init(size: CGSize = PopoverAdaptationTests.wide, style: UIModalPresentationStyle? = nil) {
            screen = HeadlessScreen(size: size)
            root.view.backgroundColor = .white
            source.backgroundColor = .red
            root.view.addSubview(source)
            content.view.backgroundColor = .blue
            content.preferredContentSize = CGSize(width: 200, height: 150)
            content.modalPresentationStyle = .popover
            screen.makeWindow().rootViewController = root
            screen.renderFrame()
            popover.sourceView = source
            popover.delegate = delegate
            delegate.style = style
            root.present(content, animated: true)
            screen.run(for: 0.6)
            log.clear()
        }

        var chromeShown: Bool { popover.containerView?.subviews.contains { $0 is PopoverChromeView } == true }
        func color(_ x: CGFloat, _ y: CGFloat) -> RGBA? { screen.pixel(at: CGPoint(x: x, y: y)) }
        func resize(to size: CGSize) {
            screen.resize(to: size)
            screen.run(for: 0.5)
        }
    }

    /// Narrowed, the popover becomes its adaptive sheet (the bubble and arrow gone, the content
    /// with the window's size classes), its controller still answering; widened, it is the
    /// popover under its source again, with its bubble, its compact size classes and a tap
    /// outside dismissing it. The delegate is asked and told each time, with the coordinator of
    /// the size change, and prepares the popover again before it shows as one.
    @Test func narrowedItBecomesASheetWidenedAPopoverAgain() {
        let s = Scene()
        #expect(s.content.view.frame == CGRect(x: 20, y: 143, width: 200, height: 150) && s.chromeShown)
        s.resize(to: Self.narrow)
        #expect(s.log.events == ["adapt compact", "willPresent \(UIModalPresentationStyle.pageSheet.rawValue) coordinator"], "\(s.log.events)")
        #expect(s.content.view.frame.minY == 56 && s.content.view.frame.maxY == 768 && s.content.view.frame.width == 500, "a sheet: \(s.content.view.frame)")
        #expect(!s.chromeShown && s.popover.arrowDirection == .unknown)
        #expect(s.content.presentationController === s.popover && s.content.popoverPresentationController === s.popover)
        #expect(s.content.traitCollection.horizontalSizeClass == .compact && s.content.traitCollection.verticalSizeClass == .regular)
        #expect(s.color(250, 400) == Self.blue)

        s.log.clear()
        s.resize(to: Self.wide)
        #expect(s.log.events.prefix(2) == ["willPresent -1 coordinator", "prepare"], "\(s.log.events)")
        #expect(s.content.view.frame == CGRect(x: 20, y: 143, width: 200, height: 150), "\(s.content.view.frame)")
        #expect(s.chromeShown && s.popover.arrowDirection == .up)
        #expect(s.content.traitCollection.horizontalSizeClass == .compact && s.content.traitCollection.verticalSizeClass == .compact)
        #expect(s.color(120, 220) == Self.blue && s.color(600, 500) == Self.white, "the popover alone, nothing dimmed")
        #expect(s.content.view.transform == .identity && s.root.view.transform == .identity, "nothing of the sheet left")

        s.log.clear()
        s.screen.press(at: CGPoint(x: 800, y: 600))
        s.screen.release()
        s.screen.run(for: 0.6)
        #expect(s.root.presentedViewController == nil && s.log.events == ["didDismiss"], "\(s.log.events)")
    }

    /// Presented in a narrow window (a sheet from the start), widened it becomes the popover.
    @Test func presentedAsASheetItBecomesAPopoverWhenWidened() {
        let s = Scene(size: Self.narrow)
        #expect(!s.chromeShown && s.content.view.frame.minY == 56, "\(s.content.view.frame)")
        s.resize(to: Self.wide)
        #expect(s.log.events.prefix(2) == ["willPresent -1 coordinator", "prepare"], "\(s.log.events)")
        #expect(s.chromeShown && s.content.view.frame == CGRect(x: 20, y: 143, width: 200, height: 150), "\(s.content.view.frame)")
        #expect(s.color(600, 500) == Self.white, "no dimming left")
    }

    /// The sheet it became is a sheet in every way: a swipe down dismisses it, and the
    /// delegate hears of it about the popover's controller.
    @Test func theSheetItBecameIsSwipedAway() {
        let s = Scene()
        s.resize(to: Self.narrow)
        s.log.clear()
        s.screen.press(at: CGPoint(x: 250, y: 300))
        s.screen.drag(to: CGPoint(x: 250, y: 760), duration: 0.25)
        s.screen.release()
        s.screen.run(for: 0.8)
        #expect(s.root.presentedViewController == nil && s.content.view.window == nil)
        #expect(s.log.events == ["didDismiss"], "\(s.log.events)")
    }

    /// The delegate chooses: `.none` keeps the popover as it is; `.overFullScreen` covers the
    /// window and goes back to the popover when widened; `.fullScreen`, which would take the
    /// presenter's view off screen, is not taken on a resize (the popover stays).
    @Test func theDelegateChoosesTheStyle() {
        let kept = Scene(style: UIModalPresentationStyle.none)
        kept.resize(to: Self.narrow)
        #expect(kept.chromeShown && kept.content.view.frame.size == CGSize(width: 200, height: 150))

        let covering = Scene(style: .overFullScreen)
        covering.resize(to: Self.narrow)
        #expect(covering.content.view.frame == CGRect(origin: .zero, size: Self.narrow), "\(covering.content.view.frame)")
        #expect(!covering.chromeShown && covering.color(250, 30) == Self.blue)
        covering.resize(to: Self.wide)
        #expect(covering.content.view.frame == CGRect(x: 20, y: 143, width: 200, height: 150) && covering.chromeShown)

        let full = Scene(style: .fullScreen)
        full.resize(to: Self.narrow)
        #expect(full.chromeShown && full.root.view.window != nil, "still a popover over the presenter")
    }
}
