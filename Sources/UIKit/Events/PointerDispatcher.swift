import Foundation
import WindowSystem

/// What the pointer does besides being a finger: the wheel and hovering.
///
/// - The wheel (X buttons 4 and 5, and 6 and 7 or Shift for the horizontal axis) scrolls the
///   innermost scroll view under the pointer that can still move that way (an outer one when the
///   inner is at its edge), 48 points a click, animated on the screen's frames; clicks that
///   follow quickly add up to one longer scroll, so a spun wheel keeps its momentum.
/// - Precise scrolling (XInput2 smooth scrolling, `.scrolled`) moves the same scroll view by
///   its distance in points (Shift turns vertical into horizontal): a touchpad's continuous
///   deltas move the content at once, with no animation or momentum of ours (the touchpad
///   decelerates itself); a high-resolution wheel's deltas run as wheel clicks do.
/// - Control with the wheel stands in for a two-finger pinch (`UIPinchGestureRecognizer`), and
///   Control and Shift for a rotation (`UIRotationGestureRecognizer`): the recognizers on the
///   view under the pointer and its ancestors step with each click and end 0.3 s after the last.
/// - A drag with the secondary button held stands in for two fingers too: a pinch about the
///   press, or with Shift a rotation (``TwoFingerDrag``, PointerDispatcher+TwoFingerDrag.swift).
/// - Moving with no button held is hovering: `UIHoverGestureRecognizer`s of the views under
///   the pointer begin, change and end as it enters, moves and leaves.
@MainActor
final class PointerDispatcher {
    let screen: UIScreen
    let clock: any FrameClock
    /// One wheel click's scroll, in points (also one increment of a smooth-scrolling valuator).
    static let wheelScroll: CGFloat = WindowSystemEvent.wheelClickDistance
    /// Clicks closer together than this continue the same scroll.
    static let wheelRun: TimeInterval = 0.35

    private var primaryDown = false
    /// Where the pointer is on the screen, while it is over the window.
    private(set) var location: CGPoint?
    /// Where the pointer moved last with no button held, until the frame's input is flushed
    /// (hovering is followed once a frame, as touch motion is).
    private var pendingHover: CGPoint?
    private var hovering: [UIHoverGestureRecognizer] = []
    private var wheelGestures: [UIGestureRecognizer] = []
    /// The secondary-button drag in progress, and the pointer's last position in this frame's input.
    var twoFingerDrag: TwoFingerDrag?
    var pendingTwoFingerMove: (location: CGPoint, time: TimeInterval)?
    private var wheelScrolls: [ObjectIdentifier: (view: WeakScrollView, target: CGPoint, time: TimeInterval)] = [:]

    struct WeakScrollView { weak var view: UIScrollView? }

    /// Where the secondary button went down (a release within `clickSlop` of it is a click).
    var secondaryDown: CGPoint?
    /// How far a click may move and still be a click (points).
    static let clickSlop: CGFloat = 4

    init(screen: UIScreen, clock: any FrameClock) {
        self.screen = screen
        self.clock = clock
    }

