import Foundation

/// The status bar of a phone-shaped screen: time, signal, Wi-Fi and battery in the top safe
/// area, dark or light as the controller in charge prefers, hidden when it prefers.
///
/// Which controller is in charge follows UIKit: the window's root controller, or the deepest
/// controller presented `.fullScreen` (or with `modalPresentationCapturesStatusBarAppearance`)
/// above it, then its `childForStatusBarStyle` (`childForStatusBarHidden`) as long as there is
/// one. The bar changes when a controller calls `setNeedsStatusBarAppearanceUpdate()` — inside
/// an animation block it cross-fades with the block — and alongside every view-controller
/// transition that changes who is in charge, scrubbed with an interactive one and put back when
/// it is cancelled.
///
/// It is drawn by a window of its own at `.statusBar` level that takes no touches. The time is
/// always 9:41 (Apple's picture time, and what the iOS Simulator shows with its status bar
/// overridden): a picture of a transition should not change with the hour it was taken at.
@MainActor
package final class StatusBar {
    unowned let screen: UIScreen
    /// The style shown (or shown last, while hidden).
    package private(set) var style: UIStatusBarStyle = .default
    /// Whether the bar is hidden by the controller in charge (or there is none on this screen).
    package private(set) var isHidden = false
    private var window: UIWindow?
    private let dark = StatusBarContentView(color: .black)
    private let light = StatusBarContentView(color: .white)
    /// Who holds the primary button, if it is down: the bar (a tap in progress) or the app
    /// (StatusBar+ScrollToTop.swift). A press and its release always go to the same one.
    var pressHolder: PressHolder?
    enum PressHolder { case bar, app }

    /// The bar's height on a phone-shaped screen.
    static let height: CGFloat = 47

    init(screen: UIScreen) {
        self.screen = screen
    }

    /// The insets the system takes from a window of `size`: on a phone-shaped portrait screen
    /// (320–440 points wide, more than 1.9 times as tall) the status bar's 47 points and the
    /// home indicator's 34, as on an iPhone 13 or 14; none otherwise.
    static func systemInsets(for size: CGSize) -> UIEdgeInsets {
        guard size.width >= 320, size.width <= 440, size.height / max(size.width, 1) > 1.9 else { return .zero }
        return UIEdgeInsets(top: height, left: 0, bottom: 34, right: 0)
    }

    /// Whether this screen has a status bar at all.
    var exists: Bool { Self.systemInsets(for: screen.bounds.size).top > 0 }

    /// The frame last announced (`announceFrameChange()`); nil until the bar first showed
    /// (the frame an app launches with is no change).
    private var announcedFrame: CGRect?

    /// Posts `UIApplication.willChangeStatusBarFrameNotification` (with the new frame) and
    /// `didChangeStatusBarFrameNotification` (with the old one) when the bar's frame
    /// differs from the one last announced. Both are posted once the change is made (its
    /// animation, if any, runs after them).
    func announceFrameChange() {
        let now = frame
        guard let before = announcedFrame else { announcedFrame = now; return }
        guard now != before else { return }
        announcedFrame = now
        let center = NotificationCenter.default
        center.post(name: UIApplication.willChangeStatusBarFrameNotification, object: UIApplication.shared,
                    userInfo: [UIApplication.statusBarFrameUserInfoKey: NSValue(rect: now)])
        center.post(name: UIApplication.didChangeStatusBarFrameNotification, object: UIApplication.shared,
                    userInfo: [UIApplication.statusBarFrameUserInfoKey: NSValue(rect: before)])
    }

    /// The bar's frame while it shows, `.zero` otherwise.
    var frame: CGRect {
        exists && !isHidden && window != nil ? CGRect(x: 0, y: 0, width: screen.bounds.width, height: Self.height) : .zero
    }

    /// The app's window whose root controller decides: the front-most shown window below the
    /// status bar's level that has a root controller.
    private var appWindow: UIWindow? {
        screen.windows.last { $0.windowLevel < .statusBar && $0.rootViewController != nil && $0 !== window }
    }

    /// The controller that decides the style and the one that decides visibility, as things
    /// will be once running transitions end (a controller being dismissed no longer counts);
    /// `overBlack`: a sheet above the one deciding pushes its presenter back, so the top of the
    /// screen is black (the bar then shows light content, as on iOS).
    func controllersInCharge() -> (style: UIViewController, hidden: UIViewController, overBlack: Bool)? {
        guard let root = appWindow?.rootViewController else { return nil }
        // The controller a tree presents (its root, or a child that presented).
        func presented(by vc: UIViewController) -> UIViewController? {
            if let p = vc.presentedStorage { return p }
            for child in vc.children { if let p = presented(by: child) { return p } }
            return nil
        }
        var decider = root, overBlack = false
        var next = presented(by: root)
        while let shown = next, !shown.isBeingDismissed {
            if shown.modalPresentationStyle == .fullScreen || shown.modalPresentationCapturesStatusBarAppearance {
                decider = shown
                overBlack = false
            } else if (shown.presentationControllerStorage as? UISheetPresentationController)?.recedesPresenterAtRest == true {
                overBlack = true
            }
            next = presented(by: shown)
        }
        func follow(_ vc: UIViewController, _ child: (UIViewController) -> UIViewController?) -> UIViewController {
            var vc = vc, steps = 0
            while let c = child(vc), c !== vc, steps < 64 { vc = c; steps += 1 }
            return vc
        }
        return (follow(decider) { $0.childForStatusBarStyle }, follow(decider) { $0.childForStatusBarHidden }, overBlack)
    }

    /// What the controllers in charge prefer (and the app, when it hides the bar).
    private func wanted() -> (style: UIStatusBarStyle, hidden: Bool, animation: UIStatusBarAnimation)? {
        guard exists, let (styler, hider, overBlack) = controllersInCharge() else { return nil }
        let style = overBlack ? .lightContent : styler.preferredStatusBarStyle
        if let animation = UIApplication.shared.statusBarHiddenByApplication { return (style, true, animation) }
        return (style, hider.prefersStatusBarHidden, hider.preferredStatusBarUpdateAnimation)
    }

    /// Shows what the controllers in charge prefer now; inside an animation block the change
    /// animates with it (a cross-fade, or a slide for `.slide` hiding).
    package func update() {
        guard let wanted = wanted() else {
            window?.isHidden = true
            announceFrameChange()
            return
        }
        show(wanted.style, hidden: wanted.hidden, animation: wanted.animation)
    }

    /// A view-controller transition begins: when it changes what the bar should show, the bar
    /// changes alongside it (scrubbed with an interactive transition) and goes back if it is
    /// cancelled.
    func transitionWillBegin(_ coordinator: any UIViewControllerTransitionCoordinator) {
        guard let wanted = wanted(), wanted.style != style || wanted.hidden != isHidden else { return }
        let before = (style, isHidden)
        let window = makeWindowIfNeeded()
        coordinator.animateAlongsideTransition(in: window, animation: { [weak self] _ in
            self?.show(wanted.style, hidden: wanted.hidden, animation: wanted.animation)
        }, completion: { [weak self] context in
            guard let self else { return }
            if context.isCancelled {
                UIView.performWithoutAnimation { self.show(before.0, hidden: before.1, animation: wanted.animation) }
            } else {
                UIView.performWithoutAnimation { self.update() }
            }
        })
    }

    private func show(_ style: UIStatusBarStyle, hidden: Bool, animation: UIStatusBarAnimation) {
        let window = makeWindowIfNeeded()
        window.frame = CGRect(x: 0, y: 0, width: screen.bounds.width, height: Self.height)
        for content in [dark, light] { content.frame = window.bounds }
        self.style = style
        isHidden = hidden
        let shown: CGFloat = hidden && animation != .slide ? 0 : 1
        // `.default` follows the interface style of the controller in charge, as on iOS 13+.
        let lightContent = style == .lightContent
            || (style == .default && controllersInCharge()?.style.traitCollection.userInterfaceStyle == .dark)
        dark.alpha = lightContent ? 0 : shown
        light.alpha = lightContent ? shown : 0
        let slide = hidden && animation == .slide ? CGAffineTransform(translationX: 0, y: -Self.height) : .identity
        dark.transform = slide
        light.transform = slide
        announceFrameChange()
    }

    private func makeWindowIfNeeded() -> UIWindow {
        if let window, !window.isHidden { return window }
        let window = self.window ?? StatusBarWindow(frame: CGRect(x: 0, y: 0, width: screen.bounds.width, height: Self.height))
        if self.window == nil {
            window.screen = screen
            window.layer.contentsScale = screen.scale
            window.followsScreenSize = false
            window.addSubview(dark)
            window.addSubview(light)
            self.window = window
        }
        UIView.performWithoutAnimation { window.isHidden = false }
        return window
    }
}

/// The status bar's window: above the app, taking no touches, never key.
final class StatusBarWindow: UIWindow {
    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// (Not used by the status bar, which sizes its window itself. Without it the class does not
    /// inherit `UIWindow`'s package initializer, and the compiler flags its stub for it as
    /// "function call causes an infinite recursion" in every debug build.)
    override init(screen: UIScreen) {
        super.init(screen: screen)
        configure()
    }

    required init?(coder: NSCoder) { nil }

    private func configure() {
        windowLevel = .statusBar
        isUserInteractionEnabled = false
        backgroundColor = nil
    }
}
