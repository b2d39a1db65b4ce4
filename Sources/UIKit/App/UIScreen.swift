import Foundation

/// The display the app's windows appear on.
///
/// On the desktop a screen is the app's top-level X11 window (or an image, headless): its
/// `bounds` stand for the device screen and follow the window's size. The default size is set
/// with `--screen-size WxH` or the `UIKIT_SCREEN_SIZE` environment variable (390×844, an
/// iPhone's points, when neither is given); `scale` comes from `Xft.dpi` or `--scale`.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen the app runs on.
    /// Its interface style is `UIKIT_INTERFACE_STYLE` when set, else (once the app launches
    /// with a window) the desktop's (see `DesktopAppearance`).
    public static let main: UIScreen = {
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: LaunchOptions.current.screenSize),
                              scale: LaunchOptions.current.scale ?? 1)
        screen.systemUserInterfaceStyle = LaunchOptions.current.interfaceStyle ?? .light
        return screen
    }()

    /// The screen's rectangle in points.
    public internal(set) var bounds: CGRect
    /// Device pixels per point.
    public internal(set) var scale: CGFloat
    /// The native scale (the same as `scale` here).
    open var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The frames per second the screen can show (the frame clock's target).
    open var maximumFramesPerSecond: Int { 60 }

    // MARK: Traits (the rest is in UIScreen+Traits.swift)

    /// The screen's traits and trait-change registrations.
    final var traitState = TraitState()

    /// The system's light or dark appearance: the desktop's for the main screen, light for
    /// other screens unless set. Changing it updates the traits of every window on the screen.
    package var systemUserInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet { if systemUserInterfaceStyle != oldValue { updateTraits() } }
    }

    /// The layout direction of the screen's windows: the app's (see
    /// `UIApplication.userInterfaceLayoutDirection`) unless set. Changing it updates every
    /// window's traits, and the views lay out again.
    package var systemLayoutDirection: UIUserInterfaceLayoutDirection = LaunchOptions.current.layoutDirection {
        didSet { if systemLayoutDirection != oldValue { updateTraits() } }
    }

    /// Called when the screen's traits changed (its size classes or style).
    @available(iOS, deprecated: 17.0, message: "Use the trait change registration APIs")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The layer every visible window's layer is a sublayer of.
    package let rootLayer = CALayer()
    /// The window that receives keyboard input.
    package weak var keyWindow: UIWindow?
    /// The status bar (drawn on a phone-shaped screen).
    package lazy var statusBar = StatusBar(screen: self)
    /// The window scene whose windows this screen shows (the app keeps it alive).
    package internal(set) weak var windowScene: UIWindowScene?

    /// Creates a screen; the app has `main`, tests make their own.
    package init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        rootLayer.bounds = bounds
        rootLayer.anchorPoint = .zero
        rootLayer.backgroundColor = .black
        rootLayer.name = "UIScreen"
    }

    /// The visible windows, back to front. The screen keeps them alive while they are shown,
    /// as a window scene does on iOS 13 and later.
    package var windows: [UIWindow] {
        rootLayer.sublayerStorage.compactMap { layer in shownWindows.first { $0.layer === layer } }
    }
    private var shownWindows: [UIWindow] = []

    /// Takes a hidden window off the screen.
    package func hide(_ window: UIWindow) {
        window.layer.removeFromSuperlayer()
        shownWindows.removeAll { $0 === window }
    }

    /// Follows a new size of the window system's window: resizes the screen and the windows
    /// that filled it, as a size transition.
    ///
    /// Each such window's root controller hears of it first through
    /// `viewWillTransition(to:with:)` (passed down to children and presented controllers), with
    /// a coordinator whose alongside blocks run with the views at their new size and whose
    /// completions run after. A size the window system gives (the user resizing the window)
    /// changes at once (duration 0, as a Mac window's live resize); a size the app asked for
    /// with ``requestSize(_:animationDuration:)`` animates over that duration.
    package func resize(to size: CGSize) {
        let old = bounds
        guard size != old.size, size.width > 0, size.height > 0 else { return }
        defer { windowScene?.screenMayHaveChanged() }   // after the windows took the new size
        let duration = requestedSize == size ? requestedDuration : 0
        requestedSize = nil
        bounds = CGRect(origin: .zero, size: size)
        // The screen's layer takes its new size at once: an implicit animation of it would keep
        // the app drawing frames after every resize.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rootLayer.bounds = bounds
        CATransaction.commit()
        if self === UIScreen.main { UIDevice.current.mainScreenDidResize(from: old.size) }
        let resized = windows.filter { $0.frame == old && $0.followsScreenSize }
        statusBar.update()
        guard let first = resized.first else { return updateTraits() }
        // As on iOS: willTransition(to:with:) when the size classes change, then
        // viewWillTransition(to:with:); the new traits (and traitCollectionDidChange) arrive
        // inside the change, with the new frames.
        let coordinator = SizeTransitionCoordinator(duration: duration, container: first)
        let before = traitCollection, after = UITraitCollection(values: inheritedTraitValues())
        let classesChange = before.horizontalSizeClass != after.horizontalSizeClass || before.verticalSizeClass != after.verticalSizeClass
        for window in resized {
            guard let root = window.rootViewController else { continue }
            if classesChange {
                root.willTransition(to: root.traitCollection.modifyingTraits { traits in
                    traits.horizontalSizeClass = after.horizontalSizeClass
                    traits.verticalSizeClass = after.verticalSizeClass
                }, with: coordinator)
            }
            root.viewWillTransition(to: size, with: coordinator)
        }
        let bounds = bounds
        coordinator.run { [self] in
            for window in resized { window.frame = bounds }
            updateTraits()
            for window in resized { window.layoutIfNeeded() }
        }
    }

    /// Asks the window system for a new screen size in points (the X window's content size);
    /// the screen changes when the window system answers. No-op without a window system.
    ///
    /// With an `animationDuration`, the size transition the answer brings animates over it
    /// (the way a rotation animates on iOS); without, it happens at once.
    package func requestSize(_ size: CGSize, animationDuration: TimeInterval = 0) {
        requestedSize = size
        requestedDuration = animationDuration.isFinite ? max(0, animationDuration) : 0
        sizeRequester?(size)
    }
    private var requestedSize: CGSize?
    private var requestedDuration: TimeInterval = 0

    /// Set by the screen's driver: passes ``requestSize(_:)`` to its backend.
    package var sizeRequester: ((CGSize) -> Void)?

    /// Puts a window's layer on screen in the order of window levels.
    package func show(_ window: UIWindow) {
        if !shownWindows.contains(where: { $0 === window }) { shownWindows.append(window) }
        windowScene?.attach(window)
        window.layer.hostScheduler = rootLayer.hostScheduler
        let above = rootLayer.sublayerStorage.first { l in
            guard let w = l.delegate as? UIWindow, w !== window else { return false }
            return w.windowLevel > window.windowLevel
        }
        if let above { rootLayer.insertSublayer(window.layer, below: above) } else { rootLayer.addSublayer(window.layer) }
        window.updateTraitsFromHierarchy()   // the screen's style may have changed while it was hidden
        if window.windowLevel < .statusBar, !(window is StatusBarWindow) { statusBar.update() }
    }
}
