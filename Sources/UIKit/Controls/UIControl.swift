import Foundation

/// The base of controls — buttons, switches, sliders: a view that tracks a touch, keeps a state
/// (highlighted while the finger is on it, disabled, selected) and sends events to its targets.
///
/// Tracking follows UIKit: `touchDown` when the finger goes down; while it moves,
/// `touchDragInside`/`touchDragOutside`, with `touchDragExit`/`touchDragEnter` as it crosses the
/// edge of the bounds grown by 70 points (UIKit's slop); `touchUpInside` (and
/// `primaryActionTriggered`) or `touchUpOutside` when it lifts, `touchCancel` when the touch is
/// cancelled — for instance by a pan that begins around the control. Subclasses hook
/// `beginTracking`/`continueTracking`/`endTracking`/`cancelTracking(with:)`.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far outside its bounds a touch still counts as inside.
    static let touchSlop: CGFloat = 70

    /// Whether the control takes touches and sends events (default true).
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { if !isEnabled { endTouch(cancelled: true) }; stateDidChange() } }
    }
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
    /// The horizontal alignment with leading and trailing resolved by the control's
    /// `effectiveUserInterfaceLayoutDirection` (leading is right, right to left).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: isRightToLeft ? .right : .left
        case .trailing: isRightToLeft ? .left : .right
        default: contentHorizontalAlignment
        }
    }

    /// The state from the flags.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Whether a touch is being tracked, and whether it is inside (within the slop).
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

    /// Called when `state` may have changed (subclasses redraw; call super).
    open func stateDidChange() { setNeedsDisplay(); setNeedsLayout() }

    // MARK: Targets and actions

    struct Entry {
        weak var target: AnyObject?
        let isClosure: Bool
        let signature: String
        let events: Event
        let action: UIAction?
        let invoke: @MainActor (AnyObject?, UIControl, UIEvent?) -> Void
    }
    var entries: [Entry] = []

    /// Adds `action` (`func tapped(_ sender: UIButton)`, or taking `Any`) of `target` for `controlEvents`.
    public func addTarget<Target: AnyObject, Receiver, Sender>(_ target: Target, action: @escaping (Receiver) -> (Sender) -> Void,
                                                               for controlEvents: Event) {
        guard target is Receiver else {
            warnOnce("UIControl.addTarget: \(Target.self) has no method of \(Receiver.self); the target is not added")
            return
        }
        entries.append(Entry(target: target, isClosure: false, signature: "\(Receiver.self)->(\(Sender.self))", events: controlEvents,
                             action: nil) { t, control, _ in
            guard let t = t as? Receiver else { return }
            guard let sender = control as? Sender else {
                warnOnce("\(type(of: control)) cannot call an action taking \(Sender.self); it is skipped")
                return
            }
            action(t)(sender)
        })
    }

    /// Adds an action that takes the sender and the event (`func tapped(_ sender: Any, forEvent event: UIEvent)`).
    public func addTarget<Target: AnyObject, Receiver, Sender>(_ target: Target,
                                                               action: @escaping (Receiver) -> (Sender, UIEvent?) -> Void,
                                                               for controlEvents: Event) {
        guard target is Receiver else {
            warnOnce("UIControl.addTarget: \(Target.self) has no method of \(Receiver.self); the target is not added")
            return
        }
        entries.append(Entry(target: target, isClosure: false, signature: "\(Receiver.self)->(\(Sender.self),UIEvent)",
                             events: controlEvents, action: nil) { t, control, event in
            guard let t = t as? Receiver, let sender = control as? Sender else { return }
            action(t)(sender, event)
        })
    }

    /// Adds an action that takes no argument (`func tapped()`).
    public func addTarget<Target: AnyObject, Receiver>(_ target: Target, action: @escaping (Receiver) -> () -> Void,
                                                       for controlEvents: Event) {
        guard target is Receiver else {
            warnOnce("UIControl.addTarget: \(Target.self) has no method of \(Receiver.self); the target is not added")
            return
        }
        entries.append(Entry(target: target, isClosure: false, signature: "\(Receiver.self)->()", events: controlEvents,
                             action: nil) { t, _, _ in
            guard let t = t as? Receiver else { return }
            action(t)()
        })
    }

    /// Removes every action of `target` for `controlEvents` (`action: nil`); a nil target removes every target's.
    public func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: Event) {
        entries = entries.compactMap { e in
            guard !e.isClosure, target == nil || e.target === target else { return e }
            let left = e.events.subtracting(controlEvents)
            return left.isEmpty ? nil : Entry(target: e.target, isClosure: false, signature: e.signature, events: left,
                                             action: e.action, invoke: e.invoke)
        }
    }

    /// The targets with actions (released targets are gone).
    public var allTargets: Set<AnyHashable> {
        Set(entries.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } })
    }

    /// The events any target or action listens to.
    public var allControlEvents: Event { entries.reduce(Event()) { $0.union($1.events) } }

    /// Adds a `UIAction` for `controlEvents`.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        entries.append(Entry(target: nil, isClosure: true, signature: "action", events: controlEvents, action: action) { _, control, _ in
            action.sender = control
            action.handler(action)
            action.sender = nil
        })
    }

    /// Removes a `UIAction` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the `UIAction` with `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        entries = entries.compactMap { e in
            guard let a = e.action, a.identifier == actionIdentifier else { return e }
            let left = e.events.subtracting(controlEvents)
            return left.isEmpty ? nil : Entry(target: nil, isClosure: true, signature: e.signature, events: left,
                                             action: a, invoke: e.invoke)
        }
    }

    /// Sends the actions registered for `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) { send(controlEvents, event: nil) }

    private func send(_ events: Event, event: UIEvent?) {
        entries.removeAll { !$0.isClosure && $0.target == nil }   // released targets
        for e in entries where !e.events.isDisjoint(with: events) {
            e.invoke(e.target, self, event)
        }
    }

    // MARK: Tracking (override in subclasses)

    /// A touch went down on the control; return false to stop tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The touch moved; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    private func inside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        send(touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
        if !beginTracking(touch, with: event) { isTracking = false }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let nowInside = inside(touch)
        isHighlighted = nowInside
        if nowInside != isTouchInside {
            isTouchInside = nowInside
            send(nowInside ? .touchDragEnter : .touchDragExit, event: event)
        }
        send(nowInside ? .touchDragInside : .touchDragOutside, event: event)
        if !continueTracking(touch, with: event) { isTracking = false }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else {
            endTouch(cancelled: false)
            return
        }
        let wasInside = inside(touch)
        isTracking = false
        isHighlighted = false
        isTouchInside = wasInside
        endTracking(touch, with: event)
        send(wasInside ? (triggersPrimaryActionOnTouchUp ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside) : .touchUpOutside,
             event: event)
    }

    /// Whether a touch up inside is the primary action (a button whose menu is its primary
    /// action shows the menu instead).
    var triggersPrimaryActionOnTouchUp: Bool { true }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        endTouch(cancelled: true, event: event)
    }

    /// Stops tracking (a cancel sends `touchCancel`).
    private func endTouch(cancelled: Bool, event: UIEvent? = nil) {
        guard isTracking else { isHighlighted = false; return }
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        if cancelled {
            cancelTracking(with: event)
            send(.touchCancel, event: event)
        }
    }

    /// A control removed while it tracks a touch cancels it.
    open override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        if newSuperview == nil { endTouch(cancelled: true) }
    }
}
