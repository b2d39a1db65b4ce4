import Foundation

/// The backdrop of the app's user interface: a view that sits directly on a screen.
///
/// A window is hidden until `makeKeyAndVisible()` (or `isHidden = false`) puts it on its screen.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Whether the window follows the screen's size when it filled the screen (true, as on
    /// iOS). A window that shares the screen with a panel beside it sets it to false.
    package var followsScreenSize = true

    /// The screen the window is shown on.
    ///
    /// Held weakly: a screen keeps its shown windows alive, so a window that held its screen
    /// would keep both alive for ever (a test's `HeadlessScreen` and its whole UI). A window
    /// whose screen is gone reports the main screen.
    open var screen: UIScreen {
        get { screenStorage ?? .main }
        set {
            screenStorage?.windowScene?.detach(self)
            screenStorage = newValue
            newValue.windowScene?.attach(self)
            layer.hostScheduler = newValue.rootLayer.hostScheduler
            updateTraitsFromHierarchy()
        }
    }

    /// The scene the window belongs to: its screen's (the app's one window scene).
    ///
    /// Setting a scene moves the window to that scene's screen; setting nil hides the window
    /// (on iOS a window without a scene is not shown).
    open var windowScene: UIWindowScene? {
        get { screen.windowScene }
        set {
            if let newValue { screen = newValue.screen } else { isHidden = true }
        }
    }

    /// Creates a window that belongs to `windowScene`, filling its screen.
    public init(windowScene: UIWindowScene) {
        screenStorage = windowScene.screen
        super.init(frame: windowScene.screen.bounds)
        finishInit()
        windowScene.attach(self)
    }
    private weak var screenStorage: UIScreen?
    /// The responder key presses go to first (see `UIResponder.becomeFirstResponder()`).
    weak var firstResponderStorage: UIResponder?

    /// Creates a window with the given frame on the main screen (it joins the main screen's
    /// scene when it is shown).
    public override init(frame: CGRect) {
        screenStorage = .main
        super.init(frame: frame)
        finishInit()
    }

    /// Creates a window filling the main screen.
    public required init?(coder: NSCoder) {
        screenStorage = .main
        super.init(coder: coder)
        frame = screen.bounds
        finishInit()
    }

    /// Creates a window filling `screen`; `UIKitTesting` uses it with its own screens.
    package init(screen: UIScreen) {
        screenStorage = screen
        super.init(frame: screen.bounds)
        finishInit()
    }

    private func finishInit() {
        layer.contentsScale = screen.scale
        // A window that is not shown yet belongs to its screen's frames all the same.
        layer.hostScheduler = screen.rootLayer.hostScheduler
        super.isHidden = true
    }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, old.viewIfLoaded?.superview === self { old.view.removeFromSuperview() }
            installRootView()
            if !isHidden { screen.statusBar.update() }
        }
    }

    /// The window's position in the stack of windows: higher levels are shown above lower ones.
    open var windowLevel: UIWindow.Level = .normal {
        didSet { if !isHidden { screen.show(self) } }
    }

    /// The application, as the next responder (for the app's own screen).
    open override var next: UIResponder? { screen === UIScreen.main ? UIApplication.shared : nil }

    /// Whether the window is the key window of its screen.
    open var isKeyWindow: Bool { screen.keyWindow === self }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key (the one that receives keyboard input).
    open func makeKey() {
        guard screen.keyWindow !== self else { return }
        let old = screen.keyWindow
        screen.keyWindow = self
        old?.resignKey()
        becomeKey()
    }

    /// Called when the window becomes key.
    open func becomeKey() {}
    /// Called when the window stops being key.
    open func resignKey() {}

    /// Hiding a window takes it off its screen; showing it puts it back.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let wasHidden = super.isHidden
            super.isHidden = newValue
            guard wasHidden != newValue else { return }
            let root = rootViewController?.viewIfLoaded?.superview === self ? rootViewController : nil
            if newValue {
                root?.viewVisibilityChanged(visible: false, phase: .will)
                screen.hide(self)
                if screen.keyWindow === self { screen.keyWindow = nil; resignKey() }
                root?.viewVisibilityChanged(visible: false, phase: .did)
            } else {
                root?.viewVisibilityChanged(visible: true, phase: .will)
                screen.show(self)
                installRootView()
                root?.viewVisibilityChanged(visible: true, phase: .did)
            }
        }
    }

    /// A window's frame is in screen coordinates; there is no superview.
    private func installRootView() {
        guard let vc = rootViewController, !isHidden || vc.isViewLoaded else { return }
        let v: UIView = vc.view
        guard v.superview !== self else { return }
        v.frame = bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(v)
    }

    /// Window levels.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }
}