    /// Looks at one window-system event.
    func handle(_ event: WindowSystemEvent) {
        switch event {
        case .pointerDown(_, let point, _, _), .pointerUp(_, let point, _, _), .pointerMoved(let point, _, _),
             .scrolled(_, let point, _, _, _):
            location = point
        case .pointerLeft:
            location = nil
        default:
            break
        }
        switch event {
        case .pointerDown(let button, let location, let time, let modifiers):
            if button == 1 {
                primaryDown = true
                pendingHover = nil
                endHovering()
            } else if button == 3 {
                pendingHover = nil
                endHovering()
                secondaryDown = location
                beginTwoFingerDrag(at: location, rotating: modifiers.contains(.shift))
            } else if (4...7).contains(button) {
                wheel(button: button, at: location, time: time, modifiers: modifiers)
            }
        case .pointerUp(let button, let location, let time, _) where button == 1 || button == 3:
            if button == 3 {
                endTwoFingerDrag(at: location, time: time, .ended)
                // A secondary click (released where it was pressed) opens a context menu — not
                // while the primary button is held: a finger is on the screen, doing something
                // else (a drag, a transition by hand, a press about to become a tap).
                if let down = secondaryDown, !primaryDown, hypot(location.x - down.x, location.y - down.y) < Self.clickSlop {
                    showContextMenu(at: down)
                }
                secondaryDown = nil
            } else {
                primaryDown = false
            }
            if !primaryDown && twoFingerDrag == nil { pendingHover = location }
        case .pointerMoved(let location, let time, _):
            if twoFingerDrag != nil {
                pendingTwoFingerMove = (location, time)
            } else if !primaryDown {
                pendingHover = location
            }
        case .scrolled(let delta, let location, let time, let modifiers, let continuous):
            preciseScroll(by: delta, at: location, time: time, modifiers: modifiers, continuous: continuous)
        case .pointerLeft:
            pendingHover = nil
            endHovering()
        case .focusOut, .unmapped, .grabLost:
            secondaryDown = nil
            pendingHover = nil
            endHovering()
            cancelTwoFingerDrag()
        case .keyDown(let key, _, _, _) where key == 0xff1b:   // Escape cancels a drag
            cancelTwoFingerDrag()
        default:
            break
        }
    }

    /// Follows the hovering pointer to where it moved last in this frame's input.
    func flush() {
        flushTwoFingerDrag()
        guard let location = pendingHover else { return }
        pendingHover = nil
        hover(at: location)
    }

    /// Ends wheel gestures whose last click is 0.3 s old.
    func tick(at now: TimeInterval) {
        for recognizer in wheelGestures {
            if let stepped = recognizer as? any WheelSteppedRecognizer, let d = stepped.session.deadline, now >= d { stepped.wheelIdle() }
        }
        wheelGestures.removeAll { $0.state == .possible || $0.state == .failed }
    }

    /// When a wheel gesture ends unless another click comes (the loop runs frames until then).
    var nextDeadline: TimeInterval? {
        wheelGestures.compactMap { ($0 as? any WheelSteppedRecognizer)?.session.deadline }.min()
    }

    // MARK: Context menus

    /// A secondary click at a screen point: the nearest view up the chain that has a context
    /// menu there (`UIView.presentContextMenu(at:)`) shows it. A click outside a menu that
    /// is up closes it first, and then counts where it landed.
    func showContextMenu(at location: CGPoint) {
        guard var (window, view, point) = target(at: location) else { return }
        if let overlay = chain(from: view).lazy.compactMap({ $0 as? MenuOverlayView }).first {
            guard !view.isDescendant(of: overlay.list) else { return }
            overlay.presenter?.dismiss()
            guard let again = target(at: location) else { return }
            (window, view, point) = again
        }
        for v in chain(from: view) where v.presentContextMenu(at: v.convert(point, from: window)) { return }
    }

    // MARK: Finding the view

    /// The window and view under a screen point (as a touch would find them), and the point in the window.
    func target(at location: CGPoint) -> (window: UIWindow, view: UIView, point: CGPoint)? {
        for window in screen.windows.reversed() where !window.isHidden && window.isUserInteractionEnabled {
            let p = window.layer.convert(location, from: screen.rootLayer)
            if let view = window.hitTest(p, with: nil) { return (window, view, p) }
        }
        return nil
    }

    func chain(from view: UIView) -> [UIView] {
        var views: [UIView] = []
        var v: UIView? = view
        while let current = v { views.append(current); v = current.superview }
        return views
    }

    /// The scroll views under the pointer, innermost first (the keyboard scrolls one of them).
    func scrollViewsUnderPointer() -> [UIScrollView] {
        guard let location, let (_, view, _) = target(at: location) else { return [] }
        return chain(from: view).compactMap { $0 as? UIScrollView }
    }

    // MARK: The wheel

