import Foundation

/// One finger on the screen. On the desktop the primary mouse button is the finger: pressing it
/// begins a touch, dragging moves it, releasing ends it.
///
/// A touch keeps the view it began in until it ends, wherever it moves. Its timestamps are the
/// window system's event times (X server time), never the wall clock.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phases of a touch.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// The kinds of touches.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// When the touch last changed, in seconds on the window system's clock.
    open internal(set) var timestamp: TimeInterval
    /// Where the touch is in its life.
    open internal(set) var phase: Phase
    /// How many times the finger tapped in quick succession at this place (1 for a single tap).
    open internal(set) var tapCount: Int
    /// The kind of touch: a mouse standing in for a finger is `.direct`.
    open var type: TouchType { .direct }
    /// The view the touch began in (hit-tested at the start).
    open internal(set) weak var view: UIView?
    /// The window the touch began in.
    open internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving this touch (held weakly: a recognizer keeps its last
    /// touch, and the touch must not keep the recognizer alive in return).
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerStorage.map { $0.compactMap(\.recognizer) } }
        set { recognizerStorage = newValue.map { $0.map(WeakRecognizer.init) } }
    }
    private var recognizerStorage: [WeakRecognizer]?
    /// The radius of the touch (a mouse pointer has none; a fingertip's typical 20 pt is reported).
    open var majorRadius: CGFloat { 20 }
    /// The tolerance of `majorRadius`.
    open var majorRadiusTolerance: CGFloat { 0 }
    /// The force of the touch (0: not measured).
    open var force: CGFloat { 0 }
    /// The largest possible force (0: not measured).
    open var maximumPossibleForce: CGFloat { 0 }

    /// The location in the window's coordinates.
    var windowLocation: CGPoint
    /// The previous location in the window's coordinates.
    var previousWindowLocation: CGPoint

    init(window: UIWindow?, view: UIView?, location: CGPoint, timestamp: TimeInterval, tapCount: Int) {
        self.window = window
        self.view = view
        windowLocation = location
        previousWindowLocation = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        phase = .began
    }

    /// A copy standing for one intermediate sample (for `coalescedTouches(for:)`).
    func sample(location: CGPoint, previous: CGPoint, timestamp: TimeInterval) -> UITouch {
        let t = UITouch(window: window, view: view, location: location, timestamp: timestamp, tapCount: tapCount)
        t.previousWindowLocation = previous
        t.phase = phase
        return t
    }

    /// The location in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint { convert(windowLocation, to: view) }

    /// The previous location in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint { convert(previousWindowLocation, to: view) }

    private func convert(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return p }
        return view.layer.convert(p, from: window.layer)
    }

}
