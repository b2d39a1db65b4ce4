import UIKit

/// The playground's root controller: shows a content controller (the home screen or a scene),
/// puts the inspector and the key help above everything in the window, and handles the keys.
///
///     window.rootViewController = PlaygroundContainerViewController(content: HomeViewController(...),
///                                                                   context: context)
///
/// The inspector is a panel beside the phone: showing it widens the window by the panel's
/// width and leaves the app window where it is. The overlays live in a window of their own at `.statusBar` level that takes touches only on the help sheet, so
/// they stay above presented controllers (which UIKit puts in the app window, above the root
/// view) and are not slowed by slow mode. When it first appears the container puts a
/// `KeyCommandResponderView` in its window and makes it first responder: it takes the
/// playground's keys (`i`, `s`, `r`, `?`, Backspace, Alt+Left, Escape to close the help) and
/// hands every other key to the deepest visible controller. Should another responder become
/// first responder, the playground's keys still work when they come up the responder chain here.
@MainActor
final class PlaygroundContainerViewController: UIViewController {
    let content: UIViewController
    let context: PlaygroundContext
    let inspector: InspectorView
    let help: HelpOverlayView
    /// The brief notice of the `s` and `r` keys.
    let notice = NoticeView()
    private(set) var keyHandler: KeyCommandHandler!
    /// The window's first responder that takes the keys (once the container appeared).
    private(set) var keyResponder: KeyCommandResponderView?
    /// The window the overlays are shown in (made when one is first shown).
    private(set) var overlayWindow: UIWindow?
    /// The app window the container appeared in.
    private weak var hostWindow: UIWindow?
    private var handledPresses: Set<UIPress> = []

    /// Creates a container showing `content`.
    init(content: UIViewController, context: PlaygroundContext) {
        self.content = content
        self.context = context
        help = HelpOverlayView(settings: context.settings)
        inspector = InspectorView(context: context)
        super.init(nibName: nil, bundle: nil)
        inspector.rootViewController = self
        keyHandler = KeyCommandHandler(context: context, root: self, inspector: inspector, help: help)
        keyHandler.onOverlaysChanged = { [weak self] in self?.updateOverlayWindow() }
        keyHandler.onNotice = { [weak self] text in
            guard let self else { return }
            notice.show(text)
            updateOverlayWindow()
        }
        notice.onHidden = { [weak self] in self?.updateOverlayWindow() }
        help.onClose = { [weak self] in self?.updateOverlayWindow() }
        let previous = context.timeline.onChange
        context.timeline.onChange = { [weak inspector] in
            previous?()
            inspector?.wake()
        }
    }

    required init?(coder: NSCoder) { fatalError("PlaygroundContainerViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        content.view.frame = view.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let window = view.window else { return }
        if hostWindow !== window {
            hostWindow = window
            keyHandler.window = window
            let responder = keyResponder ?? KeyCommandResponderView(handler: keyHandler)
            window.addSubview(responder)
            keyResponder = responder
            responder.becomeFirstResponder()
        }
        keyHandler.applySlowAnimations()
        updateOverlayWindow()
        // Back from a scene (the container presents the scenes): the title names the app again.
        if presentedViewController == nil { PlaygroundWindow.show(nil) }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Covered by a full-screen presentation, the container is still the root: keep the overlays.
        if presentedViewController == nil { overlayWindow?.isHidden = true }
    }

    /// Opens `scene` over the home screen at once (`--scene NAME`): the scene shows its Home
    /// button and Backspace at its root goes home, as when it is opened from its card.
    static func openScene(_ scene: SceneDescriptor, in root: UIViewController) {
        guard let container = root as? PlaygroundContainerViewController,
              let home = container.content as? HomeViewController else { return }
        home.open(scene, animated: false)
    }

    // MARK: Overlays

    /// The phone area's width while the inspector's panel is docked beside it (nil: undocked).
    private(set) var dockedPhoneWidth: CGFloat?

    /// Where the inspector's panel begins in the window (points), while it is shown.
    var panelStart: CGFloat? {
        guard inspector.isShown, let overlay = overlayWindow, !overlay.isHidden else { return nil }
        return inspector.convert(inspector.bounds, to: nil).minX
    }

    /// Shows the overlay window while the inspector or the help is visible, hides it otherwise,
    /// and docks or undocks the inspector's panel.
    func updateOverlayWindow() {
        dockInspectorPanel()
        let wanted = inspector.isShown || !help.isHidden || !notice.isHidden
        guard wanted, let host = hostWindow, !host.isHidden else {
            overlayWindow?.isHidden = true
            return
        }
        let overlay = overlayWindow ?? makeOverlayWindow(on: host.screen)
        overlay.isHidden = false
        overlay.isUserInteractionEnabled = !help.isHidden   // only the help sheet takes touches
        overlayHost?.dockedPhoneWidth = dockedPhoneWidth
        overlayHost?.setNeedsLayout()
    }

    private var overlayHost: OverlayHostView? { overlayWindow?.subviews.first as? OverlayHostView }

    /// Widens the window by the panel's width when the inspector is shown, and gives the width
    /// back when it is hidden. The app window (the phone area) keeps its place and its size:
    /// it stops following the screen while the panel is docked, so scripts, recordings and
    /// tests keep their coordinates.
    private func dockInspectorPanel() {
        guard let host = hostWindow else { return }
        let screen = host.screen
        if inspector.isShown, dockedPhoneWidth == nil {
            let phone = host.frame.size
            dockedPhoneWidth = phone.width
            host.followsScreenSize = false
            screen.requestSize(CGSize(width: phone.width + OverlayHostView.panelWidth, height: phone.height))
        } else if !inspector.isShown, dockedPhoneWidth != nil {
            dockedPhoneWidth = nil
            host.followsScreenSize = true
            screen.requestSize(CGSize(width: host.frame.width, height: screen.bounds.height))
        }
    }

    private func makeOverlayWindow(on screen: UIScreen) -> UIWindow {
        let overlay = UIWindow(frame: screen.bounds)
        overlay.screen = screen
        overlay.frame = screen.bounds
        overlay.layer.contentsScale = screen.scale
        overlay.windowLevel = .statusBar
        let host = OverlayHostView(frame: overlay.bounds, inspector: inspector, help: help, notice: notice)
        host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.onPhoneAreaChange = { [weak self] area in
            // Docked: the phone area follows the window's size (a user's resize) less the panel.
            guard let self, dockedPhoneWidth != nil, let window = hostWindow, window.frame != area else { return }
            window.frame = area
        }
        overlay.addSubview(host)
        overlayWindow = overlay
        return overlay
    }

    // MARK: Keys that come up the responder chain

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = Set<UIPress>()
        for press in presses {
            if let key = press.key, keyHandler.handle(key) { handledPresses.insert(press) } else { rest.insert(press) }
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.subtracting(handledPresses)
        handledPresses.subtract(presses)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.subtracting(handledPresses)
        handledPresses.subtract(presses)
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    // MARK: Touches wake the inspector (a drag may start a transition)

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        inspector.touchBegan()
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        inspector.touchEnded()
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        inspector.touchEnded()
        super.touchesCancelled(touches, with: event)
    }
}
