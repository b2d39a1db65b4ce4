import Foundation

/// Methods that fine-tune a gesture recognizer: whether it may begin, whether it may recognize
/// together with another, which must fail first, and which touches it sees. All are optional;
/// the defaults are UIKit's.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the recognizer may leave `.possible` (default true; false makes it fail).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two recognizers may recognize at the same time (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer sees `touch` at all (default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the recognizer sees `event` at all (default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}

extension UIGestureRecognizer {
    /// Changes state as a subclass asked: recognition goes through the arena (delegate,
    /// exclusion, failure requirements); everything else applies directly.
    func transition(to new: State) {
        let old = storedState
        guard old != new || new == .changed else { return }
        guard Self.isLegal(from: old, to: new) else {
            warnOnce("\(type(of: self)): the state cannot change from .\(old) to .\(new); ignored")
            return
        }
        if old == .possible && (new == .began || new == .ended), let arena {
            arena.requestRecognition(self, as: new)
        } else {
            apply(new)
        }
    }

    /// Sets the state and does what follows from it (after the current round of actions, when
    /// an action caused it).
    func apply(_ new: State) {
        afterActions { [self] in applyNow(new) }
    }

    private func applyNow(_ new: State) {
        let old = storedState
        storedState = new
        pendingState = nil
        if old == .possible && (new == .began || new == .ended) { arena?.didRecognize(self) }
        if new == .failed { deadline = nil; arena?.didFail(self) }
        if new != .failed && new != .possible { sendActions() }
        if new == .ended || new == .cancelled || new == .failed { arena?.settle() }
    }

    static func isLegal(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    /// Whether the two may recognize together (either delegate says so).
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recognizer must wait for `other` to fail.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
            || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Back to `.possible` for the next sequence.
    func resetForNextSequence() {
        sequencesEnded += 1
        storedState = .possible
        pendingState = nil
        deadline = nil
        trackedTouches.removeAll()
        arena = nil
        reset()
    }
}