    private func wheel(button: Int, at location: CGPoint, time: TimeInterval, modifiers: KeyModifiers) {
        guard let (window, view, point) = target(at: location) else { return }
        let up = button == 4 || button == 6
        let views = chain(from: view)
        if modifiers.contains(.control) {
            let rotate = modifiers.contains(.shift)
            for v in views {
                for recognizer in v.gestureRecognizers ?? [] where recognizer.isEnabled {
                    if rotate, let rotation = recognizer as? UIRotationGestureRecognizer {
                        rotation.wheelClick(up: up, at: point, in: window, time: time, now: clock.now)
                        track(rotation)
                        return
                    }
                    if !rotate, let pinch = recognizer as? UIPinchGestureRecognizer {
                        pinch.wheelClick(up: up, at: point, in: window, time: time, now: clock.now)
                        track(pinch)
                        return
                    }
                }
            }
            return
        }
        let horizontal = button >= 6 || modifiers.contains(.shift)
        let sign: CGFloat = up ? -1 : 1
        let delta = horizontal ? CGPoint(x: sign * Self.wheelScroll, y: 0) : CGPoint(x: 0, y: sign * Self.wheelScroll)
        scroll(views, by: delta, time: time, animated: true)
    }

    /// XInput2 smooth scrolling: `delta` points, at once when `continuous` (a touchpad), else
    /// animated and added to a running wheel scroll. Control does nothing here (a pinch comes
    /// from wheel clicks, which such a device no longer sends).
    private func preciseScroll(by delta: CGVector, at location: CGPoint, time: TimeInterval,
                               modifiers: KeyModifiers, continuous: Bool) {
        guard !modifiers.contains(.control), delta.dx.isFinite, delta.dy.isFinite,
              let (_, view, _) = target(at: location) else { return }
        let sideways = modifiers.contains(.shift) && delta.dx == 0
        let offset = sideways ? CGPoint(x: delta.dy, y: 0) : CGPoint(x: delta.dx, y: delta.dy)
        scroll(chain(from: view), by: offset, time: time, animated: !continuous)
    }

    /// Scrolls the innermost of `views` that can move by `delta` (an outer one when the inner is
    /// at its edge). Animated scrolls that follow within ``wheelRun`` add up from the running
    /// one's target; an immediate one starts from where the content is and ends the run.
    private func scroll(_ views: [UIView], by delta: CGPoint, time: TimeInterval, animated: Bool) {
        for case let scrollView as UIScrollView in views where scrollView.isScrollEnabled {
            let key = ObjectIdentifier(scrollView)
            let running = wheelScrolls[key].flatMap { $0.view.view === scrollView && time - $0.time <= Self.wheelRun ? $0.target : nil }
            let base = animated ? running ?? scrollView.contentOffset : scrollView.contentOffset
            let target = scrollView.clamped(CGPoint(x: base.x + delta.x, y: base.y + delta.y))
            guard target != base else { continue }   // at its edge: the next scroll view out takes it
            wheelScrolls = wheelScrolls.filter { $0.value.view.view != nil }
            wheelScrolls[key] = animated ? (WeakScrollView(view: scrollView), target, time) : nil
            scrollView.setContentOffset(target, animated: animated)
            return
        }
    }

    private func track(_ recognizer: UIGestureRecognizer) {
        if !wheelGestures.contains(where: { $0 === recognizer }) { wheelGestures.append(recognizer) }
    }

    // MARK: Hovering

    private func hover(at location: CGPoint) {
        guard let (window, view, point) = target(at: location) else { return endHovering() }
        let under = chain(from: view).flatMap { ($0.gestureRecognizers ?? []).compactMap { $0 as? UIHoverGestureRecognizer } }
        for left in hovering where !under.contains(where: { $0 === left }) { left.pointerLeft() }
        for recognizer in under { recognizer.pointerHovers(at: point, in: window) }
        hovering = under.filter(\.isHovering)
    }

    private func endHovering() {
        for recognizer in hovering { recognizer.pointerLeft() }
        hovering.removeAll()
    }
}
