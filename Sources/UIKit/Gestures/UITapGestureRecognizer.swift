import Foundation

/// A discrete gesture recognizer that interprets single or multiple taps.
///
/// The gesture is recognized (`.ended`, which is `.recognized`) when the last required tap
/// lifts. It fails when the finger moves more than ``allowableMovement`` from where the first
/// tap went down, when a press lasts longer than ``maximumTapDuration``, or when the next tap
/// does not go down within ``maximumIntervalBetweenSuccessiveTaps`` of the previous release.
/// While it waits for more taps it stays `.possible`.
///
///     let doubleTap = UITapGestureRecognizer(target: self, action: Self.zoom)
///     doubleTap.numberOfTapsRequired = 2
///     singleTap.require(toFail: doubleTap)
///
/// Constants (UIKit's private `UITapRecognizer`, as its archived defaults show): 45 pt of
/// movement, 0.35 s between taps, 0.75 s per press (`maximumSingleTapDuration`).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps necessary for recognition (default 1).
    open var numberOfTapsRequired: Int = 1
    /// The number of fingers that must tap (default 1). A mouse is one finger, so a value
    /// other than 1 never recognizes.
    open var numberOfTouchesRequired: Int = 1

    /// How far (points) the finger may move from the first tap's touch-down and still tap.
    static let allowableMovement: CGFloat = 45
    /// The longest press that still counts as a tap (seconds).
    static let maximumTapDuration: TimeInterval = 0.75
    /// The longest wait for the next tap of a multiple tap (seconds).
    static let maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35

    /// Taps completed in this sequence.
    private var completedTaps = 0
    /// Where the first tap went down (window coordinates).
    private var firstTapPoint: CGPoint?
    private weak var tapWindow: UIWindow?
    private var isPressed = false

    /// Where the tap happened in `view`'s coordinates: for multiple taps, the first tap's place.
    open override func location(in view: UIView?) -> CGPoint {
        guard let p = firstTapPoint else { return super.location(in: view) }
        guard let view else { return p }
        return view.layer.convert(p, from: (tapWindow ?? view.window)?.layer)
    }

    /// A tap cannot prevent a tap that needs more taps (a single tap does not make a double
    /// tap fail), as in UIKit; use `require(toFail:)` to order them.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTouchesRequired == numberOfTouchesRequired {
            return tap.numberOfTapsRequired <= numberOfTapsRequired
        }
        if let press = preventedGestureRecognizer as? UILongPressGestureRecognizer,
           press.numberOfTouchesRequired == numberOfTouchesRequired {
            return press.numberOfTapsRequired < numberOfTapsRequired
        }
        return true
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil, let touch = touches.first else { return }
        if numberOfTouchesRequired != 1 || numberOfTapsRequired < 1 { return fail() }
        if let d = deadline, currentTime >= d { return fail() }   // the next tap came too late
        if let first = firstTapPoint, distance(touch.windowLocation, first) > Self.allowableMovement {
            return fail()   // the next tap is somewhere else
        }
        if firstTapPoint == nil {
            firstTapPoint = touch.windowLocation
            tapWindow = touch.window
        }
        isPressed = true
        deadline = currentTime + Self.maximumTapDuration
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil, isPressed, let touch = touches.first,
              let first = firstTapPoint else { return }
        let samples = event.coalescedTouches(for: touch) ?? [touch]
        if samples.contains(where: { distance($0.windowLocation, first) > Self.allowableMovement }) { fail() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil, isPressed, let touch = touches.first,
              let first = firstTapPoint else { return }
        isPressed = false
        if let d = deadline, currentTime >= d { return fail() }   // held too long
        if distance(touch.windowLocation, first) > Self.allowableMovement { return fail() }
        completedTaps += 1
        if completedTaps >= numberOfTapsRequired {
            deadline = nil
            state = .recognized
        } else {
            deadline = currentTime + Self.maximumIntervalBetweenSuccessiveTaps
        }
    }

    override func deadlinePassed(at time: TimeInterval) {
        // Pressed too long, or the next tap did not come.
        if state == .possible && pendingState == nil { fail() }
    }

    open override func reset() {
        completedTaps = 0
        firstTapPoint = nil
        tapWindow = nil
        isPressed = false
    }

    private func fail() {
        deadline = nil
        if state == .possible { state = .failed }
    }
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = a.x - b.x, dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
}
