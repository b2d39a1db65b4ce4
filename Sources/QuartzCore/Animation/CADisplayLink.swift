import Foundation

/// A range of frame rates an animation would like.
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }
    public init(minimum: Float, maximum: Float) { self.init(minimum: minimum, maximum: maximum, preferred: nil) }
    /// No preference: the screen's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer that calls its target once per frame, in step with the screen.
///
/// Swift on Linux has no selectors: pass the target and an unapplied method reference, which is
/// how `#selector(step(_:))` ports:
///
///     let link = CADisplayLink(target: self, selector: Self.step)   // func step(_ link: CADisplayLink)
///     link.add(to: .main, forMode: .common)
///
/// A closure form is also available: `CADisplayLink { link in … }`. As on iOS the link keeps its
/// target alive until `invalidate()`. While a link is added and not paused, the app produces
/// frames continuously; otherwise the loop sleeps.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var callback: ((CADisplayLink) -> Void)?
    private var target: AnyObject?

    /// Calls `selector` on `target` every frame (`func step(_ link: CADisplayLink)`).
    public init<Target: AnyObject, Receiver>(target: Target, selector: @escaping (Receiver) -> (CADisplayLink) -> Void) {
        self.target = target
        guard let receiver = target as? Receiver else {
            warnOnce("CADisplayLink: \(Target.self) has no method of \(Receiver.self); the link does nothing")
            return
        }
        callback = { link in selector(receiver)(link) }
    }

    /// Calls `selector` on `target` every frame (`func step()`).
    public init<Target: AnyObject, Receiver>(target: Target, selector: @escaping (Receiver) -> () -> Void) {
        self.target = target
        guard let receiver = target as? Receiver else {
            warnOnce("CADisplayLink: \(Target.self) has no method of \(Receiver.self); the link does nothing")
            return
        }
        callback = { _ in selector(receiver)() }
    }

    /// Calls `handler` every frame.
    public init(handler: @escaping @Sendable @MainActor (CADisplayLink) -> Void) {
        callback = handler
    }

    /// The time of the last frame the link fired for.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame (when the screen will show what the callback draws).
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames.
    public private(set) var duration: CFTimeInterval = 1.0 / 60
    /// Whether the link is paused (a paused link does not keep the app producing frames).
    open var isPaused = false {
        didSet { if !isPaused && isRegistered { AnimationEngine.requestFrame() } }
    }
    /// The frame rate the link would like (the screen's rate is used).
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// The frame rate the link would like, in frames per second (0: the screen's).
    open var preferredFramesPerSecond: Int = 0
    /// The rate the screen actually runs at.
    public var frameInterval: Int { 1 }

    private var isRegistered = false
    /// The screen loop the link belongs to: the one current when it was added (see `DisplayLinks`).
    var owner: ObjectIdentifier?

    /// Starts calling the target every frame.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard callback != nil, !isRegistered else { return }
        isRegistered = true
        owner = DisplayLinks.currentOwner
        DisplayLinks.active.append(self)
        AnimationEngine.requestFrame()
    }

    /// Stops calling the target (the link can be added again).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isRegistered = false
        DisplayLinks.active.removeAll { $0 === self }
    }

    /// Stops the link for good and releases the target.
    open func invalidate() {
        remove(from: .main, forMode: .common)
        callback = nil
        target = nil
    }

    func fire(timestamp: CFTimeInterval, duration: CFTimeInterval) {
        self.timestamp = timestamp
        self.duration = duration
        targetTimestamp = timestamp + duration
        callback?(self)
    }
}

/// The display links that run, each fired by the frame loop of the screen it belongs to.
///
/// An app has one screen, so every link is its; a process that drives several screens (tests,
/// each with its own clock) gives a link to the screen whose loop was current when the link was
/// added, so it never fires with another screen's clock nor keeps another screen busy.
@MainActor
package enum DisplayLinks {
    static var active: [CADisplayLink] = []
    /// The screen loop that is current (`ScreenDriver.becomeCurrent`); nil before any.
    package static var currentOwner: ObjectIdentifier?

    /// Whether an unpaused link of `owner`'s wants frames.
    package static func wantFrames(for owner: ObjectIdentifier) -> Bool {
        active.contains { !$0.isPaused && ($0.owner == nil || $0.owner == owner) }
    }

    /// Fires every unpaused link of `owner`'s for the frame at `timestamp` (a link added
    /// before any screen existed joins the first screen that fires it).
    package static func fire(for owner: ObjectIdentifier, timestamp: CFTimeInterval, duration: CFTimeInterval) {
        for link in active where !link.isPaused && (link.owner == nil || link.owner == owner) {
            link.owner = owner
            link.fire(timestamp: timestamp, duration: duration)
        }
    }
}
