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
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
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
        didSet { if !isPaused && isRegistered { scheduler?.requestFrame() } }
    }
    /// The frame rate the link would like (the screen's rate is used).
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// The frame rate the link would like, in frames per second (0: the screen's).
    open var preferredFramesPerSecond: Int = 0
    /// The rate the screen actually runs at.
    public var frameInterval: Int { 1 }

    private var isRegistered = false
    /// The screen whose frames fire the link (see `add(to:forMode:)`).
    private(set) weak var scheduler: FrameScheduler?

    /// Starts calling the target every frame: the frames of the screen whose frame is running
    /// (a link added from a frame's callback), else of the screen set up or run last (an app's
    /// only screen). A link added before any screen exists joins the first one to run a frame.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard callback != nil, !isRegistered else { return }
        isRegistered = true
        if let scheduler = FrameContext.main.current {
            adopt(by: scheduler)
        } else {
            FrameContext.main.holdUnowned(self)
        }
    }

    /// Starts calling the target on every frame of `scheduler`'s screen (the library's own
    /// links, which know the screen they serve).
    package func add(to scheduler: FrameScheduler) {
        guard callback != nil, !isRegistered else { return }
        isRegistered = true
        adopt(by: scheduler)
    }

    /// Joins `scheduler`'s frames.
    func adopt(by scheduler: FrameScheduler) {
        self.scheduler = scheduler
        scheduler.displayLinks.append(self)
        scheduler.requestFrame()
    }

    /// Stops calling the target (the link can be added again).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isRegistered = false
        scheduler?.displayLinks.removeAll { $0 === self }
        scheduler = nil
        FrameContext.main.releaseUnowned(self)
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
