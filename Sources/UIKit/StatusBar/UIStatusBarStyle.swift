import Foundation

/// The look of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Content that follows the interface style of the controller in charge: dark content in
    /// light mode, light content in dark mode (as on iOS 13 and later).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar changes when it is shown or hidden.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}

/// The orientation of the app's interface.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension UIApplication {
    /// The status bar's frame in screen coordinates: the top 47 points of a phone-shaped
    /// screen while the bar is shown, `.zero` otherwise (deprecated on iOS 13; still read by
    /// transition code to place things under the bar).
    @available(*, deprecated, message: "Use the window scene's statusBarManager (here: the window's safeAreaInsets)")
    public var statusBarFrame: CGRect { UIScreen.main.statusBar.frame }

    /// The interface's orientation: portrait when the screen is taller than wide, else
    /// landscape (deprecated on iOS 13).
    @available(*, deprecated, message: "Use the window scene's interfaceOrientation")
    public var statusBarOrientation: UIInterfaceOrientation {
        UIScreen.main.bounds.height >= UIScreen.main.bounds.width ? .portrait : .landscapeLeft
    }

    /// The status bar's current style (deprecated on iOS 9: controllers decide it).
    @available(*, deprecated, message: "Use the view controller's preferredStatusBarStyle")
    public var statusBarStyle: UIStatusBarStyle { UIScreen.main.statusBar.style }

    /// Whether the status bar is hidden (read-only, as in Apple's current SDK; hide it for the
    /// whole app with ``setStatusBarHidden(_:with:)``).
    @available(*, deprecated, message: "Use the window scene's statusBarManager (here: the view controller's prefersStatusBarHidden)")
    public var isStatusBarHidden: Bool { UIScreen.main.statusBar.isHidden }

    /// Hides or shows the status bar for the whole app whatever the controllers prefer — what
    /// `UIViewControllerBasedStatusBarAppearance = NO` in an iOS app's Info.plist allows
    /// (deprecated on iOS 9, still used by apps that draw edge to edge); it fades or slides
    /// inside an animation block.
    @available(*, deprecated, message: "Use the view controller's prefersStatusBarHidden")
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        statusBarHiddenByApplication = hidden ? animation : nil
    }
}
