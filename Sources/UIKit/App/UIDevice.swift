import Foundation

/// The device the app runs on — here, the desktop window that stands for a phone or a tablet.
///
/// The idiom and orientation follow the main screen's size as its traits do (a phone when the
/// shorter side is under 600 points; portrait when taller than wide), so code that branches on
/// `UIDevice.current.userInterfaceIdiom == .pad` sees the same device the layout does. The
/// system reports itself as iOS 17.0, the version whose UIKit this toolkit follows. There is no
/// battery to read: monitoring reports `.unknown` and −1, as UIKit does when monitoring is off.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// The kind of interface the device has: `.phone` or `.pad`, from the main screen's size.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.traitCollection.userInterfaceIdiom }
    /// The operating system's name ("iOS", as UIKit's code expects).
    open var systemName: String { "iOS" }
    /// The version of the UIKit this toolkit follows.
    open var systemVersion: String { "17.0" }
    /// "iPhone" or "iPad", after the idiom.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The same, localized (not translated here).
    open var localizedModel: String { model }
    /// The computer's host name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// An identifier stable while the app runs (there is no vendor to tie it to).
    open var identifierForVendor: UUID? { vendorIdentifier }
    private let vendorIdentifier = UUID()

    /// The physical orientation: portrait when the main screen is taller than wide, else
    /// landscape (left).
    open var orientation: UIDeviceOrientation {
        let size = UIScreen.main.bounds.size
        return size.height >= size.width ? .portrait : .landscapeLeft
    }

    /// Whether orientation notifications are asked for (a count of begin/end calls, as UIKit keeps).
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }
    private var orientationRequests = 0
    /// Asks for `orientationDidChangeNotification` (calls nest; balance each with an `end`).
    open func beginGeneratingDeviceOrientationNotifications() { orientationRequests += 1 }
    /// Balances a `begin` call.
    open func endGeneratingDeviceOrientationNotifications() { orientationRequests = max(0, orientationRequests - 1) }

    /// Posted, with the device as its object, when `orientation` changes while
    /// `isGeneratingDeviceOrientationNotifications` is true; read the new one from `orientation`.
    ///
    /// The device turns when the main screen's window is resized from taller than wide to wider
    /// than tall, or back (the user resizing it, or the app asking for a size): the
    /// notification is posted as the screen takes its new size, before the view controllers
    /// hear of the size transition (on iOS, too, the device turns before the interface follows).
    /// A resize that keeps the shape posts nothing.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// The main screen changed size (from `previous`): posts the notification if that turned the device.
    func mainScreenDidResize(from previous: CGSize) {
        guard isGeneratingDeviceOrientationNotifications else { return }
        let wasPortrait = previous.height >= previous.width
        guard wasPortrait != orientation.isPortrait else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }

    /// Whether battery monitoring is on (it reports nothing here).
    open var isBatteryMonitoringEnabled = false
    /// The charge, 0…1; −1 when unknown (always, here).
    open var batteryLevel: Float { -1 }
    /// The battery's state (always `.unknown` here).
    open var batteryState: BatteryState { .unknown }
    /// Whether the proximity sensor is used (there is none).
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether the device can run more than one app at once (a desktop can).
    open var isMultitaskingSupported: Bool { true }

    /// Plays the keyboard's click (there is no click to play).
    open func playInputClick() {}

    /// The battery's states.
    public enum BatteryState: Int, Sendable {
        case unknown = 0, unplugged, charging, full
    }
}

/// The device's physical orientation (Apple's raw values).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
