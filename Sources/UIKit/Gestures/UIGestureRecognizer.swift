import Foundation

/// The base class of gesture recognizers: a state machine fed with touches, with targets
/// whose actions run when the state changes.
///
/// Porting: iOS writes `UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))`;
/// here it is `UIPanGestureRecognizer(target: self, action: Self.handlePan)` — an unapplied method
/// reference. The method may take the recognizer's own class, any superclass of it, or nothing.
/// Targets are held weakly, as in UIKit. Subclasses set `state` (writable here, as UIKit's
/// subclass header makes it) and override the touch methods and `reset()`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a gesture recognizer.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized (the same value as `.ended`).
        public static var recognized: State { .ended }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// The recognizer's delegate (held weakly).
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for debugging.
    open var name: String?
    /// Whether the recognizer receives touches. Turning it off cancels a gesture in flight (a
    /// gesture that had not begun fails); turning it on again starts afresh with the next touch.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue, !isEnabled else { return }
            afterActions { [weak self] in
                guard let self, !self.isEnabled else { return }
                self.arena?.disable(self)
            }
        }
    }
    /// Whether the view's touches are cancelled when the gesture is recognized (default true).
    open var cancelsTouchesInView = true
    /// Whether the view gets `touchesBegan` only after the recognizer failed (default false).
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits until the recognizer decided (default true).
    open var delaysTouchesEnded = true
    /// Whether the recognizer must see every touch of the sequence (kept for source compatibility).
    open var requiresExclusiveTouchType = true

    var targets: [GestureTarget] = []
    var failureRequirements: [WeakRecognizer] = []
    /// The touches this recognizer tracks in the current sequence.
    var trackedTouches: [UITouch] = []
    /// A recognition waiting for the recognizers this one requires to fail.
    var pendingState: State?
    /// How many times the recognizer was made ready for a new touch sequence (a reset a
    /// frame's observer may not see happen).
    var sequencesEnded = 0
    /// When `deadlinePassed(at:)` is due (a tap's wait for the next tap, a long press's duration).
    var deadline: TimeInterval?
    /// The touch sequence this recognizer takes part in.
    weak var arena: GestureArena?
    /// The last touch seen (kept after the sequence ends so `location(in:)` still answers).
    var lastTouch: UITouch?
    var storedState: State = .possible
    private var isSendingActions = false
    private var deferredWhileSending: [() -> Void] = []

    /// Creates a recognizer with no target.
    public override init() { super.init() }

    /// Creates a recognizer that calls `action` on `target` (`func handle(_ sender: SomeRecognizer)`).
    public convenience init<Target: AnyObject, Receiver, Sender: UIGestureRecognizer>(
        target: Target, action: @escaping (Receiver) -> (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `action` on `target` (`func handle()`).
    public convenience init<Target: AnyObject, Receiver>(target: Target, action: @escaping (Receiver) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `handler` with itself on every action.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler)
    }

    // MARK: Targets

    /// Adds a target and action (`func handle(_ sender: SomeRecognizer)`). The action is a
    /// method of the target's class, usually written `Self.handle`.
    public func addTarget<Target: AnyObject, Receiver, Sender: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Receiver) -> (Sender) -> Void) {
        guard target is Receiver else {
            warnOnce("UIGestureRecognizer.addTarget: \(Target.self) has no method of \(Receiver.self); the target is not added")
            return
        }
        targets.append(GestureTarget(target: target, signature: "\(Receiver.self)->(\(Sender.self))") { t, recognizer in
            guard let t = t as? Receiver else { return }
            guard let sender = recognizer as? Sender else {
                warnOnce("\(type(of: recognizer)) cannot call an action taking \(Sender.self); it is skipped")
                return
            }
            action(t)(sender)
        })
    }

    /// Adds a target and action (`func handle()`).
    public func addTarget<Target: AnyObject, Receiver>(_ target: Target, action: @escaping (Receiver) -> () -> Void) {
        guard target is Receiver else {
            warnOnce("UIGestureRecognizer.addTarget: \(Target.self) has no method of \(Receiver.self); the target is not added")
            return
        }
        targets.append(GestureTarget(target: target, signature: "\(Receiver.self)->()") { t, _ in
            guard let t = t as? Receiver else { return }
            action(t)()
        })
    }

    /// Adds a closure called with the recognizer on every action.
    // `final`: in a `@preconcurrency` class, Swift 6.3 mangles a member whose type holds a
    // `@MainActor` closure without its concurrency attributes where it is defined, but with them
    // in subclasses' vtables, and the link fails; a member outside the vtable avoids it.
    public final func addTarget(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(GestureTarget(target: nil, signature: "closure") { _, recognizer in handler(recognizer) })
    }

    /// Removes every action of `target` (`action: nil`); a nil target removes every target.
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        targets.removeAll { target == nil || $0.target === target }
    }

    /// Removes `target`'s actions with the signature of `action`. Swift cannot compare method
    /// references, so two actions of one target with the same signature are both removed (a
    /// one-line warning says so).
    public func removeTarget<Target: AnyObject, Receiver, Sender: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Receiver) -> (Sender) -> Void) {
        removeTargets(target, signature: "\(Receiver.self)->(\(Sender.self))")
    }

    /// Removes `target`'s actions that take no argument (see the other overload).
    public func removeTarget<Target: AnyObject, Receiver>(_ target: Target, action: @escaping (Receiver) -> () -> Void) {
        removeTargets(target, signature: "\(Receiver.self)->()")
    }

    private func removeTargets(_ target: AnyObject, signature: String) {
        let matching = targets.filter { $0.target === target && $0.signature == signature }
        if matching.count > 1 {
            warnOnce("UIGestureRecognizer.removeTarget: \(matching.count) actions of one target share the signature \(signature); all are removed")
        }
        targets.removeAll { $0.target === target && $0.signature == signature }
    }

    /// Calls every live target's action. A state change made by an action (turning the
    /// recognizer off, say) is announced after every target has heard the current one.
    func sendActions() {
        isSendingActions = true
        targets.removeAll { !$0.isClosure && $0.target == nil }   // released targets
        for t in targets { t.invoke(t.target, self) }
        isSendingActions = false
        let deferred = deferredWhileSending
        deferredWhileSending.removeAll()
        for change in deferred { change() }
    }

    /// Runs `change` now, or after the current round of actions when one is being sent.
    func afterActions(_ change: @escaping () -> Void) {
        if isSendingActions { deferredWhileSending.append(change) } else { change() }
    }

    // MARK: State

    /// The current state. Subclasses set it; an illegal transition is ignored with a warning.
    open var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }

    /// Requires `otherGestureRecognizer` to fail before this one may recognize.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    /// Where the gesture is, in `view`'s coordinates (the touch's location: a mouse is one finger).
    open func location(in view: UIView?) -> CGPoint {
        (trackedTouches.last ?? lastTouch)?.location(in: view) ?? .zero
    }

    /// Where touch `touchIndex` is, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            warnOnce("UIGestureRecognizer.location(ofTouch:in:): no touch at index \(touchIndex)")
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The number of touches the recognizer tracks.
    open var numberOfTouches: Int { trackedTouches.count }

    // MARK: Subclass hooks

    /// Called when the recognizer returns to `.possible` after a sequence; subclasses forget their state.
    open func reset() {}
    /// Touches began.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled: a continuous gesture in flight ends as `.cancelled`, otherwise it fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }
    /// Stops sending `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) { trackedTouches.removeAll { $0 === touch } }
    /// Whether this recognizer may prevent `preventedGestureRecognizer` from recognizing (default true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may prevent this one (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (default false).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail (default false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// The frame clock's time now (deadlines are set relative to it).
    var currentTime: TimeInterval { arena?.now ?? 0 }

    /// Called once the frame clock reaches `deadline` (a tap's wait for the next tap, a long
    /// press's duration): the recognizers of this module set `deadline` in their touch methods.
    func deadlinePassed(at time: TimeInterval) {}
}

/// One target and its action.
@MainActor
struct GestureTarget {
    weak var target: AnyObject?
    let signature: String
    let isClosure: Bool
    let invoke: @MainActor (AnyObject?, UIGestureRecognizer) -> Void

    init(target: AnyObject?, signature: String, invoke: @escaping @MainActor (AnyObject?, UIGestureRecognizer) -> Void) {
        self.target = target
        self.signature = signature
        isClosure = target == nil
        self.invoke = invoke
    }
}

/// A weak reference to a recognizer.
@MainActor
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ r: UIGestureRecognizer) { recognizer = r }
}
